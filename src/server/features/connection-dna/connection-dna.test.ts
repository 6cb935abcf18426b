import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ConnectionDna } from "#shared/connection-dna";
import { ErrorCodes } from "#shared/errors";
import { PremiumText } from "#shared/premium-messages";
import type { Question } from "#shared/quiz";
import { grantTier } from "../../../../scripts/grant.js";
import { createMember, matchedPair, takeQuiz, type Member } from "../../../../tests/support/factories.js";
import { createTestApp, json, type TestApp } from "../../../../tests/support/test-app.js";

let t: TestApp;
let bank: Question[];
beforeAll(async () => {
  t = await createTestApp();
  bank = json(await t.app.inject({ method: "GET", url: "/api/questions" })).questions;
});
afterAll(() => t.close());

const dnaOf = (m: Member) => t.app.inject({ method: "GET", url: "/api/connection-dna", headers: { cookie: m.cookie } });
const answerQuiz = async (m: Member, pick: (q: Question) => number) => {
  const res = await takeQuiz(t.app, m, pick);
  expect(res.statusCode, res.body).toBe(200);
};

describe("Connection DNA", () => {
  it("is Unlocked Beyond's: visitors, free and Plus members are refused", async () => {
    const free = await createMember(t.app, { name: "Fay", gender: "woman" });
    const plus = await createMember(t.app, { name: "Pia", gender: "woman" });
    await grantTier(t.database, plus.email, "unlocked-plus", 30, t.bus);
    for (const m of [free, plus]) {
      await answerQuiz(m, () => 0);
      const res = await dnaOf(m);
      expect(res.statusCode).toBe(403);
      expect(json(res).error).toEqual({ code: ErrorCodes.premiumRequired, message: PremiumText.beyondRequired });
    }
    expect((await t.app.inject({ method: "GET", url: "/api/connection-dna" })).statusCode).toBe(401);
    // Nothing was computed about members without the plan.
    expect(
      await t.database.db
        .selectFrom("connection_dna_profiles")
        .select("user_id")
        .where("user_id", "in", [free.id, plus.id])
        .execute(),
    ).toEqual([]);
  });

  it("asks for answers first, then explains each section, and follows the member's matches and conversations", async () => {
    const [ada, bea, matchId] = await matchedPair(t.app, ["Ada", "Bea"]);
    await grantTier(t.database, ada.email, "unlocked-beyond", 30, t.bus);

    const before = json(await dnaOf(ada)) as ConnectionDna;
    expect(before).toMatchObject({
      status: "needs_answers",
      answered: 0,
      total_questions: bank.length,
      emotional_intelligence: null,
      love_language: null,
    });
    expect(before.next_questions.length).toBeGreaterThan(0);
    expect(bank.map((q) => q.text)).toEqual(expect.arrayContaining(before.next_questions.map((q) => q.text)));

    // Taking the quiz recomputes it (QuizCompleted), without the page asking again.
    const loved = bank.find((q) => q.text === "What makes you feel most loved?")!;
    await answerQuiz(ada, (q) => (q.id === loved.id ? 3 : q.question_type === "likert" ? 4 : 0));
    await vi.waitFor(async () => expect((json(await dnaOf(ada)) as ConnectionDna).status).toBe("ready"));
    const dna = json(await dnaOf(ada)) as ConnectionDna;
    expect(dna.answered).toBe(bank.length);
    expect(dna.next_questions).toEqual([]);
    expect(dna.love_language!.primary).toBe(loved.options[3]);
    expect(dna.emotional_intelligence!.score).toBeGreaterThan(75);
    for (const section of [
      dna.emotional_intelligence,
      dna.love_language,
      dna.communication_style,
      dna.compatibility_analysis,
    ])
      expect(section!.explanation.length).toBeGreaterThan(0);
    expect(dna.compatibility_analysis!.matches_considered).toBe(1);
    const firstBatch = dna.insights.map((i) => i.title);
    expect(firstBatch.length).toBeGreaterThanOrEqual(3);
    for (const i of dna.insights) expect(i.actionable_steps.length).toBeGreaterThan(0);

    // Bea writes first: the DNA notices the conversation (one match waiting on Ada) with a new batch, newest first.
    await answerQuiz(bea, (q) => (q.question_type === "likert" ? 3 : 0));
    // Two minutes old: fresh enough that reading does not recompute it, so only the message can.
    await t.database.db
      .updateTable("connection_dna_profiles")
      .set({ computed_at: new Date(Date.now() - 2 * 60 * 1000) })
      .where("user_id", "=", ada.id)
      .execute();
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/conversations/${matchId}/messages`,
          headers: { cookie: bea.cookie },
          payload: { message_text: "Hi Ada!" },
        })
      ).statusCode,
    ).toBe(201);
    // Messages are looked at every few seconds, in a batch.
    await vi.waitFor(
      async () =>
        expect((json(await dnaOf(ada)) as ConnectionDna).insights[0]!.title).toBe(
          "1 match is waiting to hear from you",
        ),
      { timeout: 15_000, interval: 250 },
    );
    const after = json(await dnaOf(ada)) as ConnectionDna;
    expect(after.compatibility_analysis!.average_compatibility).toEqual(expect.any(Number));
    // The newest batch first, the most pressing insight at its head; the first batch after it.
    expect(after.insights.slice(0, 4).map((i) => i.insight_type)).toEqual([
      "activity",
      "love_language",
      "communication",
      "emotional_intelligence",
    ]);
    expect(after.insights.slice(4).map((i) => i.title)).toEqual(firstBatch);
    const stored = await t.database.db
      .selectFrom("connection_dna_insights")
      .select("id")
      .where("user_id", "=", ada.id)
      .execute();

    // Recomputing with nothing new adds no insights.
    await t.database.db
      .updateTable("connection_dna_profiles")
      .set({ computed_at: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where("user_id", "=", ada.id)
      .execute();
    expect((json(await dnaOf(ada)) as ConnectionDna).insights.map((i) => i.id)).toEqual(
      after.insights.map((i) => i.id),
    );
    expect(
      await t.database.db.selectFrom("connection_dna_insights").select("id").where("user_id", "=", ada.id).execute(),
    ).toHaveLength(stored.length);
  });
});
