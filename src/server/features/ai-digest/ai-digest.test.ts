import PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Digest } from "#shared/ai-digest";
import { ErrorCodes } from "#shared/errors";
import { DigestLimits } from "#shared/limits";
import { PremiumText } from "#shared/premium-messages";
import { grantTier } from "../../../../scripts/grant.js";
import { createMember, matchedPair, takeQuiz, type Member } from "../../../../tests/support/factories.js";
import { createTestApp, json, type TestApp } from "../../../../tests/support/test-app.js";
import { DigestJobs } from "./index.js";

// The services' clock (the digest's day); accounts and sessions keep real time.
let clock = new Date();
let t: TestApp;
beforeAll(async () => {
  // The job queue runs here (it is off in other API tests): the daily run is tested for real.
  t = await createTestApp({ now: () => clock }, { JOBS: "on", RATE_LIMIT_SCALE: "10" });
});
afterAll(() => t.close());

const as = (m: Member, method: "GET" | "POST", url: string) =>
  t.app.inject({ method, url, headers: { cookie: m.cookie } });
const generate = (m: Member) => as(m, "POST", "/api/ai-digest/generate");
const historyOf = async (m: Member) => json(await as(m, "GET", "/api/ai-digest/history")).digests as Digest[];

describe("the AI digest", () => {
  it("is refused without Unlocked+ or Beyond ('Premium subscription required') and without an account", async () => {
    const free = await createMember(t.app, { name: "Fay", gender: "woman" });
    for (const res of [
      await generate(free),
      await as(free, "GET", "/api/ai-digest/today"),
      await as(free, "GET", "/api/ai-digest/history"),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(json(res).error).toEqual({ code: ErrorCodes.premiumRequired, message: PremiumText.required });
    }
    expect((await t.app.inject({ method: "POST", url: "/api/ai-digest/generate" })).statusCode).toBe(401);
    expect(
      await t.database.db.selectFrom("compatibility_digests").select("id").where("user_id", "=", free.id).execute(),
    ).toEqual([]);
  });

  it("writes today's digest on demand: insights, starters grounded in what a match shares, the week's analysis", async () => {
    const [ada, bea, matchId] = await matchedPair(t.app, ["Ada", "Bea"]);
    await grantTier(t.database, ada.email, "unlocked-plus", 30, t.bus);
    for (const [m, interests] of [
      [ada, ["Hiking", "Jazz"]],
      [bea, ["hiking", "Poetry"]],
    ] as const) {
      expect(
        (
          await t.app.inject({
            method: "PATCH",
            url: "/api/profile",
            headers: { cookie: m.cookie },
            payload: { interests },
          })
        ).statusCode,
      ).toBe(200);
      expect((await takeQuiz(t.app, m, (q) => (q.question_type === "likert" ? 4 : 0))).statusCode).toBe(200);
    }
    expect(json(await as(ada, "GET", "/api/ai-digest/today"))).toEqual({ has_today: false, digest: null });

    const res = await generate(ada);
    expect(res.statusCode, res.body).toBe(200);
    const { success, digest } = json(res) as { success: true; digest: Digest };
    expect(success).toBe(true);
    expect(digest.digest_date).toBe(clock.toISOString().slice(0, 10));
    expect(digest.phrased_by).toBe("engine");
    const starters = digest.conversation_starters.find((s) => s.match_id === matchId)!;
    expect(starters.name).toBe("Bea");
    expect(starters.grounded_in).toContain("Shared interest: hiking");
    expect(starters.starters.length).toBe(DigestLimits.startersEach);
    expect(digest.compatibility_insights).toContainEqual(
      expect.objectContaining({ kind: "match", user_id: bea.id, name: "Bea" }),
    );
    expect(digest.match_analysis.facts.join(" ")).toMatch(/1 new match this week/);
    expect(json(await as(ada, "GET", "/api/ai-digest/today"))).toEqual({ has_today: true, digest });

    // Generating again the same day replaces the day's digest: still one per date.
    clock = new Date(clock.getTime() + 1000);
    const again = json(await generate(ada)).digest as Digest;
    expect(again.digest_date).toBe(digest.digest_date);
    expect(await historyOf(ada)).toEqual([again]);

    // Once Bea blocks Ada, the stored digest no longer shows her (nor starters for their match).
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/blocks",
          headers: { cookie: bea.cookie },
          payload: { blocked_user_id: ada.id },
        })
      ).statusCode,
    ).toBe(201);
    const after = json(await as(ada, "GET", "/api/ai-digest/today")).digest as Digest;
    expect(after.compatibility_insights.map((p) => p.user_id)).not.toContain(bea.id);
    expect(after.conversation_starters.map((s) => s.match_id)).not.toContain(matchId);
    expect(JSON.stringify(await historyOf(ada))).not.toContain(bea.id);
  });

  it(`keeps a history of the last ${DigestLimits.historyMax}, newest first`, async () => {
    const m = await createMember(t.app, { name: "Hal", gender: "man" });
    await grantTier(t.database, m.email, "unlocked-beyond", 60, t.bus);
    const start = clock;
    for (let day = 0; day < DigestLimits.historyMax + 3; day += 1) {
      clock = new Date(start.getTime() + day * 24 * 60 * 60 * 1000);
      expect((await generate(m)).statusCode).toBe(200);
    }
    const history = await historyOf(m);
    expect(history).toHaveLength(DigestLimits.historyMax);
    expect(history[0]!.digest_date).toBe(clock.toISOString().slice(0, 10));
    expect(history.map((d) => d.digest_date)).toEqual([...history.map((d) => d.digest_date)].sort().reverse());
    expect(
      await t.database.db.selectFrom("compatibility_digests").select("id").where("user_id", "=", m.id).execute(),
    ).toHaveLength(DigestLimits.historyMax);
    clock = start;
  });

  it("the daily run, scheduled on the job queue, writes every subscriber's digest once and skips everyone else", async () => {
    const subscriber = await createMember(t.app, { name: "Ivy", gender: "woman" });
    const alsoFree = await createMember(t.app, { name: "Jo", gender: "woman" });
    const free = await createMember(t.app, { name: "Kit", gender: "man" });
    await grantTier(t.database, subscriber.email, "unlocked-plus", 30, t.bus);
    // Today's date in real time: the job's member keys and the scheduled run use the service clock.
    clock = new Date();
    const schedules = await t.database.executeSql("select name, cron, timezone from pgboss.schedule");
    expect(schedules.rows).toContainEqual({ name: DigestJobs.daily, cron: "0 6 * * *", timezone: "UTC" });

    // Another process sends the day's run, as pg-boss's clock does at 06:00 UTC.
    const other = new PgBoss({
      db: { executeSql: (text, values) => t.database.executeSql(text, values) },
      schema: "pgboss",
      supervise: false,
      schedule: false,
      migrate: false,
    });
    await other.start();
    await other.send(DigestJobs.daily, {});
    await vi.waitFor(
      async () => {
        const rows = await t.database.db
          .selectFrom("compatibility_digests")
          .select(["user_id", "digest_date"])
          .where("user_id", "in", [subscriber.id, alsoFree.id, free.id])
          .execute();
        expect(rows).toEqual([{ user_id: subscriber.id, digest_date: clock.toISOString().slice(0, 10) }]);
      },
      { timeout: 30_000, interval: 250 },
    );
    // A second run the same day leaves the day's digest as it was.
    const written = await t.database.db
      .selectFrom("compatibility_digests")
      .select(["id", "generated_at"])
      .where("user_id", "=", subscriber.id)
      .execute();
    const second = (await other.send(DigestJobs.daily, {}))!;
    await vi.waitFor(async () => expect((await other.getJobById(DigestJobs.daily, second))?.state).toBe("completed"), {
      timeout: 30_000,
      interval: 250,
    });
    // Its member jobs are queued by then; give them the same chance to run.
    await vi.waitFor(async () => expect(await other.getQueueSize(DigestJobs.member)).toBe(0), {
      timeout: 30_000,
      interval: 250,
    });
    expect(
      await t.database.db
        .selectFrom("compatibility_digests")
        .select(["id", "generated_at"])
        .where("user_id", "=", subscriber.id)
        .execute(),
    ).toEqual(written);
    await other.stop({ graceful: false, close: false, wait: true });
  }, 60_000);
});
