import { useQueryClient } from "@tanstack/react-query";
import { Phone, PhoneOff } from "lucide-react";
import { useEffect } from "react";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { useSession } from "../../../lib/session";
import { partnerNameOf } from "../../messaging";
import { calls, useCalls } from "../call-store";
import { CallDialog } from "./call-dialog";

/**
 * Mounted for signed-in members on every page (the root layout loads it lazily, so visitors never
 * download it): hears calls on the realtime socket, rings with
 * Accept and Decline, and shows the call itself.
 */
export function CallHost() {
  const qc = useQueryClient();
  const { user } = useSession();
  const myId = user?.id;
  const { call, incoming } = useCalls();
  useEffect(() => {
    if (!myId) return;
    // The caller's name from the member's own conversations (cached on most pages, else read once).
    return calls.install(myId, (matchId) => partnerNameOf(qc, matchId));
  }, [qc, myId]);
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
