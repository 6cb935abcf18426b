import fs from "node:fs";
import path from "node:path";
import exifReader from "exif-reader";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProfileText } from "#shared/messages";
import { createUser } from "../../../../tests/support/auth-helpers.js";
import { jpegWithGps, multipart, sidewaysJpeg, smallPng } from "../../../../tests/support/images.js";
import { createTestApp, json, type TestApp } from "../../../../tests/support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const upload = (cookie: string, data: Buffer, type = "image/jpeg", filename = "photo.jpg") =>
  t.app.inject({
    method: "POST",
    url: "/api/profile/photos",
    ...withCookie(multipart("photo", filename, type, data), cookie),
  });
function withCookie(m: ReturnType<typeof multipart>, cookie: string) {
  return { payload: m.payload, headers: { ...m.headers, cookie } };
}
const fetchMedia = async (url: string) => (await t.app.inject({ method: "GET", url })).rawPayload;
const storedFiles = async (userId: string) =>
  t.database.db.selectFrom("photos").select(["storage_key", "url"]).where("user_id", "=", userId).execute();
/** The files really on disk for a user, as storage keys ("{userId}/{name}"). */
const filesOnDisk = (userId: string) => {
  const dir = path.join(t.dataDir, "uploads", userId);
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .map((f) => `${userId}/${f}`)
        .sort()
    : [];
};

describe("photo upload", () => {
  it("re-encodes: the served file keeps no EXIF or GPS, rotation is applied and size capped", async () => {
    const { cookie } = await createUser(t.app);
    const original = await jpegWithGps();
    expect(exifReader((await sharp(original).metadata()).exif!).GPSInfo?.GPSLatitude).toEqual([40, 44, 54]);

    const res = await upload(cookie, original);
    expect(res.statusCode).toBe(201);
    const profile = json(res);
    expect(profile.photos).toHaveLength(1);
    expect(profile.photos[0].url).toMatch(new RegExp(`^/media/${profile.id}/\\d{13}-[\\w-]{12}\\.webp$`));

    const served = await fetchMedia(profile.photos[0].url);
    const meta = await sharp(served).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(served.includes(Buffer.from("PhoneCam"))).toBe(false);
    expect(Math.max(meta.width!, meta.height!)).toBe(1600);

    const sideways = json(await upload(cookie, await sidewaysJpeg()));
    const turned = await sharp(await fetchMedia(sideways.photos[1].url)).metadata();
    expect([turned.width, turned.height]).toEqual([300, 400]);
  });

  it("refuses non-images, polyglots and oversized files, storing nothing", async () => {
    const { cookie } = await createUser(t.app);
    const id = json(await t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie } })).id;
    const html = Buffer.from("<!doctype html><script>alert(1)</script>");
    const jpegThenScript = Buffer.concat([
      await jpegWithGps(64, 64),
      Buffer.from("<script>fetch('/api/profile')</script>"),
    ]);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    const pngNamedAsText = await smallPng();
    const cases: [Buffer, string, number][] = [
      [html, "image/jpeg", 415],
      [jpegThenScript, "image/jpeg", 415],
      [svg, "image/svg+xml", 415],
      [pngNamedAsText, "text/html", 415],
      [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]), "image/jpeg", 415],
      [Buffer.alloc(10 * 1024 * 1024 + 1, 0xff), "image/jpeg", 413],
    ];
    for (const [data, type, status] of cases) {
      const res = await upload(cookie, data, type);
      expect(res.statusCode, type).toBe(status);
      expect(json(res).error.message).toBe(status === 413 ? ProfileText.photoTooLarge : ProfileText.photoNotImage);
    }
    expect(await storedFiles(id)).toHaveLength(0);
    expect(filesOnDisk(id)).toEqual([]);
    const noFile = await t.app.inject({
      method: "POST",
      url: "/api/profile/photos",
      headers: { cookie, "content-type": "application/json" },
      payload: {},
    });
    expect(noFile.statusCode).toBe(400);

    // Files are parsed only on this route: a file sent to a route that takes none is refused
    // unread (415), and the profile stays as it was.
    const elsewhere = await t.app.inject({
      method: "PATCH",
      url: "/api/profile",
      ...withCookie(multipart("bio", "bio.png", "image/png", pngNamedAsText), cookie),
    });
    expect(elsewhere.statusCode).toBe(415);
    expect(json(elsewhere).error.code).toBe("FST_ERR_CTP_INVALID_MEDIA_TYPE");
    expect(json(await t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie } })).bio).toBeNull();
  });

  it("holds at 6 photos, also when uploads race", async () => {
    const { cookie } = await createUser(t.app);
    const png = await smallPng();
    const results = await Promise.all(Array.from({ length: 8 }, () => upload(cookie, png, "image/png", "p.png")));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(6);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(2);
    expect(json(refused[0]!).error.message).toBe(ProfileText.photoLimit);
    const profile = json(await t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie } }));
    expect(profile.photos).toHaveLength(6);
    // Refused uploads leave no file behind: the folder holds exactly the stored photos' files.
    const seventh = await upload(cookie, png, "image/png", "p.png");
    expect(seventh.statusCode).toBe(409);
    const keys = (await storedFiles(profile.id)).map((r) => r.storage_key).sort();
    expect(keys).toHaveLength(6);
    expect(filesOnDisk(profile.id)).toEqual(keys);
    for (const p of profile.photos) {
      const served = await t.app.inject({ method: "GET", url: p.url });
      expect(served.statusCode).toBe(200);
      // A photo its owner may delete (or a moderator remove) is kept by browsers only, never a shared cache.
      expect(served.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
    }
  });
});

describe("set as main and delete", () => {
  it("makes the first photo main, moves main on request, and passes it on when the main photo is deleted", async () => {
    const { cookie } = await createUser(t.app);
    const one = json(await upload(cookie, await smallPng("#ff0000"), "image/png"));
    const first = one.photos[0];
    expect(one.avatar_url).toBe(first.url);
    const two = json(await upload(cookie, await smallPng("#00ff00"), "image/png"));
    const second = two.photos[1];
    expect(two.avatar_url).toBe(first.url);

    const main = await t.app.inject({
      method: "PUT",
      url: "/api/profile/avatar",
      headers: { cookie },
      payload: { photo_id: second.id },
    });
    expect(json(main).avatar_url).toBe(second.url);

    const del = await t.app.inject({ method: "DELETE", url: `/api/profile/photos/${second.id}`, headers: { cookie } });
    expect(del.statusCode).toBe(200);
    expect(json(del).avatar_url).toBe(first.url);
    expect(json(del).photos.map((p: { id: string }) => p.id)).not.toContain(second.id);
    expect((await t.app.inject({ method: "GET", url: second.url })).statusCode).toBe(404);

    const last = await t.app.inject({ method: "DELETE", url: `/api/profile/photos/${first.id}`, headers: { cookie } });
    expect(json(last).avatar_url).toBeNull();
    expect(json(last).photos).toEqual([]);
  });

  it("refuses another user's photo id on every photo route", async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const photo = json(await upload(owner.cookie, await smallPng(), "image/png")).photos[0];

    const setMain = await t.app.inject({
      method: "PUT",
      url: "/api/profile/avatar",
      headers: { cookie: other.cookie },
      payload: { photo_id: photo.id },
    });
    expect(setMain.statusCode).toBe(404);
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/profile/photos/${photo.id}`,
      headers: { cookie: other.cookie },
    });
    expect(del.statusCode).toBe(404);
    const ownerView = json(
      await t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie: owner.cookie } }),
    );
    expect(ownerView.photos).toHaveLength(1);
    expect((await t.app.inject({ method: "GET", url: photo.url })).statusCode).toBe(200);
    const anon = await t.app.inject({ method: "DELETE", url: `/api/profile/photos/${photo.id}` });
    expect(anon.statusCode).toBe(401);
  });
});
