/** The subscriptions feature's public surface: the member's plan, as the server reports it. */
export { subscriptionQueries, useSubscription } from "./api";
