import type { AsyncLocalStorage } from "node:async_hooks";
import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from "@better-auth/core/context";

/*
 * Why this exists: on Node 20, once any AsyncLocalStorage has run, Node tracks every promise and
 * async resource of the whole process (async_hooks) until each storage is disabled. better-auth
 * keeps three storages and runs them on each of its calls, so every request paid for that,
 * about 10 µs of the ~85 µs of a signed-in read (measured by `npm run bench -- api`), although
 * better-auth takes part in few requests: the session cache answers most of them.
 *
 * So the storages are switched off whenever none of better-auth's calls, nor a background task it
 * handed us, is running; the next call switches them on again (Node's `run` does that). A call's
 * context lives exactly as long as its run, so nothing that still needs it is cut off: runs nest
 * inside the outermost one, and the only work that outlives a call, its background tasks (account
 * mails), is counted too (`holdAuthStorages`). Work that is not held would see no context once
 * they are off (or a stale one if another call has switched them on): better-auth 1.7 starts no
 * such work that reads its context (checked in its dist: only the background tasks outlive a
 * call); recheck on upgrades. Node 22+ keeps contexts without async_hooks (AsyncContextFrame);
 * this can go when the machines run it.
 */

let running = 0;
const watched = new Set<AsyncLocalStorage<unknown>>();

function release(): void {
  running -= 1;
  if (running === 0) for (const storage of watched) storage.disable();
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === "object" && value !== null && typeof (value as { then?: unknown }).then === "function";

/** Counts the storage's runs, and disables every watched storage when no run or held work is left. */
export function switchOffWhenIdle(storage: AsyncLocalStorage<unknown>): void {
  if (watched.has(storage)) return;
  watched.add(storage);
  const run = storage.run.bind(storage);
  storage.run = ((store: unknown, fn: (...args: unknown[]) => unknown, ...args: unknown[]) => {
    running += 1;
    let result: unknown;
    try {
      result = run(store, fn, ...args);
    } catch (err) {
      release();
      throw err;
    }
    if (isThenable(result)) return Promise.resolve(result).finally(release);
    release();
    return result;
  }) as typeof storage.run;
}

/** Keeps the storages on until `work` settles: for work a call starts and does not wait for. */
export function holdAuthStorages<T>(work: Promise<T>): Promise<T> {
  running += 1;
  return work.finally(release);
}

/** True when no better-auth call or held work is running (the storages are then off). */
export const authStoragesIdle = (): boolean => running === 0;

// Before any better-auth call can run: every module that calls better-auth imports auth.ts, which imports this.
for (const storage of await Promise.all([
  getRequestStateAsyncLocalStorage(),
  // Deprecated in name only: it is the one way to reach the endpoint context's storage itself.
  getCurrentAuthContextAsyncLocalStorage(),
  getCurrentDBAdapterAsyncLocalStorage(),
])) {
  switchOffWhenIdle(storage as AsyncLocalStorage<unknown>);
}
