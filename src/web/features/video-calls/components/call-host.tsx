import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { Phone, PhoneOff } from "lucide-react";
import { useEffect } from "react";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { useSession } from "../../../lib/session";
import { calls, useCalls } from "../call-store";
import { CallDialog } from "./call-dialog";

/**
 * Mounted for signed-in members on every page (the root layout loads it lazily, so visitors never
 * download it): hears calls on the realtime socket, rings with
 * Accept and Decline, and shows the call itself. `nameOf` names the caller of a match (the app
 * gives messaging's: from the member's own conversations, cached on most pages, else read once).
 */
export function CallHost({ nameOf }: { nameOf: (qc: QueryClient, matchId: string) => Promise<string> }) {
  const qc = useQueryClient();
  const { user } = useSession();
  const myId = user?.id;
  const { call, incoming } = useCalls();
  useEffect(() => {
    if (!myId) return;
    return calls.install(myId, (matchId) => nameOf(qc, matchId));
  }, [qc, myId, nameOf]);
  return (
    <>
      {incoming && !call ? (
        <Dialog open onOpenChange={(open) => !open && calls.decline()}>
          <DialogContent
            title={`${incoming.partnerName} is calling`}
            description="A video call. Your blur is on until you turn it off."
          >
            <div className="mt-6 flex justify-center gap-3">
              <Button variant="outline" onClick={calls.decline}>
                <PhoneOff aria-hidden /> Decline
              </Button>
              <Button variant="gradient" onClick={calls.accept}>
                <Phone aria-hidden /> Accept
              </Button>
            </div>
          </DialogContent>
        </Dialog>
      ) : null}
      {call ? <CallDialog call={call} /> : null}
    </>
  );
}
