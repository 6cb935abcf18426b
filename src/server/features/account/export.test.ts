import { readFileSync } from "node:fs";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ExportText } from "#shared/account";
import { grantTier } from "../../../../scripts/grant.js";
import { mailbox } from "../../../../tests/support/auth-helpers.js";
import { matchedPair, type Member } from "../../../../tests/support/factories.js";
import { multipart, smallPng } from "../../../../tests/support/images.js";
import { createTestApp, json, type TestApp } from "../../../../tests/support/test-app.js";

// The services' clock (an archive's days); sessions keep real time. Jobs on: the archive is built
// by the job queue (pg-boss on this test's database), as in a running server.
let clock = new Date();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock }, { JOBS: "on" });
});
afterAll(() => t.close());

const as = (m: Member, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: m.cookie }, ...(payload ? { payload } : {}) });

describe("the data export", () => {
  it("builds an archive of everything held about the member in the background, for them alone, mailed and kept for a week", async () => {
    const [ada, bea, matchId] = await matchedPair(t.app, ["Ada", "Bea"]);
    const png = await smallPng();
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/profile/photos",
      ...(({ payload, headers }) => ({ payload, headers: { ...headers, cookie: ada.cookie } }))(
        multipart("photo", "me.png", "image/png", png),
      ),
    });
    expect(upload.statusCode).toBe(201);
    const stored = readFileSync(
      path.join(
        t.dataDir,
        "uploads",
        new URL(json(upload).photos[0].url, "http://x").pathname.replace(/^\/media\//, ""),
      ),
    );
    await as(ada, "POST", `/api/conversations/${matchId}/messages`, { message_text: "Sent by Ada" });
    await as(bea, "POST", `/api/conversations/${matchId}/messages`, { message_text: "Received from Bea" });
    await as(ada, "POST", "/api/reports", {
      reported_user_id: bea.id,
      reason: "spam",
      description: "A report Ada filed",
    });

    const asked = await as(ada, "POST", "/api/account/exports");
    expect(asked.statusCode, asked.body).toBe(202);
    const exportId = json(asked).id;
    // While it is being prepared, asking again answers the same archive.
    expect(json(await as(ada, "POST", "/api/account/exports")).id).toBe(exportId);
    await expect
      .poll(async () => json(await as(ada, "GET", "/api/account/exports")).exports[0].status, { timeout: 30_000 })
      .toBe("ready");
    const [ready] = json(await as(ada, "GET", "/api/account/exports")).exports;
    expect(ready).toMatchObject({ id: exportId, download_url: `/api/account/exports/${exportId}/download` });

    const download = await as(ada, "GET", ready.download_url);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/zip");
    expect(download.headers["content-disposition"]).toMatch(
      /^attachment; filename="unlocked-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(download.rawPayload));
    const data = (name: string) => JSON.parse(strFromU8(files[`unlocked-data/data/${name}.json`]!));
    expect(
      Object.keys(files)
        .filter((f) => f.endsWith(".json"))
        .sort(),
    ).toEqual(
      [
        "activity",
        "ai-digest",
        "auth",
        "connection-dna",
        "early-access",
        "invitations",
        "match-memory",
        "matching",
        "memory-vault",
        "messaging",
        "moderation",
        "notifications",
        "perks",
        "profiles",
        "quiz",
        "safety",
        "subscriptions",
        "verification",
      ].map((n) => `unlocked-data/data/${n}.json`),
    );
    expect(data("auth").users).toMatchObject([{ id: ada.id, email: ada.email }]);
    expect(JSON.stringify(data("auth"))).not.toMatch(/token|password/);
    expect(data("messaging").messages.map((m: { message_text: string }) => m.message_text)).toEqual([
      "Sent by Ada",
      "Received from Bea",
    ]);
    expect(data("moderation").user_reports).toMatchObject([{ description: "A report Ada filed" }]);
    expect(data("matching").matches).toMatchObject([{ id: matchId }]);
    const photos = Object.keys(files).filter((f) => f.startsWith("unlocked-data/photos/"));
    expect(photos).toHaveLength(1);
    expect(Buffer.from(files[photos[0]!]!).equals(stored)).toBe(true);

    // Only Ada: another member and a visitor get nothing; the mail says where to fetch it.
    expect((await as(bea, "GET", ready.download_url)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: ready.download_url })).statusCode).toBe(401);
    expect((await mailbox(t.app, ada.email)).map((m) => m.subject)).toContain("Your Unlocked data is ready");

    // After its week the archive is gone.
    clock = new Date(clock.getTime() + 8 * 24 * 60 * 60 * 1000);
    const late = await as(ada, "GET", ready.download_url);
    expect(late.statusCode).toBe(404);
    expect(json(late).error.message).toBe(ExportText.gone);
    expect(json(await as(ada, "GET", "/api/account/exports")).exports[0]).toMatchObject({
      status: "expired",
      download_url: null,
    });
  });

  it("holds what the member could see in the app: no read receipts without the plan, no one they blocked", async () => {
    const download = async (m: Member) => {
      expect((await as(m, "POST", "/api/account/exports")).statusCode).toBe(202);
      await expect
        .poll(async () => json(await as(m, "GET", "/api/account/exports")).exports[0].status, { timeout: 30_000 })
        .toBe("ready");
      const [ready] = json(await as(m, "GET", "/api/account/exports")).exports;
      const files = unzipSync(new Uint8Array((await as(m, "GET", ready.download_url)).rawPayload));
      return (name: string) => JSON.parse(strFromU8(files[`unlocked-data/data/${name}.json`]!));
    };
    // A free member's own message, read by its recipient: the app hides when (a paid receipt).
    const [cai, dov, cdMatch] = await matchedPair(t.app, ["Cai", "Dov"]);
    const sent = json(await as(cai, "POST", `/api/conversations/${cdMatch}/messages`, { message_text: "Read yet?" }));
    expect((await as(dov, "POST", `/api/conversations/${cdMatch}/read`, { up_to: sent.id })).statusCode).toBe(200);
    // Dov's private Match Memory about Cai is in Dov's archive, never in Cai's.
    await grantTier(t.database, dov.email, "unlocked-plus", 30, t.bus);
    const note = await t.app.inject({
      method: "PUT",
      url: `/api/matches/${cdMatch}/memory`,
      headers: { cookie: dov.cookie },
      payload: { note: "Cai asks if I've read it yet" },
    });
    expect(note.statusCode, note.body).toBe(200);
    const caisData = await download(cai);
    expect(caisData("messaging").messages).toMatchObject([{ message_text: "Read yet?", read_at: null }]);
    expect(caisData("match-memory").match_memory_notes).toEqual([]);
    // Dov's own reading time is his to see, and his note.
    const dovsData = await download(dov);
    expect(dovsData("messaging").messages[0].read_at).not.toBeNull();
    expect(dovsData("match-memory").match_memory_notes).toMatchObject([
      { match_id: cdMatch, note: "Cai asks if I've read it yet" },
    ]);

    // A digest that named someone the member has since blocked: neither it nor their chat is exported.
    const [eli, zephyrine, ezMatch] = await matchedPair(t.app, ["Eli", "Zephyrine"]);
    await grantTier(t.database, eli.email, "unlocked-plus", 30, t.bus);
    await as(eli, "POST", `/api/conversations/${ezMatch}/messages`, { message_text: "Before the block" });
    const digest = await as(eli, "POST", "/api/ai-digest/generate");
    expect(digest.body).toContain("Zephyrine");
    expect((await as(eli, "POST", "/api/blocks", { blocked_user_id: zephyrine.id })).statusCode).toBe(201);
    const elisData = await download(eli);
    expect(elisData("ai-digest").compatibility_digests).toHaveLength(1);
    expect(JSON.stringify(elisData("ai-digest"))).not.toMatch(new RegExp(`Zephyrine|${zephyrine.id}|${ezMatch}`));
    expect(elisData("messaging").messages).toEqual([]);
  });
});
