import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCodes } from "#shared/errors";
import type { Candidate, DiscoveryResponse } from "#shared/matching";
import { overlayNames, PerkText, type PerkSettings } from "#shared/perks";
import type { ProfileUpdate } from "#shared/profile-fields";
import { grantTier } from "../../../../scripts/grant.js";
import { createMember, type Member } from "../../../../tests/support/factories.js";
import { createTestApp, json, type TestApp } from "../../../../tests/support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = (m: Member, method: "GET" | "PATCH" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: m.cookie }, ...(payload ? { payload } : {}) });
const perksOf = async (m: Member) => json(await as(m, "GET", "/api/perks")) as PerkSettings;
const setPerks = async (m: Member, changes: object) => {
  const res = await as(m, "PATCH", "/api/perks", changes);
  expect(res.statusCode, res.body).toBe(200);
  return json(res) as PerkSettings;
};

/** Everyone in one town (Portland, ME), wanting anyone 18–99, complete enough to be discovered. */
const local = (name: string): ProfileUpdate => ({
  name,
  gender: "woman",
  interested_in: [],
  date_of_birth: "1990-05-01",
  zip_code: "04101",
  distance_preference: 25,
});
const found = async (viewer: Member, path = "/api/discover") =>
  ((json(await as(viewer, "GET", path)) as DiscoveryResponse).candidates as Candidate[]).map((c) => c.id);

describe("Beyond's perks follow the plan", () => {
  it("gives a free and a Plus member none, a Beyond member each, and takes them away when the plan ends", async () => {
    const free = await createMember(t.app, { name: "Free" });
    const plus = await createMember(t.app, { name: "Plus" });
    const beyond = await createMember(t.app, { name: "Beyond" });
    await grantTier(t.database, plus.email, "unlocked-plus", 30, t.bus);
    await grantTier(t.database, beyond.email, "unlocked-beyond", 30, t.bus);
    const none = { unlocked_mode: false, badge_hidden: false, badge_shown: false, overlays_pending: [] };
    for (const m of [free, plus]) {
      expect(await perksOf(m)).toEqual(none);
      const refused = await as(m, "PATCH", "/api/perks", { unlocked_mode: true });
      expect(refused.statusCode).toBe(403);
      expect(json(refused).error).toEqual({ code: ErrorCodes.premiumRequired, message: PerkText.unlockedModeRequired });
      expect(await perksOf(m)).toEqual(none);
    }
    expect(await perksOf(beyond)).toEqual({ ...none, badge_shown: true, overlays_pending: [...overlayNames] });
    expect(await setPerks(beyond, { unlocked_mode: true, badge_hidden: true })).toMatchObject({
      unlocked_mode: true,
      badge_hidden: true,
      badge_shown: false,
    });
    // An overlay is seen once, on every device; the tour can be replayed.
    const seen = json(await as(beyond, "POST", "/api/perks/overlays/memory-vault/seen"));
    expect(seen.overlays_pending).toEqual(overlayNames.filter((n) => n !== "memory-vault"));
    await as(beyond, "POST", "/api/perks/overlays/memory-vault/seen");
    expect((await perksOf(beyond)).overlays_pending).toHaveLength(overlayNames.length - 1);
    expect(json(await as(beyond, "POST", "/api/perks/overlays/replay")).overlays_pending).toEqual([...overlayNames]);
    expect((await as(beyond, "POST", "/api/perks/overlays/nowhere/seen")).statusCode).toBe(400);

    // The plan ends: the choices are kept, none is in force; they count again when it returns.
    await grantTier(t.database, beyond.email, "free", 1, t.bus);
    expect(await perksOf(beyond)).toEqual({ ...none, badge_hidden: true });
    await grantTier(t.database, beyond.email, "unlocked-beyond", 30, t.bus);
    expect(await perksOf(beyond)).toMatchObject({ unlocked_mode: true, badge_hidden: true });
    expect((await t.app.inject({ method: "GET", url: "/api/perks" })).statusCode).toBe(401);
  });

  it("shows the badge on the card, the profile and the conversation while the plan is active and not hidden", async () => {
    const viewer = await createMember(t.app, local("Vera"));
    const star = await createMember(t.app, local("Stella"));
    const badgeOnCard = async () =>
      ((json(await as(viewer, "GET", "/api/discover")) as DiscoveryResponse).candidates as Candidate[]).find(
        (c) => c.id === star.id,
      )?.beyond_badge;
    const badgeOnProfile = async () => json(await as(viewer, "GET", `/api/profiles/${star.id}`)).beyond_badge;
    expect([await badgeOnCard(), await badgeOnProfile()]).toEqual([false, false]);
    await grantTier(t.database, star.email, "unlocked-beyond", 30, t.bus);
    expect([await badgeOnCard(), await badgeOnProfile()]).toEqual([true, true]);
    // Matched, the conversation list carries it too.
    await as(viewer, "POST", "/api/likes", { user_id: star.id });
    await as(star, "POST", "/api/likes", { user_id: viewer.id });
    const conversation = async () => json(await as(viewer, "GET", "/api/conversations")).conversations[0].beyond_badge;
    expect(await conversation()).toBe(true);
    await setPerks(star, { badge_hidden: true });
    expect([await badgeOnProfile(), await conversation()]).toEqual([false, false]);
    await setPerks(star, { badge_hidden: false });
    await grantTier(t.database, star.email, "free", 1, t.bus);
    expect([await badgeOnProfile(), await conversation()]).toEqual([false, false]);
  });
});

describe("Unlocked Mode", () => {
  it("lets a Beyond member browse without being browsed: only people they liked find them, at once, until the plan ends", async () => {
    const [hidden, stranger, liked] = [
      await createMember(t.app, local("Hana")),
      await createMember(t.app, local("Sol")),
      await createMember(t.app, local("Lux")),
    ];
    await grantTier(t.database, hidden.email, "unlocked-beyond", 30, t.bus);
    expect(await found(stranger)).toContain(hidden.id);
    await as(hidden, "POST", "/api/likes", { user_id: liked.id });
    await setPerks(hidden, { unlocked_mode: true });

    // A stranger finds her nowhere: discovery (a kept ranking included), nearby, her profile.
    expect(await found(stranger)).not.toContain(hidden.id);
    expect(await found(stranger, "/api/discover/nearby")).not.toContain(hidden.id);
    expect((await as(stranger, "GET", `/api/profiles/${hidden.id}`)).statusCode).toBe(404);
    // Someone she liked still does, and sees that she likes them once they may (Likes you).
    expect(await found(liked)).toContain(hidden.id);
    expect((await as(liked, "GET", `/api/profiles/${hidden.id}`)).statusCode).toBe(200);
    // She still sees everyone her rules allow.
    expect(await found(hidden)).toContain(stranger.id);

    await setPerks(hidden, { unlocked_mode: false });
    expect(await found(stranger)).toContain(hidden.id);
    await setPerks(hidden, { unlocked_mode: true });
    expect(await found(stranger)).not.toContain(hidden.id);
    // The plan ends with the mode still chosen: she is visible again.
    await grantTier(t.database, hidden.email, "free", 1, t.bus);
    expect(await found(stranger)).toContain(hidden.id);
  });
});
