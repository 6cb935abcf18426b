import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember } from "../../../../tests/support/factories.js";
import { multipart, smallPng } from "../../../../tests/support/images.js";
import { startLocalS3, type LocalS3 } from "../../../../tests/support/local-s3.js";
import { createTestApp, json, type TestApp } from "../../../../tests/support/test-app.js";

let s3: LocalS3;
let t: TestApp;
beforeAll(async () => {
  s3 = await startLocalS3();
  t = await createTestApp({}, s3.env);
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

describe("photos and exports on S3-compatible storage (S3_BUCKET set)", () => {
  it("stores the photo in the bucket, serves it from our own /media, removes it, and reports the bucket healthy", async () => {
    const m = await createMember(t.app);
    const png = await smallPng();
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/profile/photos",
      ...(({ payload, headers }) => ({ payload, headers: { ...headers, cookie: m.cookie } }))(
        multipart("photo", "me.png", "image/png", png),
      ),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const [photo] = json(upload).photos;
    expect(photo.url).toMatch(new RegExp(`^/media/${m.id}/\\d+-[\\w-]+\\.webp$`));
    // Nothing on the local disk: the bytes went to the bucket, under media/.
    expect(existsSync(path.join(t.dataDir, "uploads", m.id))).toBe(false);

    const served = await t.app.inject({ method: "GET", url: photo.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
    expect(served.rawPayload.subarray(8, 12).toString()).toBe("WEBP");
    expect((await t.app.inject({ method: "GET", url: `/media/${m.id}/nope.webp` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/media/..%2F..%2Fetc/passwd" })).statusCode).toBe(404);

    const health = json(await t.app.inject({ method: "GET", url: "/api/health" }));
    expect(health.checks.find((c: { name: string }) => c.name === "storage")).toEqual({
      name: "storage",
      status: "ok",
      detail: "S3-compatible storage",
    });

    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/profile/photos/${photo.id}`, headers: { cookie: m.cookie } }))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: "GET", url: photo.url })).statusCode).toBe(404);
  });

  it("keeps data exports in the bucket's exports/ prefix, downloadable by their owner", async () => {
    const m = await createMember(t.app, { name: "Sky" });
    const asked = await t.app.inject({ method: "POST", url: "/api/account/exports", headers: { cookie: m.cookie } });
    expect(asked.statusCode).toBe(202);
    await expect
      .poll(
        async () =>
          json(await t.app.inject({ method: "GET", url: "/api/account/exports", headers: { cookie: m.cookie } }))
            .exports[0].status,
        { timeout: 20_000 },
      )
      .toBe("ready");
    const download = await t.app.inject({
      method: "GET",
      url: `/api/account/exports/${json(asked).id}/download`,
      headers: { cookie: m.cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 2).toString()).toBe("PK");
    expect(
      readdirSync(path.join(s3.directory, "unlocked-test"), { recursive: true }).some(
        (f) => String(f).startsWith(`exports/${m.id}`) || String(f).includes(`exports${path.sep}${m.id}`),
      ),
    ).toBe(true);
  });
});
