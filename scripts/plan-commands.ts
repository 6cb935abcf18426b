/**
 * What `npm run grant` and `npm run billing` share: they run beside the app on its database,
 * change a member's plan through the subscriptions feature's own services, and then do what the
 * app's SubscriptionChanged handlers would. With REDIS_URL their events also reach the running
 * app's processes (which forget the plans they keep in memory and tell the member's open pages);
 * without it a running app notices within ten seconds.
 */
import path from "node:path";
import { loadConfig } from "../src/server/config.js";
import { openDatabase, type DatabaseHandle } from "../src/server/db/database.js";
import { migrateToLatest } from "../src/server/db/migrate.js";
import { createAuthRepository } from "../src/server/features/auth/auth.repository.js";
import { createDiscoveryRepository } from "../src/server/features/matching/index.js";
import { createSubscriptionsServices } from "../src/server/features/subscriptions/index.js";
import { createEventBus, type EventBus } from "../src/server/platform/events/event-bus.js";
import { createRedisCarrier } from "../src/server/platform/events/redis-carrier.js";

/** A mistake in the command's input: its message is printed and the command exits with 2. */
export class CommandError extends Error {}

/** The feature's services for a command: no payment provider to call (the app owns those). */
export function planServices(
  database: DatabaseHandle,
  now: () => Date,
  bus: EventBus = createEventBus({ db: database.db }),
) {
  return createSubscriptionsServices({
    db: database.db,
    config: { env: "development", appUrl: "http://localhost", paypal: undefined },
    bus,
    now,
    log: console,
  });
}

/** The member with this email, or a CommandError. */
export async function memberByEmail(database: DatabaseHandle, email: string): Promise<{ id: string }> {
  const user = await createAuthRepository(database.db).findUserByEmail(email.trim().toLowerCase());
  if (!user) throw new CommandError(`No account has the email ${email}.`);
  return user;
}

/** Discovery's ranking priority follows the member's plan (the app's SubscriptionChanged handler). */
export async function afterPlanChange(
  database: DatabaseHandle,
  services: ReturnType<typeof planServices>,
  userId: string,
): Promise<void> {
  await createDiscoveryRepository(database.db).setPriorityUntil(
    userId,
    await services.subscriptions.priorityUntil(userId),
  );
}

/**
 * Opens the app's database (DATABASE_URL, else the embedded one under DATA_DIR, which only one
 * process may open), migrated, runs `work` and prints its answer.
 */
export async function runOnAppDatabase(
  work: (database: DatabaseHandle, bus: EventBus) => Promise<string>,
): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, "db") },
  );
  const carrier = config.redisUrl
    ? createRedisCarrier(config.redisUrl, {
        onError: (err) => console.error("Redis unavailable: running apps notice within ten seconds.", err),
      })
    : undefined;
  const bus = createEventBus({ db: database.db, carrier });
  let failed = false;
  try {
    await bus.start();
    await migrateToLatest(database.db);
    console.log(await work(database, bus));
  } catch (err) {
    if (!(err instanceof CommandError)) throw err;
    console.error(err.message);
    failed = true;
  } finally {
    await bus.close();
    await database.close();
  }
  // Set after closing: the embedded database's runtime (Emscripten) sets process.exitCode to 0
  // when it shuts down, which would hide the failure from a calling script.
  if (failed) process.exitCode = 2;
}
