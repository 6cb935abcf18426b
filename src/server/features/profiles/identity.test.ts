import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IdentityText } from "#shared/identity";
import type { DiscoveryResponse } from "#shared/matching";
import { createMember, type Member } from "../../../../tests/support/factories.js";
import { createTestApp, json, type TestApp } from "../../../../tests/support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = (m: Member, method: "GET" | "PATCH", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: m.cookie }, ...(payload ? { payload } : {}) });
const person = (name: string) =>
  createMember(t.app, {
    name,
    gender: "non-binary",
    interested_in: [],
    zip_code: "59801",
    date_of_birth: "1990-04-04",
  });

describe("identity beyond the four genders", () => {
  it("keeps identities, orientations and pronouns, and shows others only what the member chose", async () => {
    const [rowan, viewer] = [await person("Rowan"), await person("Viewer")];
    const saved = await as(rowan, "PATCH", "/api/profile", {
      gender_identities: ["genderqueer", "two-spirit"],
      orientations: ["pansexual", "queer"],
      pronouns: "they/them",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Orientation starts private; identities and pronouns start shown.
    expect(json(saved)).toMatchObject({
      gender: "non-binary",
      gender_identities: ["genderqueer", "two-spirit"],
      orientations: ["pansexual", "queer"],
      pronouns: "they/them",
      identities_shown: true,
      orientations_shown: false,
      pronouns_shown: true,
    });
    const view = async () => json(await as(viewer, "GET", `/api/profiles/${rowan.id}`));
    expect(await view()).toMatchObject({
      gender_identities: ["genderqueer", "two-spirit"],
      orientations: [],
      pronouns: "they/them",
    });
    // The card shows the pronouns beside the name.
    const card = async () =>
      (json(await as(viewer, "GET", "/api/discover")) as DiscoveryResponse).candidates.find((c) => c.id === rowan.id);
    expect((await card())?.pronouns).toBe("they/them");

    await as(rowan, "PATCH", "/api/profile", {
      orientations_shown: true,
      pronouns_shown: false,
      identities_shown: false,
    });
    expect(await view()).toMatchObject({ gender_identities: [], orientations: ["pansexual", "queer"], pronouns: null });
    expect((await card())?.pronouns).toBeNull();
    // Filters stay on the spec's categories: a search for non-binary people still finds Rowan.
    const found = json(await as(viewer, "GET", "/api/discover?preference=non-binary")) as DiscoveryResponse;
    expect(found.candidates.map((c) => c.id)).toContain(rowan.id);

    // Cleared with an empty list or null.
    const cleared = json(await as(rowan, "PATCH", "/api/profile", { gender_identities: [], pronouns: null }));
    expect(cleared).toMatchObject({ gender_identities: [], pronouns: null });
  });

  it("refuses anything off the lists, too many or repeated, with a clear message, and stores nothing", async () => {
    const m = await person("Sky");
    await as(m, "PATCH", "/api/profile", { gender_identities: ["agender"], orientations: ["asexual"] });
    const cases: [object, string][] = [
      [{ gender_identities: ["robot"] }, IdentityText.identityInvalid],
      [{ gender_identities: ["agender", "agender"] }, IdentityText.repeated],
      [
        { gender_identities: ["woman", "man", "agender", "bigender", "pangender", "intersex"] },
        IdentityText.identitiesTooMany,
      ],
      [{ orientations: ["everything"] }, IdentityText.orientationInvalid],
      [{ orientations: ["gay", "queer", "bisexual", "pansexual", "asexual"] }, IdentityText.orientationsTooMany],
      [{ pronouns: "it/its<script>" }, IdentityText.pronounsInvalid],
      [{ orientations_shown: "yes" }, ""],
      [{ gender_identities: "agender" }, ""],
    ];
    for (const [payload, message] of cases) {
      const res = await as(m, "PATCH", "/api/profile", { bio: "changed", ...payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (message) expect(json(res).error.message, JSON.stringify(payload)).toBe(message);
    }
    expect(json(await as(m, "GET", "/api/profile"))).toMatchObject({
      bio: null,
      gender_identities: ["agender"],
      orientations: ["asexual"],
      pronouns: null,
      orientations_shown: false,
    });
  });
});
