/**
 * `npm run grant -- EMAIL TIER DAYS`: puts a member on a plan for DAYS days, not renewing and not
 * billed (an operator's tool: a goodwill gesture, a reviewer's account; tests use it too).
 * TIER is free, unlocked-plus or unlocked-beyond.
 * Uses the same database as `npm start` (DATABASE_URL, else the embedded one under DATA_DIR,
 * which only one process may open: stop the app first).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { tiers, type SubscriptionStatus, type Tier } from "#shared/subscriptions";
import { loadConfig } from "../src/server/config.js";
import { openDatabase, type DatabaseHandle } from "../src/server/db/database.js";
import { migrateToLatest } from "../src/server/db/migrate.js";
import { createAuthRepository } from "../src/server/features/auth/auth.repository.js";
import { createMembershipsRepository } from "../src/server/features/subscriptions/memberships.repository.js";
import { createSubscriptionsService } from "../src/server/features/subscriptions/subscriptions.service.js";
import { createEventBus } from "../src/server/platform/events/event-bus.js";
import { afterPlanChange } from "./billing.js";

export class GrantError extends Error {}

/** The member with this email on `tier` for `days` days from now. */
export async function grantTier(database: DatabaseHandle, email: string, tier: string, days: number): Promise<SubscriptionStatus> {
  if (!(tiers as readonly string[]).includes(tier)) throw new GrantError(`TIER must be one of: ${tiers.join(", ")}.`);
  if (!Number.isInteger(days) || days < 1 || days > 36_500) throw new GrantError("DAYS must be a whole number from 1 to 36500.");
  const user = await createAuthRepository(database.db).findUserByEmail(email.trim().toLowerCase());
  if (!user) throw new GrantError(`No account has the email ${email}.`);
  // A grant is not billed, so it has no provider billing to stop.
  const service = createSubscriptionsService({ repo: createMembershipsRepository(database.db), bus: createEventBus(), now: () => new Date(), stopProviderBilling: async () => {} });
  await service.grant(user.id, tier as Tier, days);
  await afterPlanChange(database, service, user.id);
  return service.status(user.id);
}

async function main(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [email, tier, daysText] = positionals;
  if (!email || !tier || !daysText) {
    console.error(`Usage: npm run grant -- EMAIL TIER DAYS   (TIER: ${tiers.join(", ")})`);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, "db") });
  try {
    await migrateToLatest(database.db);
    const status = await grantTier(database, email, tier, Number(daysText));
    console.log(`${email}: ${status.subscription_tier}${status.subscription_end ? ` until ${status.subscription_end}` : ""}`);
  } catch (err) {
    if (!(err instanceof GrantError)) throw err;
    console.error(err.message);
    process.exitCode = 2;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
