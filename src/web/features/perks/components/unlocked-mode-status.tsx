import { EyeOff } from "lucide-react";
import { Link } from "react-router";
import { PerkText } from "#shared/perks";
import { cn } from "../../../lib/cn";
import { useSubscription } from "../../../lib/my-plan";
import { usePerks } from "../api";

/** Whether the member's Unlocked Mode is in force (asked only of members whose plan includes it). */
export function useUnlockedMode(signedIn = true): boolean {
  const allowed = useSubscription(signedIn).entitlements.unlockedMode;
  return Boolean(usePerks(allowed).data?.unlocked_mode);
}

/** Whether the member's own Beyond badge shows (their /profile draws it as others see it). */
export function useOwnBadge(): boolean {
  const allowed = useSubscription().entitlements.beyondBadge;
  return Boolean(usePerks(allowed).data?.badge_shown);
}

/** In the nav while Unlocked Mode is on: the member always knows they are browsing unseen. */
export function UnlockedModeIndicator({ signedIn }: { signedIn: boolean }) {
  if (!useUnlockedMode(signedIn)) return null;
  return (
    <Link
      to="/settings#perks"
      className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-2.5 text-sm font-semibold text-fuchsia-900 hover:bg-fuchsia-50"
      aria-label="Unlocked Mode is on: only people you've liked can find you. Change it in Settings"
    >
      <span className="inline-flex items-center gap-1.5 rounded-full bg-fuchsia-100 px-2.5 py-1 ring-1 ring-fuchsia-300">
        <EyeOff aria-hidden className="size-4" />
        <span className="hidden lg:inline">Unlocked Mode</span>
      </span>
    </Link>
  );
}

/** On /matches while Unlocked Mode is on. */
export function UnlockedModeBanner({ className }: { className?: string }) {
  if (!useUnlockedMode()) return null;
  return (
    <p
      className={cn(
        "flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl bg-fuchsia-50 px-4 py-3 text-sm text-fuchsia-950 ring-1 ring-fuchsia-200",
        className,
      )}
    >
      <EyeOff aria-hidden className="size-4 shrink-0" />
      <span className="flex-1">{PerkText.unlockedModeOn}</span>
      <Link to="/settings#perks" className="font-semibold underline underline-offset-4">
        Change in Settings
      </Link>
    </p>
  );
}
