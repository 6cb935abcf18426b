/** The messaging feature's public surface. */
export { messagingQueries } from "./api";
