import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ModerationText, type CaseDetail, type CaseSummary } from "#shared/moderation";
import { addModerator } from "../../../../scripts/moderators.js";
import { createMember, type Member } from "../../../../tests/support/factories.js";
import { createTestApp, json, type TestApp } from "../../../../tests/support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = (m: Member, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: m.cookie }, payload });
async function moderator(name: string): Promise<Member> {
  const m = await createMember(t.app, { name });
  await addModerator(t.database, m.email);
  return m;
}

describe("two moderators on one case", () => {
  // Both decisions are held where each has read the case as open (the member's profile is read
  // next, behind a lock this test holds), then let go together: without the case being claimed
  // before anything is done, both would act. Needs a server's separate connections.
  it.runIf(process.env.TEST_DATABASE_URL)(
    "the first final word is the only one carried out; the other is told the case is closed",
    async () => {
      const [ana, ben] = [await moderator("Ana"), await moderator("Ben")];
      const [reporter, member] = [
        await createMember(t.app, { name: "Rae" }),
        await createMember(t.app, { name: "Sol" }),
      ];
      const reported = await as(reporter, "POST", "/api/reports", { reported_user_id: member.id, reason: "spam" });
      expect(reported.statusCode).toBe(201);
      const summary = (json(await as(ana, "GET", "/api/moderation/cases")).cases as CaseSummary[]).find(
        (c) => c.subject_id === member.id,
      )!;

      // Committing lets them go (the promise is handed out, not awaited, inside the transaction).
      const held = await t.database.db.transaction().execute(async (trx) => {
        await sql`lock table profiles in access exclusive mode`.execute(trx);
        const both = Promise.all([
          as(ana, "POST", `/api/moderation/cases/${summary.id}/actions`, { action: "warn", reason: "No spam" }),
          as(ben, "POST", `/api/moderation/cases/${summary.id}/actions`, {
            action: "suspend",
            reason: "Spam again",
            days: 3,
          }),
        ]);
        await expect
          .poll(async () => {
            const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
              where wait_event_type = 'Lock' and datname = current_database()`.execute(trx);
            return rows[0]!.n;
          })
          .toBe(2);
        return { both };
      });
      const decisions = await held.both;
      const codes = decisions.map((d) => d.statusCode).sort();
      expect(codes).toEqual([200, 409]);
      const refused = decisions.find((d) => d.statusCode === 409)!;
      expect(json(refused).error.message).toBe(ModerationText.closed);

      // One decision in the log, one notice for the reporter, and only the winner's effect.
      const detail = json<CaseDetail>(await as(ana, "GET", `/api/moderation/cases/${summary.id}`));
      expect(detail.status).toBe("closed");
      expect(detail.audit).toHaveLength(1);
      expect(detail.current!.restriction === null).toBe(detail.audit[0]!.action === "warn");
      expect(json(await as(reporter, "GET", "/api/notices")).notices).toHaveLength(1);
    },
  );

  it("a decision that fails gives the case back, open, for the next word", async () => {
    const mod = await moderator("Cy");
    const [reporter, member] = [await createMember(t.app, { name: "Tia" }), await createMember(t.app, { name: "Uma" })];
    await as(reporter, "POST", "/api/reports", { reported_user_id: member.id, reason: "spam" });
    const summary = (json(await as(mod, "GET", "/api/moderation/cases")).cases as CaseSummary[]).find(
      (c) => c.subject_id === member.id,
    )!;
    // Nothing to lift: refused, and the case stays open (its claim given back).
    const lift = await as(mod, "POST", `/api/moderation/cases/${summary.id}/actions`, { action: "lift", reason: "x" });
    expect(json(lift).error.message).toBe(ModerationText.nothingToLift);
    const after = json<CaseDetail>(await as(mod, "GET", `/api/moderation/cases/${summary.id}`));
    expect([after.status, after.audit]).toEqual(["open", []]);
    const warned = await as(mod, "POST", `/api/moderation/cases/${summary.id}/actions`, {
      action: "warn",
      reason: "y",
    });
    expect(warned.statusCode).toBe(200);
  });
});
