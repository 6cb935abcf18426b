import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

const base = { LOG_LEVEL: "silent", SESSION_SECRET: "s".repeat(40), DATA_DIR: "/tmp/unlocked-config-test" };

describe("development features on a public address", () => {
  it("refuse to start when NODE_ENV was forgotten on a public APP_URL, unless asked for", () => {
    for (const appUrl of [
      "https://unlocked.example",
      "http://unlocked.example",
      "http://192.168.1.20:3000",
      "https://localhost:3000",
    ]) {
      for (const env of [{}, { NODE_ENV: "development" }, { NODE_ENV: "test" }]) {
        expect(() => loadConfig({ ...base, ...env, APP_URL: appUrl }), appUrl).toThrow(ConfigError);
        expect(() => loadConfig({ ...base, ...env, APP_URL: appUrl }), appUrl).toThrow(
          /NODE_ENV=production, or DEV_FEATURES=on/,
        );
      }
      expect(loadConfig({ ...base, APP_URL: appUrl, DEV_FEATURES: "on" }).devTools).toBe(true);
      const production = loadConfig({
        ...base,
        NODE_ENV: "production",
        APP_URL: appUrl,
        SMTP_URL: "smtp://mail.example:587",
      });
      expect(production.devTools).toBe(false);
    }
    for (const appUrl of [
      undefined,
      "http://localhost:3000",
      "http://127.0.0.1:8080",
      "http://app.localhost:3000",
      "http://[::1]:3000",
    ]) {
      expect(loadConfig({ ...base, ...(appUrl ? { APP_URL: appUrl } : {}) }).devTools, appUrl).toBe(true);
    }
  });
});
