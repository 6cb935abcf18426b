import { conversationOnDemand, MessagesPage } from "../../features/messaging";

/** The open conversation, with its parts from other features: loaded when one opens. */
const Conversation = conversationOnDemand(() => import("./messages/open-conversation"));

/** Hydrating an address with a conversation open: its code first, so the first render is the server's. */
export const codeFor = (location: Location) =>
  new URLSearchParams(location.search).has("match") ? Conversation.load() : undefined;

/** /messages. */
export default function MessagesRoute() {
  return <MessagesPage Conversation={Conversation} />;
}
