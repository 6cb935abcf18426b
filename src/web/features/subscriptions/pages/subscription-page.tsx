import { CircleCheck, CircleX, Info } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { SubscriptionText } from "#shared/messages";
import { formatPrice, plans, priceLabel, type PlanCode } from "#shared/plans";
import type { Membership } from "#shared/subscriptions";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { Loading } from "../../../components/ui/loading";
import { notify } from "../../../lib/toast";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useCancelPlan, useReceipts } from "../api";
import { planPageLoader, useSubscription, useSubscriptionLoaded } from "../../../lib/my-plan";
import { BuyButton } from "../components/buy-button";
import { longDate } from "../lib/dates";

const outcomes = {
  success: {
    icon: CircleCheck,
    ...SubscriptionText.checkoutSucceeded,
    tone: "border-emerald-300 bg-emerald-50 text-emerald-900",
  },
  pending: { icon: Info, ...SubscriptionText.checkoutPending, tone: "border-amber-300 bg-amber-50 text-amber-950" },
  cancelled: { icon: Info, ...SubscriptionText.checkoutCancelled, tone: "border-slate-300 bg-slate-50 text-slate-900" },
  failed: { icon: CircleX, ...SubscriptionText.checkoutFailed, tone: "border-red-300 bg-red-50 text-red-900" },
} as const;

function CheckoutResult() {
  const [params] = useSearchParams();
  const outcome = params.get("checkout");
  if (outcome !== "success" && outcome !== "pending" && outcome !== "cancelled" && outcome !== "failed") return null;
  const { icon: Icon, title, description, tone } = outcomes[outcome];
  return (
    <div role="status" className={`mb-6 flex gap-3 rounded-xl border p-4 ${tone}`}>
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="text-sm">{description}</p>
      </div>
    </div>
  );
}

/** One plan held: its period, and cancel (with the no-partial-refund rule) while it renews. */
function PlanRow({ membership, onCancel }: { membership: Membership; onCancel: (plan: PlanCode) => void }) {
  const plan = plans[membership.plan];
  const when =
    membership.period_end === null
      ? "Yours for good"
      : membership.renews
        ? `Renews on ${longDate(membership.period_end)}`
        : `Ends on ${longDate(membership.period_end)}, won't renew`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-4">
      <div>
        <p className="font-semibold text-slate-900">
          {plan.shortName} <span className="font-normal text-slate-600">· {priceLabel(plan)}</span>
        </p>
        <p className="text-sm text-slate-700">{when}</p>
      </div>
      {membership.renews ? (
        <Button variant="outline" size="sm" onClick={() => onCancel(plan.code)}>
          Cancel {plan.shortName}
        </Button>
      ) : null}
    </li>
  );
}

export const loader = planPageLoader;

/** /subscription (docs/spec/owner-decisions.md): plans held, renewal or end dates, cancel, change plan, receipts. */
export default function SubscriptionPage() {
  useDocumentTitle("Your subscription");
  const status = useSubscription();
  const loaded = useSubscriptionLoaded();
  const receipts = useReceipts();
  const cancel = useCancelPlan();
  const [confirming, setConfirming] = useState<PlanCode | null>(null);
  if (!loaded) return <Loading label="Loading your plan..." />;

  const tier = status.subscription_tier;
  const changeTo: PlanCode | null =
    tier === "unlocked-plus" ? "unlocked-beyond" : tier === "unlocked-beyond" ? "unlocked-plus" : null;
  const confirmingPlan = confirming ? plans[confirming] : null;
  const confirmingEnd = status.memberships.find((m) => m.plan === confirming)?.period_end;

  async function confirmCancel() {
    if (!confirming) return;
    try {
      const next = await cancel.mutateAsync(confirming);
      const end = next.memberships.find((m) => m.plan === confirming)?.period_end;
      const toast = SubscriptionText.cancelled(end ? longDate(end) : "the end of your period");
      notify.success(toast.title, toast.description);
    } catch {
      notify.error(SubscriptionText.cancelFailed.title, SubscriptionText.cancelFailed.description);
    } finally {
      setConfirming(null);
    }
  }

  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold text-slate-900">Your subscription</h1>
      <CheckoutResult />

      <Card>
        <h2 className="text-lg font-semibold">Current plan</h2>
        <p className="mt-1 text-2xl font-bold text-violet-800">{tier === "free" ? "Free" : plans[tier].shortName}</p>
        {status.memberships.length > 0 ? (
          <ul className="mt-2 divide-y divide-slate-200">
            {status.memberships.map((m) => (
              <PlanRow key={m.plan} membership={m} onCancel={setConfirming} />
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-700">
            You're on the free plan: 5 messages a day and up to 2 search filters at once.
          </p>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          {changeTo ? (
            <BuyButton plan={changeTo} variant="outline">
              Change to {plans[changeTo].shortName} ({priceLabel(plans[changeTo])})
            </BuyButton>
          ) : (
            <Button asChild>
              <Link to="/pricing">See plans</Link>
            </Button>
          )}
        </div>
        <p className="mt-4 text-sm text-slate-600">
          {SubscriptionText.noRefunds} {SubscriptionText.priceChanges}
        </p>
      </Card>

      <Card className="mt-6">
        <h2 className="text-lg font-semibold">Receipts</h2>
        {receipts.isPending ? (
          <Loading label="Loading receipts..." />
        ) : receipts.data && receipts.data.length > 0 ? (
          <table className="mt-3 w-full text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="py-2 font-medium">
                  Date
                </th>
                <th scope="col" className="py-2 font-medium">
                  Plan
                </th>
                <th scope="col" className="py-2 font-medium">
                  Amount
                </th>
                <th scope="col" className="py-2 font-medium">
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {receipts.data.map((r) => (
                <tr key={r.id}>
                  <td className="py-2">{longDate(r.created_at)}</td>
                  <td className="py-2">
                    {plans[r.plan].shortName}
                    {r.kind === "renewal" ? " (renewal)" : ""}
                  </td>
                  <td className="py-2">
                    {formatPrice(r.amount_cents)} {r.currency}
                  </td>
                  <td className="py-2 capitalize">{r.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="mt-2 text-slate-700">No payments yet.</p>
        )}
      </Card>

      <Dialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        <DialogContent
          title={`Cancel ${confirmingPlan?.shortName ?? "plan"}?`}
          description={`${confirmingEnd ? `You keep everything it includes until ${longDate(confirmingEnd)}. ` : ""}${SubscriptionText.noRefunds}`}
        >
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => setConfirming(null)}>
              Keep my plan
            </Button>
            <Button variant="destructive" pending={cancel.isPending} onClick={() => void confirmCancel()}>
              Cancel plan
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </main>
  );
}
