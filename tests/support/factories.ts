import type { FastifyInstance } from "fastify";
import type { ProfileUpdate } from "#shared/profiles";
import { createUser, uniqueEmail } from "./auth-helpers.js";
import { json } from "./test-app.js";

export type Member = { id: string; email: string; cookie: string };

/**
 * A confirmed member with a session and, optionally, profile fields: made through the real
 * sign-up, mailbox and confirmation routes and the profile route (the test app's cheap scrypt
 * cost makes that fast: 200 members take a few seconds).
 */
export async function createMember(app: FastifyInstance, profile: ProfileUpdate = {}): Promise<Member> {
  const email = uniqueEmail("member");
  const { cookie } = await createUser(app, email);
  const res = Object.keys(profile).length
    ? await app.inject({ method: "PATCH", url: "/api/profile", headers: { cookie }, payload: profile })
    : await app.inject({ method: "GET", url: "/api/profile", headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`profile failed: ${res.body}`);
  return { id: json(res).id, email, cookie };
}

/** `count` members, made a few at a time. */
export async function createMembers(app: FastifyInstance, count: number, profile: (i: number) => ProfileUpdate = () => ({})): Promise<Member[]> {
  const members: Member[] = [];
  for (let i = 0; i < count; i += 10) {
    const batch = Array.from({ length: Math.min(10, count - i) }, (_, j) => createMember(app, profile(i + j)));
    members.push(...(await Promise.all(batch)));
  }
  return members;
}
