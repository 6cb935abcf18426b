import { spawn } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { mailbox } from "../../../../tests/support/auth-helpers.js";
import { matchedPair } from "../../../../tests/support/factories.js";
import { createTestApp, freshPostgres, type TestApp } from "../../../../tests/support/test-app.js";
import { failedDeliveries, retryDeliveries } from "../../../../scripts/events.js";
import { EVENTS_QUEUE } from "./outbox.js";

/**
 * The transactional outbox (ADR 0428, 0429, 0430) on a real app and database: deliveries
 * are pg-boss jobs written with the change, worked by the app's own job queue.
 */
const open: TestApp[] = [];
afterEach(async () => {
  for (const t of open.splice(0)) await t.close();
});
/** JOBS on, and a short lease and retry delay, so a worker takes over within seconds. */
const withWorker = { JOBS: "on", EVENT_LEASE_SECONDS: "1", EVENT_RETRY_SECONDS: "1" };
async function app(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp({}, env);
  open.push(t);
  return t;
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, seconds = 30): Promise<T> {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

const journeyRows = (t: TestApp, userId: string, type: string) =>
  t.database.db
    .selectFrom("user_events")
    .select("event_key")
    .where("user_id", "=", userId)
    .where("event_type", "=", type)
    .execute();
const matchMails = async (t: TestApp, email: string) =>
  (await mailbox(t.app, email)).filter((m) => m.subject === "You have a new match on Unlocked");
/** The outbox's jobs by state (pg-boss's own table). */
async function outboxJobs(t: TestApp): Promise<Record<string, number>> {
  const { rows } = await t.database.executeSql(
    "select state, count(*)::int as n from pgboss.job where name = $1 group by state",
    [EVENTS_QUEUE],
  );
  return Object.fromEntries((rows as Array<{ state: string; n: number }>).map((r) => [r.state, r.n]));
}

describe("domain events through the outbox", () => {
  it("retries a handler that fails twice until it succeeds: one effect, and the request never failed", async () => {
    const t = await app(withWorker);
    const [a, , matchId] = await matchedPair(t.app);
    let calls = 0;
    const effects: string[] = [];
    t.bus!.on("MessageSent", "test.flaky", ({ messageId }) => {
      calls += 1;
      if (calls <= 2) throw new Error(`flaky handler, attempt ${calls}`);
      effects.push(messageId);
    });
    const res = await t.app.inject({
      method: "POST",
      url: `/api/conversations/${matchId}/messages`,
      headers: { cookie: a.cookie },
      payload: { message_text: "hello" },
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: string }>();
    // The first attempt ran right after the commit and failed; the queue's worker retries.
    expect(calls).toBe(1);
    await eventually(
      async () => effects.length,
      (n) => n > 0,
    );
    expect(effects).toEqual([id]);
    expect(calls).toBe(3);
    // A worker delivers the event whole, so the message's other handlers ran again: they are
    // idempotent, and recorded nothing twice (one journey row, not three).
    expect(await journeyRows(t, a.id, "message_sent")).toEqual([{ event_key: id }]);
    await eventually(
      () => outboxJobs(t),
      (jobs) => !jobs.created && !jobs.retry && !jobs.active,
    );
    expect(await outboxJobs(t)).toEqual({ completed: 1 });
  });

  it("parks a delivery that keeps failing, where `npm run events -- retry` gives it another go", async () => {
    const t = await app({ ...withWorker, EVENT_RETRIES: "1" });
    const [a, , matchId] = await matchedPair(t.app);
    let failing = true;
    let done = 0;
    t.bus!.on("MessageSent", "test.broken", () => {
      if (failing) throw new Error("still broken");
      done += 1;
    });
    const res = await t.app.inject({
      method: "POST",
      url: `/api/conversations/${matchId}/messages`,
      headers: { cookie: a.cookie },
      payload: { message_text: "hi" },
    });
    expect(res.statusCode).toBe(201);
    const parked = await eventually(
      () => failedDeliveries(t.database),
      (list) => list.length > 0,
    );
    expect(parked).toEqual([
      {
        jobId: expect.any(String),
        eventId: expect.any(String),
        event: "MessageSent",
        handlers: expect.arrayContaining(["activity.message-sent", "test.broken"]),
        error: expect.stringMatching(/MessageSent\): test\.broken failed$/),
        failedAt: expect.any(Date),
        retries: 1,
      },
    ]);
    failing = false;
    expect(await retryDeliveries(t.database)).toBe(1);
    await eventually(
      async () => done,
      (n) => n > 0,
    );
    expect(done).toBe(1);
    expect(await failedDeliveries(t.database)).toEqual([]);
  });

  it("changes nothing when the same event is delivered twice", async () => {
    const t = await app();
    const [a, b, matchId] = await matchedPair(t.app);
    // The dev mailbox waits for off-path work (the journey mails) before it answers.
    expect(await matchMails(t, a.email)).toHaveLength(1);
    expect(await matchMails(t, b.email)).toHaveLength(1);
    const delivery = {
      id: crypto.randomUUID(),
      eventId: crypto.randomUUID(),
      event: "MatchCreated" as const,
      handlers: ["activity.match-created", "notifications.new-match", "connection-dna.on-match"],
      payload: { matchId, userIds: [a.id, b.id] },
    };
    await t.bus!.redeliver(delivery);
    await t.bus!.redeliver(delivery);
    expect(await journeyRows(t, a.id, "match_created")).toEqual([{ event_key: matchId }]);
    expect(await journeyRows(t, b.id, "match_created")).toEqual([{ event_key: matchId }]);
    expect(await matchMails(t, a.email)).toHaveLength(1);
    expect(await matchMails(t, b.email)).toHaveLength(1);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("a crash between the commit and the delivery", () => {
  it("delivers every event of the committed change after a restart, once in effect", async () => {
    const pg = await freshPostgres(process.env.TEST_DATABASE_URL!);
    try {
      const child = spawn(process.execPath, ["--import", "tsx", "tests/support/crash-after-commit.ts"], {
        env: { ...process.env, DATABASE_URL: pg.url },
        stdio: ["ignore", "pipe", "inherit"],
      });
      let out = "";
      child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
      const signal = await new Promise<NodeJS.Signals | null>((resolve) =>
        child.on("exit", (_code, sig) => resolve(sig)),
      );
      expect(signal).toBe("SIGKILL");
      const ids = JSON.parse(out.split("\n")[0]!) as { a: string; aEmail: string; b: string; bEmail: string };

      // Restarted: the match is there, and so are its deliveries, none of them run.
      const t = await app({ ...withWorker, DATABASE_URL: pg.url });
      const match = await t.database.db.selectFrom("matches").select("id").executeTakeFirstOrThrow();
      expect(await journeyRows(t, ids.a, "match_created")).toEqual([]);
      await eventually(
        async () =>
          (await journeyRows(t, ids.a, "match_created")).length + (await journeyRows(t, ids.b, "match_created")).length,
        (n) => n === 2,
      );
      await eventually(
        () => matchMails(t, ids.bEmail),
        (mails) => mails.length > 0,
      );
      await eventually(
        () => outboxJobs(t),
        (jobs) => !jobs.created && !jobs.retry && !jobs.active,
      );
      expect(await journeyRows(t, ids.a, "match_created")).toEqual([{ event_key: match.id }]);
      expect(await journeyRows(t, ids.b, "match_created")).toEqual([{ event_key: match.id }]);
      expect(await matchMails(t, ids.aEmail)).toHaveLength(1);
      expect(await matchMails(t, ids.bEmail)).toHaveLength(1);
      expect((await outboxJobs(t)).failed).toBeUndefined();
    } finally {
      for (const t of open.splice(0)) await t.close();
      await pg.drop();
    }
  }, 60_000);
});
