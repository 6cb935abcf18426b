/** The subscriptions feature's public surface: the member's plan, as the server reports it, and the premium pages' gate. */
export { subscriptionQueries } from "./api";
export { PlanPerks } from "./components/plan-perks";
