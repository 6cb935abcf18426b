/**
 * Where this process is in its life, for the readiness answer (GET /api/ready): a process that
 * is shutting down says it is not ready, so a load balancer that asks stops sending it work
 * while it finishes what it has (main.ts).
 */
export type Lifecycle = {
  readonly shuttingDown: boolean;
  beginShutdown(): void;
};

export function createLifecycle(): Lifecycle {
  let shuttingDown = false;
  return {
    get shuttingDown() {
      return shuttingDown;
    },
    beginShutdown() {
      shuttingDown = true;
    },
  };
}
