import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, describe, expect, it } from "vitest";
import * as z from "zod";
import { openRead, registerPageReads } from "./page-reads.js";
import { responseSerializerCompiler } from "./serializer.js";
import { registerWebApp } from "./web-app.js";

/*
 * The server's side of rendering pages: what it does with the renderer's answers. The renderer here
 * stands in for the web app's build (dist/web-ssr, tested through the browser in
 * tests/e2e/hydration.spec.ts): it reads our API as the page's requester and says what it got.
 */

/** A member is whoever the session cookie names (the app resolves it through the auth feature). */
const identity = {
  cached: () => undefined,
  resolve: async (request: FastifyRequest) => {
    const token = /session_token=([\w-]+)/.exec(request.headers.cookie ?? "")?.[1];
    return token ? { id: token, email: `${token}@example.com` } : null;
  },
};

/** An app with one read a page may make, which, as the session read does, renews a member's cookie. */
function appWithReads(): FastifyInstance {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerPageReads(app);
  openRead(app, "/api/whoami", { tags: [], response: { 200: z.object({ who: z.string() }) } }, async (asker) => {
    if (asker.user) asker.setCookies(["better-auth.session_token=renewed; Path=/; HttpOnly"]);
    return { who: asker.user?.id ?? "none" };
  });
  return app;
}
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "unlocked-web-app-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
fs.writeFileSync(
  path.join(dir, "index.html"),
  '<html><head><!--page-head--><title>shell</title><!--/page-head--></head><body><div id="root"><!--page-body-->brand<!--/page-body--></div><script type="module" src="/assets/index-1.js"></script></body></html>',
);
fs.writeFileSync(
  path.join(dir, "route-preloads.json"),
  JSON.stringify({
    routes: [
      { path: "/profile/:id", modules: ["/assets/member-1.js", "javascript:alert(1)", '/assets/x.js"><script>'] },
    ],
  }),
);
const rendererPath = path.join(dir, "renderer.mjs");
fs.writeFileSync(
  rendererPath,
  `export let renders = 0;
export async function render({ url, hasCredential, read }) {
  renders += 1;
  if (url.startsWith("/boom")) throw new Error("render failed at /secret/path.tsx:12");
  if (url === "/members-only" && !hasCredential) return { kind: "redirect", location: "/auth" };
  const who = await read("/api/whoami");
  return {
    kind: "page", status: url.startsWith("/nowhere") ? 404 : 200, route: url.startsWith("/profile/") ? "/profile/:id" : "/",
    head: "<title>" + url + "</title>", html: "<main>" + who.body + "</main>", state: "{}", personal: hasCredential,
    complete: !url.includes("incomplete"), failures: [],
  };
}`,
);

const app = appWithReads();
await registerWebApp(app, { webRoot: dir, rendererPath, origin: "http://localhost", reads: app.pageReads, identity });
afterAll(() => app.close());
const renderer = (await import(rendererPath)) as { renders: number };

describe("pages rendered on the server", () => {
  it("fills the shell with the page, its head and its route's own scripts, reading the API as the requester", async () => {
    const res = await app.inject({ url: "/profile/abc", headers: { cookie: "better-auth.session_token=member-1" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.body).toContain("<title>/profile/abc</title>");
    expect(res.body).not.toContain("<title>shell</title>");
    expect(res.body).toContain('<div id="root"><main>{"who":"member-1"}</main></div>');
    expect(res.body).toContain('<script type="application/json" id="app-state">{}</script>');
    // The cookie the API's answer set reaches the browser with the page.
    expect(res.headers["set-cookie"]).toEqual(["better-auth.session_token=renewed; Path=/; HttpOnly"]);
    // Only names the build makes are written into the page.
    expect(
      [...res.body.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">/g)].map(
        (m) => m[1],
      ),
    ).toEqual(["/assets/member-1.js"]);
  });

  it("keeps a visitor's page a while and serves it compressed; never a member's", async () => {
    const before = renderer.renders;
    const first = await app.inject({ url: "/", headers: { "accept-encoding": "br" } });
    const second = await app.inject({ url: "/", headers: { "accept-encoding": "gzip" } });
    expect(renderer.renders).toBe(before + 1);
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect(first.headers["content-encoding"]).toBe("br");
    expect(zlib.gunzipSync(second.rawPayload).toString()).toBe(zlib.brotliDecompressSync(first.rawPayload).toString());
    expect(zlib.gunzipSync(second.rawPayload).toString()).toContain('<main>{"who":"none"}</main>');

    await app.inject({ url: "/", headers: { cookie: "better-auth.session_token=m" } });
    await app.inject({ url: "/", headers: { cookie: "better-auth.session_token=m" } });
    expect(renderer.renders).toBe(before + 3);
    // Nor a page asked for with a query, one whose first reads did not all come, or a :param route's.
    for (const url of ["/?q=1", "/incomplete", "/profile/someone"]) {
      await app.inject(url);
      await app.inject(url);
    }
    expect(renderer.renders).toBe(before + 9);
  });

  it("answers an unknown page 404, a member page's visitor with a redirect, and a failed render with a reference but no stack", async () => {
    expect((await app.inject("/nowhere")).statusCode).toBe(404);
    const redirect = await app.inject("/members-only");
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe("/auth");

    const failed = await app.inject("/boom");
    expect(failed.statusCode).toBe(500);
    expect(failed.headers["cache-control"]).toBe("no-store");
    // Fastify's own request id here (the app's request-id plugin names it as it does in every log line).
    expect(failed.body).toMatch(/Something went wrong on our side.*quote reference req-[\w-]+\./s);
    expect(failed.body).not.toContain("secret");
    expect(failed.body).not.toContain("renderer.mjs");
    // The API keeps its JSON 404.
    expect((await app.inject("/api/nothing")).json()).toMatchObject({ error: { code: expect.any(String) } });
  });

  it("answers a missing photo or a made-up media path with a plain 404, never the app's page", async () => {
    const before = renderer.renders;
    for (const url of ["/media/someone/none.webp", "/media/..%2fsession-secret", "/media/"]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toMatch(/^application\/json/);
      expect(res.body, url).not.toContain("<html");
    }
    expect(renderer.renders).toBe(before);
  });
});

describe("a visitor's renders, limited per address", () => {
  it("answers 429 past the limit for pages rendered for them, never for kept pages or a member's", async () => {
    const limited = appWithReads();
    const counts = new Map<string, number>();
    // Three renders per address or member (the app wires the platform's limiter, RateLimits.pageRendersPerIp).
    const mayRender = async (who: string) => {
      counts.set(who, (counts.get(who) ?? 0) + 1);
      return counts.get(who)! <= 3;
    };
    await registerWebApp(limited, {
      webRoot: dir,
      rendererPath,
      origin: "http://localhost",
      reads: limited.pageReads,
      identity,
      mayRender,
    });
    try {
      // The kept page: rendered once (counted once), then served from memory however often.
      for (let i = 0; i < 5; i += 1) expect((await limited.inject({ url: "/" })).statusCode).toBe(200);
      // A query string makes each address new: two more renders, then refused, in plain words.
      const made = [];
      for (let i = 0; i < 3; i += 1) made.push((await limited.inject({ url: `/?x=${i}` })).statusCode);
      expect(made).toEqual([200, 200, 429]);
      const refused = await limited.inject({ url: "/?x=9" });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers["retry-after"]).toBe("60");
      expect(refused.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(refused.body).toContain("Too many requests");
      expect(refused.body).not.toContain("<script");
      // Kept pages and members' pages still come; a member's are counted per member, and past the
      // limit their reads are refused (the page comes without its data; the browser then asks the API).
      expect((await limited.inject({ url: "/" })).statusCode).toBe(200);
      const member = [];
      for (let i = 0; i < 4; i += 1)
        member.push(await limited.inject({ url: `/?x=1${i}`, headers: { cookie: "better-auth.session_token=m" } }));
      expect(member.map((page) => page.statusCode)).toEqual([200, 200, 200, 200]);
      expect(member.map((page) => page.body.includes('{"who":"m"}'))).toEqual([true, true, true, false]);
      expect(member[3]!.body).toContain("RATE_LIMITED");
      // Another address has its own count.
      expect((await limited.inject({ url: "/?x=20", remoteAddress: "10.0.0.9" })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
