/**
 * `npm run billing -- renew|expire EMAIL PLAN` (development): moves a member's plan to its next
 * renewal or to its end now, so renewals and expiries can be seen without waiting a month.
 * - renew: the provider charged the next period (our test checkout's renewal): a receipt is
 *   recorded and the plan runs one more period. Only a plan that renews can renew.
 * - expire: the paid period ends now (as if its end date had come).
 * Uses the same database as `npm start` (DATABASE_URL, else the embedded one under DATA_DIR,
 * which only one process may open: stop the app first). Refused in production.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { isPlanCode, planCodes, plans } from "#shared/plans";
import type { SubscriptionStatus } from "#shared/subscriptions";
import { loadConfig } from "../src/server/config.js";
import type { DatabaseHandle } from "../src/server/db/database.js";
import type { EventBus } from "../src/server/platform/events/event-bus.js";
import { afterPlanChange, CommandError, memberByEmail, planServices, runOnAppDatabase } from "./plan-commands.js";

/**
 * Renews or expires the member's `plan` (test-checkout plans; the app must not be billing it
 * elsewhere). `bus` carries SubscriptionChanged to the running app (plan-commands.ts).
 */
export async function advancePlan(
  database: DatabaseHandle,
  action: string,
  email: string,
  plan: string,
  now = () => new Date(),
  bus?: EventBus,
): Promise<SubscriptionStatus> {
  if (action !== "renew" && action !== "expire") throw new CommandError("The action is renew or expire.");
  if (!isPlanCode(plan)) throw new CommandError(`PLAN must be one of: ${planCodes.join(", ")}.`);
  const user = await memberByEmail(database, email);
  const services = planServices(database, now, bus);
  const { subscriptions, checkout, memberships } = services;
  const held = await memberships.find(user.id, plan);
  if (!held) throw new CommandError(`${email} has never had ${plan}.`);
  if (action === "expire") {
    await memberships.end(user.id, plan, now());
    await bus?.emit("SubscriptionChanged", { userId: user.id });
  } else {
    if (!held.renews || !held.provider_subscription_id)
      throw new CommandError(`${email}'s ${plan} does not renew (cancelled, granted or paid once).`);
    if (held.provider !== "test")
      throw new CommandError(`${email}'s ${plan} is billed by PayPal: its renewals come from PayPal.`);
    const price = plans[plan];
    await checkout.renew({
      provider: "test",
      subscriptionId: held.provider_subscription_id,
      txnId: `TEST-RENEWAL-${randomUUID()}`,
      amountCents: price.priceCents,
      currency: price.currency,
    });
  }
  await afterPlanChange(database, services, user.id);
  return subscriptions.status(user.id);
}

async function main(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [action, email, plan] = positionals;
  if (!action || !email || !plan) {
    console.error(`Usage: npm run billing -- renew|expire EMAIL PLAN   (PLAN: ${planCodes.join(", ")})`);
    process.exit(2);
  }
  if (loadConfig().env === "production") {
    console.error("npm run billing is for development: in production, renewals come from the payment provider.");
    process.exit(2);
  }
  await runOnAppDatabase(async (database, bus) => {
    const status = await advancePlan(database, action, email, plan, undefined, bus);
    const held = status.memberships.find((m) => m.plan === plan);
    return `${email}: ${plan} ${held ? `until ${held.period_end ?? "forever"}${held.renews ? ", renewing" : ""}` : "has ended"}`;
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
