import { ArrowLeft, Ban, Flag, NotebookPen, UserX } from "lucide-react";
import { Link } from "react-router";
import type { Conversation } from "#shared/messaging";
import { ActionsMenu } from "../../../components/ui/actions-menu";
import { BeyondBadge } from "../../../components/ui/beyond-badge";
import { VerifiedMark } from "../../../components/ui/verified-mark";
import { Button } from "../../../components/ui/button";
import { PersonPhoto } from "../../../components/person-photo";
import type { ConversationParts } from "../conversation-parts";
import { UnmatchButton, useUnmatchAction } from "./unmatch-button";

/**
 * A conversation's header: one back control (phones only; the page's own Back hides while a
 * conversation is open), the other person's photo and name (a link to their profile), a labelled
 * Video button, the member's private notes (Match Memory), and Report / Block / Unmatch one step
 * away in a "More" menu.
 */
export function ConversationHeader({
  conversation,
  name,
  onBack,
  notes,
  parts,
}: {
  conversation: Conversation;
  name: string;
  onBack: () => void;
  /** The Match Memory panel below the header: open or not, and the region it controls. */
  notes: { open: boolean; toggle: () => void; panelId: string };
  parts: ConversationParts;
}) {
  const matchId = conversation.match_id;
  const unmatch = useUnmatchAction(matchId, name);
  // Offered after a report: ends the match and closes the conversation, as Unmatch does.
  async function unmatchAfterReport() {
    await unmatch.run();
    onBack();
  }
  return (
    <header className="flex items-center gap-1 border-b border-slate-200 px-1.5 py-2 sm:gap-2 sm:px-3">
      <Button variant="ghost" size="icon" className="md:hidden" onClick={onBack} aria-label="Back to conversations">
        <ArrowLeft aria-hidden />
      </Button>
      <Link
        to={`/profile/${encodeURIComponent(conversation.user_id)}`}
        className="flex min-w-0 flex-1 items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-violet-700 sm:gap-3"
      >
        <PersonPhoto
          src={conversation.avatar_url}
          name={conversation.name}
          seed={conversation.user_id}
          className="size-9 shrink-0 rounded-full text-base sm:size-10"
        />
        <h2 id="conversation-title" className="min-w-0 truncate text-lg font-semibold text-slate-900">
          {name}
        </h2>
        {conversation.verified ? <VerifiedMark compact className="shrink-0" /> : null}
        {conversation.beyond_badge ? <BeyondBadge compact className="shrink-0" /> : null}
      </Link>
      {parts.call({ matchId, name })}
      <Button
        variant={notes.open ? "secondary" : "outline"}
        className="hidden sm:inline-flex"
        aria-expanded={notes.open}
        aria-controls={notes.panelId}
        aria-label={`Your private notes about ${name}`}
        onClick={notes.toggle}
      >
        <NotebookPen aria-hidden /> Notes
      </Button>
      {parts.favorite({ matchId, name })}
      <ActionsMenu
        label={`More actions for ${name}`}
        actions={[
          {
            id: "notes",
            label: notes.open ? "Hide private notes" : "Private notes",
            icon: NotebookPen,
            run: notes.toggle,
            phoneOnly: true,
          },
          { id: "report", label: "Report", icon: Flag },
          { id: "unmatch", label: "Unmatch", icon: UserX },
          { id: "block", label: "Block", icon: Ban, danger: true },
        ]}
        dialogs={(control) => (
          <>
            {parts.report({
              userId: conversation.user_id,
              name,
              control: control("report"),
              onBlocked: onBack,
              onUnmatch: unmatchAfterReport,
            })}
            <UnmatchButton matchId={matchId} name={name} onDone={onBack} control={control("unmatch")} />
            {parts.block({ userId: conversation.user_id, name, onBlocked: onBack, control: control("block") })}
          </>
        )}
      />
    </header>
  );
}
