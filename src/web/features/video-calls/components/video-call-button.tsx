import { Video } from "lucide-react";
import { VideoText } from "#shared/premium-messages";
import { Button } from "../../../components/ui/button";
import { realtimeSocket } from "../../../lib/realtime-socket";
import { notify } from "../../../lib/toast";
import { useSubscription } from "../../../lib/my-plan";
import { calls } from "../call-store";

/** The conversation's call button: Plus and Beyond open the call dialog; everyone else gets the spec's "Upgrade" toast. */
export function VideoCallButton({ matchId, name }: { matchId: string; name: string }) {
  const allowed = useSubscription().entitlements.videoChat;
  return (
    <Button
      variant="outline"
      className="px-3"
      aria-label={`Video call ${name}`}
      onClick={() => {
        if (!allowed) return notify.info(VideoText.upgrade.title, VideoText.upgrade.description);
        calls.open(matchId, name);
        // The dialog is drawn by the call host, which the shell loads now.
        realtimeSocket.wantCalls();
      }}
    >
      <Video aria-hidden /> <span>Video</span>
    </Button>
  );
}
