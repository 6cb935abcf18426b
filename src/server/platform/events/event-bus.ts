import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { ComponentHealth } from "#shared/health";
import { inTransaction } from "../../db/transaction.js";
import type { Database } from "../../db/types.js";
import type { DomainEventName, DomainEvents } from "./domain-events.js";
import type { Delivery, Outbox } from "./outbox.js";

/** Which event a handler is delivering: its id is the same on every redelivery (handlers key their writes on it). */
export type EventMeta = { eventId: string };
export type EventHandler<E extends DomainEventName> = (
  payload: DomainEvents[E],
  meta: EventMeta,
) => Promise<void> | void;
/** Queues an event inside a transaction: written with it, delivered after it commits. */
export type Emit = <E extends DomainEventName>(event: E, payload: DomainEvents[E]) => void;

/**
 * A feature's repository bound to one transaction, with the events that commit with it: what a
 * service gets to change its tables and announce the change atomically (`atomicallyWith`).
 */
export type Atomically<Repo> = <T>(work: (repo: Repo, emit: Emit) => Promise<T>) => Promise<T>;

export function atomicallyWith<Repo>(bus: EventBus, repoOn: (trx: Kysely<Database>) => Repo): Atomically<Repo> {
  return (work) => bus.transaction((trx, emit) => work(repoOn(trx), emit));
}

type HandlerOptions = {
  /**
   * Runs after the request answers (a push service's or a mail server's round trip never delays
   * it), still at least once: a failure is retried from the outbox like any other.
   */
  offPath?: boolean;
};

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
  /**
   * Must happen, once in effect: written to the outbox with the change that causes the event,
   * delivered after its commit, retried until it succeeds or is parked (outbox.ts). `name` is
   * the handler's stable name (a parked delivery names it). Handlers must be idempotent: a crash
   * after the handler's work and before its delivery is marked done delivers it again.
   */
  on<E extends DomainEventName>(event: E, name: string, handler: EventHandler<E>, options?: HandlerOptions): void;
  /**
   * Runs in every server process (through the carrier when there is one), right after the
   * commit: for what each process holds itself, such as the realtime sockets of the people
   * concerned. Best effort: a socket that misses one re-reads on reconnect.
   */
  onEverywhere<E extends DomainEventName>(event: E, handler: EventHandler<E>): void;
  /**
   * Runs `work` in one database transaction; the events it emits are written in that same
   * transaction and delivered once it has committed (never for a transaction rolled back).
   * Resolves when the change is committed and the on-path handlers have run (what they write,
   * such as a new member's profile row, exists when the request answers); their failure is
   * logged and retried, never the caller's error.
   */
  transaction<T>(work: (trx: Kysely<Database>, emit: Emit) => Promise<T>): Promise<T>;
  /**
   * An event whose cause is not a transaction of ours (a sign-in by the auth library), or that
   * only `onEverywhere` handlers hear (a read receipt): written to the outbox on its own when it
   * has durable handlers, then delivered like any other.
   */
  emit<E extends DomainEventName>(event: E, payload: DomainEvents[E]): Promise<void>;
  /**
   * Attaches durable delivery (the app does, once its job queue exists) and where off-path
   * deliveries run (the app's background tasks, which shutdown waits for). Without an outbox,
   * handlers run in-process only (an operator's command, a bench).
   */
  attach(outbox: Outbox, background: (task: Promise<unknown>) => void): void;
  /** Delivers one written delivery again, to all its handlers (the outbox's worker); throws naming those that failed. */
  redeliver(delivery: Delivery): Promise<void>;
  /** Starts the carrier (when there is one); events emitted before are delivered locally only. */
  start(): Promise<void>;
  close(): Promise<void>;
  /** In-process, or the carrier's own check. */
  check(): Promise<ComponentHealth>;
};

type Options = {
  /** The database whose transactions carry the events (the outbox is written in them). */
  db: Kysely<Database>;
  carrier?: EventCarrier;
  /** A handler or the carrier failed: logged, never the emitting request's failure. */
  onError?: (err: unknown, event: DomainEventName, handler?: string, eventId?: string) => void;
};

type Durable = { name: string; handler: EventHandler<never>; offPath: boolean };
type Pending = { eventId: string; event: DomainEventName; payload: unknown };

/** Typed handlers: durable ones through the outbox, `onEverywhere` ones in every process. */
export function createEventBus({ db, carrier, onError = () => {} }: Options): EventBus {
  const durable = new Map<DomainEventName, Durable[]>();
  const byName = new Map<string, Durable>();
  const everywhere = new Map<DomainEventName, EventHandler<never>[]>();
  let outbox: Outbox | undefined;
  let background: (task: Promise<unknown>) => void = (task) => void task.catch(() => undefined);
  let started = false;

  /**
   * Started at once, not awaited: a cache eviction here is done before this process's durable
   * handlers read (a plan change's discovery priority), and a socket hears of a message without
   * waiting for anyone's bookkeeping.
   */
  const deliverEverywhere = <E extends DomainEventName>(
    event: E,
    payload: DomainEvents[E],
    eventId: string = randomUUID(),
  ) => {
    for (const handler of (everywhere.get(event) ?? []) as EventHandler<E>[]) {
      try {
        Promise.resolve(handler(payload, { eventId })).catch((err: unknown) => onError(err, event));
      } catch (err) {
        onError(err, event);
      }
    }
  };
  const deliveriesOf = (events: Pending[]): Delivery[] =>
    events.flatMap((e) => {
      const handlers = (durable.get(e.event) ?? []).map((d) => d.name);
      return handlers.length
        ? [{ id: randomUUID(), eventId: e.eventId, event: e.event, handlers, payload: e.payload }]
        : [];
    });

  /** Runs these of the delivery's handlers one after another; answers those that failed. */
  const run = async (delivery: Delivery, names: readonly string[]): Promise<string[]> => {
    const failed: string[] = [];
    for (const name of names) {
      const d = byName.get(name);
      try {
        if (!d) throw new Error(`no event handler named ${name}`);
        await (d.handler as EventHandler<DomainEventName>)(delivery.payload as never, { eventId: delivery.eventId });
      } catch (err) {
        onError(err, delivery.event, name, delivery.eventId);
        failed.push(name);
      }
    }
    return failed;
  };
  /**
   * After the commit: every process hears of the events, then this one delivers them, on-path
   * handlers before the caller goes on, off-path ones after. A delivery whose handlers all
   * succeeded is done; one with a failure stays in the outbox, and a worker delivers it again
   * after the lease (its handlers are idempotent, so those that succeeded shrug it off).
   */
  const dispatch = async (events: Pending[], deliveries: Delivery[]) => {
    for (const e of events) {
      if (carrier && started)
        carrier.publish(e.event, e.payload as never).catch((err: unknown) => onError(err, e.event));
      else deliverEverywhere(e.event, e.payload as never, e.eventId);
    }
    for (const delivery of deliveries) {
      const offPath = delivery.handlers.filter((name) => byName.get(name)?.offPath);
      const failedOnPath = await run(
        delivery,
        delivery.handlers.filter((name) => !offPath.includes(name)),
      );
      const finish = async () => {
        const failed = [...failedOnPath, ...(offPath.length ? await run(delivery, offPath) : [])];
        if (!failed.length) outbox?.done([delivery.id]);
      };
      if (offPath.length) background(finish());
      else await finish();
    }
  };

  return {
    on(event, name, handler, options = {}) {
      if (byName.has(name)) throw new Error(`two event handlers are named ${name}`);
      const d = { name, handler: handler as EventHandler<never>, offPath: options.offPath ?? false };
      byName.set(name, d);
      durable.set(event, [...(durable.get(event) ?? []), d]);
    },
    onEverywhere: (event, handler) =>
      void everywhere.set(event, [...(everywhere.get(event) ?? []), handler as EventHandler<never>]),
    async transaction(work) {
      const events: Pending[] = [];
      let deliveries: Delivery[] = [];
      // The bus holds the app's database, never a transaction: this one is always the outermost,
      // so the dispatch below follows the real commit.
      const result = await inTransaction(db, async (trx) => {
        const value = await work(trx, (event, payload) => void events.push({ eventId: randomUUID(), event, payload }));
        deliveries = deliveriesOf(events);
        if (deliveries.length && outbox) await outbox.write(deliveries, trx);
        return value;
      });
      await dispatch(events, deliveries);
      return result;
    },
    async emit(event, payload) {
      const events = [{ eventId: randomUUID(), event, payload }];
      const deliveries = deliveriesOf(events);
      if (deliveries.length && outbox) await outbox.write(deliveries);
      await dispatch(events, deliveries);
    },
    attach(o, run) {
      outbox = o;
      background = run;
    },
    async redeliver(delivery) {
      const failed = await run(delivery, delivery.handlers);
      if (failed.length) throw new Error(`event ${delivery.eventId} (${delivery.event}): ${failed.join(", ")} failed`);
    },
    async start() {
      if (!carrier || started) return;
      await carrier.start((event, payload) => deliverEverywhere(event, payload));
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
