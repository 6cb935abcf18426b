import { Heart } from "lucide-react";

/**
 * The compatibility badge; with reasons, a disclosure that opens on tap or keyboard (and shows
 * the reasons as its tooltip on hover), so "why" is one step away on every device.
 */
export function MatchBadge({ percent, reasons }: { percent: number; reasons?: readonly string[] }) {
  const label = (
    <>
      <Heart className="size-3.5 fill-current" aria-hidden />
      {percent}% match
    </>
  );
  const pill =
    "inline-flex min-h-8 items-center gap-1 rounded-full bg-violet-700 px-3 text-sm font-semibold text-white";
  if (!reasons || reasons.length === 0) return <span className={pill}>{label}</span>;
  return (
    <details className="group">
      <summary
        title={reasons.join(" · ")}
        className={`${pill} cursor-pointer list-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 [&::-webkit-details-marker]:hidden`}
      >
        {label}
        <span className="sr-only">, show why</span>
      </summary>
      <ul className="mt-2 space-y-1 rounded-lg bg-violet-50 p-3 text-sm text-violet-950">
        {reasons.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    </details>
  );
}
