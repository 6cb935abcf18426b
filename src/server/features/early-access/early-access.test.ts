import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EarlyAccessText, type EarlyAccess } from "#shared/early-access";
import { ErrorCodes } from "#shared/errors";
import { setFlag, listFlags } from "../../../../scripts/flags.js";
import { grantTier } from "../../../../scripts/grant.js";
import { CommandError } from "../../../../scripts/plan-commands.js";
import { matchedPair, type Member } from "../../../../tests/support/factories.js";
import { createTestApp, json, type TestApp } from "../../../../tests/support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = (m: Member, method: "GET" | "PUT" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: m.cookie }, ...(payload ? { payload } : {}) });
const icebreakers = async (m: Member) => (json(await as(m, "GET", "/api/early-access")) as EarlyAccess).features[0]!;
const choose = (m: Member, on: boolean) => as(m, "PUT", "/api/early-access/icebreakers", { on });

describe("early access", () => {
  it("lets a Plus member switch an early-access feature on; a free member is told why; the plan's end switches it off", async () => {
    const [free, plus, matchId] = await matchedPair(t.app, ["Fern", "Pax"]);
    await t.app.inject({
      method: "PATCH",
      url: "/api/profile",
      headers: { cookie: free.cookie },
      payload: { interests: ["Sailing", "jazz"] },
    });
    await t.app.inject({
      method: "PATCH",
      url: "/api/profile",
      headers: { cookie: plus.cookie },
      payload: { interests: ["sailing"] },
    });
    expect(await icebreakers(free)).toEqual({
      name: "icebreakers",
      stage: "early_access",
      enabled: false,
      opted_in: false,
    });
    const refused = await choose(free, true);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).error).toEqual({ code: ErrorCodes.premiumRequired, message: EarlyAccessText.required });
    const off = await as(free, "GET", `/api/conversations/${matchId}/icebreakers`);
    expect(off.statusCode).toBe(403);
    expect(json(off).error.message).toBe(EarlyAccessText.icebreakersOff);

    await grantTier(t.database, plus.email, "unlocked-plus", 30, t.bus);
    expect(await icebreakers(plus)).toMatchObject({ enabled: false, opted_in: false });
    expect(json(await choose(plus, true)).features[0]).toMatchObject({ enabled: true, opted_in: true });
    // Three openers, the first grounded in what the two share.
    const openers = json(await as(plus, "GET", `/api/conversations/${matchId}/icebreakers`)).icebreakers as string[];
    expect(openers).toHaveLength(3);
    expect(new Set(openers).size).toBe(3);
    expect(openers[0]).toMatch(/sailing/i);
    // Not for a conversation that has begun, nor for someone else's match.
    await as(free, "POST", `/api/conversations/${matchId}/messages`, { message_text: "Ahoy!" });
    expect((await as(plus, "GET", `/api/conversations/${matchId}/icebreakers`)).statusCode).toBe(409);
    const [, other, otherMatch] = await matchedPair(t.app, ["Ola", "Pim"]);
    expect((await as(plus, "GET", `/api/conversations/${otherMatch}/icebreakers`)).statusCode).toBe(404);
    expect(other.id).not.toBe(plus.id);

    await grantTier(t.database, plus.email, "free", 1, t.bus);
    expect(await icebreakers(plus)).toMatchObject({ enabled: false, opted_in: true });
    expect((await choose(plus, false)).statusCode).toBe(200);
  });

  it("follows the operator's stage in every process without a restart: off for all, then everyone", async () => {
    const [free, plus] = await matchedPair(t.app, ["Gia", "Hal"]);
    await grantTier(t.database, plus.email, "unlocked-beyond", 30, t.bus);
    await choose(plus, true);
    expect((await icebreakers(plus)).enabled).toBe(true);

    expect(await setFlag(t.database, "icebreakers", "off", t.bus)).toBe("icebreakers: off");
    await expect.poll(async () => (await icebreakers(plus)).enabled).toBe(false);
    expect((await choose(plus, true)).statusCode).toBe(409);

    await setFlag(t.database, "icebreakers", "everyone", t.bus);
    await expect.poll(async () => (await icebreakers(free)).enabled).toBe(true);
    expect(await listFlags(t.database)).toMatch(/^icebreakers\teveryone\t/);
    await expect(setFlag(t.database, "icebreakers", "sometimes", t.bus)).rejects.toThrow(CommandError);
    await expect(setFlag(t.database, "telepathy", "everyone", t.bus)).rejects.toThrow(/No feature flag/);
    await setFlag(t.database, "icebreakers", "early_access", t.bus);
    await expect.poll(async () => (await icebreakers(free)).enabled).toBe(false);
  });
});
