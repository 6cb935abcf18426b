import { startTransition, useEffect, useState } from "react";

// Safari has no requestIdleCallback: a short timer is the nearest thing there.
const whenIdle = (run: () => void, timeout: number): (() => void) => {
  if ("requestIdleCallback" in window) {
    const id = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
};

/**
 * False until the browser has been idle once after this component mounted (at most `timeout` ms):
 * work a member does not see at first (the realtime socket, the heartbeat, quick setup) starts
 * after the page has drawn its first screen, instead of competing with it on a slow phone.
 */
export function useIdle(timeout = 2000): boolean {
  const [idle, setIdle] = useState(false);
  // In a transition: what it mounts (the tab bar's counts, the members' hosts) renders in slices
  // that yield to taps and frames, not in one blocking task.
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true)), timeout), [timeout]);
  return idle;
}
