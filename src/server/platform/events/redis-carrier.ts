import { Redis } from "ioredis";
import { waitAtMost } from "../time-limit.js";
import type { DomainEventName, DomainEvents } from "./domain-events.js";
import type { EventCarrier } from "./event-bus.js";

const CHANNEL = "unlocked:events";

type Options = {
  /** Redis could not be reached or a message could not be read: logged by the caller. */
  onError: (err: unknown) => void;
};

/**
 * Domain events between server processes over Redis pub/sub (ioredis), not PostgreSQL
 * LISTEN/NOTIFY, whose notifying commit takes a global lock. Two connections, as pub/sub needs:
 * one publishes, one listens. Publishing fails at once while Redis is away (no offline queue, so
 * a request never waits on it); ioredis reconnects and re-subscribes by itself. Whatever was
 * missed meanwhile is caught up by the clients: when the listener is back, every process
 * delivers `RealtimeResync` locally, and the realtime feature tells its sockets to re-read.
 */
export function createRedisCarrier(url: string, { onError }: Options): EventCarrier {
  const publisher = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
  // The listener queues its subscribe while offline (re-sent when connected); it never gives up.
  const listener = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: null });
  // One report per outage, not one per reconnect attempt.
  let reported = false;
  const report = (err: unknown) => {
    if (reported) return;
    reported = true;
    onError(err);
  };
  publisher.on("error", report);
  listener.on("error", report);

  return {
    async publish(event, payload) {
      await publisher.publish(CHANNEL, JSON.stringify({ event, payload }));
    },

    async start(deliver) {
      let wasReady = false;
      listener.on("message", (_channel: string, text: string) => {
        try {
          const { event, payload } = JSON.parse(text) as {
            event: DomainEventName;
            payload: DomainEvents[DomainEventName];
          };
          deliver(event, payload);
        } catch (err) {
          onError(err);
        }
      });
      listener.on("ready", () => {
        reported = false;
        if (!wasReady) return void (wasReady = true);
        // Subscribed again first (commands on one connection run in order, so this also waits for
        // ioredis's own re-subscription): a client's re-read then misses nothing published after.
        listener.subscribe(CHANNEL).then(() => deliver("RealtimeResync", {}), onError);
      });
      // Redis away at start must not stop the app (it would restart in a loop): connecting and
      // subscribing go on in the background, ioredis retrying; the first two seconds are waited
      // for, so a healthy start is subscribed before it serves.
      publisher.connect().catch(report);
      listener.connect().catch(report);
      const subscribed = listener.subscribe(CHANNEL).then(
        () => true,
        (err: unknown) => (report(err), false),
      );
      await waitAtMost(subscribed, 2000);
    },

    async close() {
      listener.disconnect();
      // QUIT answers after any publish still in flight (an operator's command closes right after
      // its event); bounded, so a shutdown never waits on a Redis that stopped answering.
      await waitAtMost(publisher.quit(), 1000);
      publisher.disconnect();
    },

    async check() {
      // A PING on the publishing connection (it fails at once while Redis is away), and the
      // listener must be subscribed, or this process would miss other processes' events.
      try {
        await publisher.ping();
        if (listener.status !== "ready") throw new Error(`listener ${listener.status}`);
        return { status: "ok", detail: "Redis pub/sub across server processes" };
      } catch {
        return { status: "error", detail: "Redis unreachable: events stay in this process until it is back" };
      }
    },
  };
}
