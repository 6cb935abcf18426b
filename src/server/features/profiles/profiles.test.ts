import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProfileText } from "#shared/messages";
import { createUser, mailbox, signIn } from "../../../../tests/support/auth-helpers.js";
import { createTestApp, json, type TestApp } from "../../../../tests/support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const patch = (cookie: string, payload: object) =>
  t.app.inject({ method: "PATCH", url: "/api/profile", headers: { cookie }, payload });
const get = (cookie: string) => t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie } });

describe("own profile", () => {
  it("starts with the spec's defaults and the date of birth verified at sign-up", async () => {
    const { cookie } = await createUser(t.app);
    const p = json(await get(cookie));
    expect(p).toMatchObject({
      name: null,
      distance_preference: 50,
      age_preference_min: 18,
      age_preference_max: 65,
      interests: [],
      photos: [],
      date_of_birth: "1990-05-17",
      interested_in: null,
    });
    expect(p.age).toBeGreaterThanOrEqual(35);
  });

  it("saves every editable field, derives zip coordinates and sets updated_at", async () => {
    const { cookie } = await createUser(t.app);
    const before = json(await get(cookie));
    const res = await patch(cookie, {
      name: "Ana-María O'Neil",
      bio: "Slow mornings, fast hikes.",
      date_of_birth: "1995-04-02",
      gender: "non-binary",
      height: 172,
      location: "Brooklyn",
      occupation: "Nurse",
      education: "BSN",
      looking_for: "relationship",
      interested_in: ["woman", "non-binary"],
      interests: ["  hiking ", "", "jazz", "hiking"],
      zip_code: "11211",
      distance_preference: 25,
      age_preference_min: 25,
      age_preference_max: 40,
    });
    expect(res.statusCode).toBe(200);
    const p = json(res);
    expect(p).toMatchObject({
      name: "Ana-María O'Neil",
      interests: ["hiking", "jazz"],
      zip_code: "11211",
      height: 172,
      gender: "non-binary",
    });
    expect(new Date(p.updated_at).getTime()).toBeGreaterThan(new Date(before.updated_at).getTime());
    const row = await t.database.db
      .selectFrom("profiles")
      .select(["lat", "lon"])
      .where("id", "=", p.id)
      .executeTakeFirstOrThrow();
    expect(row.lat).toBeCloseTo(40.71, 1);
    expect(row.lon).toBeCloseTo(-73.95, 1);
  });

  it("refuses every broken rule with the spec's message and changes nothing", async () => {
    const { cookie } = await createUser(t.app);
    await patch(cookie, { name: "Sam", bio: "original" });
    const cases: [object, string][] = [
      [{ name: "" }, ProfileText.nameRequired],
      [{ name: "x".repeat(101) }, ProfileText.nameTooLong],
      [{ name: "R2-D2" }, ProfileText.nameChars],
      [{ bio: "b".repeat(501) }, ProfileText.bioTooLong],
      [{ location: "l".repeat(101) }, ProfileText.locationTooLong],
      [{ occupation: "o".repeat(101) }, ProfileText.occupationTooLong],
      [{ education: "e".repeat(101) }, ProfileText.educationTooLong],
      [{ interests: ["i".repeat(51)] }, ProfileText.interestTooLong],
      [{ interests: Array.from({ length: 21 }, (_, i) => `interest ${i}`) }, ProfileText.interestsTooMany],
      [{ age_preference_min: 17 }, ProfileText.agePrefRange],
      [{ age_preference_max: 101 }, ProfileText.agePrefRange],
      [{ age_preference_min: 50, age_preference_max: 30 }, ProfileText.agePrefOrder],
      [{ age_preference_min: 70 }, ProfileText.agePrefOrder],
      [{ distance_preference: 0 }, ProfileText.distanceRange],
      [{ distance_preference: 501 }, ProfileText.distanceRange],
      [{ zip_code: "12345678901" }, ProfileText.zipTooLong],
      [{ zip_code: "00000" }, ProfileText.zipUnknown],
      [{ height: 170.5 }, ProfileText.heightInvalid],
      [{ date_of_birth: `${new Date().getFullYear() - 17}-01-01` }, ProfileText.ageMin],
      [{ date_of_birth: "1850-01-01" }, ProfileText.ageMax],
      [{ age: 20 }, ProfileText.ageMismatch],
      [{ gender: "robot" }, ProfileText.genderInvalid],
      [{ looking_for: "anything" }, ProfileText.lookingForInvalid],
      [{ prompts: [{ prompt: "favourite_colour", answer: "Blue" }] }, ProfileText.promptUnknown],
      [{ prompts: [{ prompt: "sunday", answer: "   " }] }, ProfileText.promptAnswerEmpty],
      [{ prompts: [{ prompt: "sunday", answer: "s".repeat(151) }] }, ProfileText.promptAnswerTooLong],
      [
        {
          prompts: [
            { prompt: "sunday", answer: "Markets" },
            { prompt: "sunday", answer: "Naps" },
          ],
        },
        ProfileText.promptRepeated,
      ],
      [
        {
          prompts: (["sunday", "comfort", "this_year", "together"] as const).map((prompt) => ({
            prompt,
            answer: "Yes",
          })),
        },
        ProfileText.promptsTooMany,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await patch(cookie, { bio: "changed", ...payload });
      expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(json(res).error.message, JSON.stringify(payload)).toBe(message);
    }
    expect(json(await get(cookie)).bio).toBe("original");
    const extra = await patch(cookie, { id: "someone-else", bio: "x" });
    expect(extra.statusCode).toBe(400);
  });

  it("keeps up to three answered prompts, trimmed and in order, shows them to others and can clear them", async () => {
    const owner = await createUser(t.app);
    const viewer = await createUser(t.app);
    const prompts = [
      { prompt: "sunday", answer: "  Farmers market, then a long nap.  " },
      { prompt: "green_flag", answer: "Kind to waiters." },
    ];
    const saved = json(await patch(owner.cookie, { name: "Pat", prompts }));
    expect(saved.prompts).toEqual([
      { prompt: "sunday", answer: "Farmers market, then a long nap." },
      { prompt: "green_flag", answer: "Kind to waiters." },
    ]);
    // Another edit that does not name prompts leaves them as they are.
    expect(json(await patch(owner.cookie, { bio: "Hello" })).prompts).toHaveLength(2);
    const seen = await t.app.inject({
      method: "GET",
      url: `/api/profiles/${saved.id}`,
      headers: { cookie: viewer.cookie },
    });
    expect(json(seen).prompts).toEqual(saved.prompts);
    expect(json(await patch(owner.cookie, { prompts: [] })).prompts).toEqual([]);
  });

  it("writes profile_completed once and sends the journey mail", async () => {
    // Right after the confirmation mail: a journey mail has its own throttle, so it still goes.
    const { cookie, email } = await createUser(t.app);
    const me = json(await get(cookie));
    await patch(cookie, { name: "Riley", gender: "woman" });
    const count = () =>
      t.database.db
        .selectFrom("user_events")
        .select("id")
        .where("user_id", "=", me.id)
        .where("event_type", "=", "profile_completed")
        .execute();
    expect(await count()).toHaveLength(0);
    await patch(cookie, { looking_for: "friends" });
    await patch(cookie, { bio: "again" });
    expect(await count()).toHaveLength(1);
    expect((await mailbox(t.app, email)).map((m) => m.subject)).toContain("Your Unlocked profile is ready");

    // A member who turned "Tips and news by email" off gets no journey mail (the event is still recorded).
    const quiet = await createUser(t.app);
    expect(
      (
        await t.app.inject({
          method: "PATCH",
          url: "/api/notifications/settings",
          headers: { cookie: quiet.cookie },
          payload: { product_mail: false },
        })
      ).statusCode,
    ).toBe(200);
    await patch(quiet.cookie, { name: "Quinn", gender: "man" });
    await patch(quiet.cookie, { looking_for: "friends" });
    await new Promise((r) => setTimeout(r, 300));
    expect((await mailbox(t.app, quiet.email)).map((m) => m.subject)).not.toContain("Your Unlocked profile is ready");
  });

  it("records last_online at sign-in and on each heartbeat", async () => {
    const { cookie, email } = await createUser(t.app);
    const signedIn = await signIn(t.app, email);
    expect(signedIn.statusCode).toBe(200);
    const atSignIn = json(await get(cookie)).last_online;
    expect(Date.now() - new Date(atSignIn).getTime()).toBeLessThan(60_000);
    const res = await t.app.inject({ method: "POST", url: "/api/profile/last-online", headers: { cookie } });
    expect(Date.now() - new Date(json(res).last_online).getTime()).toBeLessThan(60_000);
    expect(json(await get(cookie)).last_online).toBe(json(res).last_online);
  });
});

describe("someone else's profile", () => {
  it("shows only the public fields, city-level location, main photo first", async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    await patch(a.cookie, {
      name: "Jules",
      zip_code: "94110",
      location: "94110",
      bio: "Hi",
      looking_for: "casual",
      age_preference_min: 30,
    });
    const id = json(await get(a.cookie)).id;
    const res = await t.app.inject({ method: "GET", url: `/api/profiles/${id}`, headers: { cookie: b.cookie } });
    const view = json(res);
    expect(view).toMatchObject({ id, name: "Jules", location: "San Francisco, CA", looking_for: "casual", bio: "Hi" });
    for (const secret of [
      "date_of_birth",
      "zip_code",
      "lat",
      "lon",
      "age_preference_min",
      "distance_preference",
      "last_online",
      "interested_in",
    ]) {
      expect(view).not.toHaveProperty(secret);
    }
    expect((await t.app.inject({ method: "GET", url: `/api/profiles/${id}` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/profiles/nobody", headers: { cookie: b.cookie } })).statusCode,
    ).toBe(404);
  });

  it("cannot be changed: every write acts on the caller's own row", async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    const aId = json(await get(a.cookie)).id;
    await patch(a.cookie, { name: "Alex" });
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/profile?id=${aId}`,
      headers: { cookie: b.cookie },
      payload: { name: "Hacked" },
    });
    expect(json(res).id).not.toBe(aId);
    expect(json(await get(a.cookie)).name).toBe("Alex");
    expect((await t.app.inject({ method: "PATCH", url: "/api/profile", payload: { name: "Anon" } })).statusCode).toBe(
      401,
    );
  });
});
