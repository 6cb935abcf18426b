import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchedPair, type Member } from "../../../../tests/support/factories.js";
import { createTestApp, json, type TestApp } from "../../../../tests/support/test-app.js";

/*
 * What a page rendered on the server reads (ADR 0201) is what the API answers the same person:
 * the renderer calls each route's handler directly (page-reads.ts), and this holds it to the
 * route it stands beside, read by read, for a member, a visitor and input the route refuses.
 */
let t: TestApp;
let ada: Member;
let bea: Member;
let matchId: string;
beforeAll(async () => {
  t = await createTestApp();
  [ada, bea, matchId] = await matchedPair(t.app);
  await t.app.inject({
    method: "POST",
    url: `/api/conversations/${matchId}/messages`,
    headers: { cookie: ada.cookie },
    payload: { message_text: "Hello from the loader test" },
  });
});
afterAll(() => t.close());

/** Both answers for `path`: the API's (a request with the cookie) and the page's read. */
async function both(path: string, member?: Member) {
  const cookie = member ? { cookie: member.cookie } : undefined;
  const api = await t.app.inject({ method: "GET", url: path, headers: cookie ?? {} });
  const setCookies: string[] = [];
  const page = await t.app.pageReads.read(
    path,
    {
      user: member ? { id: member.id, email: member.email } : undefined,
      headers: () => new Headers(cookie),
      setCookies: (cookies) => setCookies.push(...cookies),
    },
    { id: "page-reads-test", log: t.app.log },
  );
  return {
    api: { status: api.statusCode, body: json(api) },
    page: { status: page.status, body: JSON.parse(page.body) },
  };
}

// Every read a page's loader names (src/web: each page's `loader`), with and without a query.
const paths = () => [
  "/api/auth/session",
  "/api/profile",
  `/api/profiles/${bea.id}`,
  `/api/people/${bea.id}/fit`,
  "/api/discover/nearby",
  "/api/matches",
  "/api/likes/received",
  "/api/likes/received/count",
  "/api/conversations",
  "/api/conversations?limit=1",
  `/api/conversations/${matchId}`,
  `/api/conversations/${matchId}/messages`,
  `/api/conversations/${matchId}/echo`,
  "/api/messages/allowance",
  "/api/subscription",
  "/api/safety-settings",
  "/api/blocks",
  "/api/verification",
  "/api/moderation/me",
  "/api/faqs",
  "/api/questions",
  "/api/quiz/answers",
  "/api/quiz/draft",
];

describe("a page's reads", () => {
  it("answer a member exactly as the API does", async () => {
    for (const path of paths()) {
      const { api, page } = await both(path, ada);
      expect(api.status, path).toBe(200);
      expect(page, path).toEqual(api);
    }
    // Discovery as both read it (a read that records what was shown is read by each once).
    const discover = await both("/api/discover", ada);
    expect(discover.page.status).toBe(200);
    expect(discover.page.body.status).toBe(discover.api.body.status);
  });

  it("answer a visitor as the API does: the open reads, and 401 for a member's", async () => {
    for (const path of paths()) {
      const { api, page } = await both(path);
      expect(page.status, path).toBe(api.status);
      expect(page.status === 200 ? page.body : page.body.error.code, path).toEqual(
        api.status === 200 ? api.body : api.body.error.code,
      );
    }
    expect((await both("/api/profile")).page.status).toBe(401);
  });

  it("refuse what the route refuses, with its status and code, and know no other path", async () => {
    for (const path of [
      "/api/profiles/not*an*id",
      "/api/conversations?cursor=not-a-cursor",
      "/api/conversations?limit=-4",
      "/api/conversations/00000000-0000-4000-8000-000000000000",
      `/api/conversations/${matchId}/messages?before=yesterday`,
    ]) {
      const { api, page } = await both(path, ada);
      expect(api.status, path).toBeGreaterThanOrEqual(400);
      expect(api.status, path).toBeLessThan(500);
      expect([page.status, page.body.error.code], path).toEqual([api.status, api.body.error.code]);
    }
    const nowhere = await t.app.pageReads.read(
      "/api/likes",
      { user: { id: ada.id, email: ada.email }, headers: () => new Headers(), setCookies: () => undefined },
      { id: "page-reads-test", log: t.app.log },
    );
    expect(nowhere.status).toBe(404);
  });
});
