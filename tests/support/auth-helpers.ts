import type { FastifyInstance } from "fastify";
import { cookieHeader, json, nextIp } from "./test-app.js";

export const GOOD_PASSWORD = "Correct-Horse7!battery";
export const ADULT_DOB = "1990-05-17";

let n = 0;
export function uniqueEmail(prefix = "user"): string {
  n += 1;
  return `${prefix}.${Date.now().toString(36)}.${n}@example.com`;
}

export async function mailbox(app: FastifyInstance, to: string) {
  const res = await app.inject({ method: "GET", url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` });
  return json<{ mails: { to: string; subject: string; text: string; links: string[] }[] }>(res).mails;
}

export async function signUp(app: FastifyInstance, email: string, password = GOOD_PASSWORD, dateOfBirth = ADULT_DOB) {
  return app.inject({
    method: "POST",
    url: "/api/auth/sign-up",
    remoteAddress: nextIp(),
    payload: { email, password, date_of_birth: dateOfBirth },
  });
}

/** Follows the confirmation link from the dev mailbox; returns the session cookie it sets. */
export async function confirm(app: FastifyInstance, email: string): Promise<{ cookie: string; location: string }> {
  const [mail] = await mailbox(app, email);
  if (!mail) throw new Error(`no mail for ${email}`);
  const link = new URL(mail.links[0]!);
  const res = await app.inject({ method: "GET", url: link.pathname + link.search });
  return { cookie: cookieHeader(res), location: String(res.headers.location) };
}

export async function signIn(app: FastifyInstance, email: string, password = GOOD_PASSWORD, ip = nextIp()) {
  return app.inject({ method: "POST", url: "/api/auth/sign-in", remoteAddress: ip, payload: { email, password } });
}

/** A confirmed account with a live session cookie. */
export async function createUser(app: FastifyInstance, email = uniqueEmail()) {
  const res = await signUp(app, email);
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.body}`);
  const { cookie } = await confirm(app, email);
  return { email, cookie };
}
