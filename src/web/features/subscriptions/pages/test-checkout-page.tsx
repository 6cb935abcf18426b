import { FlaskConical } from "lucide-react";
import { useParams } from "react-router";
import { plans, priceLabel } from "#shared/plans";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Loading } from "../../../components/ui/loading";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useTestCheckout } from "../api";

/**
 * The built-in test checkout (development only; ADR 0309): stands where PayPal's
 * approval page would, clearly marked. Approve and Cancel go to the same return and cancel
 * addresses PayPal sends a buyer to, so the path after it is the real one.
 */
export default function TestCheckoutPage() {
  useDocumentTitle("Test checkout");
  const paymentId = useParams().paymentId ?? "";
  const payment = useTestCheckout(paymentId);
  if (payment.isPending) return <Loading label="Loading checkout..." />;
  if (payment.isError || !payment.data) {
    return (
      <main id="main" className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">This checkout could not be found</h1>
        <p className="mt-2 text-slate-700">It may belong to another account. Start again from the pricing page.</p>
      </main>
    );
  }
  const plan = plans[payment.data.plan];
  const query = `payment=${encodeURIComponent(payment.data.payment_id)}`;
  const open = payment.data.status === "pending";
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-12">
      <div
        role="note"
        className="mb-6 flex gap-3 rounded-xl border-2 border-dashed border-amber-500 bg-amber-50 p-4 text-amber-950"
      >
        <FlaskConical aria-hidden className="mt-0.5 size-5 shrink-0" />
        <p>
          <strong>Test checkout.</strong> No money moves and no card is asked for. This page stands in for PayPal while
          payments are not configured.
        </p>
      </div>
      <Card>
        <h1 className="text-2xl font-bold text-slate-900">Approve your purchase</h1>
        <p className="mt-4 text-lg font-semibold">{plan.name}</p>
        <p className="text-slate-700">
          {plan.shortName} · {priceLabel(plan)}
          {plan.recurring ? ", renews automatically until cancelled" : ""}
        </p>
        {open ? (
          <div className="mt-6 flex flex-wrap gap-2">
            <Button asChild>
              <a href={`/api/payments/return?${query}`}>Approve</a>
            </Button>
            <Button asChild variant="ghost">
              <a href={`/api/payments/cancel?${query}`}>Cancel</a>
            </Button>
          </div>
        ) : (
          <p className="mt-6 text-slate-700">This checkout is already {payment.data.status}.</p>
        )}
      </Card>
    </main>
  );
}
