import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ONBOARDING_STEPS, onboardingSteps } from "#shared/onboarding";
import { ProfileText } from "#shared/messages";
import { createMember, type Member } from "../../../../tests/support/factories.js";
import { createTestApp, json, type TestApp } from "../../../../tests/support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = (m: Member, method: "GET" | "PATCH" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: m.cookie }, ...(payload ? { payload } : {}) });
const stepOf = async (m: Member) => json(await as(m, "GET", "/api/profile")).onboarding_step as number | null;

describe("onboarding in steps", () => {
  it("has as many steps as its words say", () => {
    expect(onboardingSteps).toHaveLength(ONBOARDING_STEPS);
  });

  it("starts a new account at step 1 and saves each step's fields with the step reached, in one write", async () => {
    const m = await createMember(t.app);
    expect(await stepOf(m)).toBe(1);
    const saved = await as(m, "PATCH", "/api/profile", { name: "Ines", zip_code: "97201", onboarding_step: 2 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved)).toMatchObject({ name: "Ines", zip_code: "97201", onboarding_step: 2 });
    // Read back as another device would.
    expect(await stepOf(m)).toBe(2);
  });

  it("refuses a step outside 1-6, or a step with a bad field, with a 400 and changes nothing", async () => {
    const m = await createMember(t.app, { name: "Before", onboarding_step: 3 });
    for (const onboarding_step of [0, 7, 2.5, "4", null]) {
      const res = await as(m, "PATCH", "/api/profile", { name: "After", onboarding_step });
      expect(res.statusCode, String(onboarding_step)).toBe(400);
    }
    // A step whose zip is unknown is not left: the field says why, and the step stays.
    const badZip = await as(m, "PATCH", "/api/profile", { zip_code: "00000", onboarding_step: 4 });
    expect(badZip.statusCode).toBe(400);
    expect(json(badZip).error.fields).toEqual({ zip_code: ProfileText.zipUnknown });
    const now = json(await as(m, "GET", "/api/profile"));
    expect(now).toMatchObject({ name: "Before", onboarding_step: 3, zip_code: null });
  });

  it("ends with the quiz, and once done a late save from an old tab cannot reopen it", async () => {
    const m = await createMember(t.app, { name: "Quinn", onboarding_step: 6 });
    const { questions } = json(await as(m, "GET", "/api/questions")) as { questions: { id: number }[] };
    const taken = await as(m, "POST", "/api/quiz", {
      answers: questions.map((q) => ({ question_id: q.id, answer: 0 })),
    });
    expect(taken.statusCode).toBe(200);
    await expect.poll(() => stepOf(m)).toBeNull();
    const late = await as(m, "PATCH", "/api/profile", { bio: "Still here", onboarding_step: 5 });
    expect(late.statusCode).toBe(200);
    expect(json(late)).toMatchObject({ bio: "Still here", onboarding_step: null });
  });
});
