import type { LightMyRequestResponse } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCodes } from "#shared/errors";
import { RateLimits, SafetyLimits } from "#shared/limits";
import { SafetyText } from "#shared/messages";
import { smallPng } from "../../../../tests/support/images.js";
import { createMember, uploadPicture, type Member } from "../../../../tests/support/factories.js";
import { createTestApp, json, type TestApp } from "../../../../tests/support/test-app.js";

let clock = new Date();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const as = (m: Member, method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: m.cookie }, payload });
const errorOf = (res: LightMyRequestResponse) => JSON.stringify(json(res).error);
// One town, anyone welcome: each is a discovery candidate for the others unless something hides them.
const person = (name: string) => createMember(t.app, { name, gender: "woman", interested_in: [], zip_code: "97201" });

/** Every discovery candidate, all pages (this file's members share a town: more than one page). */
async function everyCandidate(viewer: Member): Promise<string[]> {
  const found: string[] = [];
  for (let cursor: string | null = null, page = 0; page < 20; page += 1) {
    const body: { candidates: { id: string }[]; next_cursor: string | null } = json(
      await as(viewer, "GET", `/api/discover${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`),
    );
    found.push(...body.candidates.map((c) => c.id));
    cursor = body.next_cursor;
    if (!cursor) break;
  }
  return found;
}

async function matched(): Promise<[Member, Member, string]> {
  const [a, b] = [await person("Ana"), await person("Bo")];
  await as(a, "POST", "/api/likes", { user_id: b.id });
  return [a, b, json(await as(b, "POST", "/api/likes", { user_id: a.id })).match_id];
}
const send = (m: Member, matchId: string, text: string) =>
  as(m, "POST", `/api/conversations/${matchId}/messages`, { message_text: text });

describe("safety settings", () => {
  it("start at the spec's defaults, save a change, and refuse unknown keys and values", async () => {
    const m = await person("Cy");
    expect(json(await as(m, "GET", "/api/safety-settings"))).toEqual({
      allow_messages_from_new_matches: true,
      require_age_verification: true,
      block_explicit_content: true,
      location_sharing_enabled: false,
      profile_visibility: "public",
    });
    const saved = await as(m, "PATCH", "/api/safety-settings", {
      profile_visibility: "matches_only",
      location_sharing_enabled: true,
    });
    expect(json(saved)).toMatchObject({
      profile_visibility: "matches_only",
      location_sharing_enabled: true,
      block_explicit_content: true,
    });
    for (const bad of [
      { profile_visibility: "everyone" },
      { allow_messages_from_new_matches: "yes" },
      { user_id: "someone-else" },
    ]) {
      expect((await as(m, "PATCH", "/api/safety-settings", bad)).statusCode).toBe(400);
    }
    expect(json(await as(m, "GET", "/api/safety-settings")).profile_visibility).toBe("matches_only");
    expect(
      (await t.app.inject({ method: "PATCH", url: "/api/safety-settings", payload: { profile_visibility: "private" } }))
        .statusCode,
    ).toBe(401);
  });

  it("new matches cannot write first to a member who said so, until they write or a day passes", async () => {
    const [a, b, matchId] = await matched();
    // Read once while open (the server keeps a member's settings in memory), then changed: the change holds at once.
    expect((await send(a, matchId, "Before")).statusCode).toBe(201);
    await as(b, "PATCH", "/api/safety-settings", { allow_messages_from_new_matches: false });
    const refused = await send(a, matchId, "Hi!");
    expect(refused.statusCode).toBe(403);
    expect(json(refused).error).toMatchObject({
      code: ErrorCodes.messagesRestricted,
      message: SafetyText.newMatchesClosed,
    });
    expect((await send(b, matchId, "Hello, you first")).statusCode).toBe(201);
    expect((await send(a, matchId, "Hi!")).statusCode).toBe(201);

    const [c, d, second] = await matched();
    await as(d, "PATCH", "/api/safety-settings", { allow_messages_from_new_matches: false });
    clock = new Date(Date.now() + (SafetyLimits.newMatchHours + 1) * 60 * 60 * 1000);
    expect((await send(c, second, "A day later")).statusCode).toBe(201);
    clock = new Date();
  });

  it("a member who goes private has no conversation: neither of the two can read or write it", async () => {
    const [a, b, matchId] = await matched();
    expect((await send(a, matchId, "Hello")).statusCode).toBe(201);
    expect((await as(b, "PATCH", "/api/safety-settings", { profile_visibility: "private" })).statusCode).toBe(200);
    // Both ways: Ana cannot see Bo at all, and Bo may not write into what Ana cannot see.
    for (const [from, text] of [
      [a, "Still there?"],
      [b, "Hidden hello"],
    ] as const)
      expect((await send(from, matchId, text)).statusCode).toBe(404);
    for (const reader of [a, b])
      expect((await as(reader, "GET", `/api/conversations/${matchId}/messages`)).statusCode).toBe(404);
    // Seen by matches again: the conversation is back for both.
    expect((await as(b, "PATCH", "/api/safety-settings", { profile_visibility: "matches_only" })).statusCode).toBe(200);
    expect((await send(b, matchId, "Back")).statusCode).toBe(201);
    expect((await send(a, matchId, "Welcome back")).statusCode).toBe(201);
  });

  it("only age-verified members may find someone who requires it (the default)", async () => {
    const [a, b, unverified] = [await person("Kit"), await person("Lu"), await person("Mo")];
    // Sign-up always confirms an age; an account without one is made by deleting its row before
    // it has asked for anything that checks it (a process remembers a confirmed age: it never turns back).
    await t.database.db.deleteFrom("age_verifications").where("user_id", "=", unverified.id).execute();
    const found = async (viewer: Member) => (await everyCandidate(viewer)).includes(b.id);
    expect(await found(a)).toBe(true);
    expect(await found(unverified)).toBe(false);
    await as(b, "PATCH", "/api/safety-settings", { require_age_verification: false });
    expect(await found(unverified)).toBe(true);
  });

  it("only age-verified members may write to someone who requires it (the default)", async () => {
    const [a, b, matchId] = await matched();
    await t.database.db.deleteFrom("age_verifications").where("user_id", "=", a.id).execute();
    const refused = await send(a, matchId, "Hi!");
    expect(refused.statusCode).toBe(403);
    expect(json(refused).error.message).toBe(SafetyText.verifiedOnly);
    await as(b, "PATCH", "/api/safety-settings", { require_age_verification: false });
    expect((await send(a, matchId, "Hi!")).statusCode).toBe(201);
  });

  it("masks explicit words in incoming messages for members who block them (the default)", async () => {
    const [a, b, matchId] = await matched();
    await send(a, matchId, "You look sexy, send nudes");
    const incoming = async () =>
      json(await as(b, "GET", `/api/conversations/${matchId}/messages`)).messages[0].message_text;
    expect(await incoming()).toBe("You look s***, send n****");
    expect(json(await as(b, "GET", "/api/conversations")).conversations[0].last_message.message_text).toBe(
      "You look s***, send n****",
    );
    // The sender sees what they wrote; the receiver may choose to see it unmasked.
    expect(json(await as(a, "GET", `/api/conversations/${matchId}/messages`)).messages[0].message_text).toBe(
      "You look sexy, send nudes",
    );
    await as(b, "PATCH", "/api/safety-settings", { block_explicit_content: false });
    expect(await incoming()).toBe("You look sexy, send nudes");
  });
});

describe("reports", () => {
  it("needs a reason, keeps details trimmed and within 500, and refuses yourself and nobody", async () => {
    const [a, b] = [await person("Di"), await person("Ed")];
    const noReason = await as(a, "POST", "/api/reports", { reported_user_id: b.id });
    expect(noReason.statusCode).toBe(400);
    expect(errorOf(noReason)).toContain(SafetyText.reasonRequired.description);
    expect(
      (await as(a, "POST", "/api/reports", { reported_user_id: b.id, reason: "spam", description: "x".repeat(501) }))
        .statusCode,
    ).toBe(400);
    expect((await as(a, "POST", "/api/reports", { reported_user_id: a.id, reason: "spam" })).statusCode).toBe(400);
    expect((await as(a, "POST", "/api/reports", { reported_user_id: "nobody", reason: "spam" })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/reports", payload: { reported_user_id: b.id, reason: "spam" } }))
        .statusCode,
    ).toBe(401);

    expect(
      (
        await as(a, "POST", "/api/reports", {
          reported_user_id: b.id,
          reason: "harassment",
          description: "  rude messages  ",
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await as(a, "POST", "/api/reports", { reported_user_id: b.id, reason: "fake_profile", description: "   " }))
        .statusCode,
    ).toBe(201);
    const rows = await t.database.db
      .selectFrom("user_reports")
      .select(["reason", "description"])
      .where("reporter_id", "=", a.id)
      .orderBy("created_at")
      .execute();
    expect(rows).toEqual([
      { reason: "harassment", description: "rude messages" },
      { reason: "fake_profile", description: null },
    ]);
  });

  it("keep the conversation they were made from, which neither side's unmatch then takes away", async () => {
    const [a, b, matchId] = await matched();
    expect((await send(a, matchId, "Hi Bo")).statusCode).toBe(201);
    expect((await send(b, matchId, "Send me your address")).statusCode).toBe(201);
    expect((await as(a, "POST", "/api/reports", { reported_user_id: b.id, reason: "harassment" })).statusCode).toBe(
      201,
    );
    // The reported member ends the match: the conversation is gone for both, not for the review.
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/matches/${matchId}`, headers: { cookie: b.cookie } }))
        .statusCode,
    ).toBe(200);
    expect(await t.database.db.selectFrom("messages").select("id").where("match_id", "=", matchId).execute()).toEqual(
      [],
    );
    const [report] = await t.database.db
      .selectFrom("user_reports")
      .select("id")
      .where("reporter_id", "=", a.id)
      .execute();
    const kept = await t.database.db
      .selectFrom("report_messages")
      .select(["from_reporter", "message_text"])
      .where("report_id", "=", report!.id)
      .orderBy("sent_at")
      .execute();
    expect(kept).toEqual([
      { from_reporter: true, message_text: "Hi Bo" },
      { from_reporter: false, message_text: "Send me your address" },
    ]);
  });

  it("are rate limited per member", async () => {
    const [a, b] = [await person("Flo"), await person("Gil")];
    const results = [];
    for (let i = 0; i <= RateLimits.reportsPerUser.max; i += 1)
      results.push((await as(a, "POST", "/api/reports", { reported_user_id: b.id, reason: "spam" })).statusCode);
    expect(results.slice(0, RateLimits.reportsPerUser.max).every((s) => s === 201)).toBe(true);
    expect(results.at(-1)).toBe(429);
  });
});

describe("blocks", () => {
  it("hide a blocked pair from each other everywhere and end their messages; a repeat is Already Blocked", async () => {
    const [a, b, matchId] = await matched();
    await send(a, matchId, "Hello");
    const sees = async (viewer: Member, other: Member) => {
      const ids = (url: string, key: string) =>
        as(viewer, "GET", url).then((r) =>
          (json(r)[key] as { id?: string; user_id?: string }[]).map((x) => x.user_id ?? x.id),
        );
      return {
        profile: (await as(viewer, "GET", `/api/profiles/${other.id}`)).statusCode === 200,
        discover: (await everyCandidate(viewer)).includes(other.id),
        nearby: (await ids("/api/discover/nearby", "candidates")).includes(other.id),
        matches: (await ids("/api/matches", "matches")).includes(other.id),
        conversations: (await ids("/api/conversations", "conversations")).includes(other.id),
        messages: (await as(viewer, "GET", `/api/conversations/${matchId}/messages`)).statusCode === 200,
      };
    };
    const stranger = await person("Hu");
    expect(await sees(a, b)).toMatchObject({ profile: true, matches: true, conversations: true, messages: true });
    expect((await sees(a, stranger)).discover).toBe(true);

    expect((await as(a, "POST", "/api/blocks", { blocked_user_id: b.id })).statusCode).toBe(201);
    const nothing = {
      profile: false,
      discover: false,
      nearby: false,
      matches: false,
      conversations: false,
      messages: false,
    };
    expect(await sees(a, b)).toEqual(nothing);
    expect(await sees(b, a)).toEqual(nothing);
    for (const [from, text] of [
      [a, "Still there?"],
      [b, "Why?"],
    ] as const)
      expect((await send(from, matchId, text)).statusCode).toBe(404);
    // Nobody else is affected.
    expect((await sees(a, stranger)).discover).toBe(true);

    const again = await as(a, "POST", "/api/blocks", { blocked_user_id: b.id });
    expect(again.statusCode).toBe(409);
    expect(json(again).error).toMatchObject({
      code: ErrorCodes.alreadyBlocked,
      message: SafetyText.alreadyBlocked.description,
    });
    expect((await as(a, "POST", "/api/blocks", { blocked_user_id: a.id })).statusCode).toBe(400);
    expect((await as(a, "POST", "/api/blocks", { blocked_user_id: "nobody" })).statusCode).toBe(404);
  });
});

describe("unblock", () => {
  it("lists the blocked as they were, asks nothing else back: no match returns, the two are strangers", async () => {
    const [a, b, matchId] = await matched();
    await send(a, matchId, "Hello");
    expect((await as(a, "GET", "/api/blocks")).json()).toEqual({ blocks: [] });
    expect((await as(a, "POST", "/api/blocks", { blocked_user_id: b.id })).statusCode).toBe(201);
    // Bo renames himself afterwards: Ana's list keeps the name she blocked.
    await as(b, "PATCH", "/api/profile", { name: "Robert" });
    const { blocks } = json(await as(a, "GET", "/api/blocks"));
    expect(blocks).toMatchObject([{ user_id: b.id, name: "Bo", photo_url: null }]);
    expect((await as(b, "GET", "/api/blocks")).json()).toEqual({ blocks: [] });

    const unblock = (who: Member, id: string) =>
      t.app.inject({ method: "DELETE", url: `/api/blocks/${id}`, headers: { cookie: who.cookie } });
    expect((await unblock(b, a.id)).statusCode).toBe(404);
    expect((await unblock(a, b.id)).statusCode).toBe(200);
    expect((await unblock(a, b.id)).statusCode).toBe(404);
    expect((await as(a, "GET", "/api/blocks")).json()).toEqual({ blocks: [] });
    // Visible to each other again, but as strangers: the match and its conversation stay gone,
    // and liking again does not bring the old match back at once.
    await expect.poll(async () => (await as(a, "GET", `/api/conversations/${matchId}/messages`)).statusCode).toBe(404);
    expect((await as(a, "GET", `/api/profiles/${b.id}`)).statusCode).toBe(200);
    expect(json(await as(a, "GET", "/api/matches")).matches).toEqual([]);
    expect(json(await as(b, "POST", "/api/likes", { user_id: a.id })).match_id ?? null).toBeNull();
  });

  it("drops the thumbnail from blockers' lists once the photo it was made from is deleted", async () => {
    const [a, b] = [await person("Kim"), await person("Lou")];
    const main = await uploadPicture(t.app, b, await smallPng("#aa3366"), "image/png");
    const other = await uploadPicture(t.app, b, await smallPng("#3366aa"), "image/png");
    expect((await as(a, "POST", "/api/blocks", { blocked_user_id: b.id })).statusCode).toBe(201);
    const photoUrl = async () =>
      (json(await as(a, "GET", "/api/blocks")).blocks as { photo_url: string | null }[])[0]!.photo_url;
    const url = (await photoUrl())!;
    expect((await as(a, "GET", url)).statusCode).toBe(200);
    // Made from her main photo, and noted so: only that photo's loss takes it.
    const source = await t.database.db
      .selectFrom("user_blocks")
      .select("blocked_photo_id")
      .where("blocker_id", "=", a.id)
      .executeTakeFirstOrThrow();
    expect(source.blocked_photo_id).toBe(main.id);
    const del = (id: string) =>
      t.app.inject({ method: "DELETE", url: `/api/profile/photos/${id}`, headers: { cookie: b.cookie } });

    // Another photo's loss leaves it: once that event's delivery is done (its outbox job gone),
    // the thumbnail is still there.
    expect((await del(other.id)).statusCode).toBe(200);
    await expect
      .poll(async () => {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from pgboss.job
          where name = 'domain-events' and data->'payload'->>'photoId' = ${other.id}`.execute(t.database.db);
        return rows[0]!.n;
      })
      .toBe(0);
    expect(await photoUrl()).toBe(url);
    // (The same event as a moderator's removal: PhotoRemoved.)
    expect((await del(main.id)).statusCode).toBe(200);
    await expect.poll(photoUrl, { timeout: 15_000 }).toBeNull();
    expect((await as(a, "GET", url)).statusCode).toBe(404);
    expect(json(await as(a, "GET", "/api/blocks")).blocks).toMatchObject([{ user_id: b.id, name: "Lou" }]);
  });

  it("keeps no likeness of someone the blocker could not see", async () => {
    const [a, hidden] = [await person("Ida"), await person("Jo")];
    await as(hidden, "PATCH", "/api/safety-settings", { profile_visibility: "private" });
    expect((await as(a, "POST", "/api/blocks", { blocked_user_id: hidden.id })).statusCode).toBe(201);
    expect(json(await as(a, "GET", "/api/blocks")).blocks).toMatchObject([{ user_id: hidden.id, name: null }]);
  });
});
