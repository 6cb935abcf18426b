import { Check, Lock } from "lucide-react";
import { Link } from "react-router";
import { planPerks, plans, type Perk } from "#shared/plans";
import { cn } from "../../../lib/cn";
import { useSubscription } from "../../../lib/my-plan";

const tiers = [
  { plan: plans["unlocked-plus"], perks: planPerks["unlocked-plus"] as readonly Perk[] },
  // "Everything in Unlocked+" is the list above.
  { plan: plans["unlocked-beyond"], perks: (planPerks["unlocked-beyond"] as readonly Perk[]).slice(1) },
];

/**
 * Every perk the plans sell, and whether the member has it now (their entitlements, as the server
 * says): on /feature-test and /premium-dashboard. `signedIn` false: a visitor, told to sign in.
 */
export function PlanPerks({ signedIn = true, headingLevel = 2 }: { signedIn?: boolean; headingLevel?: 2 | 3 }) {
  const entitlements = useSubscription(signedIn).entitlements;
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as "h3" | "h4";
  return (
    <section aria-labelledby="plan-perks-title">
      <Heading id="plan-perks-title" className="text-lg font-semibold text-slate-900">
        Your plan's perks
      </Heading>
      {!signedIn ? <p className="mt-1 text-sm text-slate-700">Sign in to see which perks your plan includes.</p> : null}
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {tiers.map(({ plan, perks }) => (
          <div key={plan.code}>
            <SubHeading className="text-sm font-semibold tracking-wide text-violet-900 uppercase">
              {plan.shortName}
            </SubHeading>
            <ul className="mt-2 space-y-1.5">
              {perks.map((perk) => {
                const has = signedIn && perk.entitlements.every((e) => entitlements[e]);
                return (
                  <li key={perk.label} className="flex items-start gap-2 text-sm" data-perk={perk.label}>
                    {has ? (
                      <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                    ) : (
                      <Lock aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
                    )}
                    <span className={cn("flex-1", has ? "text-slate-900" : "text-slate-600")}>
                      {has ? (
                        <Link to={perk.path} className="underline-offset-4 hover:underline">
                          {perk.label}
                        </Link>
                      ) : (
                        perk.label
                      )}
                      <span className="sr-only">{has ? ": included" : ": not in your plan"}</span>
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
      {signedIn && !entitlements.onboardingOverlays ? (
        <Link
          to="/pricing"
          className="mt-3 inline-block text-sm font-semibold text-violet-800 underline underline-offset-4"
        >
          Compare plans
        </Link>
      ) : null}
    </section>
  );
}
