/**
 * Work that must not make a response wait, such as account mails, whose timing would otherwise
 * tell whether an address has an account. Tracked, so shutdown and the dev mailbox can wait for it.
 */
export type BackgroundTasks = {
  run(task: Promise<unknown>): void;
  /** Resolves once everything started so far has settled. */
  idle(): Promise<void>;
};

export function createBackgroundTasks(onError: (err: unknown) => void): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    run(task) {
      const tracked = task.catch(onError).finally(() => pending.delete(tracked));
      pending.add(tracked);
    },
    async idle() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}
