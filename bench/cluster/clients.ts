/**
 * The cluster benchmark's simulated members: accounts made through nginx like anyone's, one
 * realtime socket each that behaves like the web app's (reconnects after a close with the same
 * jittered wait, and reads its conversation again after reconnecting or on `resync`), and a
 * keep-alive HTTP client that costs the load generator little CPU.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import WebSocket from "ws";

export type Member = { i: number; id: string; email: string; cookie: string; matchId?: string; partnerId?: string };

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

export function call(
  base: string,
  m: Pick<Member, "cookie">,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const headers = {
      origin: base,
      cookie: m.cookie,
      ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}),
    };
    const req = http.request(`${base}${url}`, { method, agent, headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => {
        let parsed: Record<string, unknown> = {};
        try {
          parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
        } catch {
          // nginx's own error page (a 502 while no node answers): the status says enough.
        }
        resolve({ status: res.statusCode ?? 0, body: parsed });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(payload);
  });
}

/** 0 → "A", 27 → "AB": names allow letters only. */
const lettersOf = (i: number): string =>
  (i >= 26 ? lettersOf(Math.floor(i / 26) - 1) : "") + String.fromCharCode(65 + (i % 26));

/** A confirmed member with a profile, made through the public door (sign-up, the mailbox's link). */
export async function makeMember(base: string, i: number): Promise<Member> {
  const email = `cluster.${i}.${randomBytes(3).toString("hex")}@example.com`;
  const signUp = await call(base, { cookie: "" }, "POST", "/api/auth/sign-up", {
    email,
    password: "Correct-Horse7!battery",
    date_of_birth: "1990-05-17",
  });
  if (signUp.status !== 201) throw new Error(`bench: sign-up answered ${signUp.status}`);
  let link: string | undefined;
  for (let t = 0; t < 100 && !link; t += 1) {
    const box = await call(base, { cookie: "" }, "GET", `/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    link = (box.body.mails as Array<{ links: string[] }> | undefined)?.[0]?.links[0];
    if (!link) await new Promise((r) => setTimeout(r, 50));
  }
  if (!link) throw new Error("bench: no confirmation mail");
  const confirmed = await fetch(link, { redirect: "manual" });
  const cookie = confirmed.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const m: Member = { i, id: "", email, cookie };
  const profile = await call(base, m, "PATCH", "/api/profile", {
    name: `Member ${lettersOf(i)}`,
    gender: i % 2 ? "man" : "woman",
    bio: "Here for the benchmark.",
  });
  if (profile.status !== 200)
    throw new Error(`bench: profile answered ${profile.status} ${JSON.stringify(profile.body)}`);
  m.id = profile.body.id as string;
  return m;
}

/** Runs `task` over `items`, `width` at a time. */
export async function inPool<T, R>(items: T[], width: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await task(items[i]!);
      }
    }),
  );
  return out;
}

/** When each message reached its recipient: live on the socket, or by reading again after a gap. */
export type Deliveries = { live: Map<string, number>; caughtUp: Map<string, number>; reconnects: number };

/**
 * The member's page: a socket through nginx that records the partner's messages as they arrive,
 * reconnects like the web app after any close it did not ask for, and catches up then.
 */
export function openPage(base: string, m: Member, deliveries: Deliveries): { opened: Promise<void>; close(): void } {
  let stopped = false;
  let attempt = 0;
  let socket: WebSocket;
  const catchUp = async () => {
    const res = await call(base, m, "GET", `/api/conversations/${m.matchId}/messages`).catch(() => undefined);
    for (const msg of (res?.body.messages as Array<{ id: string; sender_id: string }> | undefined) ?? []) {
      if (msg.sender_id === m.partnerId && !deliveries.live.has(msg.id) && !deliveries.caughtUp.has(msg.id))
        deliveries.caughtUp.set(msg.id, performance.now());
    }
  };
  let resolveOpened: () => void;
  const opened = new Promise<void>((resolve) => (resolveOpened = resolve));
  const connect = () => {
    socket = new WebSocket(`${base.replace("http", "ws")}/api/realtime`, {
      headers: { cookie: m.cookie, origin: base },
    });
    socket.on("open", () => {
      if (attempt > 0) {
        deliveries.reconnects += 1;
        void catchUp();
      }
      attempt = 0;
      resolveOpened();
    });
    socket.on("message", (data) => {
      const event = JSON.parse(String(data)) as {
        type: string;
        message?: { id: string; sender_id: string };
        spread_ms?: number;
      };
      if (event.type === "message.created" && event.message?.sender_id === m.partnerId)
        deliveries.live.set(event.message!.id, performance.now());
      // As the web app does: a re-read asked of every page at once is spread over `spread_ms`.
      if (event.type === "resync") setTimeout(() => void catchUp(), Math.random() * (event.spread_ms ?? 0));
    });
    socket.on("error", () => undefined);
    socket.on("close", () => {
      if (stopped) return;
      attempt += 1;
      setTimeout(connect, Math.min(15_000, 500 * 2 ** (attempt - 1)) * (1 + Math.random() / 2));
    });
  };
  connect();
  return {
    opened,
    close() {
      stopped = true;
      socket.terminate();
    },
  };
}
