import { describe, expect, it } from "vitest";
import { createReadThroughCache } from "./read-through.js";

/** A database stand-in whose answers the test releases one at a time. */
function source() {
  let value = 1;
  const pending: Array<() => void> = [];
  let reads = 0;
  const load = (key: string) => {
    reads += 1;
    const answer = { key, value };
    return new Promise<typeof answer>((resolve) => pending.push(() => resolve(answer)));
  };
  return { load, set: (v: number) => (value = v), release: () => pending.shift()!(), reads: () => reads };
}

describe("read-through cache", () => {
  it("answers from memory until evicted, then reads again", async () => {
    const s = source();
    const cache = createReadThroughCache(s.load);
    const first = cache.get("ada");
    s.release();
    expect(await first).toEqual({ key: "ada", value: 1 });
    expect(await cache.get("ada")).toEqual({ key: "ada", value: 1 });
    expect(s.reads()).toBe(1);

    s.set(2);
    cache.evict("ada");
    const after = cache.get("ada");
    s.release();
    expect(await after).toEqual({ key: "ada", value: 2 });
    expect(s.reads()).toBe(2);
  });

  it("does not keep a value read before a change that landed while it was read", async () => {
    const s = source();
    const cache = createReadThroughCache(s.load);
    const racing = cache.get("bo"); // reads the old value...
    s.set(2);
    cache.evict("bo"); // ...while it changes
    s.release();
    expect(await racing).toEqual({ key: "bo", value: 1 }); // answered, but not kept
    const next = cache.get("bo");
    s.release();
    expect(await next).toEqual({ key: "bo", value: 2 });
  });

  it("forgets everything on clear(), including a read under way", async () => {
    const s = source();
    const cache = createReadThroughCache(s.load);
    const kept = cache.get("dee");
    s.release();
    await kept;
    const racing = cache.get("eve");
    cache.clear();
    s.release();
    await racing;
    const [dee, eve] = [cache.get("dee"), cache.get("eve")];
    s.release();
    s.release();
    await Promise.all([dee, eve]);
    expect(s.reads()).toBe(4);
  });

  it("forgets a value after its time", async () => {
    const s = source();
    const cache = createReadThroughCache(s.load, { ttlMs: 20 });
    const first = cache.get("cy");
    s.release();
    await first;
    await new Promise((r) => setTimeout(r, 40));
    const again = cache.get("cy");
    s.release();
    await again;
    expect(s.reads()).toBe(2);
  });
});
