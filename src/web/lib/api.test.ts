import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionResponseSchema } from "#shared/session";
import { api, ApiError, ContractError } from "./api";

/** The network is the edge: the server's answer is stood in for, our parsing is what runs. */
function answer(status: number, body: unknown) {
  vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })));
}
afterEach(() => vi.unstubAllGlobals());

describe("api()", () => {
  it("returns the answer parsed by its contract, dropping what the contract does not name", async () => {
    const user = { id: "u1", email: "a@example.com", email_verified: true, age_verified: false, quiz_completed: false };
    answer(200, { user: { ...user, password_hash: "x" } });
    expect(await api("/api/auth/session", sessionResponseSchema)).toEqual({ user });
  });

  it("refuses an answer that breaks its contract instead of handing it on", async () => {
    answer(200, { user: { id: 1 } });
    await expect(api("/api/auth/session", sessionResponseSchema)).rejects.toBeInstanceOf(ContractError);
  });

  it("turns the server's error shape into an ApiError with its message and fields", async () => {
    answer(400, { error: { code: "VALIDATION_FAILED", message: "Invalid email address", fields: { email: "Invalid email address" } } });
    const err = await api("/api/auth/session", sessionResponseSchema).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, message: "Invalid email address", fields: { email: "Invalid email address" } });
  });
});
