import { MessageCircle, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { MatchText } from "#shared/messages";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogClose, DialogContent } from "../../../components/ui/dialog";
import { useMatches } from "../api";
import { PersonPhoto } from "../../../components/person-photo";

type Me = { id: string; name: string | null; avatar_url: string | null };

/**
 * The match moment: both photos, "It's a match!", Send a message or Keep browsing. Opened on
 * whatever page the member is on (the root layout hosts it), for both people at once.
 */
export function MatchMoment({ matchId, me, onClose }: { matchId: string; me: Me; onClose: () => void }) {
  const matches = useMatches(true);
  const match = matches.data?.find((m) => m.id === matchId);
  // The match list is read again on match.created; until it has this one there is nothing to show.
  if (!match) return null;
  const name = match.name ?? "your match";
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={MatchText.itsAMatch}
        description={MatchText.itsAMatchDetail(match.name)}
        className="max-w-sm bg-gradient-to-b from-violet-50 to-white text-center"
      >
        <div className="flex items-center justify-center py-2" aria-hidden>
          <PersonPhoto
            src={me.avatar_url}
            name={me.name}
            seed={me.id}
            className="size-28 -rotate-6 rounded-3xl border-4 border-white text-3xl shadow-lg"
          />
          <span className="z-10 -mx-4 inline-flex size-12 items-center justify-center rounded-full bg-gradient-to-br from-violet-700 to-fuchsia-700 text-white shadow-lg">
            <Sparkles className="size-6" />
          </span>
          <PersonPhoto
            src={match.avatar_url}
            name={match.name}
            seed={match.user_id}
            className="size-28 rotate-6 rounded-3xl border-4 border-white text-3xl shadow-lg"
          />
        </div>
        <div className="mt-4 flex flex-col gap-2">
          <Button asChild variant="gradient" size="lg">
            <Link to={`/messages?match=${encodeURIComponent(matchId)}`} onClick={onClose}>
              <MessageCircle aria-hidden /> Send a message
            </Link>
          </Button>
          <DialogClose asChild>
            <Button variant="ghost">Keep browsing</Button>
          </DialogClose>
        </div>
        <p className="sr-only">You matched with {name}.</p>
      </DialogContent>
    </Dialog>
  );
}
