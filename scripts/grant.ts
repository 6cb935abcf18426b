/**
 * `npm run grant -- EMAIL TIER DAYS`: puts a member on a plan for DAYS days, not renewing and not
 * billed (an operator's tool: a goodwill gesture, a reviewer's account; tests use it too).
 * TIER is free (ends Plus and Beyond), or a plan: unlocked-plus, unlocked-beyond, unlocked-echo-monthly
 * or unlocked-echo-lifetime.
 * Uses the same database as `npm start` (DATABASE_URL, else the embedded one under DATA_DIR,
 * which only one process may open: stop the app first).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { planCodes, type PlanCode } from "#shared/plans";
import type { SubscriptionStatus, Tier } from "#shared/subscriptions";
import type { DatabaseHandle } from "../src/server/db/database.js";
import type { EventBus } from "../src/server/platform/events/event-bus.js";
import { afterPlanChange, CommandError, memberByEmail, planServices, runOnAppDatabase } from "./plan-commands.js";

const choices = ["free", ...planCodes] as const;

/**
 * The member with this email on `tier` for `days` days from now. `bus` carries SubscriptionChanged
 * to the running app: its own bus in tests, the Redis carrier from the command line.
 */
export async function grantTier(
  database: DatabaseHandle,
  email: string,
  tier: string,
  days: number,
  bus?: EventBus,
): Promise<SubscriptionStatus> {
  if (!(choices as readonly string[]).includes(tier))
    throw new CommandError(`TIER must be one of: ${choices.join(", ")}.`);
  if (!Number.isInteger(days) || days < 1 || days > 36_500)
    throw new CommandError("DAYS must be a whole number from 1 to 36500.");
  const user = await memberByEmail(database, email);
  const services = planServices(database, () => new Date(), bus);
  await services.subscriptions.grant(user.id, tier as Tier | PlanCode, days);
  await afterPlanChange(database, services, user.id);
  return services.subscriptions.status(user.id);
}

async function main(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [email, tier, daysText] = positionals;
  if (!email || !tier || !daysText) {
    console.error(`Usage: npm run grant -- EMAIL TIER DAYS   (TIER: ${choices.join(", ")})`);
    process.exit(2);
  }
  await runOnAppDatabase(async (database, bus) => {
    const status = await grantTier(database, email, tier, Number(daysText), bus);
    return `${email}: ${status.subscription_tier}${status.subscription_end ? ` until ${status.subscription_end}` : ""}`;
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
