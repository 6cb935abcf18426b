/** The messaging feature's public surface. */
export { messagingQueries, partnerNameOf, useUnreadCount } from "./api";
export { UnmatchButton } from "./components/unmatch-button";
export { WaitingConversations } from "./components/waiting-conversations";
