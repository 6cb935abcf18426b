import client from "prom-client";

/**
 * This process's metrics in Prometheus's format (prom-client), one registry per app: HTTP
 * requests by route pattern and status with their latency, realtime sockets and deliveries, job
 * queue depth and failures, database pool use, and Node's own (event-loop lag, memory, CPU).
 * Features record through the methods below and add gauges that are read when scraped; nothing
 * here carries a member's id, only counts.
 */
export type Metrics = {
  readonly registry: client.Registry;
  httpRequest(method: string, route: string, status: number, seconds: number): void;
  messagesDelivered(count: number): void;
  jobFailed(queue: string): void;
  /** A domain event's delivery failed (retried from the outbox) or ran out of attempts (parked). */
  eventFailed(handler: string): void;
  eventParked(event: string): void;
  /** A number read at each scrape (open sockets, pool connections...). */
  gauge(name: string, help: string, read: () => number | Promise<number>): void;
  /** Numbers by one label, read at each scrape (queue depth per queue...). */
  gaugeByLabel(
    name: string,
    help: string,
    label: string,
    read: () => Promise<Array<[string, number]>> | Array<[string, number]>,
  ): void;
};

/** `exposed`: whether anyone can scrape them (METRICS_TOKEN); Node's own are only watched then. */
export function createMetrics({ exposed }: { exposed: boolean }): Metrics {
  const registry = new client.Registry();
  // The event-loop monitor runs all the time once started: not in a process nobody scrapes.
  if (exposed) client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const requests = new client.Counter({
    name: "http_requests_total",
    help: "HTTP requests by method, route pattern and status",
    labelNames: ["method", "route", "status"],
    registers: [registry],
  });
  const latency = new client.Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP request latency by method and route pattern",
    labelNames: ["method", "route"],
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const delivered = new client.Counter({
    name: "realtime_messages_delivered_total",
    help: "Realtime messages written to open sockets in this process",
    registers: [registry],
  });
  const jobFailures = new client.Counter({
    name: "jobs_failed_total",
    help: "Jobs whose handler failed (pg-boss retries them)",
    labelNames: ["queue"],
    registers: [registry],
  });
  const eventFailures = new client.Counter({
    name: "event_deliveries_failed_total",
    help: "Domain-event deliveries whose handler failed (retried from the outbox)",
    labelNames: ["handler"],
    registers: [registry],
  });
  const eventsParked = new client.Counter({
    name: "event_deliveries_parked_total",
    help: "Domain-event deliveries parked after their last attempt (npm run events -- failed)",
    labelNames: ["event"],
    registers: [registry],
  });
  return {
    registry,
    httpRequest(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    },
    messagesDelivered: (count) => void (count > 0 && delivered.inc(count)),
    jobFailed: (queue) => jobFailures.inc({ queue }),
    eventFailed: (handler) => eventFailures.inc({ handler }),
    eventParked: (event) => eventsParked.inc({ event }),
    gauge(name, help, read) {
      new client.Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          this.set(await read());
        },
      });
    },
    gaugeByLabel(name, help, label, read) {
      new client.Gauge({
        name,
        help,
        labelNames: [label],
        registers: [registry],
        async collect() {
          this.reset();
          for (const [value, n] of await read()) this.set({ [label]: value }, n);
        },
      });
    },
  };
}
