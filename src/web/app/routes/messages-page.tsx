import { conversationOnDemand, MessagesPage, messagingQueries } from "../../features/messaging";
import { myPlanQuery } from "../../lib/my-plan";
import { firstReads } from "../../lib/page-data";

/** The open conversation, with its parts from other features: loaded when one opens. */
const Conversation = conversationOnDemand(() => import("./messages/open-conversation"));

/** Hydrating an address with a conversation open: its code first, so the first render is the server's. */
export const codeFor = (location: Location) =>
  new URLSearchParams(location.search).has("match") ? Conversation.load() : undefined;

/** The list, and an open conversation with its newest page (and its Echo state, which sits above it). */
export const loader = firstReads(({ client, url, member }) => {
  if (!member) return [];
  const open = url.searchParams.get("match");
  return [
    // One opened further down than the list's first page is read on its own, as the page does.
    client
      .ensureInfiniteQueryData(messagingQueries.conversations())
      .then((list) =>
        open && !list.pages[0]?.conversations.some((c) => c.match_id === open)
          ? client.ensureQueryData(messagingQueries.conversation(open))
          : undefined,
      ),
    client.ensureQueryData(messagingQueries.allowance()),
    client.ensureQueryData(myPlanQuery()),
    ...(open
      ? [
          client.ensureInfiniteQueryData(messagingQueries.messages(open)),
          client.ensureQueryData(messagingQueries.echo(open)),
        ]
      : []),
  ];
});

/** /messages. */
export default function MessagesRoute() {
  return <MessagesPage Conversation={Conversation} />;
}
