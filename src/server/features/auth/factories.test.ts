import { afterAll, beforeAll, expect, it } from "vitest";
import { createMembers } from "../../../../tests/support/factories.js";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.js";
import { loadConfig } from "../../config.js";
import { hashPassword } from "./password-hash.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { API_RATE_LIMIT_PER_MINUTE: "100000" });
});
afterAll(() => t.close());

it("makes 200 confirmed members with profiles through the real routes", async () => {
  const members = await createMembers(t.app, 200, (i) => ({ name: `Member ${String.fromCharCode(65 + (i % 26))}` }));
  expect(new Set(members.map((m) => m.id)).size).toBe(200);
  const confirmed = await t.database.db.selectFrom("users").select("id").where("email_verified", "=", true).execute();
  expect(confirmed.length).toBeGreaterThanOrEqual(200);
}, 120_000);

it("uses the cheap hash only in tests; everywhere else scrypt at OWASP cost", async () => {
  // What auth hashes with when the configuration names no test cost: OWASP's 2^17.
  const production = loadConfig({ DATA_DIR: t.dataDir }).passwordHashN;
  expect(() => loadConfig({ DATA_DIR: t.dataDir, TEST_PASSWORD_HASH_N: "1024" })).toThrow(/tests only/);
  expect((await hashPassword("Correct-Horse7!battery", production)).startsWith(`scrypt$${2 ** 17}$8$1$`)).toBe(true);
});

it("scales route limits for the browser tests, never in production", () => {
  expect(loadConfig({ DATA_DIR: t.dataDir }).rateLimitScale).toBe(1);
  expect(loadConfig({ DATA_DIR: t.dataDir, RATE_LIMIT_SCALE: "10" }).rateLimitScale).toBe(10);
  const production = {
    DATA_DIR: t.dataDir,
    NODE_ENV: "production",
    SESSION_SECRET: "x".repeat(40),
    SMTP_URL: "smtp://localhost:25",
    RATE_LIMIT_SCALE: "10",
  };
  expect(loadConfig(production).rateLimitScale).toBe(1);
});
