import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Candidate, DiscoveryResponse } from "#shared/matching";
import { DiscoveryLimits } from "#shared/limits";
import { DiscoveryText } from "#shared/messages";
import type { ProfileUpdate } from "#shared/profile-fields";
import type { Question } from "#shared/quiz";
import { buildApp } from "../../app.js";
import { loadConfig } from "../../config.js";
import { createUser, uniqueEmail } from "../../../../tests/support/auth-helpers.js";
import {
  createMember,
  createMembers,
  takeQuiz,
  uploadPhoto,
  type Member,
} from "../../../../tests/support/factories.js";
import { createTestApp, json, type TestApp } from "../../../../tests/support/test-app.js";
import { grantTier } from "../../../../scripts/grant.js";
import { up as placesAsPeopleSayThem } from "../../db/migrations/0039-places-as-people-say-them.js";
import { createDiscoveryRepository } from "./discovery.repository.js";
import { createDiscoverySearchRepository } from "./discovery-search.repository.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A date of birth that makes someone `age` today (a month past their birthday). */
function dobForAge(age: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - age);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 10);
}

/** Each scenario lives in its own town, so scenarios never see each other's members. */
const person = (zip: string, p: ProfileUpdate & { age?: number }): ProfileUpdate => {
  const { age = 30, ...rest } = p;
  return {
    name: "Sam",
    gender: "woman",
    interested_in: [],
    date_of_birth: dobForAge(age),
    zip_code: zip,
    distance_preference: 10,
    ...rest,
  };
};

const discover = (m: Member, query: Record<string, string> = {}) =>
  t.app.inject({
    method: "GET",
    url: `/api/discover?${new URLSearchParams(query).toString()}`,
    headers: { cookie: m.cookie },
  });
const idsFor = async (m: Member, query: Record<string, string> = {}) => {
  const res = await discover(m, query);
  expect(res.statusCode, res.body).toBe(200);
  return (json(res) as DiscoveryResponse).candidates.map((c) => c.id).sort();
};
const answerQuiz = async (m: Member, pick: (q: Question) => number) => {
  const res = await takeQuiz(t.app, m, pick);
  expect(res.statusCode, res.body).toBe(200);
};

describe("discovery: both people's rules", () => {
  it("shows only people whose gender each side wants", async () => {
    const zip = "98101"; // Seattle
    const searcher = await createMember(t.app, person(zip, { gender: "woman", interested_in: ["woman"] }));
    const manIntoWomen = await createMember(t.app, person(zip, { gender: "man", interested_in: ["woman"] }));
    const womanIntoMen = await createMember(t.app, person(zip, { gender: "woman", interested_in: ["man"] }));
    const womanIntoWomen = await createMember(t.app, person(zip, { gender: "woman", interested_in: ["woman"] }));
    const womanIntoAnyone = await createMember(t.app, person(zip, { gender: "woman", interested_in: [] }));
    const nonBinaryIntoAnyone = await createMember(t.app, person(zip, { gender: "non-binary", interested_in: [] }));
    expect(await idsFor(searcher)).toEqual([womanIntoWomen.id, womanIntoAnyone.id].sort());
    // "Everyone" widens her side only: now the man who wants women and the non-binary person open
    // to anyone appear too; the woman who wants men still does not want her.
    expect(await idsFor(searcher, { preference: "all" })).toEqual(
      [manIntoWomen.id, womanIntoWomen.id, womanIntoAnyone.id, nonBinaryIntoAnyone.id].sort(),
    );
    // The man, who wants women, never sees her either way round... and sees the woman who wants anyone.
    const seenByMan = await idsFor(manIntoWomen);
    expect(seenByMan).toContain(womanIntoAnyone.id);
    expect(seenByMan).not.toContain(searcher.id);
    expect(seenByMan).not.toContain(womanIntoWomen.id);
    // The search dialog's preference narrows to one gender, still two-way.
    const open = await createMember(t.app, person(zip, { gender: "man", interested_in: [] }));
    expect(await idsFor(open, { preference: "non-binary" })).toEqual([nonBinaryIntoAnyone.id]);
    expect(await idsFor(open, { preference: "women" })).toEqual([womanIntoMen.id, womanIntoAnyone.id].sort());
  });

  it("shows only people whose age each side accepts", async () => {
    const zip = "80202"; // Denver
    const searcher = await createMember(
      t.app,
      person(zip, { age: 30, age_preference_min: 25, age_preference_max: 35 }),
    );
    const tooOld = await createMember(t.app, person(zip, { age: 40, age_preference_min: 18, age_preference_max: 60 }));
    const wantsYounger = await createMember(
      t.app,
      person(zip, { age: 28, age_preference_min: 18, age_preference_max: 25 }),
    );
    const fits = await createMember(t.app, person(zip, { age: 35, age_preference_min: 30, age_preference_max: 40 }));
    expect(await idsFor(searcher)).toEqual([fits.id]);
    expect(await idsFor(tooOld)).not.toContain(searcher.id);
    expect(await idsFor(wantsYounger)).not.toContain(searcher.id);
    // A search's own age range replaces the searcher's for the other side only.
    expect(await idsFor(searcher, { age_min: "38", age_max: "45" })).toEqual([tooOld.id]);
  });

  it("names a zip that belongs to one organisation by the town it lies in, and puts stored postal names right", async () => {
    const searcher = await createMember(t.app, person("11021", { distance_preference: 25 })); // Great Neck
    const amex = await createMember(t.app, person("11025", { name: "Ari" })); // American Express's own zip
    const dystrophy = await createMember(t.app, person("10149", { name: "Bea" })); // Muscular Dystrophy's, Manhattan
    const cards = (json(await discover(searcher)) as DiscoveryResponse).candidates;
    expect(cards.find((c) => c.id === amex.id)?.city).toBe("Great Neck, NY");
    expect(cards.find((c) => c.id === dystrophy.id)?.city).toBe("New York, NY");
    const profile = json(
      await t.app.inject({ method: "GET", url: `/api/profiles/${dystrophy.id}`, headers: { cookie: searcher.cookie } }),
    );
    expect(JSON.stringify(profile)).not.toMatch(/Muscular Dystrophy|American Express/);

    // Stored before: the projection and a location written under the postal name are renamed.
    const db = t.database.db;
    await db
      .updateTable("discovery_candidates")
      .set({ city: "American Express, NY", search_text: "jazz american express" })
      .where("user_id", "=", amex.id)
      .execute();
    await db.updateTable("profiles").set({ location: "American Express, NY" }).where("id", "=", amex.id).execute();
    await db.updateTable("profiles").set({ location: "Hometown pride" }).where("id", "=", dystrophy.id).execute();
    await placesAsPeopleSayThem(db as never); // a migration takes the untyped database
    const row = await db
      .selectFrom("discovery_candidates")
      .select(["city", "search_text"])
      .where("user_id", "=", amex.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ city: "Great Neck, NY", search_text: "jazz great neck" });
    const locations = await db
      .selectFrom("profiles")
      .select(["id", "location"])
      .where("id", "in", [amex.id, dystrophy.id])
      .orderBy("name")
      .execute();
    expect(locations.map((l) => l.location)).toEqual(["Great Neck, NY", "Hometown pride"]); // what a member typed stays
  });

  it("keeps to the searcher's distance, or measures from a searched zip", async () => {
    const searcher = await createMember(t.app, person("02108", { distance_preference: 25 })); // Boston
    const near = await createMember(t.app, person("02139", {})); // Cambridge, ~3 miles
    const far = await createMember(t.app, person("04101", { distance_preference: 200 })); // Portland ME, ~100 miles
    const ids = await idsFor(searcher);
    expect(ids).toContain(near.id);
    expect(ids).not.toContain(far.id);
    const fromPortland = await idsFor(searcher, { zip: "04101" });
    expect(fromPortland).toContain(far.id);
    expect(fromPortland).not.toContain(near.id);
    const cardOf = async (id: string) =>
      (json(await discover(searcher)) as DiscoveryResponse).candidates.find((c) => c.id === id)!;
    // Not sharing their location (the default): a coarse distance, never under 5 miles, and the city.
    expect(await cardOf(near.id)).toMatchObject({ distance_miles: 5, distance_rounded: true, city: "Cambridge, MA" });
    expect(JSON.stringify(await cardOf(near.id))).not.toContain("02139");
    // A search's radius tells no more than the card: 2 and 4 miles answer alike for them.
    expect(await idsFor(searcher, { distance: "2" })).toContain(near.id);
    expect(await idsFor(searcher, { distance: "4" })).toContain(near.id);
    await t.app.inject({
      method: "PATCH",
      url: "/api/safety-settings",
      headers: { cookie: near.cookie },
      payload: { location_sharing_enabled: true },
    });
    const shared = await cardOf(near.id);
    expect(shared.distance_rounded).toBe(false);
    expect(shared.distance_miles).toBeGreaterThanOrEqual(1);
    expect(shared.distance_miles).toBeLessThanOrEqual(4);
    // Sharing, the exact distance decides.
    expect(await idsFor(searcher, { distance: String(Math.floor(shared.distance_miles! - 0.5)) })).not.toContain(
      near.id,
    );
    expect(await idsFor(searcher, { distance: String(shared.distance_miles! + 1) })).toContain(near.id);
    // The nearby widget: closest first, within the member's own distance preference only.
    const nextTown = await createMember(t.app, person("01801", {})); // Woburn, ~10 miles
    const nearby = (
      json(
        await t.app.inject({ method: "GET", url: "/api/discover/nearby", headers: { cookie: searcher.cookie } }),
      ) as DiscoveryResponse
    ).candidates;
    expect(nearby.map((c) => c.id)).toEqual([near.id, nextTown.id]);
    // Without a zip nobody can be near: the member is asked for one rather than told no one is there.
    const nowhere = await createMember(t.app, person("01801", { zip_code: null }));
    const asked = json(
      await t.app.inject({ method: "GET", url: "/api/discover/nearby", headers: { cookie: nowhere.cookie } }),
    ) as DiscoveryResponse;
    expect(asked).toEqual({ status: "no_location", candidates: [], next_cursor: null });
  });

  it("never shows yourself, anyone you liked or passed, private or unconfirmed accounts", async () => {
    const zip = "73301"; // Austin
    const [searcher, liked, passed, hidden, visible] = await createMembers(t.app, 5, () => person(zip, {}));
    // Confirmed, given a profile, then unconfirmed again (as if the address changed).
    const unconfirmed = await createUser(t.app, uniqueEmail("unconfirmed"));
    const saved = await t.app.inject({
      method: "PATCH",
      url: "/api/profile",
      headers: { cookie: unconfirmed.cookie },
      payload: person(zip, {}),
    });
    await t.database.db.updateTable("users").set({ email_verified: false }).where("id", "=", json(saved).id).execute();
    await t.database.db
      .updateTable("safety_settings")
      .set({ profile_visibility: "private" })
      .where("user_id", "=", hidden!.id)
      .execute();
    for (const [who, kind] of [
      [liked!, "like"],
      [passed!, "pass"],
    ] as const) {
      await t.app.inject({
        method: "POST",
        url: "/api/likes",
        headers: { cookie: searcher!.cookie },
        payload: { user_id: who.id, kind },
      });
    }
    expect(await idsFor(searcher!)).toEqual([visible!.id]);
  });

  it("tells a member without name, gender or date of birth to complete their profile", async () => {
    const m = await createMember(t.app);
    expect(json(await discover(m))).toEqual({ status: "profile_incomplete", candidates: [], next_cursor: null });
    expect((await t.app.inject({ method: "GET", url: "/api/discover" })).statusCode).toBe(401);
  });
});

describe("discovery's prefilter", () => {
  it("takes the nearest by distance, then id: people tied at the edge (one zip) in id order", async () => {
    const [here, near] = ["94530", "94804"]; // El Cerrito and Richmond CA, about 3 miles apart
    const searcher = await createMember(t.app, person(here, {}));
    const sameZip = await createMembers(t.app, 3, () => person(here, {}));
    const tied = await createMembers(t.app, 30, () => person(near, {}));
    const search = createDiscoverySearchRepository(t.database.db);
    const me = (await createDiscoveryRepository(t.database.db).find(searcher.id))!;
    const rows = await search.prefilter({
      searcherId: searcher.id,
      searcherAgeVerified: true,
      searcherGender: me.gender,
      searcherAge: 30,
      wantGenders: [],
      oldestBirthExclusive: "1900-01-01",
      youngestBirthInclusive: "2100-01-01",
      origin: { lat: me.lat!, lon: me.lon! },
      radiusMiles: 10,
      words: [],
      intent: null,
      interests: [],
      hasPhoto: false,
      verifiedOnly: false,
      today: new Date(),
      cap: 10,
    });
    // The walk reads 30 of the 33 and stops inside the tie; the tie is then read by id.
    const byId = (ids: string[]) => [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(rows.map((r) => r.user_id)).toEqual([
      ...byId(sameZip.map((m) => m.id)),
      ...byId(tied.map((m) => m.id)).slice(0, 7),
    ]);
  });
});

describe("discovery: ranking, paging and search", () => {
  it("ranks by a stable compatibility score and pages without repeats or gaps", async () => {
    const zip = "60614"; // Chicago
    const searcher = await createMember(t.app, person(zip, {}));
    // 29 people: more than a free member meets in a day (that allowance is tested below).
    await grantTier(t.database, searcher.email, "unlocked-plus", 30, t.bus);
    await answerQuiz(searcher, () => 0);
    const others = await createMembers(t.app, 29, (i) =>
      person(zip, { interests: i % 3 === 0 ? ["Climbing"] : ["Chess"] }),
    );
    // A third answer like the searcher, a third the opposite way, a third not at all.
    for (const [i, m] of others.entries())
      if (i % 3 !== 2) await answerQuiz(m, (q) => (i % 3 === 0 ? 0 : q.options.length - 1));

    const seen: Candidate[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const body = json(await discover(searcher, cursor ? { cursor } : {})) as DiscoveryResponse;
      seen.push(...body.candidates);
      cursor = body.next_cursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3); // 12 + 12 + 5
    expect(seen.map((c) => c.id).sort()).toEqual(others.map((m) => m.id).sort());
    const percents = seen.map((c) => c.compatibility.percent);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    const alike = new Set(others.filter((_, i) => i % 3 === 0).map((m) => m.id));
    expect(seen.slice(0, alike.size).every((c) => alike.has(c.id))).toBe(true);
    expect(seen[0]!.compatibility.reasons.length).toBeGreaterThan(0);
    // The same pair has the same score whichever of the two looks.
    const top = seen[0]!;
    const topMember = others.find((m) => m.id === top.id)!;
    const back = (json(await discover(topMember)) as DiscoveryResponse).candidates.find((c) => c.id === searcher.id)!;
    expect(back.compatibility.percent).toBe(top.compatibility.percent);
    // A like takes someone off the list without shifting the next page.
    const first = json(await discover(searcher)) as DiscoveryResponse;
    await t.app.inject({
      method: "POST",
      url: "/api/likes",
      headers: { cookie: searcher.cookie },
      payload: { user_id: first.candidates[0]!.id },
    });
    const second = json(await discover(searcher, { cursor: first.next_cursor! })) as DiscoveryResponse;
    expect(second.candidates.map((c) => c.id)).toEqual(seen.slice(12, 24).map((c) => c.id));
  });

  it("shows members with a photo first, however compatible, and pages on in that order", async () => {
    const zip = "61820"; // Champaign IL
    const searcher = await createMember(t.app, person(zip, {}));
    await answerQuiz(searcher, () => 0);
    // Both answer like the searcher or the opposite way; one of each shows a photo.
    const [alike, opposite, alikeWithPhoto, oppositeWithPhoto] = await createMembers(t.app, 4, () => person(zip, {}));
    for (const m of [alike!, alikeWithPhoto!]) await answerQuiz(m, () => 0);
    for (const m of [opposite!, oppositeWithPhoto!]) await answerQuiz(m, (q) => q.options.length - 1);
    for (const m of [alikeWithPhoto!, oppositeWithPhoto!]) await uploadPhoto(t.app, m);
    const page = (json(await discover(searcher)) as DiscoveryResponse).candidates;
    expect(page.map((c) => c.id)).toEqual([alikeWithPhoto!.id, oppositeWithPhoto!.id, alike!.id, opposite!.id]);
    expect(page[1]!.compatibility.percent).toBeLessThan(page[2]!.compatibility.percent);
    expect(page[0]!.avatar_url).not.toBeNull();
    // Page by page (a free member's allowance is five a day, so pages of one via the cursor).
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const body = json(await discover(searcher, cursor ? { cursor } : {})) as DiscoveryResponse;
      seen.push(...body.candidates.map((c) => c.id));
      cursor = body.next_cursor;
    } while (cursor && seen.length < 10);
    expect(seen.slice(0, 4)).toEqual(page.map((c) => c.id));
  });

  it("ranks once per search: later pages read the kept ranking, and continue from the cursor when it is gone", async () => {
    const zip = "87102"; // Albuquerque
    const searcher = await createMember(t.app, person(zip, {}));
    await grantTier(t.database, searcher.email, "unlocked-plus", 30, t.bus);
    await answerQuiz(searcher, () => 0);
    const others = await createMembers(t.app, 20, (i) => person(zip, { interests: i % 2 ? ["Chess"] : ["Jazz"] }));
    for (const [i, m] of others.entries()) await answerQuiz(m, (q) => (i % 4 === 0 ? 0 : i % q.options.length));
    const first = json(await discover(searcher)) as DiscoveryResponse;
    expect(first.candidates).toHaveLength(DiscoveryLimits.pageSize);

    // Someone who fits the searcher least joins after the first page: ranked afresh they would
    // be on the next page, but it is the kept ranking's next stretch, without them.
    const newcomer = await createMember(t.app, person(zip, {}));
    await answerQuiz(newcomer, (q) => q.options.length - 1);
    const second = json(await discover(searcher, { cursor: first.next_cursor! })) as DiscoveryResponse;
    const rest = others.map((m) => m.id).filter((id) => !first.candidates.some((c) => c.id === id));
    expect(second.candidates.map((c) => c.id).sort()).toEqual([...rest].sort());
    expect(second.next_cursor).toBeNull();

    // The kept ranking is gone (swept, or lost with a crash: the table is unlogged): the same
    // cursor ranks again from its own score, so the page continues without repeats, newcomer included.
    await t.database.db.deleteFrom("discovery_rankings").where("searcher_id", "=", searcher.id).execute();
    const again = json(await discover(searcher, { cursor: first.next_cursor! })) as DiscoveryResponse;
    expect(again.candidates.map((c) => c.id).sort()).toEqual([...rest, newcomer.id].sort());

    const fresh = json(await discover(searcher)) as DiscoveryResponse;
    // A cursor from one search does not page another: it ranks that search again from the cursor.
    const other = json(
      await discover(searcher, { cursor: fresh.next_cursor!, interests: "jazz" }),
    ) as DiscoveryResponse;
    expect(other.candidates.every((c) => c.interests.includes("jazz"))).toBe(true);
  });

  it("searches interests, occupation and bio, and applies /match-search's filters", async () => {
    const zip = "97205"; // Portland OR
    const searcher = await createMember(t.app, person(zip, {}));
    const climber = await createMember(
      t.app,
      person(zip, { interests: ["Rock climbing"], looking_for: "relationship" }),
    );
    const baker = await createMember(
      t.app,
      person(zip, { occupation: "Pastry chef", bio: "I bake sourdough 100% of the time", looking_for: "casual" }),
    );
    expect(await idsFor(searcher, { search: "CLIMB" })).toEqual([climber.id]);
    expect(await idsFor(searcher, { search: "pastry chef" })).toEqual([baker.id]);
    expect(await idsFor(searcher, { search: "100%" })).toEqual([baker.id]);
    expect(await idsFor(searcher, { search: "%" })).toEqual([baker.id]);
    expect(await idsFor(searcher, { intent: "casual" })).toEqual([baker.id]);
    expect(await idsFor(searcher, { interests: "rock climbing, knitting" })).toEqual([climber.id]);
    expect(await idsFor(searcher, { has_photo: "true" })).toEqual([]);
  });

  it("finds members by their prompt answers and quotes their own words and shared interests on the card", async () => {
    const zip = "59601"; // Helena MT
    const searcher = await createMember(t.app, person(zip, { interests: ["Jazz", "Hiking"] }));
    const poet = await createMember(
      t.app,
      person(zip, {
        bio: "Bio line",
        interests: ["jazz", "Pottery"],
        prompts: [{ prompt: "geek_out", answer: "Old maps of imaginary islands" }],
      }),
    );
    const plain = await createMember(t.app, person(zip, { bio: "Just a bio", interests: ["hiking"] }));
    expect(await idsFor(searcher, { search: "imaginary islands" })).toEqual([poet.id]);
    const cards = (json(await discover(searcher)) as DiscoveryResponse).candidates;
    const byId = new Map(cards.map((c) => [c.id, c]));
    expect(byId.get(poet.id)).toMatchObject({
      own_words: { prompt: "geek_out", text: "Old maps of imaginary islands" },
      interests: ["jazz", "pottery"],
      shared_interests: ["jazz"],
    });
    expect(byId.get(plain.id)).toMatchObject({
      own_words: { prompt: null, text: "Just a bio" },
      shared_interests: ["hiking"],
    });
  });

  it("refuses a free member's third filter, a forged cursor and an unknown zip, with the right words", async () => {
    const m = await createMember(t.app, person("33101", {}));
    const three = await discover(m, { preference: "women", intent: "casual", has_photo: "true" });
    expect(three.statusCode).toBe(403);
    expect(json(three).error.message).toBe(DiscoveryText.filtersOverLimit);
    expect((await discover(m, { preference: "women", intent: "casual" })).statusCode).toBe(200);
    const forged = await discover(m, { cursor: "not-a-cursor" });
    expect(forged.statusCode).toBe(400);
    expect(json(forged).error.message).toBe(DiscoveryText.badCursor);
    const zip = await discover(m, { zip: "00000" });
    expect(zip.statusCode).toBe(400);
    expect(json(zip).error.message).toBe(DiscoveryText.zipUnknown);
    expect((await discover(m, { age_min: "12" })).statusCode).toBe(400);
  });
});

describe("discovery with a plan", () => {
  it("lets Plus and Beyond combine any number of filters, free members two", async () => {
    const zip = "83702"; // Boise
    const [free, plus] = [await createMember(t.app, person(zip, {})), await createMember(t.app, person(zip, {}))];
    await createMember(t.app, person(zip, { looking_for: "casual" }));
    const three = { preference: "women", intent: "casual", age_min: "25" };
    expect((await discover(free, three)).statusCode).toBe(403);
    await grantTier(t.database, plus.email, "unlocked-plus", 30, t.bus);
    const res = await discover(plus, three);
    expect(res.statusCode, res.body).toBe(200);
    expect((json(res) as DiscoveryResponse).candidates).toHaveLength(1);
    // When the plan ends, so does the allowance.
    await grantTier(t.database, plus.email, "free", 1, t.bus);
    expect((await discover(plus, three)).statusCode).toBe(403);
  });

  it("puts Plus and Beyond members first among equally compatible candidates, and pages in that order", async () => {
    const zip = "59801"; // Missoula
    const searcher = await createMember(t.app, person(zip, {}));
    // Nobody answered the quiz and all share the same interest: every score is equal.
    const others = await createMembers(t.app, 14, () => person(zip, { interests: ["Chess"] }));
    const premium = [others[5]!, others[11]!, others[13]!];
    await grantTier(t.database, premium[0]!.email, "unlocked-plus", 30, t.bus);
    await grantTier(t.database, premium[1]!.email, "unlocked-beyond", 30, t.bus);
    // The third buys Plus through the test checkout, having just read its plan as free (kept in
    // memory): the ranking must still follow the purchase, not what was kept.
    const buyer = premium[2]!;
    const asBuyer = (method: "GET" | "POST", url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie: buyer.cookie }, ...(payload ? { payload } : {}) });
    expect(json(await asBuyer("GET", "/api/subscription")).subscribed).toBe(false);
    const paymentId = json(await asBuyer("POST", "/api/payments/checkout", { plan: "unlocked-plus" }))
      .payment_id as string;
    expect((await asBuyer("GET", `/api/payments/return?payment=${paymentId}`)).statusCode).toBe(303);
    const first = json(await discover(searcher)) as DiscoveryResponse;
    expect(new Set(first.candidates.map((c) => c.compatibility.percent)).size).toBe(1);
    expect(
      first.candidates
        .slice(0, 3)
        .map((c) => c.id)
        .sort(),
    ).toEqual(premium.map((m) => m.id).sort());
    const second = json(await discover(searcher, { cursor: first.next_cursor! })) as DiscoveryResponse;
    const all = [...first.candidates, ...second.candidates].map((c) => c.id);
    expect(all.sort()).toEqual(others.map((m) => m.id).sort());
    expect(new Set(all).size).toBe(14);
    // A plan that ends stops counting.
    await grantTier(t.database, premium[1]!.email, "free", 1, t.bus);
    const after = json(await discover(searcher)) as DiscoveryResponse;
    expect(
      after.candidates
        .slice(0, 2)
        .map((c) => c.id)
        .sort(),
    ).toEqual([premium[0]!.id, premium[2]!.id].sort());
  });
});

describe("a free member's new people a day", () => {
  let clock = new Date("2026-12-01T09:00:00Z");
  let c: TestApp;
  beforeAll(async () => {
    c = await createTestApp({ now: () => clock });
  });
  afterAll(() => c.close());
  const page = async (m: Member, cursor?: string) => {
    const res = await c.app.inject({
      method: "GET",
      url: `/api/discover${cursor ? `?cursor=${cursor}` : ""}`,
      headers: { cookie: m.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return json(res) as DiscoveryResponse;
  };
  const walk = async (m: Member) => {
    const seen: string[] = [];
    let body = await page(m);
    seen.push(...body.candidates.map((x) => x.id));
    while (body.next_cursor && seen.length < 100) {
      body = await page(m, body.next_cursor);
      seen.push(...body.candidates.map((x) => x.id));
    }
    return { seen, last: body };
  };

  it("meets 25 new people a UTC day, keeps showing those already met, and meets more the next day or with a plan", async () => {
    const zip = "05401"; // Burlington VT
    const searcher = await createMember(c.app, person(zip, {}));
    const others = await createMembers(c.app, 32, () => person(zip, {}));

    const day1 = await walk(searcher);
    expect(day1.seen).toHaveLength(DiscoveryLimits.freeNewPerDay);
    expect(new Set(day1.seen).size).toBe(DiscoveryLimits.freeNewPerDay);
    expect(day1.last.daily_limit_reached).toBe(true);
    // Later the same day: the same 25, nobody new, however often or concurrently asked.
    const again = await Promise.all([walk(searcher), walk(searcher), walk(searcher)]);
    for (const a of again) expect(a.seen.sort()).toEqual([...day1.seen].sort());

    clock = new Date("2026-12-02T00:00:01Z");
    const day2 = await walk(searcher);
    expect(day2.seen.sort()).toEqual(others.map((m) => m.id).sort());
    expect(day2.last.daily_limit_reached).toBeUndefined();

    // With a plan there is no allowance at all.
    const planned = await createMember(c.app, person(zip, {}));
    await grantTier(c.database, planned.email, "unlocked-beyond", 30, c.bus);
    expect((await walk(planned)).seen).toHaveLength(33);
  });
});

describe("discovery's projection", () => {
  it("is filled at start from the members who exist when it is empty (a database from before discovery)", async () => {
    const zip = "85004"; // Phoenix
    const [a, b] = await createMembers(t.app, 2, () => person(zip, {}));
    await t.database.db.deleteFrom("discovery_candidates").execute();
    expect(json(await discover(a!)).status).toBe("profile_incomplete");
    // A second process starting on the same database; closing it waits for its background work.
    const config = loadConfig({
      NODE_ENV: "test",
      APP_URL: "http://localhost:3000",
      LOG_LEVEL: "silent",
      DATA_DIR: t.dataDir,
    });
    const second = await buildApp({ config, database: t.database });
    await second.close();
    expect(await idsFor(a!)).toEqual([b!.id]);
  });
});
