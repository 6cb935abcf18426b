/** The messaging feature's public surface. */
export { messagingQueries, useUnreadCount } from "./api";
export { UnmatchButton } from "./components/unmatch-button";
export { WaitingConversations } from "./components/waiting-conversations";
