import { Crown } from "lucide-react";
import { cn } from "../../lib/cn";

/**
 * The Unlocked Beyond badge beside a member's name: drawn only where the server said the person
 * holds Beyond now and shows it (`beyond_badge` on their card, profile or conversation).
 */
export function BeyondBadge({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full bg-gradient-to-r from-amber-100 to-fuchsia-100 px-2 py-0.5 align-middle text-xs font-semibold text-fuchsia-950 shadow-sm ring-1 ring-fuchsia-300",
        className,
      )}
      title="Unlocked Beyond member"
    >
      <Crown aria-hidden className="size-3.5 text-amber-700" />
      <span className={compact ? "sr-only sm:not-sr-only" : undefined}>Beyond</span>
    </span>
  );
}
