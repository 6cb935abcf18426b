/**
 * Resolves in a new task of the main thread, so the work after it does not lengthen the one before.
 * A page's start-up is several pieces of work (a chunk's evaluation, tailwind-merge's first call,
 * a render); run back to back in one task they block taps for longer than any of them alone,
 * which is what a slow phone feels and what Lighthouse counts as Total Blocking Time.
 * `scheduler.yield()` (Chromium) resumes ahead of other queued tasks; elsewhere a message posted
 * to ourselves, not a timer: a tab opened in the background throttles timers to one a second.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
