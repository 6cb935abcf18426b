import { BadgeCheck } from "lucide-react";
import { VerificationText } from "#shared/messages";
import { cn } from "../../lib/cn";

/**
 * The Verified mark beside a member's name: drawn only where the server said a live selfie of
 * theirs matched their photos (`verified` on their card, profile or conversation). `compact`
 * shows the tick alone (its name is still read out).
 */
export function VerifiedMark({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span
      className={cn("inline-flex items-center gap-1 align-middle text-sm font-semibold text-sky-700", className)}
      title={VerificationText.markTitle}
    >
      <BadgeCheck aria-hidden className="size-5 shrink-0 fill-sky-600 text-white" />
      <span className={compact ? "sr-only" : undefined}>Verified</span>
    </span>
  );
}
