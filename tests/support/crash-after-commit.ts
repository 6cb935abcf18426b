/**
 * Run in a child process by the outbox test (platform/events/outbox.test.ts): an app on the
 * database named by DATABASE_URL makes a match, and the process dies the instant the match's
 * transaction has committed, before any of its event's deliveries ran: as a crash would. It
 * prints the two members as one JSON line first, so the test can look for their effects.
 */
import { createMember } from "./factories.js";
import { createTestApp } from "./test-app.js";

// A lease of one second: the restarted app's worker may take the deliveries over that soon.
const t = await createTestApp({}, { DATABASE_URL: process.env.DATABASE_URL!, JOBS: "off", EVENT_LEASE_SECONDS: "1" });
const [a, b] = [
  await createMember(t.app, { name: "Ada", gender: "woman" }),
  await createMember(t.app, { name: "Bea", gender: "woman" }),
];
process.stdout.write(`${JSON.stringify({ a: a.id, aEmail: a.email, b: b.id, bEmail: b.email })}\n`);
// The bus tells every process of the event first (this handler), then delivers it: killed here,
// the match and its outbox rows are committed and no delivery has started.
t.bus!.onEverywhere("MatchCreated", () => void process.kill(process.pid, "SIGKILL"));
const like = (from: typeof a, to: typeof a) =>
  t.app.inject({ method: "POST", url: "/api/likes", headers: { cookie: from.cookie }, payload: { user_id: to.id } });
await like(a, b);
await like(b, a);
process.stdout.write("not killed\n");
process.exit(1);
