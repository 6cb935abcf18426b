import type { FastifyInstance } from "fastify";
import type { ProfileUpdate } from "#shared/profile-fields";
import type { Question } from "#shared/quiz";
import { createUser, uniqueEmail } from "./auth-helpers.js";
import { facePictures, frameFor } from "./faces.js";
import { multipart, smallPng } from "./images.js";
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
export async function createMembers(
  app: FastifyInstance,
  count: number,
  profile: (i: number) => ProfileUpdate = () => ({}),
): Promise<Member[]> {
  const members: Member[] = [];
  for (let i = 0; i < count; i += 10) {
    const batch = Array.from({ length: Math.min(10, count - i) }, (_, j) => createMember(app, profile(i + j)));
    members.push(...(await Promise.all(batch)));
  }
  return members;
}

/**
 * Two members with complete profiles (as anyone found through discovery has) who liked each
 * other, and their match's id: made through the real like route.
 */
export async function matchedPair(
  app: FastifyInstance,
  names: [string, string] = ["Ada", "Bea"],
): Promise<[Member, Member, string]> {
  const a = await createMember(app, { name: names[0], gender: "woman" });
  const b = await createMember(app, { name: names[1], gender: "woman" });
  const like = (from: Member, to: Member) =>
    app.inject({ method: "POST", url: "/api/likes", headers: { cookie: from.cookie }, payload: { user_id: to.id } });
  await like(a, b);
  const matchId = json(await like(b, a)).match_id as string | null;
  if (!matchId) throw new Error("the pair did not match");
  return [a, b, matchId];
}

/**
 * Uploads a small PNG of `color` as the member's photo through the real route (re-encoded and
 * checked like any upload) and answers its URL; fails the test unless it is stored (201).
 */
export async function uploadPhoto(app: FastifyInstance, m: Member, color = "#8844cc"): Promise<string> {
  return (await uploadPicture(app, m, await smallPng(color), "image/png")).url;
}

/**
 * Gives the member the Verified mark the real way: the portrait of tests/support/faces.ts as their
 * photo, then the live check with her frames, step by step (a few seconds: faces are read).
 */
export async function verifiedByPhoto(app: FastifyInstance, m: Member): Promise<void> {
  const pictures = await facePictures();
  await uploadPicture(app, m, pictures.profile);
  const started = await app.inject({ method: "POST", url: "/api/verification/checks", headers: { cookie: m.cookie } });
  if (started.statusCode !== 201) throw new Error(`verification answered ${started.statusCode}: ${started.body}`);
  const check = json(started) as { id: string; steps: ("straight" | "left" | "right" | "smile")[] };
  let status = "open";
  for (const step of check.steps) {
    const frame = frameFor(pictures, step);
    const res = await app.inject({
      method: "POST",
      url: `/api/verification/checks/${check.id}/frames`,
      headers: { cookie: m.cookie, "content-type": "image/jpeg" },
      payload: frame,
    });
    status = (json(res) as { status: string }).status;
  }
  if (status !== "passed") throw new Error(`the live check ended ${status}`);
}

/** Uploads this picture as the member's photo through the real route; answers the stored photo. */
export async function uploadPicture(
  app: FastifyInstance,
  m: Member,
  data: Buffer,
  type = "image/jpeg",
): Promise<{ id: string; url: string }> {
  const photo = multipart("photo", type === "image/png" ? "p.png" : "p.jpg", type, data);
  const res = await app.inject({
    method: "POST",
    url: "/api/profile/photos",
    payload: photo.payload,
    headers: { ...photo.headers, cookie: m.cookie },
  });
  if (res.statusCode !== 201) throw new Error(`photo upload answered ${res.statusCode}: ${res.body}`);
  return (json(res).photos as { id: string; url: string }[]).at(-1)!;
}

/**
 * The member takes the whole compatibility quiz through `POST /api/quiz`, answering each of the
 * bank's questions with `pick(question)`; the route's answer is returned for the test to judge.
 */
export async function takeQuiz(app: FastifyInstance, m: Member, pick: (q: Question) => number) {
  const bank = json(await app.inject({ method: "GET", url: "/api/questions" })).questions as Question[];
  return app.inject({
    method: "POST",
    url: "/api/quiz",
    headers: { cookie: m.cookie },
    payload: { answers: bank.map((q) => ({ question_id: q.id, answer: pick(q) })) },
  });
}
