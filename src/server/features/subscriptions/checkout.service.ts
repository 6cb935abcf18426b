import { ErrorCodes } from "#shared/errors";
import { SubscriptionText } from "#shared/messages";
import { periodEnd, plans, type PlanCode } from "#shared/plans";
import { DomainError } from "../../platform/errors.js";
import type { Atomically, Emit } from "../../platform/events/event-bus.js";
import type { MembershipsRepository } from "./memberships.repository.js";
import type { PaymentRow, PaymentsRepository } from "./payments.repository.js";
import { PaymentFailed, type PaymentProvider } from "./providers/provider.js";

type Repos = { payments: PaymentsRepository; memberships: MembershipsRepository };

type Deps = Repos & {
  /** One database transaction, with the payments' and plans' repositories bound to it and the events that commit with it. */
  atomically: Atomically<Repos>;
  /** The provider for new checkouts; null when this deployment takes no payments. */
  provider: PaymentProvider | null;
  /** Every provider a recorded payment may belong to (to finish or cancel it). */
  providers: Partial<Record<PaymentRow["provider"], PaymentProvider>>;
  /** The member's plans kept in memory (subscriptions.service.ts): forgotten after every change here. */
  forgetPlans: (userId: string) => void;
  now: () => Date;
  appUrl: string;
  /** Payment failures are logged with ids only, never card data (part 2 §8). */
  log: (event: string, details: Record<string, unknown>) => void;
};

export type CheckoutOutcome = "success" | "pending" | "cancelled" | "failed";

/**
 * The plan a new purchase takes over from: changing tier, or the lifetime add-on replacing the
 * monthly one. The old one stops renewing and runs out at the end of what was paid.
 */
const supersedes: Partial<Record<PlanCode, PlanCode>> = {
  "unlocked-plus": "unlocked-beyond",
  "unlocked-beyond": "unlocked-plus",
  "unlocked-echo-lifetime": "unlocked-echo-monthly",
};
/** A new paid period starts when the current one ends, or now if it has (or there is none). */
const startOfNext = (currentEnd: Date | null | undefined, at: Date) =>
  currentEnd && currentEnd > at ? currentEnd : at;

const notFound = () => new DomainError("not_found", ErrorCodes.notFound, SubscriptionText.paymentNotFound);

/**
 * Buying a plan: a pending payment at our price (the client names a plan, never an amount), the
 * provider's approval, then on return the provider confirms and the plan is activated, exactly
 * once however often the return or a webhook arrives.
 */
export function createCheckoutService(d: Deps) {
  /**
   * A member's plans changed (inside the changing transaction): this process forgets them first,
   * then every handler hears of it once the change commits.
   */
  const planChanged = (emit: Emit, userId: string) => {
    d.forgetPlans(userId);
    emit("SubscriptionChanged", { userId });
  };
  const providerOf = (payment: PaymentRow) => {
    const p = d.providers[payment.provider];
    if (!p)
      throw new DomainError("unprocessable", ErrorCodes.paymentsUnavailable, SubscriptionText.paymentsUnavailable);
    return p;
  };

  /**
   * Marks the payment paid and extends the plan in one transaction; the caller that loses a race
   * (the payment was already completed) changes nothing. A plan that supersedes another (the other
   * tier; Echo for life over Echo monthly) stops that one renewing: what was paid for runs to its
   * end, then the new one runs alone.
   */
  async function activate(payment: PaymentRow, txnId: string, subscriptionId: string | null): Promise<boolean> {
    // The member deleted their account meanwhile: the ledger row stays, nothing is granted.
    const userId = payment.user_id;
    if (!userId) return false;
    const plan = plans[payment.plan];
    const toCancel = await d.atomically(async ({ payments, memberships }, emit) => {
      const won = await payments.complete(payment.id, txnId);
      if (!won) return null;
      // Locked: two checkouts of one plan completing at once extend it one after the other.
      const current = await memberships.find(userId, plan.code, { lock: true });
      const at = d.now();
      await memberships.upsert({
        userId: userId,
        plan: plan.code,
        periodEnd:
          current && current.period_end === null ? null : periodEnd(plan.period, startOfNext(current?.period_end, at)),
        renews: plan.recurring,
        provider: payment.provider,
        subscriptionId,
      });
      const stale: { provider: string; subscriptionId: string; plan: PlanCode }[] = [];
      // A second checkout of a plan that was still renewing elsewhere (two tabs): the older
      // provider subscription must not go on billing unseen.
      if (current?.renews && current.provider_subscription_id && current.provider_subscription_id !== subscriptionId) {
        stale.push({ provider: current.provider, subscriptionId: current.provider_subscription_id, plan: plan.code });
      }
      const other = supersedes[plan.code];
      const previous = other ? await memberships.find(userId, other) : undefined;
      if (
        other &&
        previous?.renews &&
        (await memberships.stopRenewal(userId, other)) &&
        previous.provider_subscription_id
      ) {
        stale.push({
          provider: previous.provider,
          subscriptionId: previous.provider_subscription_id,
          plan: previous.plan,
        });
      }
      planChanged(emit, userId);
      return stale;
    });
    if (toCancel === null) return false;
    for (const old of toCancel) await stopBilling(userId, old);
    return true;
  }

  /** Stops a provider subscription we no longer bill through; a failure is logged for follow-up. */
  async function stopBilling(
    userId: string,
    old: { provider: string; subscriptionId: string; plan: PlanCode },
  ): Promise<void> {
    const provider = d.providers[old.provider as PaymentRow["provider"]];
    if (!provider) return;
    await provider.cancelSubscription(old.subscriptionId).catch((err: unknown) =>
      d.log("payment.cancel_at_provider_failed", {
        user: userId,
        plan: old.plan,
        subscription: old.subscriptionId,
        error: String(err),
      }),
    );
  }

  /** Confirms a payment with its provider, checks the amount against ours, and activates. */
  async function finish(payment: PaymentRow, query: Record<string, string | undefined>): Promise<CheckoutOutcome> {
    if (payment.status === "completed") return "success";
    if (payment.status !== "pending" || !payment.provider_ref) return "failed";
    const plan = plans[payment.plan];
    try {
      const confirmed = await providerOf(payment).confirm({
        paymentId: payment.id,
        plan,
        providerRef: payment.provider_ref,
        query,
      });
      // The provider must have taken exactly our price: a plan is never sold for less.
      if (confirmed.amountCents !== payment.amount_cents || confirmed.currency !== payment.currency) {
        throw new PaymentFailed(
          `amount ${confirmed.amountCents} ${confirmed.currency} differs from ${payment.amount_cents} ${payment.currency}`,
        );
      }
      await activate(payment, confirmed.txnId, confirmed.subscriptionId);
      return "success";
    } catch (err) {
      if (err instanceof PaymentFailed) {
        d.log("payment.failed", { payment: payment.id, plan: payment.plan, reason: err.message });
        await d.payments.settleUnpaid(payment.id, "failed", err.message);
        return "failed";
      }
      // Not settled yet (PayPal still confirming, or unreachable): the payment stays pending,
      // and PayPal's notification completes it (or the buyer's next return).
      d.log("payment.not_confirmed_yet", {
        payment: payment.id,
        plan: payment.plan,
        reason: err instanceof Error ? err.message : String(err),
      });
      return "pending";
    }
  }

  return {
    /** Starts a purchase of `planCode` for the caller; answers where to approve it. */
    async start(userId: string, planCode: PlanCode): Promise<{ approvalUrl: string; payment_id: string }> {
      if (!d.provider)
        throw new DomainError("unprocessable", ErrorCodes.paymentsUnavailable, SubscriptionText.paymentsUnavailable);
      const plan = plans[planCode];
      const held = await d.memberships.find(userId, planCode);
      const active = held && (held.period_end === null || held.period_end > d.now());
      if (active && (held.renews || held.period_end === null))
        throw new DomainError("conflict", ErrorCodes.alreadySubscribed, SubscriptionText.alreadySubscribed);
      // Echo for life already covers the monthly add-on.
      if (
        planCode === "unlocked-echo-monthly" &&
        (await d.memberships.active(userId, d.now())).some((m) => m.plan === "unlocked-echo-lifetime")
      ) {
        throw new DomainError("conflict", ErrorCodes.alreadySubscribed, SubscriptionText.alreadySubscribed);
      }
      const payment = await d.payments.createCheckout({
        userId,
        plan: planCode,
        provider: d.provider.name,
        amountCents: plan.priceCents,
        currency: plan.currency,
      });
      const back = `${d.appUrl}/api/payments`;
      try {
        const started = await d.provider.start({
          paymentId: payment.id,
          plan,
          returnUrl: `${back}/return?payment=${payment.id}`,
          cancelUrl: `${back}/cancel?payment=${payment.id}`,
        });
        await d.payments.setProviderRef(payment.id, started.providerRef);
        return { approvalUrl: started.approvalUrl, payment_id: payment.id };
      } catch (err) {
        await d.payments.settleUnpaid(payment.id, "failed", String(err));
        d.log("payment.start_failed", { payment: payment.id, plan: planCode, error: String(err) });
        throw new DomainError("unprocessable", ErrorCodes.paymentsUnavailable, SubscriptionText.paymentsUnavailable);
      }
    },

    /** The buyer is back from approving: confirm with the provider, check the amount, activate. */
    async complete(
      userId: string,
      paymentId: string,
      query: Record<string, string | undefined>,
    ): Promise<CheckoutOutcome> {
      const payment = await d.payments.find(paymentId);
      if (!payment || payment.user_id !== userId) throw notFound();
      return finish(payment, query);
    },

    /** The provider says a payment went through (a webhook): the same confirmation, no browser. */
    async completeFromProvider(provider: PaymentRow["provider"], paymentId: string): Promise<CheckoutOutcome | null> {
      const payment = await d.payments.find(paymentId);
      if (!payment || payment.provider !== provider) return null;
      return finish(payment, {});
    },

    /** The buyer turned back at the provider: the payment is dropped, nothing charged. */
    async abandon(userId: string, paymentId: string): Promise<CheckoutOutcome> {
      const payment = await d.payments.find(paymentId);
      if (!payment || payment.user_id !== userId) throw notFound();
      await d.payments.settleUnpaid(paymentId, "cancelled");
      return "cancelled";
    },

    /** The test checkout's approval page: the payment it approves, only its buyer's. */
    async pendingTestPayment(userId: string, paymentId: string) {
      const payment = await d.payments.find(paymentId);
      if (!payment || payment.user_id !== userId || payment.provider !== "test") throw notFound();
      return payment;
    },

    /**
     * A recurring plan renewed at the provider (PayPal's sale, or the development command): the
     * transaction is recorded once, and the paid period runs one more period from its end.
     */
    async renew(p: {
      provider: PaymentRow["provider"];
      subscriptionId: string;
      txnId: string;
      amountCents: number;
      currency: string;
      periodEnd?: Date;
    }): Promise<boolean> {
      const membership = await d.memberships.findBySubscription(p.provider, p.subscriptionId);
      if (!membership) return false;
      const plan = plans[membership.plan];
      if (p.amountCents !== plan.priceCents || p.currency !== plan.currency) {
        d.log("payment.renewal_amount_mismatch", {
          subscription: p.subscriptionId,
          plan: plan.code,
          amount: p.amountCents,
          currency: p.currency,
        });
        return false;
      }
      const renewed = await d.atomically(async ({ payments, memberships }, emit) => {
        const recorded = await payments.recordRenewal({
          userId: membership.user_id,
          plan: plan.code,
          provider: p.provider,
          ref: p.subscriptionId,
          txnId: p.txnId,
          amountCents: p.amountCents,
          currency: p.currency,
        });
        if (!recorded) return false;
        const at = d.now();
        // PayPal says when the next charge falls: that is the period's end (set, never added, so
        // the first charge's notice after activation extends nothing twice).
        const end = p.periodEnd
          ? new Date(Math.max(p.periodEnd.getTime(), membership.period_end?.getTime() ?? 0))
          : periodEnd(plan.period, startOfNext(membership.period_end, at));
        await memberships.upsert({
          userId: membership.user_id,
          plan: plan.code,
          periodEnd: end,
          renews: membership.renews,
          provider: p.provider,
          subscriptionId: p.subscriptionId,
        });
        planChanged(emit, membership.user_id);
        return true;
      });
      return renewed;
    },

    /** Whether a provider subscription is one of our memberships yet (activated). */
    async knowsSubscription(provider: PaymentRow["provider"], subscriptionId: string): Promise<boolean> {
      return (await d.memberships.findBySubscription(provider, subscriptionId)) !== undefined;
    },

    /** The provider ended a subscription: cancelled (access to the period's end) or expired (now). */
    async providerEnded(
      provider: PaymentRow["provider"],
      subscriptionId: string,
      how: "cancelled" | "expired",
    ): Promise<boolean> {
      const membership = await d.memberships.findBySubscription(provider, subscriptionId);
      if (!membership) return false;
      return d.atomically(async ({ memberships }, emit) => {
        if (how === "expired") await memberships.end(membership.user_id, membership.plan, d.now());
        else if (!(await memberships.stopRenewal(membership.user_id, membership.plan))) return false;
        planChanged(emit, membership.user_id);
        return true;
      });
    },

    /** A payment refunded at the provider: recorded once, and the plan it bought ends now. */
    async refund(provider: PaymentRow["provider"], txnId: string): Promise<boolean> {
      const payment = await d.payments.findByTxn(provider, txnId);
      if (!payment) return false;
      // A member who deleted their account has no plan left to end: the ledger records the refund.
      const userId = payment.user_id;
      const held = userId ? await d.memberships.find(userId, payment.plan) : undefined;
      const refunded = await d.atomically(async ({ payments, memberships }, emit) => {
        if (!(await payments.refund(payment.id))) return false;
        if (userId) {
          await memberships.end(userId, payment.plan, d.now());
          planChanged(emit, userId);
        }
        return true;
      });
      if (!refunded || !userId) return refunded;
      // A refunded plan is over: its provider subscription must not charge again.
      if (held?.renews && held.provider_subscription_id)
        await stopBilling(userId, {
          provider: held.provider,
          subscriptionId: held.provider_subscription_id,
          plan: held.plan,
        });
      return true;
    },

    /** The member's receipts, newest first. */
    async receipts(userId: string) {
      return (await d.payments.listFor(userId)).map((p) => ({
        id: p.id,
        plan: p.plan,
        kind: p.kind,
        amount_cents: p.amount_cents,
        currency: p.currency,
        status: p.status,
        created_at: p.created_at.toISOString(),
      }));
    },
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
