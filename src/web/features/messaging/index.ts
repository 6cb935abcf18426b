/** The messaging feature's public surface. */
export { messagingQueries } from "./api";
export { UnmatchButton } from "./components/unmatch-button";
export { WaitingConversations } from "./components/waiting-conversations";
