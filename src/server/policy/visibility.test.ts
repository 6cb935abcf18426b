import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownProfileSchema, publicProfileSchema } from "#shared/profiles";
import { createUser, signUp, uniqueEmail } from "../../../tests/support/auth-helpers.js";
import { createTestApp, json, type TestApp } from "../../../tests/support/test-app.js";

let t: TestApp;
const routesWithoutContract: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ routesWithoutContract });
});
afterAll(() => t.close());

/**
 * Every endpoint that returns another user's data, by target id. Each later feature (discovery,
 * search, matches, conversations, nearby) adds its own here, so the walk below covers it too.
 */
const otherUserEndpoints: ((id: string) => { method: "GET"; url: string })[] = [
  (id) => ({ method: "GET", url: `/api/profiles/${id}` }),
];

/** Endpoints that list other members (discovery, nearby): a hidden member never appears in them. */
const otherUserLists = ["/api/discover", "/api/discover/nearby"];

async function member(visibility?: "public" | "matches_only" | "private") {
  const { cookie } = await createUser(t.app);
  const me = json(await t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie } }));
  // Complete and in one town, so each is a candidate for every other unless the policy says no.
  await t.app.inject({
    method: "PATCH",
    url: "/api/profile",
    headers: { cookie },
    payload: { name: "Sam", bio: "Hello", gender: "woman", interested_in: [], zip_code: "68102" },
  });
  if (visibility)
    await t.database.db
      .updateTable("safety_settings")
      .set({ profile_visibility: visibility })
      .where("user_id", "=", me.id)
      .execute();
  return { id: me.id as string, cookie };
}

describe("the visibility policy", () => {
  it("shows a viewer themself and public confirmed members, and nobody else, on every endpoint", async () => {
    const viewer = await member();
    const visible = await member("public");
    const hidden = [await member("private"), await member("matches_only")];
    const pendingEmail = uniqueEmail("pending");
    await signUp(t.app, pendingEmail);
    const pending = await t.database.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", pendingEmail)
      .executeTakeFirstOrThrow();

    for (const endpoint of otherUserEndpoints) {
      const as = (id: string) => t.app.inject({ ...endpoint(id), headers: { cookie: viewer.cookie } });
      expect((await as(visible.id)).statusCode).toBe(200);
      expect((await as(viewer.id)).statusCode).toBe(200);
      for (const id of [...hidden.map((h) => h.id), pending.id, "no-such-user"]) {
        const res = await as(id);
        expect(res.statusCode, `${endpoint(id).url}`).toBe(404);
        // Refused like a missing profile: the answer says nothing of why.
        expect(res.body).not.toMatch(/private|matches|confirm/i);
      }
      expect((await t.app.inject(endpoint(visible.id))).statusCode).toBe(401);
    }
    for (const url of otherUserLists) {
      const res = await t.app.inject({ method: "GET", url, headers: { cookie: viewer.cookie } });
      expect(res.statusCode, url).toBe(200);
      const ids = (json(res).candidates as { id: string }[]).map((c) => c.id);
      expect(ids, url).toContain(visible.id);
      for (const id of [viewer.id, ...hidden.map((h) => h.id), pending.id]) expect(ids, url).not.toContain(id);
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    }
    // A private member still sees their own profile in full.
    const own = await t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie: hidden[0]!.cookie } });
    expect(own.statusCode).toBe(200);
  });
});

describe("response contracts", () => {
  it("every JSON API route declares its response schema", () => {
    expect(routesWithoutContract).toEqual([]);
  });

  it("answers carry exactly the contract's fields: the public view has no private ones", async () => {
    const viewer = await member();
    const other = await member();
    const pub = json(
      await t.app.inject({ method: "GET", url: `/api/profiles/${other.id}`, headers: { cookie: viewer.cookie } }),
    );
    expect(Object.keys(pub).sort()).toEqual(Object.keys(publicProfileSchema.shape).sort());
    const own = json(await t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie: other.cookie } }));
    expect(Object.keys(own).sort()).toEqual(Object.keys(ownProfileSchema.shape).sort());
    for (const hiddenField of [
      "date_of_birth",
      "zip_code",
      "lat",
      "lon",
      "completed_at",
      "last_online",
      "age_preference_min",
    ]) {
      expect(pub).not.toHaveProperty(hiddenField);
    }
  });
});

describe("the serializer behind the contracts", () => {
  it("drops a field the schema does not list, even when a handler returns it, and refuses a missing one", async () => {
    const { default: Fastify } = await import("fastify");
    const { responseSerializerCompiler } = await import("../platform/http/serializer.js");
    const app = Fastify({ logger: false });
    app.setSerializerCompiler(responseSerializerCompiler);
    app.get("/missing", { schema: { response: { 200: publicProfileSchema } } }, async () => ({ id: "x" }));
    app.get("/leaky", { schema: { response: { 200: publicProfileSchema } } }, async () => ({
      ...Object.fromEntries(Object.keys(publicProfileSchema.shape).map((k) => [k, null])),
      photos: [],
      interests: [],
      id: "x",
      date_of_birth: "1990-01-01",
      email: "secret@example.com",
    }));
    const res = await app.inject({ method: "GET", url: "/leaky" });
    const missing = await app.inject({ method: "GET", url: "/missing" });
    await app.close();
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(Object.keys(publicProfileSchema.shape).sort());
    expect(res.body).not.toContain("secret@example.com");
    expect(res.body).not.toContain("1990-01-01");
    expect(missing.statusCode).toBe(500);
  });
});
