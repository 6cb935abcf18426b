import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { needsQuickSetup } from "#shared/profiles";
import { quickSetupMayOpen, useLastOnlineHeartbeat } from "../../features/profiles";
import { partnerNameOf } from "../../features/messaging";
import { useMyProfile } from "../../lib/my-profile";
import { MatchMomentHost } from "./match-moment-host";
import { useRealtimeConnection } from "./use-realtime-connection";

// Only signed-in members ever see quick setup, so visitors never download it (nor its slider and
// schemas). Imported from its own module: through the feature's index it would share a chunk
// with the heartbeat hook above.
const QuickSetupModal = lazy(() =>
  import("../../features/profiles/quick-setup-modal.lazy").then((m) => ({ default: m.QuickSetupModal })),
);
// Rings and shows video calls on every page, for members only, loaded when a call rings or the
// member starts one (the socket keeps the ringing invite for it): never with the page's own start.
const CallHost = lazy(() => import("../../features/video-calls/call-host.lazy").then((m) => ({ default: m.CallHost })));

/**
 * What runs on every page for a signed-in member once the page has drawn (root-layout.tsx mounts
 * it then): the last-online heartbeat, the realtime socket, quick setup, the match moment and
 * video calls. A module of its own, loaded only then, so a visitor's first load carries none of it
 * (nor the profile's and the plan's contracts it reads with). Unmounted when the member signs out,
 * which stops the heartbeat and closes the socket.
 */
export function MemberHosts() {
  useLastOnlineHeartbeat(true);
  const callsWanted = useRealtimeConnection(true);
  // Quick setup's code loads only where it may still open; once mounted it stays, so an open
  // dialog is never torn down by the mark it sets itself or by the page it leads to.
  const { pathname } = useLocation();
  const [quickSetup, setQuickSetup] = useState(false);
  // Its code loads only for a member whose profile still lacks what it asks: most members have
  // answered long ago, and their every new session would otherwise download and run the dialog.
  const quickSetupMay = quickSetupMayOpen(pathname);
  const profile = useMyProfile(quickSetupMay);
  const quickSetupNow = quickSetupMay && needsQuickSetup(profile.data);
  useEffect(() => {
    if (quickSetupNow) setQuickSetup(true);
  }, [quickSetupNow]);
  return (
    <>
      {quickSetup ? (
        <Suspense fallback={null}>
          <QuickSetupModal />
        </Suspense>
      ) : null}
      <MatchMomentHost />
      {callsWanted ? (
        <Suspense fallback={null}>
          <CallHost nameOf={partnerNameOf} />
        </Suspense>
      ) : null}
    </>
  );
}
