import { AsyncLocalStorage } from "node:async_hooks";
import { describe, expect, it } from "vitest";
import { authStoragesIdle, holdAuthStorages, switchOffWhenIdle } from "./auth-storages.js";

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe("better-auth's storages are off between its calls", () => {
  it("keeps each run's context across awaits while runs overlap, and is idle when the last one settles", async () => {
    const storage = new AsyncLocalStorage<string>();
    switchOffWhenIdle(storage as AsyncLocalStorage<unknown>);
    const seen: string[] = [];
    const call = (name: string, ms: number) =>
      storage.run(name, async () => {
        await tick(ms);
        seen.push(`${name}:${storage.getStore()}`);
        await tick(ms);
        seen.push(`${name}:${storage.getStore()}`);
      });
    // The short call ends while the long one still waits: the long one must keep its context.
    await Promise.all([call("long", 20), call("short", 2)]);
    expect(seen).toEqual(["short:short", "short:short", "long:long", "long:long"]);
    expect(authStoragesIdle()).toBe(true);
    // A failing call is released too.
    await expect(storage.run("failing", async () => Promise.reject(new Error("no")))).rejects.toThrow("no");
    expect(() => storage.run("throwing", () => { throw new Error("sync"); })).toThrow("sync");
    expect(authStoragesIdle()).toBe(true);
  });

  it("switches off once idle, so only held work outlives its call with the context; the next call switches on again", async () => {
    const storage = new AsyncLocalStorage<string>();
    switchOffWhenIdle(storage as AsyncLocalStorage<unknown>);

    const unheldGate = gate();
    let unheld!: Promise<string | undefined>;
    await storage.run("call-1", async () => {
      unheld = unheldGate.opened.then(() => storage.getStore());
    });
    unheldGate.open();
    // Off: nothing carried the context on (an always-on storage would answer "call-1").
    expect(await unheld).toBeUndefined();

    const heldGate = gate();
    let held!: Promise<string | undefined>;
    await storage.run("call-2", async () => {
      held = holdAuthStorages(heldGate.opened.then(() => storage.getStore()));
    });
    expect(authStoragesIdle()).toBe(false);
    heldGate.open();
    expect(await held).toBe("call-2");
    expect(authStoragesIdle()).toBe(true);
  });
});
