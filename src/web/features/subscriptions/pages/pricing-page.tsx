import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SubscriptionText } from "#shared/messages";
import { planFeatures, plans, priceLabel, type PlanCode } from "#shared/plans";
import type { SubscriptionStatus } from "#shared/subscriptions";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { cn } from "../../../lib/cn";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useSession } from "../../../lib/session";
import { planPageLoader, useSubscription } from "../../../lib/my-plan";
import { BuyButton } from "../components/buy-button";
import { PageDescriptions } from "#shared/pages";

function Features({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-4 space-y-2 text-sm text-slate-700">
      {items.map((f) => (
        <li key={f} className="flex gap-2">
          <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-violet-700" /> {f}
        </li>
      ))}
    </ul>
  );
}

const CurrentBadge = () => (
  <span className="rounded-full bg-violet-100 px-3 py-1 text-xs font-semibold text-violet-900">Current plan</span>
);

/** The action on a paid card: buy it, or (held and renewing, or paid for good) manage it. */
function PlanAction({
  code,
  status,
  label,
  variant,
}: {
  code: PlanCode;
  status: SubscriptionStatus;
  label: string;
  variant?: "default" | "gradient" | "outline";
}) {
  const held = status.memberships.find((m) => m.plan === code);
  if (held && (held.renews || held.period_end === null)) {
    return (
      <Button asChild variant="secondary" className="mt-6 w-full">
        <Link to="/subscription">Manage plan</Link>
      </Button>
    );
  }
  return (
    <BuyButton plan={code} variant={variant} className="mt-6 w-full">
      {label}
    </BuyButton>
  );
}

/** One plan's card: title, current-plan mark, price, what it includes, and its action. */
function PlanCard({
  title,
  subtitle,
  price,
  extraPrice,
  features,
  current,
  children,
}: {
  title: string;
  subtitle?: string;
  price: string;
  extraPrice?: string;
  features: readonly string[];
  current: boolean;
  children?: ReactNode;
}) {
  return (
    <Card className={cn("flex flex-col", current && "border-2 border-violet-700")}>
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-xl font-bold">{title}</h2>
        {current ? <CurrentBadge /> : null}
      </div>
      {subtitle ? <p className="text-sm text-slate-600">{subtitle}</p> : null}
      <p className="mt-2 text-3xl font-bold">{price}</p>
      {extraPrice ? <p className="text-sm text-slate-700">{extraPrice}</p> : null}
      <Features items={features} />
      {children ? <div className="mt-auto">{children}</div> : null}
    </Card>
  );
}

export const loader = planPageLoader;

/** Part 2 §2 /pricing: the four plans with the member's real current plan marked (docs/spec/owner-decisions.md). */
export default function PricingPage() {
  useDocumentTitle("Pricing", PageDescriptions.pricing);
  const { user } = useSession();
  const status = useSubscription(Boolean(user));
  const tier = status.subscription_tier;
  const plus = plans["unlocked-plus"];
  const beyond = plans["unlocked-beyond"];
  const echoMonthly = plans["unlocked-echo-monthly"];
  const echoLifetime = plans["unlocked-echo-lifetime"];

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Choose your plan</h1>
        <p className="mt-3 text-lg text-slate-700">
          Date as yourself, with the tools that fit you. {SubscriptionText.startingAt}.
        </p>
      </header>

      <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        <PlanCard title="Free" price="$0" features={planFeatures.free} current={Boolean(user) && tier === "free"} />
        <PlanCard
          title={plus.name}
          subtitle={plus.shortName}
          price={priceLabel(plus)}
          features={planFeatures["unlocked-plus"]}
          current={tier === plus.code}
        >
          <PlanAction code={plus.code} status={status} label="Get Unlocked+" />
        </PlanCard>
        <PlanCard
          title={beyond.name}
          subtitle={beyond.shortName}
          price={priceLabel(beyond)}
          features={planFeatures["unlocked-beyond"]}
          current={tier === beyond.code}
        >
          <PlanAction code={beyond.code} status={status} label="Get Unlocked Beyond" variant="gradient" />
        </PlanCard>
        <PlanCard
          title={echoMonthly.name}
          subtitle="An add-on for any plan"
          price={priceLabel(echoMonthly)}
          extraPrice={`or ${priceLabel(echoLifetime)}`}
          features={planFeatures.echo}
          current={status.echo_addon !== null}
        >
          {status.echo_addon === "lifetime" ? (
            <PlanAction code={echoLifetime.code} status={status} label="" />
          ) : (
            <>
              <PlanAction code={echoMonthly.code} status={status} label="Echo monthly" variant="outline" />
              <BuyButton plan={echoLifetime.code} variant="outline" className="mt-3 w-full">
                Echo for life
              </BuyButton>
            </>
          )}
        </PlanCard>
      </div>

      <p className="mx-auto mt-10 max-w-2xl text-center text-sm text-slate-600">
        {SubscriptionText.priceChanges} {SubscriptionText.noRefunds}
      </p>
    </main>
  );
}
