import os from "node:os";
import path from "node:path";
import { mkdtempSync, rmSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ErrorCodes } from "#shared/errors";
import { GeneralText } from "#shared/messages";
import { createUser } from "../../../../tests/support/auth-helpers.js";
import { smallPng, multipart } from "../../../../tests/support/images.js";
import { createTestApp, json } from "../../../../tests/support/test-app.js";
import { buildApp } from "../../app.js";
import { loadConfig } from "../../config.js";
import { openDatabase } from "../../db/database.js";
import type { FileStorage } from "../storage/file-storage.js";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Log lines as the app writes them (JSON), kept for the test to read. */
function capturedLog() {
  const lines: Array<Record<string, unknown>> = [];
  return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } };
}

describe("request ids", () => {
  it("name every answer, and a server fault's body and log line, without anything personal in the log", async () => {
    const log = capturedLog();
    const failing: FileStorage = {
      put: async () => {
        throw new Error("disk on fire");
      },
      get: async () => null,
      delete: async () => undefined,
      publicUrl: (key) => `/media/${key}`,
      check: async () => ({ status: "ok", detail: "writable" }),
    };
    const t = await createTestApp({ storage: failing, logStream: log.stream }, { LOG_LEVEL: "info" });
    try {
      const { cookie } = await createUser(t.app, "rid.owner@example.com");
      const a = await t.app.inject({
        method: "GET",
        url: "/api/health",
        headers: { "x-request-id": "spoofed-by-a-client-0001" },
      });
      const b = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(a.headers["x-request-id"]).toMatch(uuid);
      expect(b.headers["x-request-id"]).toMatch(uuid);
      expect(a.headers["x-request-id"]).not.toBe(b.headers["x-request-id"]);

      const form = multipart("photo", "p.png", "image/png", await smallPng());
      const res = await t.app.inject({
        method: "POST",
        url: "/api/profile/photos",
        payload: form.payload,
        headers: { ...form.headers, cookie },
      });
      expect(res.statusCode).toBe(500);
      const id = res.headers["x-request-id"];
      expect(json(res)).toEqual({
        error: { code: ErrorCodes.internal, message: GeneralText.unexpected, request_id: id },
      });
      const lines = log.lines.filter((l) => l.reqId === id);
      expect(lines.map((l) => l.msg)).toEqual(["unhandled error", "request"]);
      expect(lines[1]).toMatchObject({ route: "/api/profile/photos", status: 500 });
      const text = JSON.stringify(log.lines);
      expect(text).not.toContain("rid.owner");
      expect(text).not.toContain(cookie.split("=")[1]!.slice(0, 20));
    } finally {
      await t.close();
    }
  });

  it("come from the reverse proxy only when it is trusted", async () => {
    const t = await createTestApp({}, { TRUST_PROXY: "true" });
    try {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/health",
        headers: { "x-request-id": "0123456789abcdef0123456789abcdef" },
      });
      expect(res.headers["x-request-id"]).toBe("0123456789abcdef0123456789abcdef");
      // Nothing a log line could misread.
      const odd = await t.app.inject({
        method: "GET",
        url: "/api/health",
        headers: { "x-request-id": 'a" ,"admin":true' },
      });
      expect(odd.headers["x-request-id"]).toMatch(uuid);
    } finally {
      await t.close();
    }
  });
});

describe("a database that cannot be reached", () => {
  it("answers 503 at once, naming the request, instead of a 500 or a wait", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "unlocked-nodb-"));
    // Nothing listens on port 9 (discard): every connection is refused.
    const database = await openDatabase({ databaseUrl: "postgres://postgres@127.0.0.1:9/nothing" });
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      APP_URL: "http://localhost:3000",
    });
    const app = await buildApp({ config, database, migration: null });
    try {
      const started = Date.now();
      const res = await app.inject({
        method: "POST",
        url: "/api/auth/sign-in",
        payload: { email: "a@example.com", password: "whatever-it-is-1A" },
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers["retry-after"]).toBe("5");
      expect(json(res)).toEqual({
        error: {
          code: ErrorCodes.unavailable,
          message: GeneralText.unavailable,
          request_id: res.headers["x-request-id"],
        },
      });
      expect(Date.now() - started).toBeLessThan(5000);
      expect((await app.inject({ method: "GET", url: "/api/ready" })).statusCode).toBe(503);
    } finally {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
