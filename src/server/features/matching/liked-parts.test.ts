import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LikedYou } from "#shared/matching";
import { LikePartText } from "#shared/phone-first-messages";
import { grantTier } from "../../../../scripts/grant.js";
import { createMember, uploadPhoto, type Member } from "../../../../tests/support/factories.js";
import { createTestApp, json, type TestApp } from "../../../../tests/support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const like = (m: Member, userId: string, part?: unknown, kind: "like" | "pass" = "like") =>
  t.app.inject({
    method: "POST",
    url: "/api/likes",
    headers: { cookie: m.cookie },
    payload: { user_id: userId, kind, ...(part === undefined ? {} : { part }) },
  });
const likedYou = async (m: Member) =>
  json<LikedYou>(await t.app.inject({ method: "GET", url: "/api/likes/received", headers: { cookie: m.cookie } }));
const storedLike = (from: Member, to: Member) =>
  t.database.db
    .selectFrom("likes")
    .select(["kind", "liked_photo_url", "liked_prompt"])
    .where("from_user_id", "=", from.id)
    .where("to_user_id", "=", to.id)
    .executeTakeFirst();
const addPhoto = (m: Member, color: string) => uploadPhoto(t.app, m, color);
const complete = (name: string) => ({ name, gender: "woman" as const, date_of_birth: "1994-02-03" });

describe("liking a photo or a prompt", () => {
  it("stores the part and shows it to a paid recipient, never to a free one", async () => {
    const me = await createMember(t.app, {
      ...complete("Ines"),
      prompts: [{ prompt: "sunday", answer: "Farmers market, then a long nap" }],
    });
    const myPhoto = await addPhoto(me, "#c04080");
    const [ana, bo, cy] = [
      await createMember(t.app, complete("Ana")),
      await createMember(t.app, complete("Bo")),
      await createMember(t.app, complete("Cy")),
    ];
    expect((await like(ana, me.id, { kind: "photo", url: myPhoto })).statusCode).toBe(200);
    expect((await like(bo, me.id, { kind: "prompt", prompt: "sunday" })).statusCode).toBe(200);
    expect((await like(cy, me.id)).statusCode).toBe(200);
    expect(await storedLike(ana, me)).toEqual({ kind: "like", liked_photo_url: myPhoto, liked_prompt: null });
    expect(await storedLike(bo, me)).toEqual({ kind: "like", liked_photo_url: null, liked_prompt: "sunday" });
    expect(await storedLike(cy, me)).toEqual({ kind: "like", liked_photo_url: null, liked_prompt: null });

    // Free: how many and the veils; what was liked would tell who, so nothing of it.
    const locked = await likedYou(me);
    expect(locked).toMatchObject({ count: 3, locked: true, people: [], parts: {} });
    expect(JSON.stringify(locked)).not.toContain(myPhoto);
    expect(JSON.stringify(locked)).not.toContain("sunday");

    await grantTier(t.database, me.email, "unlocked-plus", 30, t.bus);
    const open = await likedYou(me);
    expect(open.people.map((p) => p.name).sort()).toEqual(["Ana", "Bo", "Cy"]);
    expect(open.parts).toEqual({
      [ana.id]: { kind: "photo", url: myPhoto },
      [bo.id]: { kind: "prompt", prompt: "sunday", answer: "Farmers market, then a long nap" },
    });

    // A like again, for the whole person, replaces the part; a part that left the profile is not shown.
    expect((await like(bo, me.id)).statusCode).toBe(200);
    await t.app.inject({
      method: "PATCH",
      url: "/api/profile",
      headers: { cookie: me.cookie },
      payload: { prompts: [] },
    });
    expect((await likedYou(me)).parts).toEqual({ [ana.id]: { kind: "photo", url: myPhoto } });
    expect(await storedLike(bo, me)).toMatchObject({ liked_prompt: null });
  });

  it("refuses a part that is not theirs, or malformed, and stores nothing", async () => {
    const target = await createMember(t.app, {
      ...complete("Dee"),
      prompts: [{ prompt: "geek_out", answer: "Trains" }],
    });
    await addPhoto(target, "#2040c0");
    const other = await createMember(t.app, complete("Eve"));
    const othersPhoto = await addPhoto(other, "#20c040");
    const liker = await createMember(t.app, complete("Fay"));

    const refused = async (part: unknown, message: string | RegExp, kind: "like" | "pass" = "like") => {
      const res = await like(liker, target.id, part, kind);
      expect(res.statusCode, res.body).toBe(400);
      expect(json(res).error.message).toEqual(expect.stringMatching(message));
      expect(await storedLike(liker, target)).toBeUndefined();
    };
    await refused({ kind: "photo", url: othersPhoto }, LikePartText.notTheirPhoto);
    await refused({ kind: "photo", url: "https://example.com/x.jpg" }, LikePartText.notTheirPhoto);
    await refused({ kind: "prompt", prompt: "no_such_prompt" }, LikePartText.notTheirPrompt);
    await refused({ kind: "prompt", prompt: "sunday" }, LikePartText.notTheirPrompt); // not one they answered
    await refused({ kind: "video", url: othersPhoto }, LikePartText.malformed);
    await refused({ kind: "photo" }, LikePartText.malformed);
    await refused("sunday", LikePartText.malformed);
    await refused({ kind: "prompt", prompt: "geek_out" }, LikePartText.onlyForLikes, "pass");

    // Their own prompt is fine; a pass afterwards carries no part.
    expect((await like(liker, target.id, { kind: "prompt", prompt: "geek_out" })).statusCode).toBe(200);
    expect((await like(liker, target.id, undefined, "pass")).statusCode).toBe(200);
    expect(await storedLike(liker, target)).toEqual({ kind: "pass", liked_photo_url: null, liked_prompt: null });
  });

  it("carries the part in the liker's data export", async () => {
    const target = await createMember(t.app, {
      ...complete("Gia"),
      prompts: [{ prompt: "teach_me", answer: "Knots" }],
    });
    const liker = await createMember(t.app, complete("Hal"));
    expect((await like(liker, target.id, { kind: "prompt", prompt: "teach_me" })).statusCode).toBe(200);
    const as = (method: "GET" | "POST", url: string) =>
      t.app.inject({ method, url, headers: { cookie: liker.cookie } });
    expect((await as("POST", "/api/account/exports")).statusCode).toBe(202);
    await expect
      .poll(async () => json(await as("GET", "/api/account/exports")).exports[0].status, { timeout: 30_000 })
      .toBe("ready");
    const [ready] = json(await as("GET", "/api/account/exports")).exports;
    const files = unzipSync(new Uint8Array((await as("GET", ready.download_url)).rawPayload));
    const matching = JSON.parse(strFromU8(files["unlocked-data/data/matching.json"]!));
    expect(matching.likes).toEqual([
      expect.objectContaining({ to_user_id: target.id, kind: "like", liked_prompt: "teach_me", liked_photo_url: null }),
    ]);
  });
});
