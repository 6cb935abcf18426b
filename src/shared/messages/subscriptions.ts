// One area of the spec's texts (messages.ts): plans and payments.

/** Plans and payments (part 2 §2 /pricing, /premium-dashboard; /subscription per docs/spec/owner-decisions.md). */
export const SubscriptionText = {
  notRenewing: "This plan is not renewing, so there is nothing to cancel.",
  alreadySubscribed: "You already have this plan.",
  paymentsUnavailable: "Payments are not available right now. Please try again later.",
  paymentNotFound: "That payment could not be found.",
  startingAt: "Starting at just $12/month",
  checkoutSucceeded: { title: "Payment complete", description: "Your plan is active. Thank you!" },
  checkoutPending: {
    title: "Confirming your payment",
    description: "PayPal is still confirming it. Your plan starts as soon as it does; this page updates by itself.",
  },
  checkoutCancelled: { title: "Checkout cancelled", description: "Nothing was charged." },
  checkoutFailed: { title: "Payment not completed", description: "Nothing was charged. Please try again." },
  cancelled: (end: string) => ({
    title: "Plan cancelled",
    description: `You keep access until ${end}. It won't renew.`,
  }),
  cancelFailed: { title: "Cancel failed", description: "Unable to cancel your plan. Please try again." },
  noRefunds:
    "Cancelling stops the next renewal. You keep access until the end of the period you paid for; partial months are not refunded.",
  priceChanges: "Prices may change with 30 days' notice. Paid plans renew automatically until cancelled.",
} as const;
