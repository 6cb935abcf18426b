import { Video } from "lucide-react";
import { VideoText } from "#shared/messages";
import { Button } from "../../../components/ui/button";
import { notify } from "../../../lib/toast";
import { useSubscription } from "../../subscriptions";
import { calls } from "../call-store";

/** The conversation's call button: Plus and Beyond open the call dialog; everyone else gets the spec's "Upgrade" toast. */
export function VideoCallButton({ matchId, name }: { matchId: string; name: string }) {
  const allowed = useSubscription().entitlements.videoChat;
  return (
    <Button
      variant="outline"
      className="px-2.5 sm:px-4"
      aria-label={`Video call ${name}`}
      onClick={() => (allowed ? calls.open(matchId, name) : notify.info(VideoText.upgrade.title, VideoText.upgrade.description))}
    >
      <Video aria-hidden /> <span className="sr-only sm:not-sr-only">Video</span>
    </Button>
  );
}
