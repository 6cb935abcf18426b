import type { ComponentHealth } from "#shared/health";
import type { DomainEventName, DomainEvents } from "./domain-events.js";

export type EventHandler<E extends DomainEventName> = (payload: DomainEvents[E]) => Promise<void> | void;

/**
 * Carries events between server processes (platform/events/redis-carrier.ts). Only ids and small
 * facts travel (domain-events.ts); a process reads anything bigger from the database.
 */
export type EventCarrier = {
  publish<E extends DomainEventName>(event: E, payload: DomainEvents[E]): Promise<void>;
  /** Every event published by any process (this one included) is handed to `deliver`. */
  start(deliver: <E extends DomainEventName>(event: E, payload: DomainEvents[E]) => void): Promise<void>;
  close(): Promise<void>;
  /** A round trip to what carries the events (GET /api/health). */
  check(): Promise<ComponentHealth>;
};

export type EventBus = {
  /** Runs once, in the process that emitted the event (writes, mails). */
  on<E extends DomainEventName>(event: E, handler: EventHandler<E>): void;
  /**
   * Runs in every server process (through the carrier when there is one): for what each process
   * holds itself, such as the realtime sockets of the people concerned.
   */
  onEverywhere<E extends DomainEventName>(event: E, handler: EventHandler<E>): void;
  /**
   * Hands the event to every process's `onEverywhere` handlers, without waiting for them (a
   * socket hears of a message without waiting for this process's bookkeeping: what those handlers
   * announce is already written when an event is emitted); then runs every `on` handler and
   * resolves when all have finished, so what they write (a profile row for a new user) exists
   * when the emitting request answers.
   */
  emit<E extends DomainEventName>(event: E, payload: DomainEvents[E]): Promise<void>;
  /** Starts the carrier (when there is one); events emitted before are delivered locally only. */
  start(): Promise<void>;
  close(): Promise<void>;
  /** In-process, or the carrier's own check. */
  check(): Promise<ComponentHealth>;
};

type Options = {
  carrier?: EventCarrier;
  /** A handler or the carrier failed: logged, never the emitting request's failure. */
  onError?: (err: unknown, event: DomainEventName) => void;
};

/** Typed, in-process handlers; with a carrier, `onEverywhere` handlers hear every process. */
export function createEventBus({ carrier, onError = () => {} }: Options = {}): EventBus {
  const local = new Map<DomainEventName, EventHandler<never>[]>();
  const everywhere = new Map<DomainEventName, EventHandler<never>[]>();
  let started = false;
  const add = (map: typeof local, event: DomainEventName, handler: EventHandler<never>) => map.set(event, [...(map.get(event) ?? []), handler]);

  const deliver = <E extends DomainEventName>(event: E, payload: DomainEvents[E]) => {
    for (const handler of (everywhere.get(event) ?? []) as EventHandler<E>[]) {
      Promise.resolve()
        .then(() => handler(payload))
        .catch((err: unknown) => onError(err, event));
    }
  };

  return {
    on: (event, handler) => add(local, event, handler as EventHandler<never>),
    onEverywhere: (event, handler) => add(everywhere, event, handler as EventHandler<never>),
    async emit(event, payload) {
      if (carrier && started) carrier.publish(event, payload).catch((err: unknown) => onError(err, event));
      else if (everywhere.size) deliver(event, payload);
      for (const handler of (local.get(event) ?? []) as EventHandler<typeof event>[]) await handler(payload);
    },
    async start() {
      if (!carrier || started) return;
      await carrier.start(deliver);
      started = true;
    },
    async close() {
      started = false;
      await carrier?.close();
    },
    async check() {
      return carrier ? carrier.check() : { status: "ok", detail: "In-process (one server process)" };
    },
  };
}
