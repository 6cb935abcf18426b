/** The messaging feature's public surface. */
export { messagingQueries, partnerNameOf, useUnreadCount } from "./api";
export { conversationOnDemand } from "./components/conversation-view-on-demand";
export { MessagesPage } from "./components/messages-page";
export { UnmatchButton } from "./components/unmatch-button";
export { WaitingConversations } from "./components/waiting-conversations";
