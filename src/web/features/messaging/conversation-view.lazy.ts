/** What the app loads on demand from this feature: the open conversation, which it puts together with other features' parts. */
export { ConversationView, type ConversationViewProps } from "./components/conversation-view";
export type { ConversationParts } from "./conversation-parts";
