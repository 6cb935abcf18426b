/**
 * `npm run bench -- chat-history [--sizes=100,1000,5000,20000] [--opens=5] [--live=20] [--no-build]`:
 * a long conversation as its two people feel it. Two Unlocked+ members (made through the API and
 * the test checkout) match; their conversation is filled to N messages (written straight into
 * PostgreSQL: a year of chat through the API would take hours); then, at each size, in Chromium at
 * 390 px with the recipient signed in:
 * - the newest page's GET (what opening the conversation asks the API for): p50 / p95, answer size;
 * - open → last message visible: from navigation start to the newest message intersecting the
 *   screen (an IntersectionObserver in the page; the page loads as a person's would, server
 *   rendering included), over `--opens` fresh pages;
 * - a new message: from the sender's request (the bench, as the sender's tap) to its bubble
 *   visible on the recipient's open page, over `--live` messages;
 * - the page's JS heap after a garbage collection, with the conversation open.
 * Then (`--matches=500`, 0 to skip) the recipient's conversation list with that many more
 * matches, each holding 20 messages: the list's first page and the Messages badge's GET, p50 / p95.
 * Targets (issue 43): open ≤ 800 ms and a new message ≤ 150 ms p95 at every size, the newest page's
 * GET p95 ≤ 15 ms, heap ≤ 60 MB at 20,000. The server runs on PostgreSQL (BENCH_DATABASE_URL).
 */
import { spawnSync } from "node:child_process";
import http from "node:http";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { chromium, type Browser, type Page } from "playwright";
import { chromiumPath, chromiumFlags } from "./web/chromium.js";
import { inNewYork } from "./web/bench-member.js";
import { signedInCookie, startServer } from "./web/server-process.js";

const pgUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const option = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const targets = { openMs: 800, liveP95Ms: 150, getP95Ms: 15, heapMb: 60 };

type Member = { id: string; cookie: string };
const agent = new http.Agent({ keepAlive: true });

/** One API call as the member (node:http with keep-alive: the bench shares two cores with the server). */
function call(url: string, m: Member, method: string, path: string, body?: unknown) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(
      `${url}${path}`,
      {
        method,
        agent,
        headers: {
          origin: url,
          cookie: m.cookie,
          ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}
async function json(url: string, m: Member, method: string, path: string, body?: unknown) {
  const r = await call(url, m, method, path, body);
  if (r.status >= 300) throw new Error(`bench: ${method} ${path} answered ${r.status} ${r.text}`);
  return JSON.parse(r.text) as Record<string, unknown>;
}

/** A confirmed member in New York on Unlocked+, bought through the test checkout as a member would. */
async function plusMember(url: string, name: string, gender: "woman" | "man"): Promise<Member> {
  const m = { id: "", cookie: await signedInCookie(url) };
  const profile = await json(url, m, "PATCH", "/api/profile", inNewYork(name, gender));
  m.id = profile.id as string;
  const { payment_id } = await json(url, m, "POST", "/api/payments/checkout", { plan: "unlocked-plus" });
  const approved = await call(url, m, "GET", `/api/payments/return?payment=${payment_id as string}`);
  if (approved.status >= 400) throw new Error(`bench: the test checkout answered ${approved.status}`);
  const plan = await json(url, m, "GET", "/api/subscription");
  if (JSON.stringify(plan).indexOf("unlocked-plus") < 0) throw new Error("bench: the plan did not activate");
  return m;
}

const lines = [
  "Morning! Did you sleep at all after that thunderstorm?",
  "Barely. The cat decided it was the end of the world.",
  "Ha, mine hid in the bathtub. Coffee later?",
  "Yes please. The place on 9th with the terrible chairs?",
  "The chairs are part of the charm. 5:30?",
  "Perfect. I'll bring the book I told you about.",
  "Still can't believe you've never read it.",
  "I know, I know. Tell me about your day so far?",
  "Two meetings that could have been emails, and a very good sandwich.",
  "A good sandwich rescues any day. What was in it?",
  "Roast peppers, mozzarella, far too much basil. No regrets.",
  "Okay now I'm hungry. See you at 5:30!",
];

/** Fills the conversation to `size` messages, oldest first, a few minutes apart; all read but the last few. */
async function fill(db: pg.Client, matchId: string, a: Member, b: Member, size: number, marker: string) {
  await db.query("delete from messages where match_id = $1", [matchId]);
  await db.query(
    `insert into messages (match_id, sender_id, message_text, created_at, read_at)
     select $1, case when g % 3 = 0 then $2 else $3 end,
            case when g = $4 then $5 else ($6::text[])[1 + g % 12] end,
            now() - interval '1 hour' - ($4 - g) * interval '3 minutes',
            case when g > $4 - 3 then null else now() - interval '1 hour' - ($4 - g) * interval '3 minutes' end
       from generate_series(1, $4::int) g`,
    [matchId, b.id, a.id, size, `See you Saturday at the market! ${marker}`, lines],
  );
  await db.query("analyze messages");
}

/**
 * Runs in the page before its own scripts: records when each wanted marker's text first
 * intersects the screen (epoch ms, `__seen`). Plain JavaScript: the bench's TypeScript has no DOM.
 */
const watchScript = `
  window.__want = window.__want || [];
  window.__seen = {};
  const io = new IntersectionObserver((entries) => {
    for (const e of entries) {
      const mark = e.target.dataset.benchMark;
      if (e.isIntersecting && !(mark in window.__seen)) {
        window.__seen[mark] = Date.now();
        io.unobserve(e.target);
      }
    }
  });
  const check = (root) => {
    for (const mark of window.__want) {
      if (mark in window.__seen || !(root.textContent || "").includes(mark)) continue;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walker.currentNode; n; n = walker.nextNode()) {
        if (n.nodeType === 3 && n.textContent.includes(mark) && n.parentElement) {
          n.parentElement.dataset.benchMark = mark;
          io.observe(n.parentElement);
          break;
        }
      }
    }
  };
  new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes) check(n);
  }).observe(document, { childList: true, subtree: true });
`;
/** What the watch script keeps on the page's window. */
type Watched = { __want: string[]; __seen: Record<string, number | undefined> };

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
};

/** A GET as a page asks for it: 100 timed after 20 unrecorded. */
async function timeGet(url: string, m: Member, path: string) {
  const ms: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 120; i += 1) {
    const t = performance.now();
    const r = await call(url, m, "GET", path);
    if (r.status !== 200) throw new Error(`bench: ${path} answered ${r.status}`);
    if (i >= 20) ms.push(performance.now() - t);
    bytes = Buffer.byteLength(r.text);
  }
  return { ms, bytes };
}

/**
 * `count` more matches for `m`, each with 20 messages (the last one unread), written straight
 * into PostgreSQL: members copied from `like`'s account and card under new ids.
 */
async function moreMatches(db: pg.Client, m: Member, like: Member, count: number) {
  await db.query(
    `with made as (
       insert into users (id, email, email_verified, name)
       select 'benchmate-' || g, 'benchmate-' || g || '@example.com', true, 'Mate'
         from generate_series(1, $1::int) g
       returning id
     ), cards as (
       insert into discovery_candidates
              (user_id, name, date_of_birth, gender, age_min, age_max, distance_preference, avatar_url, city)
       select made.id, 'Mate', c.date_of_birth, c.gender, c.age_min, c.age_max, c.distance_preference,
              c.avatar_url, c.city
         from made, discovery_candidates c where c.user_id = $2
     )
     insert into matches (user1_id, user2_id, created_at)
     select least($3 collate "C", made.id collate "C"), greatest($3 collate "C", made.id collate "C"),
            now() - interval '30 days'
       from made`,
    [count, like.id, m.id],
  );
  await db.query(
    `insert into messages (match_id, sender_id, message_text, created_at, read_at)
     select mt.id, case when g % 2 = 0 then mt.user1_id else mt.user2_id end, 'How was your week?',
            now() - interval '2 days' - random() * interval '20 days',
            case when g = 20 then null else now() end
       from matches mt, generate_series(1, 20) g
      where $1 in (mt.user1_id, mt.user2_id) and (mt.user1_id like 'benchmate-%' or mt.user2_id like 'benchmate-%')`,
    [m.id],
  );
  await db.query("analyze");
}

/** A fresh page (nothing cached) signed in as `m`, watching for `marker`, opening the conversation. */
async function openConversation(browser: Browser, url: string, m: Member, matchId: string, marker: string) {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
  await ctx.addCookies(
    m.cookie.split("; ").map((kv) => {
      const at = kv.indexOf("=");
      return { name: kv.slice(0, at), value: kv.slice(at + 1), url };
    }),
  );
  await ctx.addInitScript(`window.__want = ${JSON.stringify([marker])};${watchScript}`);
  const page = await ctx.newPage();
  const started = Date.now();
  await page.goto(`${url}/messages?match=${matchId}`, { waitUntil: "commit" });
  return { ctx, page, visibleAfter: async () => (await seen(page, marker)) - started };
}

/** When (epoch ms) the page first showed `marker` on screen. */
async function seen(page: Page, marker: string): Promise<number> {
  const at = await page
    .waitForFunction((mark) => (globalThis as unknown as Watched).__seen[mark], marker, {
      timeout: 120_000,
      polling: 20,
    })
    .catch(async (err: unknown) => {
      await page.screenshot({ path: "chat-history-timeout.png" });
      throw new Error(`bench: ${marker} never showed on ${page.url()} (chat-history-timeout.png)`, { cause: err });
    });
  return (await at.jsonValue()) as number;
}

export async function benchChatHistory() {
  const sizes = option("sizes", "100,1000,5000,20000").split(",").map(Number);
  const opens = Number(option("opens", "5"));
  const liveCount = Number(option("live", "20"));
  const matchCount = Number(option("matches", "500"));
  let listRow = "";
  if (!process.argv.includes("--no-build")) {
    const build = spawnSync(process.execPath, ["scripts/build-web.mjs"], { stdio: ["ignore", "ignore", "inherit"] });
    if (build.status !== 0) throw new Error("The web build failed.");
  }
  const dbName = `unlocked_bench_chat_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const dbUrl = Object.assign(new URL(pgUrl), { pathname: `/${dbName}` }).toString();
  const server = await startServer({ env: { DATABASE_URL: dbUrl, API_RATE_LIMIT_PER_MINUTE: "1000000" } });
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const rows: string[][] = [];
  const missed: string[] = [];
  try {
    const a = await plusMember(server.url, "Robin", "woman");
    const b = await plusMember(server.url, "Sam", "man");
    await json(server.url, a, "POST", "/api/likes", { user_id: b.id });
    const matchId = (await json(server.url, b, "POST", "/api/likes", { user_id: a.id })).match_id as string;
    if (!matchId) throw new Error("bench: the two members did not match");
    for (const size of sizes) {
      const marker = `end${size}x${randomBytes(2).toString("hex")}`;
      await fill(db, matchId, a, b, size, marker);
      const { ms: getMs, bytes } = await timeGet(server.url, a, `/api/conversations/${matchId}/messages`);

      // Open → last message visible, on fresh pages (one first, unrecorded: the server's first
      // reads of a new size compile their paths, which a member's everyday open does not meet).
      await (await openConversation(browser, server.url, a, matchId, marker)).ctx.close();
      const openMs: number[] = [];
      for (let i = 0; i < opens; i += 1) {
        const open = await openConversation(browser, server.url, a, matchId, marker);
        openMs.push(await open.visibleAfter());
        await open.ctx.close();
      }

      // New messages on an open page (its socket open), then the page's heap with them.
      const { ctx, page, visibleAfter } = await openConversation(browser, server.url, a, matchId, marker);
      await visibleAfter();
      await page.waitForSelector("html[data-live]", { state: "attached", timeout: 60_000 });
      await page.waitForTimeout(1500);
      const liveMs: number[] = [];
      for (let i = 0; i < liveCount; i += 1) {
        const mark = `live${size}n${i}x${randomBytes(2).toString("hex")}`;
        await page.evaluate((m) => (globalThis as unknown as Watched).__want.push(m), mark);
        const started = Date.now();
        await json(server.url, b, "POST", `/api/conversations/${matchId}/messages`, {
          message_text: `Are you free on Sunday too? ${mark}`,
        });
        liveMs.push((await seen(page, mark)) - started);
        await page.waitForTimeout(250);
      }
      const cdp = await ctx.newCDPSession(page);
      await cdp.send("HeapProfiler.collectGarbage");
      const heap = (await cdp.send("Runtime.getHeapUsage")).usedSize / 1024 / 1024;
      await ctx.close();

      const row = [
        size.toLocaleString("en-US"),
        `${pct(getMs, 50).toFixed(1)} / ${pct(getMs, 95).toFixed(1)} ms`,
        `${(bytes / 1024).toFixed(0)} KB`,
        `${pct(openMs, 50).toFixed(0)} / ${pct(openMs, 95).toFixed(0)} ms`,
        `${pct(liveMs, 50).toFixed(0)} / ${pct(liveMs, 95).toFixed(0)} ms`,
        `${heap.toFixed(0)} MB`,
      ];
      rows.push(row);
      console.log(row.join(" | "));
      if (pct(getMs, 95) > targets.getP95Ms)
        missed.push(`${size}: the newest page's GET p95 ${pct(getMs, 95).toFixed(1)} ms`);
      if (pct(openMs, 95) > targets.openMs) missed.push(`${size}: open → last message p95 ${pct(openMs, 95)} ms`);
      if (pct(liveMs, 95) > targets.liveP95Ms) missed.push(`${size}: a new message p95 ${pct(liveMs, 95)} ms`);
      if (size >= 20_000 && heap > targets.heapMb) missed.push(`${size}: heap ${heap.toFixed(0)} MB`);
    }
    if (matchCount > 0) {
      await moreMatches(db, a, b, matchCount);
      const list = await timeGet(server.url, a, "/api/conversations");
      const badge = await timeGet(server.url, a, "/api/conversations/unread");
      listRow =
        `${matchCount + 1} matches: the list's first page GET p50 / p95 ${pct(list.ms, 50).toFixed(1)} / ` +
        `${pct(list.ms, 95).toFixed(1)} ms (${(list.bytes / 1024).toFixed(0)} KB); the badge's GET ` +
        `${pct(badge.ms, 50).toFixed(1)} / ${pct(badge.ms, 95).toFixed(1)} ms`;
    }
  } finally {
    await browser.close();
    await db.end();
    await server.stop();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
  console.log(
    "\nmessages | newest page GET p50 / p95 | answer | open → last visible p50 / p95 | new message visible p50 / p95 | JS heap",
  );
  for (const row of rows) console.log(row.join(" | "));
  if (listRow) console.log(`\n${listRow}`);
  console.log(
    `Targets: open ≤ ${targets.openMs} ms, new message p95 ≤ ${targets.liveP95Ms} ms, GET p95 ≤ ${targets.getP95Ms} ms, heap ≤ ${targets.heapMb} MB at 20,000.`,
  );
  console.log(missed.length ? `Missed:\n  ${missed.join("\n  ")}` : "All targets met.");
}
