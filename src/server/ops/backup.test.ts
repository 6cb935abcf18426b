import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { GOOD_PASSWORD } from "../../../tests/support/auth-helpers.js";
import { matchedPair } from "../../../tests/support/factories.js";
import { multipart, smallPng } from "../../../tests/support/images.js";
import { freshPostgres, json } from "../../../tests/support/test-app.js";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { openDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { backup, BackupError, restore, type Instance } from "./backup.js";

const base = process.env.TEST_DATABASE_URL;
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const step of cleanups.reverse()) await step();
});

/** A new, empty instance: a data folder, and on the PostgreSQL run a new database. */
async function emptyInstance(): Promise<Instance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "unlocked-backup-"));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  if (!base) return { dataDir };
  const db = await freshPostgres(base);
  cleanups.push(db.drop);
  return { dataDir, databaseUrl: db.url };
}

/** The real app on an instance, as `npm start` would open it; `stop` closes it and its database. */
async function serve(instance: Instance) {
  const database = await openDatabase(
    instance.databaseUrl ? { databaseUrl: instance.databaseUrl } : { pgliteDir: path.join(instance.dataDir, "db") },
  );
  const config = loadConfig({
    NODE_ENV: "test",
    TEST_PASSWORD_HASH_N: "1024",
    LOG_LEVEL: "silent",
    DATA_DIR: instance.dataDir,
    APP_URL: "http://localhost:3000",
  });
  const app = await buildApp({ config, database, migration: await migrateToLatest(database.db) });
  return { app, stop: async () => (await app.close(), await database.close()) };
}

describe("backup and restore", () => {
  it("bring every member, photo, match and message of a populated instance back in an empty one", async () => {
    const source = await emptyInstance();
    const before = await serve(source);
    const [ada, bea, matchId] = await matchedPair(before.app, ["Ada", "Bea"]);
    const form = multipart("photo", "p.png", "image/png", await smallPng("#8844cc"));
    expect(
      (
        await before.app.inject({
          method: "POST",
          url: "/api/profile/photos",
          payload: form.payload,
          headers: { ...form.headers, cookie: ada.cookie },
        })
      ).statusCode,
    ).toBe(201);
    for (const [from, text] of [
      [ada, "Hello Bea"],
      [bea, "Hello Ada"],
    ] as const) {
      await before.app.inject({
        method: "POST",
        url: `/api/conversations/${matchId}/messages`,
        headers: { cookie: from.cookie },
        payload: { message_text: text },
      });
    }
    const profile = json(
      await before.app.inject({ method: "GET", url: "/api/profile", headers: { cookie: ada.cookie } }),
    );
    const photoBytes = (await before.app.inject({ method: "GET", url: profile.photos[0].url })).rawPayload;
    expect(photoBytes.length).toBeGreaterThan(0);
    await before.stop();

    const outDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "unlocked-backups-")), "one");
    cleanups.push(() => fs.rmSync(path.dirname(outDir), { recursive: true, force: true }));
    const manifest = await backup(source, outDir);
    expect(manifest).toMatchObject({ format: 1, database: base ? "postgres" : "pglite", photos: 1 });
    expect(fs.statSync(outDir).mode & 0o777).toBe(0o700);
    // A backup never overwrites another.
    await expect(backup(source, outDir)).rejects.toBeInstanceOf(BackupError);

    const target = await emptyInstance();
    await restore(outDir, target);
    // Restoring over data is refused: it would mix two instances.
    await expect(restore(outDir, target)).rejects.toBeInstanceOf(BackupError);
    const after = await serve(target);
    try {
      // The same sessions still sign them in (the signing secret came back too).
      const restored = json(
        await after.app.inject({ method: "GET", url: "/api/profile", headers: { cookie: ada.cookie } }),
      );
      expect(restored).toMatchObject({ id: ada.id, name: "Ada", photos: [{ id: profile.photos[0].id }] });
      expect(
        (await after.app.inject({ method: "GET", url: restored.photos[0].url })).rawPayload.equals(photoBytes),
      ).toBe(true);
      const matches = json(
        await after.app.inject({ method: "GET", url: "/api/matches", headers: { cookie: bea.cookie } }),
      );
      expect(matches.matches.map((m: { id: string }) => m.id)).toContain(matchId);
      const messages = json(
        await after.app.inject({
          method: "GET",
          url: `/api/conversations/${matchId}/messages`,
          headers: { cookie: bea.cookie },
        }),
      );
      expect(messages.messages.map((m: { message_text: string }) => m.message_text)).toEqual([
        "Hello Bea",
        "Hello Ada",
      ]);
      // And by password, as after any restore.
      const signIn = await after.app.inject({
        method: "POST",
        url: "/api/auth/sign-in",
        payload: { email: bea.email, password: GOOD_PASSWORD },
      });
      expect(signIn.statusCode).toBe(200);
    } finally {
      await after.stop();
    }
  }, 120_000);
});
