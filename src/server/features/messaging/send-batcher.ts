import type { Atomically } from "../../platform/events/event-bus.js";
import type { MessageRow, Outgoing, SendsRepository } from "./messaging.repository.js";

/** What one send came to: its message, the day's limit (or a repeat of its key: the caller asks), or its match gone. */
export type SendOutcome = MessageRow | "limit" | "gone";
type Job = {
  message: Outgoing;
  recipientId: string;
  done: (outcome: SendOutcome) => void;
  fail: (err: unknown) => void;
};

/** The most sends one transaction carries. */
const MAX_BATCH = 64;
/** Transactions in flight at once: one fills while another commits. */
const MAX_IN_FLIGHT = 2;

/**
 * Group commit for message sends (ADR 0220). Sends that arrive while a batch
 * is being written wait for the next one, and a batch carries every send waiting: one
 * transaction, its counted inserts one after another on the same connection, one write of all
 * their MessageSent events to the outbox, one commit. Each send keeps its own answer: the day's
 * allowance is counted per send in its statement (exact under concurrency, as alone), a repeated
 * Idempotency-Key stores nothing and takes its count back, and a refused send changes nothing.
 * A statement that fails (a match deleted meanwhile) rolls the batch back, and each of its sends
 * is then made alone: one send's failure is never another's. Nothing is answered before the
 * commit, so a crash between batches loses no acknowledged send and duplicates none.
 */
export function createSendBatcher({
  atomically,
  onStored = () => undefined,
}: {
  /** A transaction with the sends' statements on it, whose events commit with it. */
  atomically: Atomically<SendsRepository>;
  /** Each message as it is stored, before its event goes out (the realtime push then finds it without a read). */
  onStored?: (row: MessageRow) => void;
}) {
  let waiting: Job[] = [];
  let inFlight = 0;
  let scheduled = false;

  /**
   * One send in its own transaction (a batch that failed hands each of its sends here). Nothing
   * stored rolls back, the count a repeated key took with it.
   */
  const alone = (job: Job) =>
    atomically(async (sends, emit) => {
      const stored = await sends.sendCounted(job.message);
      if (typeof stored === "string") throw new NothingStored(stored);
      onStored(stored);
      emit("MessageSent", eventOf(job, stored));
      return stored;
    }).then(job.done, (err: unknown) => (err instanceof NothingStored ? job.done(err.outcome) : job.fail(err)));

  async function write(batch: Job[]): Promise<void> {
    let outcomes: SendOutcome[];
    try {
      outcomes = await atomically(async (sends, emit) => {
        const out: SendOutcome[] = [];
        for (const job of batch) {
          const { stored, counted } = await sends.sendInBatch(job.message);
          if (stored) {
            onStored(stored);
            emit("MessageSent", eventOf(job, stored));
          } else if (counted) await sends.uncount(job.message.senderId, job.message.day);
          out.push(stored ?? "limit");
        }
        return out;
      });
    } catch {
      // Rolled back whole: each send is made alone, and answers for itself.
      await Promise.all(batch.map(alone));
      return;
    }
    batch.forEach((job, i) => job.done(outcomes[i]!));
  }

  function next() {
    scheduled = false;
    while (inFlight < MAX_IN_FLIGHT && waiting.length > 0) {
      const batch = waiting.slice(0, MAX_BATCH);
      waiting = waiting.slice(MAX_BATCH);
      inFlight += 1;
      void write(batch).finally(() => {
        inFlight -= 1;
        next();
      });
    }
  }

  return {
    /** Stores the message with the next batch; resolves once that batch has committed. */
    send(message: Outgoing, recipientId: string): Promise<SendOutcome> {
      return new Promise<SendOutcome>((done, fail) => {
        waiting.push({ message, recipientId, done, fail });
        // Sends parsed in the same turn of the event loop share the first batch.
        if (!scheduled && inFlight < MAX_IN_FLIGHT) {
          scheduled = true;
          setImmediate(next);
        }
      });
    },
  };
}
export type SendBatcher = ReturnType<typeof createSendBatcher>;

class NothingStored extends Error {
  constructor(readonly outcome: "limit" | "gone") {
    super(outcome);
  }
}

const eventOf = (job: Job, stored: MessageRow) => ({
  matchId: stored.match_id,
  messageId: stored.id,
  senderId: stored.sender_id,
  recipientId: job.recipientId,
});
