import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCodes } from "#shared/errors";
import { QuizText } from "#shared/messages";
import type { ProfileUpdate } from "#shared/profile-fields";
import { quizPackIds, type Question, type QuizPack, type QuizPackList } from "#shared/quiz";
import { grantTier } from "../../../../scripts/grant.js";
import { createMember, type Member } from "../../../../tests/support/factories.js";
import { createTestApp, json, type TestApp } from "../../../../tests/support/test-app.js";

let t: TestApp;
let core: Question[];
beforeAll(async () => {
  t = await createTestApp();
  core = json(await t.app.inject({ method: "GET", url: "/api/questions" })).questions;
});
afterAll(() => t.close());

const as = (m: Member, method: "GET" | "PUT" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: m.cookie }, ...(payload ? { payload } : {}) });
const local = (name: string): ProfileUpdate => ({
  name,
  gender: "woman",
  interested_in: [],
  date_of_birth: "1991-02-01",
  zip_code: "97201",
  distance_preference: 25,
});
const takeCore = async (m: Member) => {
  const res = await as(m, "POST", "/api/quiz", { answers: core.map((q) => ({ question_id: q.id, answer: 2 })) });
  expect(res.statusCode, res.body).toBe(200);
};
const answerAll = (questions: Question[], pick = (q: Question) => (q.question_type === "likert" ? 4 : 0)) =>
  questions.map((q) => ({ question_id: q.id, answer: pick(q) }));
const fitReasons = async (viewer: Member, other: Member) =>
  json(await as(viewer, "GET", `/api/people/${other.id}/fit`)).compatibility.reasons as string[];

describe("deeper compatibility quizzes", () => {
  it("are listed, locked, for a free member; the core quiz stays the core", async () => {
    const free = await createMember(t.app, { name: "Fae" });
    const list = json(await as(free, "GET", "/api/quiz/packs")) as QuizPackList;
    expect(list.entitled).toBe(false);
    expect(list.packs.map((p) => p.id)).toEqual([...quizPackIds]);
    for (const p of list.packs) expect(p.question_count).toBeGreaterThanOrEqual(12);
    for (const res of [
      await as(free, "GET", "/api/quiz/packs/life-ahead"),
      await as(free, "PUT", "/api/quiz/packs/life-ahead/draft", { answers: [] }),
      await as(free, "POST", "/api/quiz/packs/life-ahead", { answers: [] }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(json(res).error).toEqual({ code: ErrorCodes.premiumRequired, message: QuizText.packsRequirePlan });
    }
    // The public bank is the core quiz alone; a pack's question is no part of it.
    expect(core).toHaveLength(33);
  });

  it("are resumable and saved whole, after the core quiz, by a Plus member", async () => {
    const plus = await createMember(t.app, { name: "Pia" });
    await grantTier(t.database, plus.email, "unlocked-plus", 30, t.bus);
    const pack = json(await as(plus, "GET", "/api/quiz/packs/love-attachment")) as QuizPack;
    const first = answerAll(pack.questions.slice(0, 3));
    const early = await as(plus, "PUT", "/api/quiz/packs/love-attachment/draft", { answers: first });
    expect(early.statusCode).toBe(409);
    expect(json(early).error.message).toBe(QuizText.coreFirst);

    await takeCore(plus);
    expect((await as(plus, "PUT", "/api/quiz/packs/love-attachment/draft", { answers: first })).statusCode).toBe(200);
    // Leaving and coming back: the answers so far.
    expect((json(await as(plus, "GET", "/api/quiz/packs/love-attachment")) as QuizPack).answers).toEqual(first);
    expect((json(await as(plus, "GET", "/api/quiz/packs")) as QuizPackList).packs[0]).toMatchObject({
      answered: 0,
      in_progress: 3,
    });
    const partial = await as(plus, "POST", "/api/quiz/packs/love-attachment", { answers: first });
    expect(partial.statusCode).toBe(400);
    const other = json(await as(plus, "GET", "/api/quiz/packs/life-ahead")) as QuizPack;
    const wrong = await as(plus, "POST", "/api/quiz/packs/love-attachment", {
      answers: answerAll(other.questions),
    });
    expect(wrong.statusCode).toBe(400);
    expect(JSON.stringify(json(wrong).error)).toContain(QuizText.notInPack);

    const done = await as(plus, "POST", "/api/quiz/packs/love-attachment", { answers: answerAll(pack.questions) });
    expect(done.statusCode, done.body).toBe(200);
    expect((json(await as(plus, "GET", "/api/quiz/packs")) as QuizPackList).packs[0]).toMatchObject({
      answered: pack.questions.length,
      in_progress: 0,
    });
    expect((json(await as(plus, "GET", "/api/quiz/packs/love-attachment")) as QuizPack).complete).toBe(true);
    // The core quiz's own answers are unchanged by a pack.
    expect(json(await as(plus, "GET", "/api/quiz/answers")).answers).toHaveLength(core.length);
  });

  it("count between two members who both answered a pack and both hold the plan, and the reasons say so", async () => {
    const ada = await createMember(t.app, local("Ada"));
    const bea = await createMember(t.app, local("Bea"));
    for (const m of [ada, bea]) {
      await grantTier(t.database, m.email, "unlocked-plus", 30, t.bus);
      await takeCore(m);
    }
    const pack = json(await as(ada, "GET", "/api/quiz/packs/life-ahead")) as QuizPack;
    const reason = `You both answered the Life Ahead pack: ${pack.questions.length} of ${pack.questions.length} answers in tune`;
    await as(ada, "POST", "/api/quiz/packs/life-ahead", { answers: answerAll(pack.questions) });
    // Only Ada has answered: nothing about the pack yet.
    await expect.poll(() => fitReasons(bea, ada)).not.toContain(reason);
    const before = json(await as(bea, "GET", `/api/people/${ada.id}/fit`)).compatibility.percent as number;
    await as(bea, "POST", "/api/quiz/packs/life-ahead", { answers: answerAll(pack.questions) });
    await expect.poll(() => fitReasons(bea, ada)).toContain(reason);
    expect(await fitReasons(ada, bea)).toContain(reason);
    const after = json(await as(bea, "GET", `/api/people/${ada.id}/fit`)).compatibility.percent as number;
    expect(after).toBeGreaterThan(before);
    // Bea's answers are hers: Ada reads only her own.
    expect((json(await as(ada, "GET", "/api/quiz/packs/life-ahead")) as QuizPack).answers).toEqual(
      // Saved whole, each at the neutral importance (none was given).
      answerAll(pack.questions).map((a) => ({ ...a, importance: "somewhat" })),
    );

    // Bea's plan ends: the pack no longer counts (her answers stay); it returns with the plan.
    await grantTier(t.database, bea.email, "free", 1, t.bus);
    await expect.poll(() => fitReasons(ada, bea)).not.toContain(reason);
    expect((json(await as(bea, "GET", "/api/quiz/packs")) as QuizPackList).packs[1]).toMatchObject({
      answered: pack.questions.length,
    });
    await grantTier(t.database, bea.email, "unlocked-plus", 30, t.bus);
    await expect.poll(() => fitReasons(ada, bea)).toContain(reason);
  });
});
