import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCodes } from "#shared/errors";
import { VaultLimits } from "#shared/limits";
import type { Moment, SavedPrompt, Vault } from "#shared/memory-vault";
import { PremiumText, VaultText } from "#shared/premium-messages";
import { grantTier } from "../../../../scripts/grant.js";
import { createMember, matchedPair, type Member } from "../../../../tests/support/factories.js";
import { createTestApp, json, type TestApp } from "../../../../tests/support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = (m: Member, method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: m.cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const vaultOf = async (m: Member) => json(await as(m, "GET", "/api/memory-vault")) as Vault;
const rows = async (userId: string) =>
  Promise.all(
    (["memory_vault_matches", "memory_vault_prompts", "memory_vault_moments"] as const).map((table) =>
      t.database.db.selectFrom(table).select("id").where("user_id", "=", userId).execute(),
    ),
  );

describe("Memory Vault", () => {
  it("is Unlocked Beyond's: free and Plus members are refused and nothing is stored", async () => {
    const [free, plus, matchId] = await matchedPair(t.app);
    await grantTier(t.database, plus.email, "unlocked-plus", 30, t.bus);
    for (const m of [free, plus]) {
      for (const res of [
        await as(m, "GET", "/api/memory-vault"),
        await as(m, "POST", "/api/memory-vault/moments", { title: "Our first call" }),
        await as(m, "POST", "/api/memory-vault/prompts", { text: "What song is stuck in your head?" }),
        await as(m, "POST", "/api/memory-vault/matches", { match_id: matchId }),
      ]) {
        expect(res.statusCode, res.body).toBe(403);
        expect(json(res).error).toEqual({ code: ErrorCodes.premiumRequired, message: PremiumText.beyondRequired });
      }
      expect((await rows(m.id)).flat()).toEqual([]);
      expect(json(await as(m, "GET", "/api/memory-vault/favorites"))).toEqual({ match_ids: [] });
    }
    expect((await t.app.inject({ method: "GET", url: "/api/memory-vault" })).statusCode).toBe(401);
  });

  it("keeps favourites, prompts and moments newest first, edits and removes them", async () => {
    const [ada, bea, matchId] = await matchedPair(t.app, ["Ada", "Bea"]);
    const cleo = await createMember(t.app, { name: "Cleo", gender: "woman" });
    await grantTier(t.database, ada.email, "unlocked-beyond", 30, t.bus);

    const fav = await as(ada, "POST", "/api/memory-vault/matches", { match_id: matchId, note: "  Laughs at my puns " });
    expect(fav.statusCode, fav.body).toBe(201);
    expect(json(fav)).toMatchObject({ match_id: matchId, user_id: bea.id, name: "Bea", note: "Laughs at my puns" });
    // Saving again keeps one favourite and its note.
    expect(json(await as(ada, "POST", "/api/memory-vault/matches", { match_id: matchId }))).toMatchObject({
      id: json(fav).id,
      note: "Laughs at my puns",
    });
    expect(json(await as(ada, "GET", "/api/memory-vault/favorites"))).toEqual({ match_ids: [matchId] });

    const first = json(
      await as(ada, "POST", "/api/memory-vault/moments", {
        title: "  Coffee at Luna ",
        tags: ["coffee", "Coffee", " ", "first"],
        match_id: matchId,
      }),
    ) as Moment;
    expect(first).toMatchObject({
      title: "Coffee at Luna",
      moment_type: "reflection",
      tags: ["coffee", "first"],
      description: null,
      notes: null,
      match_id: matchId,
    });
    await new Promise((r) => setTimeout(r, 5));
    const second = json(
      await as(ada, "POST", "/api/memory-vault/moments", {
        title: "Walk by the river",
        moment_type: "first_date",
        description: "We talked for hours",
        notes: "",
      }),
    ) as Moment;
    expect(second.notes).toBeNull();
    const prompt = json(
      await as(ada, "POST", "/api/memory-vault/prompts", { text: "What made you smile today?", source: "digest" }),
    ) as SavedPrompt;
    expect(json(await as(ada, "POST", "/api/memory-vault/prompts", { text: "What made you smile today?" })).id).toBe(
      prompt.id,
    );

    let vault = await vaultOf(ada);
    expect(vault.moments.map((m) => m.title)).toEqual(["Walk by the river", "Coffee at Luna"]);
    expect(vault.prompts).toEqual([prompt]);
    expect(vault.matches.map((m) => m.match_id)).toEqual([matchId]);

    // An edit changes only what it names.
    const edited = json(
      await as(ada, "PATCH", `/api/memory-vault/moments/${first.id}`, { notes: "Oat milk, two sugars" }),
    ) as Moment;
    expect(edited).toMatchObject({
      title: "Coffee at Luna",
      moment_type: "reflection",
      tags: ["coffee", "first"],
      notes: "Oat milk, two sugars",
    });
    expect(
      json(await as(ada, "PATCH", `/api/memory-vault/prompts/${prompt.id}`, { context: "From my digest" })),
    ).toMatchObject({ text: prompt.text, context: "From my digest" });

    // An empty edit, or words another saved prompt has, are refused without a change.
    expect((await as(ada, "PATCH", `/api/memory-vault/prompts/${prompt.id}`, {})).statusCode).toBe(400);
    expect((await as(ada, "PATCH", `/api/memory-vault/moments/${first.id}`, {})).statusCode).toBe(400);
    await as(ada, "POST", "/api/memory-vault/prompts", { text: "Another one" });
    const dup = await as(ada, "PATCH", `/api/memory-vault/prompts/${prompt.id}`, { text: "Another one" });
    expect(dup.statusCode).toBe(409);
    expect(json(dup).error.message).toBe(VaultText.promptExists);
    await as(
      ada,
      "DELETE",
      `/api/memory-vault/prompts/${json(await as(ada, "POST", "/api/memory-vault/prompts", { text: "Another one" })).id}`,
    );

    const bad = await as(ada, "POST", "/api/memory-vault/moments", {
      title: "   ",
      tags: Array.from({ length: 11 }, (_, i) => `t${i}`),
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error.fields).toMatchObject({ title: VaultText.titleRequired, tags: VaultText.tooManyTags });
    // A match that is not Ada's cannot be named.
    const [, , otherMatch] = await matchedPair(t.app, ["Dee", "Eve"]);
    expect((await as(ada, "POST", "/api/memory-vault/matches", { match_id: otherMatch })).statusCode).toBe(404);
    expect(
      (await as(ada, "POST", "/api/memory-vault/moments", { title: "Not mine", match_id: otherMatch })).statusCode,
    ).toBe(404);

    expect((await as(ada, "DELETE", `/api/memory-vault/moments/${second.id}`)).statusCode).toBe(200);
    expect((await as(ada, "DELETE", `/api/memory-vault/moments/${second.id}`)).statusCode).toBe(404);
    vault = await vaultOf(ada);
    expect(vault.moments.map((m) => m.id)).toEqual([first.id]);

    // Another Beyond member can neither read, edit nor remove Ada's items by id.
    await grantTier(t.database, cleo.email, "unlocked-beyond", 30, t.bus);
    expect(await vaultOf(cleo)).toEqual({ matches: [], prompts: [], moments: [] });
    for (const [method, url, body] of [
      ["PATCH", `/api/memory-vault/moments/${first.id}`, { title: "Mine now" }],
      ["PATCH", `/api/memory-vault/prompts/${prompt.id}`, { text: "Mine now" }],
      ["PATCH", `/api/memory-vault/matches/${json(fav).id}`, { note: "Mine now" }],
      ["DELETE", `/api/memory-vault/moments/${first.id}`, undefined],
      ["DELETE", `/api/memory-vault/matches/${json(fav).id}`, undefined],
    ] as const) {
      const res = await as(cleo, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(json(res).error.message).toBe(VaultText.itemNotFound);
    }
    vault = await vaultOf(ada);
    expect(vault.moments[0]!.title).toBe("Coffee at Luna");
    expect(vault.matches[0]!.note).toBe("Laughs at my puns");

    // Unmatching ends the favourite; the moment stays, no longer tied to the match.
    expect((await as(bea, "DELETE", `/api/matches/${matchId}`)).statusCode).toBe(200);
    vault = await vaultOf(ada);
    expect(vault.matches).toEqual([]);
    expect(vault.moments[0]).toMatchObject({ id: first.id, match_id: null });
  });

  it("stops each list at its size exactly, however many adds arrive at once; a repeat needs no room", async () => {
    const ada = await createMember(t.app, { name: "Ada", gender: "woman" });
    await grantTier(t.database, ada.email, "unlocked-beyond", 30, t.bus);
    const start = VaultLimits.listMax - 5;
    await t.database.db
      .insertInto("memory_vault_prompts")
      .values(
        Array.from({ length: start }, (_, i) => ({
          user_id: ada.id,
          text: `Prompt ${i}`,
          source: "own" as const,
          context: null,
        })),
      )
      .execute();
    const adds = await Promise.all(
      Array.from({ length: 20 }, (_, i) => as(ada, "POST", "/api/memory-vault/prompts", { text: `New prompt ${i}` })),
    );
    expect(adds.filter((r) => r.statusCode === 201)).toHaveLength(5);
    for (const refused of adds.filter((r) => r.statusCode !== 201)) {
      expect(refused.statusCode).toBe(409);
      expect(json(refused).error).toEqual({ code: ErrorCodes.vaultFull, message: VaultText.full });
    }
    expect((await rows(ada.id))[1]).toHaveLength(VaultLimits.listMax);
    // Saving words already saved answers the saved prompt, full list or not.
    expect((await as(ada, "POST", "/api/memory-vault/prompts", { text: "Prompt 0" })).statusCode).toBeLessThan(300);
    const moments = await Promise.all(
      Array.from({ length: 3 }, () => as(ada, "POST", "/api/memory-vault/moments", { title: "A moment" })),
    );
    expect(moments.map((r) => r.statusCode)).toEqual([201, 201, 201]);
  });
});
