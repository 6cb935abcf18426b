import { Check } from "lucide-react";
import { cn } from "../../../lib/cn";

/** Why two people fit, in words, each with a green tick (a card's top reasons, a profile's every one). */
export function ReasonList({ reasons, className }: { reasons: readonly string[]; className?: string }) {
  return (
    <ul className={cn("text-slate-800", className)}>
      {reasons.map((reason) => (
        <li key={reason} className="flex items-start gap-2">
          <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-800">
            <Check aria-hidden className="size-3.5" strokeWidth={3} />
          </span>
          {reason}
        </li>
      ))}
    </ul>
  );
}
