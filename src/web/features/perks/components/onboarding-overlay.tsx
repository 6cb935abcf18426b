import { Crown } from "lucide-react";
import { useState } from "react";
import { overlayNames, overlays, type OverlayName } from "#shared/perks";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { useSubscription } from "../../../lib/my-plan";
import { useOverlaySeen, usePerks } from "../api";

/**
 * One of Beyond's onboarding overlays, on the page it introduces: shown once to a member who has
 * Unlocked Beyond and has not seen it (the server remembers, so no device shows it twice). A
 * modal dialog: focus moves into it, Escape or "Got it" closes it, and focus goes back to where
 * it was (else the page heading). Replayable from /settings.
 */
export function OnboardingOverlay({ name }: { name: OverlayName }) {
  const beyond = useSubscription().entitlements.onboardingOverlays;
  const perks = usePerks(beyond);
  const seen = useOverlaySeen();
  const [closed, setClosed] = useState(false);
  const open = !closed && Boolean(perks.data?.overlays_pending.includes(name));
  const { title, text } = overlays[name];
  const step = overlayNames.indexOf(name) + 1;
  const close = () => {
    setClosed(true);
    seen.mutate(name);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent title={title} description={text} className="border-t-4 border-fuchsia-600">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-fuchsia-100 px-2.5 py-0.5 text-xs font-semibold text-fuchsia-900">
          <Crown aria-hidden className="size-3.5" /> Unlocked Beyond tip {step} of {overlayNames.length}
        </p>
        <Button onClick={close} className="mt-4 w-full">
          Got it
        </Button>
      </DialogContent>
    </Dialog>
  );
}
