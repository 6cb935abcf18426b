import { z } from "zod";

/** The plans a member can be on (part 2 §1); prices and checkout come with payments. */
export const tiers = ["free", "unlocked-plus", "unlocked-beyond"] as const;
export type Tier = (typeof tiers)[number];
export const paidTiers = ["unlocked-plus", "unlocked-beyond"] as const satisfies readonly Tier[];

/** The subscription check (part 1 §3 Subscription status); the app treats a failed check as free. */
export const subscriptionStatusSchema = z.object({
  subscribed: z.boolean(),
  subscription_tier: z.enum(tiers),
  /** ISO time the paid period ends; null for free (and for a plan without an end). */
  subscription_end: z.string().nullable(),
  /** The Echo Amplified add-on, when active. */
  echo_addon: z.enum(["monthly", "lifetime"]).nullable(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const freeStatus: SubscriptionStatus = { subscribed: false, subscription_tier: "free", subscription_end: null, echo_addon: null };
