/** Time limits on work that may hang (a Redis or SMTP server that stopped answering). */

/** Waits for `work` or `ms`, whichever comes first; the work's failure is not this wait's concern. */
export async function waitAtMost(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    work.catch(() => undefined),
    new Promise((resolve) => (timer = setTimeout(resolve, ms).unref())),
  ]);
  clearTimeout(timer);
}

/** `work`'s result, or a rejection with `message` once `ms` have passed without one. */
export async function withinTime<T>(work: Promise<T>, ms: number, message = "timed out"): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms).unref())),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
