import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

/** What a model's worker thread answers: the request's id with a result, or with an error. */
export type WorkerAnswer<R> = { id: number; result: R } | { id: number; error: string };

/**
 * A worker's file, named like its module: beside the caller when it runs from source (tsx, Vitest:
 * `.ts`), beside the compiled server when bundled (`scripts/build-server.mjs` emits each worker
 * next to `main.js`). Node 20 does not apply tsx's hooks inside a worker, so from source the worker
 * first registers them through tsx's API, then imports the TypeScript file.
 */
export function spawnWorker(callerUrl: string, name: string): Worker {
  const ext = path.extname(fileURLToPath(callerUrl));
  const url = new URL(`./${name}${ext}`, callerUrl);
  if (ext !== ".ts") return new Worker(url);
  const tsx = import.meta.resolve("tsx/esm/api");
  return new Worker(
    `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(url.href)}); })`,
    { eval: true },
  );
}

export type WorkerClient<Q, R> = {
  call(request: Q, transfer?: ArrayBuffer[]): Promise<R>;
  close(): Promise<void>;
};

/** A model's worker answered nothing for too long: it is ended, and what waited on it is refused. */
export class WorkerStalled extends Error {}

/**
 * How long a worker may go without answering anything while work waits on it. Measured from its
 * last answer, not from each request, so a queue of photos is not mistaken for a hang; long
 * enough for a model's first load on a slow machine (a few seconds), short enough that an upload
 * never waits forever on a stuck model.
 */
const STALL_MS = 60_000;

/**
 * One worker thread per process for a model: started on the first request (a model costs about a
 * second and a few hundred MB, which most processes never pay), idle without keeping the process
 * alive, and started again if it ever dies or stalls (what waited on it is rejected).
 */
export function workerClient<Q extends object, R>(
  spawn: () => Worker,
  { stallMs = STALL_MS }: { stallMs?: number } = {},
): WorkerClient<Q, R> {
  type Pending = { resolve: (r: R) => void; reject: (e: Error) => void };
  type State = { worker: Worker; pending: Map<number, Pending>; watchdog: NodeJS.Timeout | null };
  let current: State | null = null;
  let nextId = 1;

  /** (Re)arms the stall watchdog while anything waits; disarms it when nothing does. */
  function watch(state: State) {
    if (state.watchdog) clearTimeout(state.watchdog);
    state.watchdog = null;
    if (state.pending.size === 0) return;
    state.watchdog = setTimeout(() => {
      fail(state, new WorkerStalled(`a model's worker answered nothing for ${stallMs} ms`));
      void state.worker.terminate();
    }, stallMs);
    state.watchdog.unref();
  }

  function fail(state: State, err: Error) {
    if (current === state) current = null;
    for (const p of state.pending.values()) p.reject(err);
    state.pending.clear();
    watch(state);
  }

  function start(): State {
    const worker = spawn();
    const state: State = { worker, pending: new Map<number, Pending>(), watchdog: null };
    worker.on("message", (answer: WorkerAnswer<R>) => {
      const p = state.pending.get(answer.id);
      if (!p) return;
      state.pending.delete(answer.id);
      if ("error" in answer) p.reject(new Error(answer.error));
      else p.resolve(answer.result);
      watch(state);
      if (state.pending.size === 0) worker.unref();
    });
    worker.on("error", (err) => fail(state, err));
    worker.on("exit", (code) => fail(state, new Error(`a model's worker stopped (code ${code})`)));
    return state;
  }

  return {
    call(request, transfer) {
      const state = (current ??= start());
      const id = nextId++;
      return new Promise<R>((resolve, reject) => {
        state.pending.set(id, { resolve, reject });
        if (!state.watchdog) watch(state);
        state.worker.ref();
        state.worker.postMessage({ ...request, id }, transfer);
      });
    },
    async close() {
      const state = current;
      current = null;
      if (state) await state.worker.terminate();
    },
  };
}

/**
 * The worker's side: answers each request with `handle`'s result or its error's message, so one
 * bad input never ends the thread.
 */
export function answerRequests<Q, R>(
  port: { on(event: "message", fn: (msg: Q & { id: number }) => void): unknown; postMessage(msg: unknown): void },
  handle: (request: Q) => Promise<R>,
): void {
  port.on("message", async (msg) => {
    try {
      port.postMessage({ id: msg.id, result: await handle(msg) } satisfies WorkerAnswer<R>);
    } catch (err) {
      port.postMessage({
        id: msg.id,
        error: err instanceof Error ? err.message : String(err),
      } satisfies WorkerAnswer<R>);
    }
  });
}
