import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionResponseSchema } from "#shared/session";
import { MutationObserver, QueryClient } from "@tanstack/react-query";
import { okResponseSchema } from "#shared/auth";
import { api, ApiError, ContractError, keyOf, retryUnanswered } from "./api";

/** The network is the edge: the server's answer is stood in for, our parsing is what runs. */
function answer(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })),
  );
}
afterEach(() => vi.unstubAllGlobals());

describe("api()", () => {
  it("returns the answer parsed by its contract, dropping what the contract does not name", async () => {
    const user = {
      id: "u1",
      email: "a@example.com",
      email_verified: true,
      age_verified: false,
      quiz_completed: false,
      onboarding_step: null,
    };
    answer(200, { user: { ...user, password_hash: "x" } });
    expect(await api("/api/auth/session", sessionResponseSchema)).toEqual({ user });
  });

  it("refuses an answer that breaks its contract instead of handing it on", async () => {
    answer(200, { user: { id: 1 } });
    await expect(api("/api/auth/session", sessionResponseSchema)).rejects.toBeInstanceOf(ContractError);
  });

  it("turns the server's error shape into an ApiError with its message and fields", async () => {
    answer(400, {
      error: {
        code: "VALIDATION_FAILED",
        message: "Invalid email address",
        fields: { email: "Invalid email address" },
      },
    });
    const err = await api("/api/auth/session", sessionResponseSchema).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 400,
      message: "Invalid email address",
      fields: { email: "Invalid email address" },
    });
  });
});

describe("a write the member may repeat", () => {
  it("sends one key through a mutation's retries after a dropped connection, and a new key with the next call", async () => {
    const sent: Array<string | null> = [];
    let drop = 1;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_path: string, init: RequestInit) => {
        sent.push(new Headers(init.headers).get("idempotency-key"));
        if (drop-- > 0) throw new TypeError("Failed to fetch");
        return new Response(JSON.stringify({ ok: true }), { status: 201 });
      }),
    );
    // TanStack's own observer (what useMutation runs on), as the app's mutations are set up.
    const report = (input: { reason: string }) =>
      new MutationObserver(new QueryClient(), {
        mutationFn: (vars: { reason: string }) =>
          api("/api/reports", okResponseSchema, { body: vars, idempotencyKey: keyOf(vars) }),
        retry: retryUnanswered,
        retryDelay: 0,
      }).mutate(input);
    await report({ reason: "spam" });
    await report({ reason: "spam" });
    expect(sent).toHaveLength(3);
    expect(sent[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[1]).toBe(sent[0]);
    expect(sent[2]).not.toBe(sent[0]);
  });
});
