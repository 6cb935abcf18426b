import { existsSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DeletionText } from "#shared/account";
import { ErrorCodes } from "#shared/errors";
import { grantTier } from "../../../../scripts/grant.js";
import { GOOD_PASSWORD, confirm, mailbox, signIn, signUp } from "../../../../tests/support/auth-helpers.js";
import { startFakePayPal, paypalEnv, type FakePayPal } from "../../../../tests/support/fake-paypal.js";
import { createMember, matchedPair, type Member } from "../../../../tests/support/factories.js";
import { multipart, smallPng } from "../../../../tests/support/images.js";
import { createTestApp, json, type TestApp } from "../../../../tests/support/test-app.js";

let paypal: FakePayPal;
let t: TestApp;
beforeAll(async () => {
  paypal = await startFakePayPal();
  t = await createTestApp({}, paypalEnv(paypal));
});
afterAll(async () => {
  await t.close();
  await paypal.close();
});

const as = (m: Member, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: m.cookie }, ...(payload ? { payload } : {}) });
const ok = async (m: Member, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) => {
  const res = await as(m, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res;
};

/** An Unlocked+ subscription through (fake) PayPal, approved and active. */
async function subscribe(m: Member): Promise<string> {
  const { approvalUrl, payment_id } = json(await ok(m, "POST", "/api/payments/checkout", { plan: "unlocked-plus" }));
  const ref = new URL(approvalUrl).searchParams.get("ba_token")!;
  paypal.approve(ref);
  await as(m, "GET", `/api/payments/return?payment=${payment_id}&token=${ref}`);
  expect(json(await as(m, "GET", "/api/subscription")).subscription_tier).toBe("unlocked-plus");
  return ref;
}

/** Every row of every table, as text, that mentions one of `needles`. */
async function rowsMentioning(needles: string[]): Promise<Map<string, string[]>> {
  const { rows: tables } = await sql<{
    name: string;
  }>`select table_schema || '.' || table_name as name from information_schema.tables where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE'`.execute(
    t.database.db,
  );
  const found = new Map<string, string[]>();
  for (const { name } of tables) {
    const { rows } = await sql<{ row: string }>`select t::text as row from ${sql.raw(name)} t`.execute(t.database.db);
    const hits = rows
      .map((r) => r.row)
      .filter((row) => needles.some((n) => row.toLowerCase().includes(n.toLowerCase())));
    if (hits.length) found.set(name, hits);
  }
  return found;
}

describe("deleting an account", () => {
  it("needs the password, and stops nothing while a provider cannot stop billing", async () => {
    const m = await createMember(t.app, { name: "Kit" });
    const wrong = await as(m, "DELETE", "/api/account", { password: "Not-The-One9!x" });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).error.fields).toHaveProperty("current_password");

    const ref = await subscribe(m);
    paypal.cancelFailures = 1;
    const refused = await as(m, "DELETE", "/api/account", { password: GOOD_PASSWORD });
    expect(refused.statusCode).toBe(409);
    expect(json(refused).error).toEqual({
      code: ErrorCodes.billingNotStopped,
      message: DeletionText.billingNotStopped,
    });
    expect((await as(m, "GET", "/api/profile")).statusCode).toBe(200);
    expect(paypal.subscriptions.get(ref)!.status).toBe("ACTIVE");
  });

  it("removes every trace of the member but the reports and the ledger, ends their matches for the other person, and frees the address", async () => {
    const [ada, bea, matchId] = await matchedPair(t.app, ["Ada", "Bea"]);
    const cy = await createMember(t.app, { name: "Cy", gender: "woman" });
    const dee = await createMember(t.app, { name: "Dee", gender: "woman" });

    // Ada's life on Unlocked: a photo, answers, likes both ways, a conversation, a subscription,
    // the premium pages, reports by and about her, a block, invitations both ways, a second device.
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/profile/photos",
      ...(({ payload, headers }) => ({ payload, headers: { ...headers, cookie: ada.cookie } }))(
        multipart("photo", "me.png", "image/png", await smallPng()),
      ),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const photoKey = new URL(json(upload).photos[0].url, "http://x").pathname.replace(/^\/media\//, "");
    expect(existsSync(path.join(t.dataDir, "uploads", photoKey))).toBe(true);
    const { questions } = json(await ok(ada, "GET", "/api/questions"));
    const answers = questions.map((q: { id: number; question_type: string }) => ({
      question_id: q.id,
      answer: q.question_type === "likert" ? 4 : 1,
    }));
    await ok(ada, "POST", "/api/quiz", { answers });
    await ok(bea, "POST", "/api/quiz", { answers });
    // A retake in progress (a quiz draft) and prompts: theirs too, and gone with the account.
    await ok(ada, "PUT", "/api/quiz/draft", { answers: answers.slice(0, 3) });
    await ok(ada, "POST", "/api/likes", { user_id: cy.id });
    await ok(dee, "POST", "/api/likes", { user_id: ada.id });
    await ok(ada, "POST", `/api/conversations/${matchId}/messages`, { message_text: "Hello Bea, from Ada" });
    await ok(bea, "POST", `/api/conversations/${matchId}/messages`, { message_text: "Hi Ada!" });
    const subscription = await subscribe(ada);
    await grantTier(t.database, ada.email, "unlocked-beyond", 30, t.bus);
    await grantTier(t.database, bea.email, "unlocked-beyond", 30, t.bus);
    await ok(ada, "GET", "/api/connection-dna");
    await ok(ada, "POST", "/api/ai-digest/generate");
    await ok(ada, "POST", "/api/memory-vault/matches", { match_id: matchId });
    await ok(ada, "POST", "/api/memory-vault/prompts", { text: "What made you smile today?" });
    await ok(ada, "POST", "/api/memory-vault/moments", { title: "First message", match_id: matchId });
    await ok(bea, "POST", "/api/memory-vault/moments", { title: "Ada wrote first", match_id: matchId });
    await ok(bea, "POST", "/api/memory-vault/matches", { match_id: matchId });
    // Private Match Memory both ways: Ada's note goes with her account, Bea's about Ada with the match.
    await ok(ada, "PUT", `/api/matches/${matchId}/memory`, { note: "Bea loves night swims" });
    await ok(bea, "PUT", `/api/matches/${matchId}/memory`, { note: "Ada's cat is Miso" });
    await ok(ada, "PATCH" as "POST", "/api/perks", { unlocked_mode: true, badge_hidden: true });
    await ok(ada, "POST", "/api/perks/overlays/memory-vault/seen");
    await ok(ada, "PUT", "/api/early-access/icebreakers", { on: true });
    // A deeper quiz in progress, and one answered whole.
    const pack = json(await ok(ada, "GET", "/api/quiz/packs/love-attachment")).questions as { id: number }[];
    await ok(ada, "PUT", "/api/quiz/packs/life-ahead/draft", { answers: [] });
    await ok(ada, "POST", "/api/quiz/packs/love-attachment", {
      answers: pack.map((q) => ({ question_id: q.id, answer: 1 })),
    });
    const beaDigest = json(await ok(bea, "POST", "/api/ai-digest/generate")).digest;
    expect(JSON.stringify(beaDigest)).toContain(matchId);
    await ok(ada, "POST", "/api/reports", { reported_user_id: cy.id, reason: "spam", description: "Sends links" });
    await ok(cy, "POST", "/api/reports", { reported_user_id: ada.id, reason: "harassment", description: "Rude" });
    await ok(ada, "POST", "/api/blocks", { blocked_user_id: dee.id });
    await ok(ada, "POST", "/api/invitations", { email: "friend.of.ada@example.com" });
    await ok(cy, "POST", "/api/invitations", { email: ada.email });
    // Cy's kept discovery ranking lists Ada (she is one of the people he may meet).
    expect(JSON.stringify(json(await ok(cy, "GET", "/api/discover")))).toContain(ada.id);
    await ok(ada, "PATCH" as "POST", "/api/safety-settings", { profile_visibility: "matches_only" });
    expect((await signIn(t.app, ada.email)).statusCode).toBe(200);
    expect((await rowsMentioning([ada.id])).size).toBeGreaterThan(15);

    const deleted = await as(ada, "DELETE", "/api/account", { password: GOOD_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // The browser is told to drop every session cookie, under both names better-auth may use.
    const cleared = [deleted.headers["set-cookie"] ?? []].flat();
    expect(cleared).toContain("better-auth.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax");
    expect(cleared).toContain("__Secure-better-auth.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure");

    // Nothing of Ada's remains, except what the decision keeps: the report about her and its case
    // (for the moderators' review, with her profile as it was: her id as a bare value; the privacy
    // policy says so), and the development outbox standing in for her inbox. The
    // deletion's own events (ids only) are delivered just after it answers, and leave the outbox
    // once delivered: that is waited for, a few seconds at most.
    // The address itself never goes into an event, not even while one waits in the outbox.
    const early = await rowsMentioning([ada.email]);
    expect([...early.keys()].filter((table) => table.startsWith("pgboss."))).toEqual([]);
    const outboxHolds = (rows: Map<string, string[]>) => [...rows.keys()].some((table) => table.startsWith("pgboss."));
    let left = await rowsMentioning([ada.id, ada.email]);
    for (let i = 0; i < 50 && outboxHolds(left); i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      left = await rowsMentioning([ada.id, ada.email]);
    }
    const reportsLeft = left.get("public.user_reports") ?? [];
    expect(reportsLeft).toHaveLength(1);
    expect(reportsLeft[0]).toContain("Rude");
    left.delete("public.user_reports");
    expect(left.get("public.moderation_cases")).toHaveLength(1);
    left.delete("public.moderation_cases");
    left.delete("public.dev_mails");
    expect(Object.fromEntries(left)).toEqual({});
    const [filed] = await t.database.db
      .selectFrom("user_reports")
      .select(["reporter_id", "description"])
      .where("reported_user_id", "=", cy.id)
      .execute();
    expect(filed).toEqual({ reporter_id: null, description: "Sends links" });
    const ledger = await t.database.db
      .selectFrom("payments")
      .select(["user_id", "amount_cents"])
      .where("provider_ref", "=", subscription)
      .execute();
    expect(ledger).toEqual([{ user_id: null, amount_cents: 1200 }]);
    // Billing stopped at the provider first; the photo file is gone too.
    expect(paypal.subscriptions.get(subscription)!.status).toBe("CANCELLED");
    expect(existsSync(path.join(t.dataDir, "uploads", photoKey))).toBe(false);

    // Bea's side: the match, its conversation and her favourite are gone; her own moment stays
    // without the match; her stored digest no longer names Ada.
    expect(json(await as(bea, "GET", "/api/matches")).matches).toEqual([]);
    expect((await as(bea, "GET", `/api/conversations/${matchId}/messages`)).statusCode).toBe(404);
    const vault = json(await as(bea, "GET", "/api/memory-vault"));
    expect(vault.matches).toEqual([]);
    expect(vault.moments).toMatchObject([{ title: "Ada wrote first", match_id: null }]);
    expect(await t.database.db.selectFrom("match_memory_notes").selectAll().execute()).toEqual([]);
    expect(JSON.stringify(json(await as(bea, "GET", "/api/ai-digest/history")))).not.toContain(matchId);

    expect((await as(ada, "GET", "/api/profile")).statusCode).toBe(401);
    expect((await mailbox(t.app, ada.email)).map((m) => m.subject)).toEqual(["Your Unlocked account has been deleted"]);
    // The address is free again: a new account, with a new id.
    expect((await signUp(t.app, ada.email)).statusCode).toBe(201);
    const again = await confirm(t.app, ada.email);
    const fresh = json(
      await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie: again.cookie } }),
    ).user;
    expect(fresh.email).toBe(ada.email);
    expect(fresh.id).not.toBe(ada.id);
  });
});
