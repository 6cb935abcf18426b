import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { loadWebShells } from "./web-shell.js";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "unlocked-shell-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
fs.writeFileSync(path.join(dir, "index.html"), "<html><head><title>t</title></head><body></body></html>");
fs.writeFileSync(
  path.join(dir, "route-preloads.json"),
  JSON.stringify({
    routes: [
      { path: "/", modules: ["/assets/home-1.js"] },
      { path: "/profile/edit", modules: ["/assets/edit-1.js", "/assets/form-2.js"], data: ["/api/profile", "https://elsewhere.example/x"] },
      { path: "/profile/:id", modules: ["/assets/member-1.js"] },
      { path: "*", modules: ["/assets/not-found-1.js", "javascript:alert(1)", "/assets/x.js\"><script>"] },
    ],
  }),
);
const shells = loadWebShells(dir);
const preloadsOf = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
const html = (pathname: string) => shells.htmlFor(pathname, undefined).body.toString();

describe("the web app's HTML per route", () => {
  it("names the route's own scripts, a fixed path before a :param one, unknown paths as the 404 page", () => {
    expect(preloadsOf(html("/"))).toEqual(["/assets/home-1.js"]);
    expect(preloadsOf(html("/profile/edit"))).toEqual(["/assets/edit-1.js", "/assets/form-2.js"]);
    const reads = [...html("/profile/edit").matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin="use-credentials">/g)].map((m) => m[1]);
    expect(reads).toEqual(["/api/profile"]);
    expect(preloadsOf(html("/profile/abc123/"))).toEqual(["/assets/member-1.js"]);
    // Only names the build makes are written into the page.
    expect(preloadsOf(html("/profile/a/b"))).toEqual(["/assets/not-found-1.js"]);
    expect(html("/nowhere")).toContain("<title>t</title>");
  });

  it("answers in the best encoding the client accepts, each decoding to the same page", () => {
    const plain = html("/profile/edit");
    const br = shells.htmlFor("/profile/edit", "gzip, deflate, br");
    expect(br.encoding).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(plain);
    const gzip = shells.htmlFor("/profile/edit", "br;q=0, gzip");
    expect(gzip.encoding).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(plain);
    expect(shells.htmlFor("/profile/edit", "identity").encoding).toBeNull();
  });
});
