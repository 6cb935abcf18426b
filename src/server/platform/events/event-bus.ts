import type { DomainEventName, DomainEvents } from "./domain-events.js";

export type EventHandler<E extends DomainEventName> = (payload: DomainEvents[E]) => Promise<void> | void;

export type EventBus = {
  on<E extends DomainEventName>(event: E, handler: EventHandler<E>): void;
  /**
   * Runs every handler of the event and resolves when all have finished, so what they write
   * (a profile row for a new user) exists when the emitting request answers. A handler with
   * slow or optional work (a mail) hands it to the background tasks itself.
   */
  emit<E extends DomainEventName>(event: E, payload: DomainEvents[E]): Promise<void>;
};

/** In-process and typed; the realtime issue adds the Redis carrier behind the same interface. */
export function createEventBus(): EventBus {
  const handlers = new Map<DomainEventName, EventHandler<never>[]>();
  return {
    on(event, handler) {
      const list = handlers.get(event) ?? [];
      list.push(handler as EventHandler<never>);
      handlers.set(event, list);
    },
    async emit(event, payload) {
      const list = (handlers.get(event) ?? []) as EventHandler<typeof event>[];
      for (const handler of list) await handler(payload);
    },
  };
}
