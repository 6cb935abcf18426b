import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QuizText } from "#shared/messages";
import { dimensions, type Question } from "#shared/quiz";
import { mailbox, signIn } from "../../../../tests/support/auth-helpers.js";
import { createMember } from "../../../../tests/support/factories.js";
import { createTestApp, json, type TestApp } from "../../../../tests/support/test-app.js";

let t: TestApp;
let bank: Question[];
beforeAll(async () => {
  t = await createTestApp();
  bank = json(await t.app.inject({ method: "GET", url: "/api/questions" })).questions;
});
afterAll(() => t.close());

const submit = (cookie: string | undefined, answers: unknown) =>
  t.app.inject({ method: "POST", url: "/api/quiz", headers: cookie ? { cookie } : {}, payload: { answers } as object });
/** Every question answered: option `pick(q)` of each. */
const allAnswers = (pick: (q: Question) => number = () => 0) =>
  bank.map((q) => ({ question_id: q.id, answer: pick(q) }));
const storedAnswers = (userId: string) =>
  t.database.db
    .selectFrom("quiz_answers")
    .select(["question_id", "answer"])
    .where("user_id", "=", userId)
    .orderBy("question_id")
    .execute();
const quizEvents = (userId: string) =>
  t.database.db
    .selectFrom("user_events")
    .select("id")
    .where("user_id", "=", userId)
    .where("event_type", "=", "quiz_completed")
    .execute();

describe("the compatibility quiz", () => {
  it("serves a real question bank to anyone, ordered by id, each question tied to a dimension", async () => {
    expect(bank.length).toBeGreaterThanOrEqual(30);
    expect(bank.map((q) => q.id)).toEqual([...bank.map((q) => q.id)].sort((a, b) => a - b));
    expect(new Set(bank.map((q) => q.question_type))).toEqual(new Set(["likert", "choice"]));
    for (const d of dimensions) expect(bank.filter((q) => q.dimension === d).length).toBeGreaterThanOrEqual(4);
    for (const q of bank) expect(q.options.length).toBeGreaterThanOrEqual(3);
  });

  it("needs an account to submit", async () => {
    expect((await submit(undefined, allAnswers())).statusCode).toBe(401);
  });

  it("refuses an incomplete, unknown, out-of-range or repeated answer with the spec's words, and stores nothing", async () => {
    const m = await createMember(t.app);
    const partial = await submit(m.cookie, allAnswers().slice(0, 5));
    expect(partial.statusCode).toBe(400);
    expect(json(partial).error.message).toBe(QuizText.answerAll.title);
    expect(json(partial).error.fields.answers).toBe(`You've answered 5 out of ${bank.length} questions.`);

    const unknown = await submit(m.cookie, [...allAnswers(), { question_id: 99_999, answer: 0 }]);
    expect(json(unknown).error.message).toBe(QuizText.unknownQuestion);
    const outOfRange = await submit(
      m.cookie,
      allAnswers((q) => q.options.length),
    );
    expect(json(outOfRange).error.message).toBe(QuizText.invalidOption);
    const repeated = await submit(m.cookie, [...allAnswers(), allAnswers()[0]]);
    expect(repeated.statusCode).toBe(400);
    expect((await submit(m.cookie, "all of them")).statusCode).toBe(400);

    expect(await storedAnswers(m.id)).toEqual([]);
    expect(await quizEvents(m.id)).toEqual([]);
  });

  it("stores the answers, replaces them on a retake, marks the quiz done once and mails the next step once", async () => {
    const m = await createMember(t.app, { name: "Robin" });
    const first = await submit(
      m.cookie,
      allAnswers(() => 1),
    );
    expect(first.statusCode).toBe(200);
    expect(json(first)).toEqual({ ok: true, redirect_to: "/matches" });
    expect((await storedAnswers(m.id)).every((a) => a.answer === 1)).toBe(true);

    const retake = await submit(
      m.cookie,
      allAnswers((q) => q.options.length - 1),
    );
    expect(retake.statusCode).toBe(200);
    const stored = await storedAnswers(m.id);
    expect(stored).toHaveLength(bank.length);
    expect(stored).toEqual(bank.map((q) => ({ question_id: q.id, answer: q.options.length - 1 })));

    expect(await quizEvents(m.id)).toHaveLength(1);
    const mails = (await mailbox(t.app, m.email)).filter((mail) => mail.subject === "Your compatibility quiz is done");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Hi Robin,");
    expect(mails[0]!.links).toContain("http://localhost:3000/matches");

    const session = json(
      await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie: m.cookie } }),
    );
    expect(session.user.quiz_completed).toBe(true);
    expect(json(await signIn(t.app, m.email)).redirect_to).toBe("/");
  });

  it("keeps a quiz in progress as the member goes, checked like a submission, until the submission ends it", async () => {
    const m = await createMember(t.app);
    const draft = (payload?: object) =>
      t.app.inject({
        method: payload ? "PUT" : "GET",
        url: "/api/quiz/draft",
        headers: { cookie: m.cookie },
        ...(payload ? { payload } : {}),
      });
    expect(json(await draft()).answers).toEqual([]);
    const some = allAnswers((q) => q.options.length - 1).slice(0, 5);
    expect((await draft({ answers: some })).statusCode).toBe(200);
    expect(json(await draft()).answers).toEqual(some);
    // Half-way is not "took the quiz": nothing is stored as answers, no completion is recorded.
    expect(await storedAnswers(m.id)).toEqual([]);
    expect(await quizEvents(m.id)).toEqual([]);
    const wrong = await draft({ answers: [{ question_id: bank[0]!.id, answer: 9 }] });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).error.message).toBe(QuizText.invalidOption);
    expect(json(await draft()).answers).toEqual(some);
    expect((await t.app.inject({ method: "GET", url: "/api/quiz/draft" })).statusCode).toBe(401);
    expect((await submit(m.cookie, allAnswers())).statusCode).toBe(200);
    expect(json(await draft()).answers).toEqual([]);
  });

  it("shows a member only their own answers", async () => {
    const [a, b] = [await createMember(t.app), await createMember(t.app)];
    expect(
      (
        await submit(
          a.cookie,
          allAnswers(() => 2),
        )
      ).statusCode,
    ).toBe(200);
    const mine = json(await t.app.inject({ method: "GET", url: "/api/quiz/answers", headers: { cookie: b.cookie } }));
    expect(mine).toEqual({ answers: [] });
    const theirs = json(await t.app.inject({ method: "GET", url: "/api/quiz/answers", headers: { cookie: a.cookie } }));
    expect(theirs.answers).toHaveLength(bank.length);
    expect((await t.app.inject({ method: "GET", url: "/api/quiz/answers" })).statusCode).toBe(401);
  });
});

describe("how much an answer matters", () => {
  it("is kept with each answer (neutral when not given), refused off the scale, and moves the score as both of them see it", async () => {
    const zip = "80302"; // Boulder: this test's own town
    const profile = (name: string) => ({ name, gender: "woman" as const, interested_in: [], zip_code: zip });
    const [ada, bea] = [await createMember(t.app, profile("Ada")), await createMember(t.app, profile("Bea"))];
    const likert = bank.filter((q) => q.question_type === "likert");
    // They agree on every question but the Likert ones of one dimension, where they are opposite.
    const clash = new Set(likert.filter((q) => q.dimension === "lifestyle").map((q) => q.id));
    const answers = (side: 0 | 1, importance?: (q: Question) => string) =>
      bank.map((q) => ({
        question_id: q.id,
        answer: clash.has(q.id) ? (side === 0 ? 0 : q.options.length - 1) : 0,
        ...(importance ? { importance: importance(q) } : {}),
      }));
    const bad = await submit(
      ada.cookie,
      answers(0, () => "extremely"),
    );
    expect(bad.statusCode).toBe(400);
    expect(await storedAnswers(ada.id)).toEqual([]);

    expect((await submit(ada.cookie, answers(0))).statusCode).toBe(200);
    expect((await submit(bea.cookie, answers(1))).statusCode).toBe(200);
    const own = json(await t.app.inject({ method: "GET", url: "/api/quiz/answers", headers: { cookie: ada.cookie } }));
    expect(new Set(own.answers.map((a: { importance: string }) => a.importance))).toEqual(new Set(["somewhat"]));
    const fit = async (viewer: typeof ada, other: typeof ada) =>
      json(
        await t.app.inject({ method: "GET", url: `/api/people/${other.id}/fit`, headers: { cookie: viewer.cookie } }),
      ).compatibility as { percent: number; reasons: string[] };
    const card = async (viewer: typeof ada, other: typeof ada) =>
      (
        json(await t.app.inject({ method: "GET", url: "/api/discover", headers: { cookie: viewer.cookie } }))
          .candidates as { id: string; compatibility: { percent: number } }[]
      ).find((c) => c.id === other.id)!.compatibility.percent;
    const neutral = await fit(ada, bea);

    // What they clash on matters "a little" to both, what they agree on "very": a better fit, in
    // the profile's fit and in discovery's ranking alike, for both of them, and said in words.
    const weighed = (q: Question) => (clash.has(q.id) ? "a_little" : "very");
    expect((await submit(ada.cookie, answers(0, weighed))).statusCode).toBe(200);
    expect((await submit(bea.cookie, answers(1, weighed))).statusCode).toBe(200);
    const better = await fit(ada, bea);
    expect(better.percent).toBeGreaterThan(neutral.percent);
    expect((await fit(bea, ada)).percent).toBe(better.percent);
    expect(await card(ada, bea)).toBe(better.percent);
    expect(better.reasons[0]).toMatch(/^You agree on \d+ things you both said matter a lot$/);

    // The other way round: the clash is what matters most to both.
    const reversed = (q: Question) => (clash.has(q.id) ? "very" : "a_little");
    expect((await submit(ada.cookie, answers(0, reversed))).statusCode).toBe(200);
    expect((await submit(bea.cookie, answers(1, reversed))).statusCode).toBe(200);
    expect((await fit(ada, bea)).percent).toBeLessThan(neutral.percent);
    expect(await card(bea, ada)).toBe((await fit(bea, ada)).percent);
  });
});
