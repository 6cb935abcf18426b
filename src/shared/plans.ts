import { DiscoveryLimits, MessageLimits } from "./limits";

/**
 * The plans, their prices and what each includes (part 2 §1, §9): the one table the server
 * charges from and every screen shows. Prices are integer cents; the client never sends one.
 */
export const planCodes = [
  "unlocked-plus",
  "unlocked-beyond",
  "unlocked-echo-monthly",
  "unlocked-echo-lifetime",
] as const;
export type PlanCode = (typeof planCodes)[number];

/** How long one payment buys: a calendar month, a year, or for good (the lifetime add-on). */
export type Period = "month" | "year" | "lifetime";

export type Plan = {
  code: PlanCode;
  /** The card's title (part 2 §2 /pricing) and the shorter name used elsewhere (part 2 §1). */
  name: string;
  shortName: string;
  /** A tier (Plus, Beyond: at most one shows as the member's tier) or the Echo add-on. */
  kind: "tier" | "addon";
  priceCents: number;
  currency: "USD";
  period: Period;
  /** Renews by itself until cancelled (part 2 §9 auto-renewal); the lifetime add-on is paid once. */
  recurring: boolean;
};

export const plans: Record<PlanCode, Plan> = {
  "unlocked-plus": {
    code: "unlocked-plus",
    name: "Complete Plus",
    shortName: "Unlocked+",
    kind: "tier",
    priceCents: 1200,
    currency: "USD",
    period: "month",
    recurring: true,
  },
  "unlocked-beyond": {
    code: "unlocked-beyond",
    name: "Complete Beyond",
    shortName: "Unlocked Beyond",
    kind: "tier",
    priceCents: 3900,
    currency: "USD",
    period: "year",
    recurring: true,
  },
  "unlocked-echo-monthly": {
    code: "unlocked-echo-monthly",
    name: "Echo Amplified",
    shortName: "Echo Amplified (monthly)",
    kind: "addon",
    priceCents: 400,
    currency: "USD",
    period: "month",
    recurring: true,
  },
  "unlocked-echo-lifetime": {
    code: "unlocked-echo-lifetime",
    name: "Echo Amplified",
    shortName: "Echo Amplified (lifetime)",
    kind: "addon",
    priceCents: 1200,
    currency: "USD",
    period: "lifetime",
    recurring: false,
  },
};

export const isPlanCode = (value: unknown): value is PlanCode =>
  typeof value === "string" && (planCodes as readonly string[]).includes(value);

/**
 * A renewing plan keeps giving access this long past its period's end, while the provider's
 * renewal arrives (the subscriptions service and the visibility policy apply the same rule).
 */
export const RENEWAL_GRACE_HOURS = 24;

/** $12, $39, $4.50: whole dollars without cents. */
export function formatPrice(cents: number): string {
  const dollars = cents / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}

const periodWord: Record<Period, string> = { month: "/month", year: "/year", lifetime: " one-time" };
/** "$12/month", "$39/year", "$12 one-time". */
export const priceLabel = (plan: Plan): string => `${formatPrice(plan.priceCents)}${periodWord[plan.period]}`;

/** PayPal and the ledger write amounts as "12.00". */
export const decimalAmount = (cents: number): string => (cents / 100).toFixed(2);

/**
 * The end of a paid period that starts at `from`: one calendar month (the 31st of January runs
 * to the last day of February), one year, or never (null) for the lifetime add-on.
 */
export function periodEnd(period: Period, from: Date): Date | null {
  if (period === "lifetime") return null;
  const end = new Date(from);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  if (period === "month") end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/**
 * What the plans unlock. The server's entitlements service decides from the member's active
 * plans (every gate asks it); screens read the same answer from the subscription check.
 */
export const entitlementNames = [
  "unlimitedMessages",
  "readReceipts",
  "videoChat",
  "aiDigest",
  "connectionDna",
  "memoryVault",
  "echoChats",
  "unlimitedFilters",
  "expandedMatching",
  "priorityMatching",
  "deeperQuizzes",
  "matchMemory",
  "earlyAccess",
  "beyondBadge",
  "unlockedMode",
  "onboardingOverlays",
] as const;
export type Entitlement = (typeof entitlementNames)[number];
export type Entitlements = Record<Entitlement, boolean>;

/** The entitlements of a member whose active plans are `active` (part 2 §1, §6). */
export function entitlementsOf(active: readonly PlanCode[]): Entitlements {
  const beyond = active.includes("unlocked-beyond");
  const premium = beyond || active.includes("unlocked-plus");
  const echo = active.includes("unlocked-echo-monthly") || active.includes("unlocked-echo-lifetime");
  return {
    unlimitedMessages: premium,
    readReceipts: premium,
    videoChat: premium,
    aiDigest: premium,
    connectionDna: beyond,
    memoryVault: beyond,
    echoChats: echo,
    unlimitedFilters: premium,
    expandedMatching: premium,
    priorityMatching: premium,
    deeperQuizzes: premium,
    matchMemory: premium,
    earlyAccess: premium,
    beyondBadge: beyond,
    unlockedMode: beyond,
    onboardingOverlays: beyond,
  };
}

/**
 * What each tier's card lists on /pricing and /subscription (part 2 §1), each line with the
 * entitlements that deliver it: a line is only listed when a feature behind it exists and the
 * plan grants it (plans.test.ts checks every line against entitlementsOf).
 */
export type Perk = {
  label: string;
  entitlements: readonly Entitlement[];
  /** Where a member finds it. */ path: string;
};
const plusPerks = [
  {
    label: "Unlimited messages and read receipts",
    entitlements: ["unlimitedMessages", "readReceipts"],
    path: "/messages",
  },
  { label: "Video chat", entitlements: ["videoChat"], path: "/messages" },
  { label: "AI Digest", entitlements: ["aiDigest"], path: "/ai-digest" },
  { label: "Priority matching", entitlements: ["priorityMatching"], path: "/matches" },
  {
    label: "See who likes you, and discover without a daily limit",
    entitlements: ["expandedMatching"],
    path: "/matches",
  },
  { label: "Unlimited search filters", entitlements: ["unlimitedFilters"], path: "/match-search" },
  { label: "Deeper compatibility quizzes", entitlements: ["deeperQuizzes"], path: "/quiz-packs" },
  { label: "Private Match Memory", entitlements: ["matchMemory"], path: "/messages" },
  { label: "Early access", entitlements: ["earlyAccess"], path: "/settings#early-access" },
] as const satisfies readonly Perk[];
export const planPerks = {
  "unlocked-plus": plusPerks,
  "unlocked-beyond": [
    {
      label: "Everything in Unlocked+",
      entitlements: plusPerks.flatMap((p) => p.entitlements),
      path: "/premium-dashboard",
    },
    { label: "Connection DNA", entitlements: ["connectionDna"], path: "/connection-dna" },
    { label: "Memory Vault", entitlements: ["memoryVault"], path: "/memory-vault" },
    { label: "Unlocked Mode", entitlements: ["unlockedMode"], path: "/settings#perks" },
    { label: "A Beyond badge", entitlements: ["beyondBadge"], path: "/profile" },
    { label: "Onboarding overlays", entitlements: ["onboardingOverlays"], path: "/settings#perks" },
  ],
  echo: [
    { label: "Echo chats: 3 days of quiet reflection", entitlements: ["echoChats"], path: "/echo-amplified" },
    { label: "Completion after 7 days", entitlements: ["echoChats"], path: "/echo-amplified" },
    { label: "Works with any plan", entitlements: ["echoChats"], path: "/echo-amplified" },
  ],
} as const satisfies Record<string, readonly Perk[]>;

/** What each card lists on /pricing (part 2 §1; the free allowance and filter limit from part 1). */
export const planFeatures = {
  free: [
    "Basic compatibility matching",
    "Public prompts",
    "Core safety tools",
    `${MessageLimits.freePerDay} messages a day`,
    `Up to ${DiscoveryLimits.freeFilters} search filters at once`,
    `${DiscoveryLimits.freeNewPerDay} new people to discover a day`,
  ],
  "unlocked-plus": planPerks["unlocked-plus"].map((p) => p.label),
  "unlocked-beyond": planPerks["unlocked-beyond"].map((p) => p.label),
  echo: planPerks.echo.map((p) => p.label),
} as const;
