import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { WorkerStalled, workerClient } from "./worker-client.js";

/**
 * A worker thread from source: it works through its requests one at a time, as a model does,
 * each taking `delayMs`; it never answers when null.
 */
const worker = (delayMs: number | null) =>
  new Worker(
    `const { parentPort } = require("node:worker_threads");
     let queue = Promise.resolve();
     parentPort.on("message", (msg) => {
       if (${delayMs} === null) return;
       queue = queue.then(() => new Promise((done) => setTimeout(() => {
         parentPort.postMessage({ id: msg.id, result: msg.n * 2 });
         done();
       }, ${delayMs ?? 0})));
     });`,
    { eval: true },
  );

describe("a model's worker client", () => {
  it("ends a worker that answers nothing, refuses what waited, and starts a fresh one for the next request", async () => {
    const spawned: Worker[] = [];
    const client = workerClient<{ n: number }, number>(
      () => {
        const w = worker(spawned.length === 0 ? null : 0);
        spawned.push(w);
        return w;
      },
      { stallMs: 500 },
    );
    try {
      const waiting = [client.call({ n: 1 }), client.call({ n: 2 })];
      for (const call of waiting) await expect(call).rejects.toBeInstanceOf(WorkerStalled);
      expect(await client.call({ n: 21 })).toBe(42);
      expect(spawned).toHaveLength(2);
      // The stuck thread was ended, not left running.
      expect(spawned[0]!.threadId).toBe(-1);
    } finally {
      await client.close();
    }
  });

  it("does not take a queue of work for a hang: the wait is measured from the last answer", async () => {
    const client = workerClient<{ n: number }, number>(() => worker(150), { stallMs: 1000 });
    try {
      // Ten answers 150 ms apart: 1.5 s in all, longer than the stall limit, yet none is refused.
      const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => client.call({ n })));
      expect(answers).toEqual(Array.from({ length: 10 }, (_, n) => n * 2));
    } finally {
      await client.close();
    }
  });
});
