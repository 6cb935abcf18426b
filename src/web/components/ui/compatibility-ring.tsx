import { cn } from "../../lib/cn";

/** The share of the ring drawn for the compatibility score (r = 30, so the circumference is 2πr). */
const RING = 2 * Math.PI * 30;

/**
 * The compatibility score as a ring with the number inside (the landing's introduction, a
 * person's card and profile). Decorative apart from its text, which `label` words for readers.
 */
export function CompatibilityRing({
  percent,
  size = 72,
  className,
  label = `${percent}% compatible`,
}: {
  percent: number;
  size?: number;
  className?: string;
  label?: string;
}) {
  return (
    <span className={cn("relative inline-flex shrink-0", className)} style={{ width: size, height: size }}>
      <svg viewBox="0 0 72 72" width={size} height={size} className="-rotate-90" aria-hidden>
        <circle cx="36" cy="36" r="30" fill="none" stroke="#EDE9FE" strokeWidth="8" />
        <circle
          cx="36"
          cy="36"
          r="30"
          fill="none"
          stroke="#8B5CF6"
          strokeWidth="8"
          strokeLinecap="round"
          strokeDasharray={`${(RING * percent) / 100} ${RING}`}
        />
      </svg>
      <span className="absolute inset-0 flex items-center justify-center font-bold text-violet-800">
        <span aria-hidden style={{ fontSize: size * 0.24 }}>
          {percent}%
        </span>
        <span className="sr-only">{label}</span>
      </span>
    </span>
  );
}
