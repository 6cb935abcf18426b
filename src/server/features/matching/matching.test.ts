import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LikedYou, Match } from "#shared/matching";
import { grantTier } from "../../../../scripts/grant.js";
import { MatchText } from "#shared/messages";
import { DeckText } from "#shared/phone-first-messages";
import { mailbox } from "../../../../tests/support/auth-helpers.js";
import { multipart, smallPng } from "../../../../tests/support/images.js";
import { createMember, type Member } from "../../../../tests/support/factories.js";
import { createTestApp, json, type TestApp } from "../../../../tests/support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const decide = (m: Member, userId: string, kind?: "like" | "pass") =>
  t.app.inject({
    method: "POST",
    url: "/api/likes",
    headers: { cookie: m.cookie },
    payload: kind ? { user_id: userId, kind } : { user_id: userId },
  });
const matchesOf = async (m: Member) =>
  json(await t.app.inject({ method: "GET", url: "/api/matches", headers: { cookie: m.cookie } })).matches as Match[];
const matchRows = (a: string, b: string) =>
  t.database.db
    .selectFrom("matches")
    .selectAll()
    .where("user1_id", "=", a < b ? a : b)
    .where("user2_id", "=", a < b ? b : a)
    .execute();
const matchEvents = (userId: string) =>
  t.database.db
    .selectFrom("user_events")
    .select("event_data")
    .where("user_id", "=", userId)
    .where("event_type", "=", "match_created")
    .execute();

describe("likes and matches", () => {
  it("makes a match when a like meets a like, and shows it to both", async () => {
    const [a, b] = [
      await createMember(t.app),
      await createMember(t.app, { name: "Robin", gender: "non-binary", zip_code: "60614" }),
    ];
    const first = await decide(a, b.id);
    expect(first.statusCode).toBe(200);
    expect(json(first)).toEqual({ kind: "like", match_id: null });
    expect(await matchesOf(a)).toEqual([]);

    const second = json(await decide(b, a.id));
    expect(second.match_id).toEqual(expect.any(String));
    expect((await matchesOf(a)).map((m) => [m.id, m.user_id])).toEqual([[second.match_id, b.id]]);
    expect((await matchesOf(b)).map((m) => [m.id, m.user_id])).toEqual([[second.match_id, a.id]]);
    // Each sees the other's card: Robin's name, age and city; a's profile is still empty.
    expect((await matchesOf(a))[0]).toMatchObject({
      name: "Robin",
      city: "Chicago, IL",
      age: expect.any(Number),
      avatar_url: null,
    });
    expect((await matchesOf(b))[0]).toMatchObject({ name: null, city: null, age: null });
    expect(await matchEvents(a.id)).toHaveLength(1);
    expect(await matchEvents(b.id)).toHaveLength(1);
    for (const m of [a, b]) {
      const mails = (await mailbox(t.app, m.email)).filter(
        (mail) => mail.subject === "You have a new match on Unlocked",
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]!.links).toContain("http://localhost:3000/matches");
      // Never the other person's address or name.
      expect(mails[0]!.text).not.toContain(m === a ? b.email : a.email);
    }
  });

  it("makes exactly one match from fifty concurrent mutual likes", async () => {
    const [a, b] = [await createMember(t.app), await createMember(t.app)];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? decide(a, b.id) : decide(b, a.id))),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await matchRows(a.id, b.id);
    expect(rows).toHaveLength(1);
    expect(new Set(results.map((r) => json(r).match_id).filter(Boolean))).toEqual(new Set([rows[0]!.id]));
    expect(await matchEvents(a.id)).toHaveLength(1);
    expect(await matchEvents(b.id)).toHaveLength(1);
  });

  it("a pass makes no match, and a later like replaces it", async () => {
    const [a, b] = [await createMember(t.app), await createMember(t.app)];
    await decide(a, b.id, "pass");
    expect(json(await decide(b, a.id)).match_id).toBeNull();
    expect(json(await decide(a, b.id, "like")).match_id).toEqual(expect.any(String));
  });

  it("refuses yourself, strangers you may not see, and visitors, and stores nothing", async () => {
    const [a, hidden] = [await createMember(t.app), await createMember(t.app)];
    await t.database.db
      .updateTable("safety_settings")
      .set({ profile_visibility: "private" })
      .where("user_id", "=", hidden.id)
      .execute();
    const self = await decide(a, a.id);
    expect(self.statusCode).toBe(400);
    expect(json(self).error.message).toBe(MatchText.notYourself);
    for (const target of [hidden.id, "no-such-user"]) {
      const res = await decide(a, target);
      expect(res.statusCode).toBe(404);
      expect(json(res).error.message).toBe(MatchText.notFound);
    }
    expect((await t.app.inject({ method: "POST", url: "/api/likes", payload: { user_id: a.id } })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: "GET", url: "/api/matches" })).statusCode).toBe(401);
    expect(await t.database.db.selectFrom("likes").selectAll().where("from_user_id", "=", a.id).execute()).toEqual([]);
  });

  it("opens a 'matches only' profile to matches and nobody else; a private one to nobody", async () => {
    const [a, b, c] = [await createMember(t.app), await createMember(t.app), await createMember(t.app)];
    await decide(a, b.id);
    await decide(b, a.id);
    const setVisibility = (v: "matches_only" | "private") =>
      t.database.db.updateTable("safety_settings").set({ profile_visibility: v }).where("user_id", "=", b.id).execute();
    const profileOfB = (viewer: Member) =>
      t.app.inject({ method: "GET", url: `/api/profiles/${b.id}`, headers: { cookie: viewer.cookie } });

    await setVisibility("matches_only");
    expect((await matchesOf(a)).map((m) => m.user_id)).toEqual([b.id]);
    expect((await profileOfB(a)).statusCode).toBe(200);
    expect((await profileOfB(c)).statusCode).toBe(404);
    expect((await decide(c, b.id)).statusCode).toBe(404);

    await setVisibility("private");
    expect(await matchesOf(a)).toEqual([]);
    expect((await profileOfB(a)).statusCode).toBe(404);
  });

  it("never shows one member another's likes or matches", async () => {
    const [a, b, c] = [await createMember(t.app), await createMember(t.app), await createMember(t.app)];
    await decide(a, b.id);
    await decide(b, a.id);
    expect(await matchesOf(c)).toEqual([]);
  });
});

describe("a profile's fit", () => {
  const fit = (m: Member, id: string) =>
    t.app.inject({ method: "GET", url: `/api/people/${id}/fit`, headers: { cookie: m.cookie } });

  it("tells the viewer their compatibility with every reason, their decision and the match, and hides the hidden", async () => {
    const a = await createMember(t.app, {
      name: "Ari",
      gender: "woman",
      interests: ["Jazz", "Chess"],
      zip_code: "80202",
    });
    const b = await createMember(t.app, {
      name: "Bo",
      gender: "woman",
      interests: ["jazz", "chess"],
      zip_code: "80202",
    });
    const before = json(await fit(a, b.id));
    expect(before).toMatchObject({ decision: null, match_id: null });
    expect(before.compatibility.percent).toEqual(expect.any(Number));
    expect(before.compatibility.reasons.join(" ")).toMatch(/jazz|chess/i);
    await decide(a, b.id, "pass");
    expect(json(await fit(a, b.id))).toMatchObject({ decision: "pass", match_id: null });
    await decide(a, b.id);
    const { match_id } = json(await decide(b, a.id));
    expect(json(await fit(a, b.id))).toMatchObject({ decision: "like", match_id });
    expect(json(await fit(b, a.id))).toMatchObject({ decision: "like", match_id });
    // Blocked, or yourself, or nobody: not found alike; a visitor is asked to sign in.
    await t.app.inject({
      method: "POST",
      url: "/api/blocks",
      headers: { cookie: b.cookie },
      payload: { blocked_user_id: a.id },
    });
    for (const res of [await fit(a, b.id), await fit(a, a.id), await fit(a, "nobody-here")]) {
      expect(res.statusCode).toBe(404);
      expect(json(res).error.message).toBe(MatchText.notFound);
    }
    expect((await t.app.inject({ method: "GET", url: `/api/people/${b.id}/fit` })).statusCode).toBe(401);
  });
});

describe("likes you", () => {
  const likedYou = async (m: Member) =>
    json(await t.app.inject({ method: "GET", url: "/api/likes/received", headers: { cookie: m.cookie } })) as LikedYou;
  const likesCount = async (m: Member) =>
    json(await t.app.inject({ method: "GET", url: "/api/likes/received/count", headers: { cookie: m.cookie } }))
      .count as number;
  const complete = (name: string) => ({ name, gender: "woman" as const, date_of_birth: "1994-02-03" });

  it("shows Plus and Beyond members the people waiting for their answer; free members only how many", async () => {
    const me = await createMember(t.app, complete("Ines"));
    const [ana, bo, cy] = [
      await createMember(t.app, complete("Ana")),
      await createMember(t.app, complete("Bo")),
      await createMember(t.app, complete("Cy")),
    ];
    // Bo has a photo; Ana has none.
    const photo = multipart("photo", "bo.png", "image/png", await smallPng("#c04080"));
    const uploaded = await t.app.inject({
      method: "POST",
      url: "/api/profile/photos",
      payload: photo.payload,
      headers: { ...photo.headers, cookie: bo.cookie },
    });
    expect(uploaded.statusCode).toBe(201);
    for (const m of [ana, bo, cy]) expect((await decide(m, me.id)).statusCode).toBe(200);
    await decide(me, cy.id, "pass"); // answered: no longer waiting

    // Free: how many, and the newest likers' faces as a few pixels each (no ids, no names).
    const locked = await likedYou(me);
    expect(locked).toMatchObject({ count: 2, locked: true, people: [] });
    expect(locked.veils).toHaveLength(2);
    expect(locked.veils[0]).toMatch(/^data:image\/webp;base64,/);
    expect(locked.veils[0]!.length).toBeLessThan(400);
    expect(locked.veils[1]).toBeNull();
    expect(JSON.stringify(locked)).not.toContain(bo.id);
    expect(await likesCount(me)).toBe(2);

    await grantTier(t.database, me.email, "unlocked-plus", 30, t.bus);
    const open = await likedYou(me);
    expect(open).toMatchObject({ count: 2, locked: false, veils: [] });
    // Newest first, as the same cards discovery shows: scored against the member, with reasons.
    expect(open.people.map((p) => p.name)).toEqual(["Bo", "Ana"]);
    expect(open.people[0]).toMatchObject({
      id: bo.id,
      name: "Bo",
      age: expect.any(Number),
      compatibility: { percent: expect.any(Number), reasons: expect.any(Array) },
      shared_interests: [],
    });

    // A block hides them (the one visibility policy), and liking back makes a match instead.
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/blocks",
          headers: { cookie: me.cookie },
          payload: { blocked_user_id: bo.id },
        })
      ).statusCode,
    ).toBeLessThan(300);
    expect(await likesCount(me)).toBe(1);
    await decide(me, ana.id);
    expect(await likedYou(me)).toEqual({ count: 0, locked: false, people: [], veils: [], parts: {} });
    expect(await likesCount(me)).toBe(0);
    // Nobody else's likes: Ana's list is her own; a visitor is asked to sign in.
    expect((await likedYou(ana)).count).toBe(0);
    expect(await likesCount(ana)).toBe(0);
    expect((await t.app.inject({ method: "GET", url: "/api/likes/received/count" })).statusCode).toBe(401);
  });
});

describe("undoing a pass", () => {
  it("takes back the last pass once, never a like, and the person can be met again", async () => {
    const complete = (name: string) => ({
      name,
      gender: "woman" as const,
      interested_in: [],
      date_of_birth: "1992-02-03",
      zip_code: "83702", // Boise: this test's own town
    });
    const [me, ana, bo] = [
      await createMember(t.app, complete("Mae")),
      await createMember(t.app, complete("Ana")),
      await createMember(t.app, complete("Bo")),
    ];
    const undo = (userId: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/likes/undo",
        headers: { cookie: me.cookie },
        payload: { user_id: userId },
      });
    const discoverable = async () =>
      (
        json(await t.app.inject({ method: "GET", url: "/api/discover", headers: { cookie: me.cookie } }))
          .candidates as {
          id: string;
        }[]
      ).map((c) => c.id);
    expect(await discoverable()).toContain(ana.id);
    await decide(me, ana.id, "pass");
    await decide(me, bo.id, "like");
    expect(await discoverable()).not.toContain(ana.id);

    expect(json(await undo(ana.id))).toEqual({ undone: true });
    expect(await discoverable()).toContain(ana.id);
    const again = await undo(ana.id);
    expect(again.statusCode).toBe(409);
    expect(json(again).error.message).toBe(DeckText.undoGone);
    // A like stays a like.
    expect((await undo(bo.id)).statusCode).toBe(409);
    const rows = await t.database.db
      .selectFrom("likes")
      .select(["to_user_id", "kind"])
      .where("from_user_id", "=", me.id)
      .execute();
    expect(rows).toEqual([{ to_user_id: bo.id, kind: "like" }]);
    // A pass older than the hour stays.
    await decide(me, ana.id, "pass");
    await t.database.db
      .updateTable("likes")
      .set({ created_at: new Date(Date.now() - 2 * 3_600_000) })
      .where("from_user_id", "=", me.id)
      .where("to_user_id", "=", ana.id)
      .execute();
    expect((await undo(ana.id)).statusCode).toBe(409);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/likes/undo", payload: { user_id: ana.id } })).statusCode,
    ).toBe(401);
  });
});
