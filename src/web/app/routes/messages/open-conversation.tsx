import { useIcebreakers } from "../../../features/early-access";
import { MatchMemoryPanel } from "../../../features/match-memory";
import { FavoriteMatchButton } from "../../../features/memory-vault";
import {
  ConversationView,
  type ConversationParts,
  type ConversationViewProps,
} from "../../../features/messaging/conversation-view.lazy";
import { BlockButton, ReportDialog } from "../../../features/safety";
import { VideoCallButton } from "../../../features/video-calls";

/** What an open conversation shows from other features (one constant: see ConversationParts). */
const parts: ConversationParts = {
  call: ({ matchId, name }) => <VideoCallButton matchId={matchId} name={name} />,
  favorite: ({ matchId, name }) => <FavoriteMatchButton matchId={matchId} name={name} compact />,
  notes: ({ matchId, name }) => <MatchMemoryPanel key={matchId} matchId={matchId} name={name} />,
  report: (p) => <ReportDialog {...p} />,
  block: (p) => <BlockButton {...p} />,
  useOpeners: (matchId, wanted) => useIcebreakers(matchId, wanted).data?.icebreakers,
};

/** The conversation /messages has open (its module loads on demand: app/routes/messages-page.tsx). */
export default function OpenConversation(props: ConversationViewProps) {
  return <ConversationView {...props} parts={parts} />;
}
