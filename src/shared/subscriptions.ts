import * as z from "zod/mini";
import { entitlementNames, entitlementsOf, planCodes } from "./plans";

/** The tiers a member can show as (part 2 §1); add-ons sit beside a tier (plans.ts). */
export const tiers = ["free", "unlocked-plus", "unlocked-beyond"] as const;
export type Tier = (typeof tiers)[number];
export const paidTiers = ["unlocked-plus", "unlocked-beyond"] as const satisfies readonly Tier[];

/** A plan the member holds now: until `period_end` (null: for good), renewing unless cancelled. */
export const membershipSchema = z.object({
  plan: z.enum(planCodes),
  period_end: z.nullable(z.string()),
  renews: z.boolean(),
});
export type Membership = z.infer<typeof membershipSchema>;

/**
 * The subscription check (part 2 §3 Subscription status); the app treats a failed check as free.
 * Beside the spec's three fields: the Echo add-on, what the plans unlock (decided by the server,
 * shown by the screens) and each plan held, for /subscription.
 */
export const subscriptionStatusSchema = z.object({
  subscribed: z.boolean(),
  subscription_tier: z.enum(tiers),
  /** ISO time the tier's paid period ends; null for free. */
  subscription_end: z.nullable(z.string()),
  /** The Echo Amplified add-on, when active. */
  echo_addon: z.nullable(z.enum(["monthly", "lifetime"])),
  entitlements: z.object(
    Object.fromEntries(entitlementNames.map((name) => [name, z.boolean()])) as Record<
      (typeof entitlementNames)[number],
      z.ZodMiniBoolean<boolean>
    >,
  ),
  memberships: z.array(membershipSchema),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const freeStatus: SubscriptionStatus = {
  subscribed: false,
  subscription_tier: "free",
  subscription_end: null,
  echo_addon: null,
  entitlements: entitlementsOf([]),
  memberships: [],
};

/** POST /api/payments/checkout: the plan only (the price is ours); `userId`, if sent, must be the caller's. */
export const checkoutRequestSchema = z.object({ plan: z.enum(planCodes), userId: z.optional(z.string()) });
export const checkoutResponseSchema = z.object({ approvalUrl: z.string(), payment_id: z.string() });

/** POST /api/subscription/cancel */
export const cancelRequestSchema = z.object({ plan: z.enum(planCodes) });

export const receiptSchema = z.object({
  id: z.string(),
  plan: z.enum(planCodes),
  kind: z.enum(["checkout", "renewal", "refund"]),
  amount_cents: z.int(),
  currency: z.string(),
  status: z.enum(["pending", "completed", "cancelled", "failed", "refunded"]),
  created_at: z.string(),
});
export const receiptsSchema = z.object({ receipts: z.array(receiptSchema) });
export type Receipt = z.infer<typeof receiptSchema>;

/** The test checkout's approval page reads the payment it approves. */
export const testCheckoutSchema = z.object({
  payment_id: z.string(),
  plan: z.enum(planCodes),
  amount_cents: z.int(),
  currency: z.string(),
  status: z.string(),
});
