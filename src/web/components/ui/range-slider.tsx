import type { ChangeEvent } from "react";
import { cn } from "../../lib/cn";

type Props = {
  min: number;
  max: number;
  step?: number;
  value: readonly [number, number];
  onValueChange: (value: [number, number]) => void;
  /** Accessible names of the two thumbs. */
  labels: readonly [string, string];
  /** The visible label (e.g. "Age range: 18 – 35") that names the pair. */
  labelledBy?: string;
  className?: string;
};

/**
 * A two-thumb range made of two native range inputs on one track. Native inputs bring keyboard
 * (arrows, Page Up/Down, Home/End), touch and screen-reader support from the browser, and render
 * on the server as they are (no script needed to show the range). Each input ignores pointer
 * events except on its thumb; where the two meet,
 * the pointer reaches one of them (below) and the keyboard both.
 */
export function RangeSlider({ min, max, step = 1, value, onValueChange, labels, labelledBy, className }: Props) {
  const [low, high] = value;
  const percent = (n: number) => ((n - min) / (max - min)) * 100;
  const onLow = (e: ChangeEvent<HTMLInputElement>) => onValueChange([Math.min(Number(e.target.value), high), high]);
  const onHigh = (e: ChangeEvent<HTMLInputElement>) => onValueChange([low, Math.max(Number(e.target.value), low)]);
  const thumb = cn(
    "pointer-events-none absolute inset-0 h-full w-full appearance-none bg-transparent",
    "[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-6 [&::-webkit-slider-thumb]:cursor-pointer [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-violet-700 [&::-webkit-slider-thumb]:bg-white [&::-webkit-slider-thumb]:shadow",
    "[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-6 [&::-moz-range-thumb]:cursor-pointer [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-violet-700 [&::-moz-range-thumb]:bg-white [&::-moz-range-thumb]:shadow",
  );
  const input = (n: number, label: string, onChange: (e: ChangeEvent<HTMLInputElement>) => void, extra?: string) => (
    <input
      type="range"
      min={min}
      max={max}
      step={step}
      value={n}
      onChange={onChange}
      aria-label={label}
      // Mirrors the value for tools that read the attribute; the browser reports it either way.
      aria-valuenow={n}
      className={cn(thumb, extra)}
    />
  );
  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      className={cn("relative h-11 w-full touch-none select-none", className)}
    >
      <div className="absolute inset-x-3 top-1/2 h-2 -translate-y-1/2 rounded-full bg-slate-200">
        <div
          className="absolute h-full rounded-full bg-violet-700"
          style={{ left: `${percent(low)}%`, right: `${100 - percent(high)}%` }}
        />
      </div>
      <div className="absolute inset-0">
        {/* Where the thumbs meet, the one that can still move goes on top: the low one in the
            upper half (it can go left), the high one in the lower half (it can go right). */}
        {input(low, labels[0], onLow, low === high && low > (min + max) / 2 ? "z-10" : undefined)}
        {input(high, labels[1], onHigh)}
      </div>
    </div>
  );
}
