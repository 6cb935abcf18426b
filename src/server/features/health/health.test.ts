import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestApp } from "../../../../tests/support/test-app.js";
import { openDatabase } from "../../db/database.js";
import { migrations } from "../../db/migrations/index.js";
import { createLifecycle } from "../../platform/lifecycle.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the app shell", () => {
  it("reports every part it depends on, each checked: database, migrations, mail, storage, realtime bus, job queue", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const known = Object.keys(migrations);
    const body = json(res);
    expect(body).toMatchObject({
      status: "ok",
      database: process.env.TEST_DATABASE_URL ? "postgres" : "pglite",
      migration: known.at(-1),
    });
    const byName = Object.fromEntries(body.checks.map((c: { name: string }) => [c.name, c]));
    expect(Object.keys(byName)).toEqual(["database", "migrations", "mail", "storage", "realtime", "jobs"]);
    expect(byName.database).toMatchObject({
      status: "ok",
      detail: process.env.TEST_DATABASE_URL ? "PostgreSQL server" : "PGlite, embedded",
    });
    expect(byName.migrations).toEqual({
      name: "migrations",
      status: "ok",
      detail: `${known.length} applied, the latest ${known.at(-1)}`,
    });
    expect(byName.mail.detail).toContain("Development outbox");
    expect(byName.storage.detail).toMatch(/^Local disk, [\d.]+ GB free$/);
    expect(byName.realtime).toMatchObject({ status: "ok", detail: "In-process (one server process)" });
    // API tests run with JOBS off: reported as off, which is not a failure.
    expect(byName.jobs.status).toBe("off");
    const ready = await t.app.inject({ method: "GET", url: "/api/ready" });
    expect([ready.statusCode, json(ready), ready.headers["cache-control"]]).toEqual([200, { ready: true }, "no-store"]);
  });

  it("is not ready once it begins to shut down, while it still serves what it has", async () => {
    const lifecycle = createLifecycle();
    const closing = await createTestApp({ lifecycle });
    try {
      lifecycle.beginShutdown();
      const ready = await closing.app.inject({ method: "GET", url: "/api/ready" });
      expect([ready.statusCode, json(ready)]).toEqual([503, { ready: false, reason: "shutting-down" }]);
      expect((await closing.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
      expect((await closing.app.inject({ method: "GET", url: "/api/faqs" })).statusCode).toBe(200);
    } finally {
      await closing.close();
    }
  });

  it("a failing part other than the database degrades the report but keeps 200; the cause stays out of it", async () => {
    // A real SMTP transport aimed at a port nobody listens on, and an unreachable Redis.
    const broken = await createTestApp({}, { SMTP_URL: "smtp://127.0.0.1:9", REDIS_URL: "redis://127.0.0.1:9" });
    try {
      const res = await broken.app.inject({ method: "GET", url: "/api/health" });
      expect(res.statusCode).toBe(200);
      const body = json(res);
      expect(body.status).toBe("degraded");
      const byName = Object.fromEntries(body.checks.map((c: { name: string }) => [c.name, c]));
      expect(byName.mail.status).toBe("error");
      expect(byName.realtime.status).toBe("error");
      expect(byName.database.status).toBe("ok");
      expect(res.body).not.toContain("127.0.0.1");
      // Without Redis its members would miss what happens in other processes: not ready.
      const ready = await broken.app.inject({ method: "GET", url: "/api/ready" });
      expect([ready.statusCode, json(ready)]).toEqual([503, { ready: false, reason: "redis" }]);
    } finally {
      await broken.close();
    }
  });

  it("stays 200 (the process is up) but is not ready when the database does not answer", async () => {
    // A real pool aimed at a port where no PostgreSQL listens.
    const gone = await openDatabase({ databaseUrl: "postgres://postgres@127.0.0.1:9/gone" });
    const down = await createTestApp({ database: gone });
    try {
      const res = await down.app.inject({ method: "GET", url: "/api/health" });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toMatchObject({
        status: "error",
        checks: expect.arrayContaining([{ name: "database", status: "error", detail: "No answer" }]),
      });
      const ready = await down.app.inject({ method: "GET", url: "/api/ready" });
      expect([ready.statusCode, json(ready)]).toEqual([503, { ready: false, reason: "database" }]);
    } finally {
      await down.close();
      await gone.close();
    }
  });

  it("answers unknown API paths with a JSON 404 in the error shape", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nope" });
    expect(res.statusCode).toBe(404);
    expect(json(res).error.code).toBe("NOT_FOUND");
  });

  it("sends security headers: pages get a CSP that allows no inline script, JSON answers load nothing", async () => {
    const page = await t.app.inject({ method: "GET", url: "/profile" });
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self';");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    // The camera and microphone (video calls) from our own pages only; location, payment and the rest never.
    const permissions = String(page.headers["permissions-policy"]).split(", ");
    expect(permissions).toEqual(
      expect.arrayContaining(["camera=(self)", "microphone=(self)", "geolocation=()", "payment=()", "usb=()"]),
    );
    const api = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(api.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers["x-content-type-options"]).toBe("nosniff");
    expect(api.headers["referrer-policy"]).toBe("no-referrer");
  });

  it("serves OpenAPI docs generated from the route schemas", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    const doc = json(res);
    expect(
      doc.paths["/api/auth/sign-up"].post.requestBody.content["application/json"].schema.properties,
    ).toHaveProperty("date_of_birth");
  });

  it("turns malformed JSON into a 400, not a 500", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      headers: { "content-type": "application/json" },
      payload: "{nope",
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).error.message).toBeTruthy();
  });

  it("serves the FAQ seeded by migration, about 30 questions in order", async () => {
    const { faqs } = json(await t.app.inject({ method: "GET", url: "/api/faqs" }));
    expect(faqs.length).toBeGreaterThanOrEqual(25);
    expect(faqs.map((f: { id: number }) => f.id)).toEqual(
      [...faqs.map((f: { id: number }) => f.id)].sort((a, b) => a - b),
    );
    const text = faqs.map((f: { question: string; answer: string }) => `${f.question} ${f.answer}`).join(" ");
    for (const topic of [
      /Echo/,
      /delete/i,
      /cancel/i,
      /Memory Vault/,
      /video/i,
      /accessib/i,
      /\$12/,
      /\$39/,
      /moderator/,
      /in review/,
    ])
      expect(text).toMatch(topic);
  });
});

describe("production", () => {
  it("refuses to start without SESSION_SECRET or a real mail transport, and has no dev mailbox", async () => {
    await expect(createTestApp({}, { NODE_ENV: "production", SMTP_URL: "smtp://127.0.0.1:9" })).rejects.toThrow(
      /SESSION_SECRET is required/,
    );
    await expect(createTestApp({}, { NODE_ENV: "production", SESSION_SECRET: "x".repeat(40) })).rejects.toThrow(
      /SMTP_URL is required/,
    );
    const prod = await createTestApp(
      {},
      { NODE_ENV: "production", SESSION_SECRET: "x".repeat(40), SMTP_URL: "smtp://127.0.0.1:9" },
    );
    try {
      expect((await prod.app.inject({ method: "GET", url: "/api/dev/mailbox" })).statusCode).toBe(404);
      expect((await prod.app.inject({ method: "GET", url: "/dev/mailbox" })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
