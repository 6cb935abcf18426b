import { ChevronLeft, ChevronRight } from "lucide-react";
import { useRef, useState } from "react";
import { cn } from "../../lib/cn";

/**
 * A member's photos one at a time: swipe (the strip snaps), the arrows, or the dots; the count is
 * read out as it changes. Only the first photo loads with the page. `onShow` hears which photo is
 * in view (the deck's heart likes that one).
 */
export function PhotoPager({
  photos,
  name,
  onShow,
}: {
  photos: readonly string[];
  name: string;
  onShow?: (index: number) => void;
}) {
  const strip = useRef<HTMLUListElement>(null);
  const [index, setShown] = useState(0);
  const setIndex = (next: number) => {
    if (next === index) return;
    setShown(next);
    onShow?.(next);
  };
  const go = (to: number) => {
    const el = strip.current;
    if (!el) return;
    const next = Math.max(0, Math.min(photos.length - 1, to));
    el.scrollTo({ left: next * el.clientWidth, behavior: "smooth" });
    setIndex(next);
  };
  const arrow =
    "absolute top-1/2 -translate-y-1/2 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-md hover:bg-white focus-visible:outline-2 focus-visible:outline-violet-700 disabled:opacity-0";
  return (
    <section aria-roledescription="carousel" aria-label={`Photos of ${name}`} className="relative">
      <ul
        ref={strip}
        // The strip scrolls, so it takes focus (arrow keys page through it too).
        tabIndex={0}
        aria-label={`${name}'s photos: use the arrow keys to page`}
        onKeyDown={(e) => {
          if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
            e.preventDefault();
            go(index + (e.key === "ArrowRight" ? 1 : -1));
          }
        }}
        onScroll={(e) => setIndex(Math.round(e.currentTarget.scrollLeft / Math.max(1, e.currentTarget.clientWidth)))}
        className="flex snap-x snap-mandatory overflow-x-auto rounded-3xl [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
      >
        {photos.map((url, i) => (
          <li key={url} className="w-full shrink-0 snap-center" aria-hidden={i !== index}>
            <img
              src={url}
              alt={`Photo ${i + 1} of ${photos.length} of ${name}`}
              {...(i === 0 ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
              className="aspect-[4/5] w-full object-cover"
            />
          </li>
        ))}
      </ul>
      {photos.length > 1 ? (
        <>
          <button
            type="button"
            className={cn(arrow, "left-3")}
            onClick={() => go(index - 1)}
            disabled={index === 0}
            aria-label="Previous photo"
          >
            <ChevronLeft aria-hidden className="size-5" />
          </button>
          <button
            type="button"
            className={cn(arrow, "right-3")}
            onClick={() => go(index + 1)}
            disabled={index === photos.length - 1}
            aria-label="Next photo"
          >
            <ChevronRight aria-hidden className="size-5" />
          </button>
          <div className="absolute inset-x-0 top-3 flex justify-center gap-1.5 px-10">
            {photos.map((url, i) => (
              <span
                key={url}
                className={cn("h-1 flex-1 rounded-full", i === index ? "bg-white" : "bg-white/45")}
                aria-hidden
              />
            ))}
          </div>
          <p className="sr-only" aria-live="polite">
            Photo {index + 1} of {photos.length}
          </p>
        </>
      ) : null}
    </section>
  );
}
