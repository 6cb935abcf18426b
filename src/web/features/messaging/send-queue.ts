import type { QueryClient } from "@tanstack/react-query";
import { useMemo, useSyncExternalStore } from "react";
import { ErrorCodes } from "#shared/errors";
import { MessageLimits } from "#shared/limits";
import { MessageToasts } from "#shared/messages";
import { messageSchema, type Message } from "#shared/messaging";
import { api, ApiError, errorMessage, newIdempotencyKey } from "../../lib/api";
import { notify } from "../../lib/toast";
import { afterMessageInEcho, messagingQueries } from "./api";
import { addMessage, listMessage } from "./conversation-cache";

/**
 * A message the member wrote that the server has not stored yet. `key` is its client id (the
 * send's Idempotency-Key): a retry after a lost answer repeats that send instead of making a second.
 */
export type Outgoing = {
  key: string;
  /** Who wrote it: a conversation shows only its own member's (another may sign in on this device). */
  from: string;
  matchId: string;
  text: string;
  state: "queued" | "sending" | "failed";
  /** Why the last attempt failed, in the server's words (or the offline message). */
  reason?: string;
};

/** Waits before the automatic retries of a send that got no answer (offline, connection dropped). */
const RETRY_DELAYS_MS = [1000, 2000];

/**
 * The messages on their way, per conversation, sent one at a time in the order they were typed
 * (ADR 0218). It lives outside any component, so moving to
 * another page keeps sending; only leaving the app loses the queue, and `beforeunload` warns then.
 */
let outgoing: readonly Outgoing[] = [];
const listeners = new Set<() => void>();
const running = new Set<string>();

function set(next: readonly Outgoing[]) {
  outgoing = next;
  for (const listener of listeners) listener();
}
const update = (key: string, change: Partial<Outgoing>) =>
  set(outgoing.map((o) => (o.key === key ? { ...o, ...change } : o)));

export const sendQueue = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => outgoing,
  /** Whether a message is still on its way (not failed): leaving the app now would lose it. */
  busy: () => outgoing.some((o) => o.state !== "failed"),

  /** Adds a message at the end of its conversation's queue and starts sending if idle. */
  enqueue(qc: QueryClient, message: { from: string; matchId: string; text: string }) {
    warnBeforeLeaving();
    set([...outgoing, { ...message, key: newIdempotencyKey(), state: "queued" }]);
    void drain(qc, message.matchId);
  },

  /**
   * Sends a failed message again, at the end of the queue. A send that never got an answer keeps
   * its key (the server may have stored it); one the server refused gets a new key, since the
   * server keeps its refusal as the answer to the old one.
   */
  retry(qc: QueryClient, key: string) {
    const item = outgoing.find((o) => o.key === key && o.state === "failed");
    if (!item) return;
    const again: Outgoing = { ...item, state: "queued", reason: undefined };
    if (refusedKeys.delete(key)) again.key = newIdempotencyKey();
    set([...outgoing.filter((o) => o.key !== key), again]);
    void drain(qc, item.matchId);
  },

  /** The server's copy of a send arrived (the socket, before the send's own answer): its queued copy goes. */
  settled(key: string) {
    if (outgoing.some((o) => o.key === key)) set(outgoing.filter((o) => o.key !== key));
  },

  discard(key: string) {
    set(outgoing.filter((o) => o.key !== key || o.state !== "failed"));
  },
};

/** Keys the server answered with a refusal (4xx): their answer is kept, so a retry needs a new key. */
const refusedKeys = new Set<string>();

async function drain(qc: QueryClient, matchId: string) {
  if (running.has(matchId)) return;
  running.add(matchId);
  try {
    for (;;) {
      const next = outgoing.find((o) => o.matchId === matchId && o.state === "queued");
      if (!next) return;
      update(next.key, { state: "sending" });
      await sendOne(qc, next);
    }
  } finally {
    running.delete(matchId);
  }
}

async function sendOne(qc: QueryClient, item: Outgoing) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const message = await api(`/api/conversations/${encodeURIComponent(item.matchId)}/messages`, messageSchema, {
        body: { message_text: item.text },
        idempotencyKey: item.key,
      });
      sent(qc, message, item.key);
      return;
    } catch (err) {
      const unanswered = err instanceof ApiError && err.status === 0;
      if (unanswered && attempt < RETRY_DELAYS_MS.length) {
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt]));
        continue;
      }
      if (err instanceof ApiError && err.status >= 400 && err.status < 500) refusedKeys.add(item.key);
      if (err instanceof ApiError && err.code === ErrorCodes.messageLimitReached) {
        notify.error(MessageToasts.limitReached.title, MessageToasts.limitReached.description);
      }
      update(item.key, { state: "failed", reason: errorMessage(err) });
      void qc.invalidateQueries({ queryKey: messagingQueries.allowance().queryKey });
      return;
    }
  }
}

/** The stored message takes the queued one's place in the conversation, in the same update. */
function sent(qc: QueryClient, message: Message, key: string) {
  // Once, whichever comes first: this answer or the socket's copy of the same message.
  addMessage(qc, message);
  set(outgoing.filter((o) => o.key !== key));
  if (!listMessage(qc, message)) void qc.invalidateQueries({ queryKey: messagingQueries.conversations().queryKey });
  afterMessageInEcho(qc, message.match_id);
  // The day's allowance counts down (a premium member's has nothing to count).
  if (qc.getQueryData(messagingQueries.allowance().queryKey)?.remaining !== MessageLimits.unlimited)
    void qc.invalidateQueries({ queryKey: messagingQueries.allowance().queryKey });
}

let warning = false;
/** The browser's own "Leave site?" question while a message is on its way (its words, not ours). */
function warnBeforeLeaving() {
  if (warning) return;
  warning = true;
  window.addEventListener("beforeunload", (event) => {
    if (sendQueue.busy()) event.preventDefault();
  });
}

const none: readonly Outgoing[] = [];
/** The member's messages still on their way in one conversation, oldest first. */
export function useOutgoing(matchId: string, myId: string): readonly Outgoing[] {
  const all = useSyncExternalStore(sendQueue.subscribe, sendQueue.snapshot, () => none);
  return useMemo(() => all.filter((o) => o.matchId === matchId && o.from === myId), [all, matchId, myId]);
}
