import { Compass, RotateCcw, SlidersHorizontal } from "lucide-react";
import { Link } from "react-router";
import { DiscoveryText } from "#shared/messages";
import { DeckText } from "#shared/phone-first-messages";
import { Button } from "../../../components/ui/button";

/** The end of the deck says so, and offers more: the next page, a wider search, or the upgrade. */
export function DeckEnd({
  limitReached,
  hasMore,
  loadingMore,
  loadMore,
  undo,
}: {
  limitReached: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  undo: (() => void) | null;
}) {
  return (
    <div role="status" className="mt-4 rounded-3xl border border-violet-200 bg-violet-50 p-6 text-center">
      <Compass aria-hidden className="mx-auto size-10 text-violet-700" />
      {limitReached ? (
        <>
          <p className="mt-3 text-slate-800">{DiscoveryText.dailyLimitReached}</p>
          <Button asChild variant="gradient" className="mt-4 w-full">
            <Link to="/pricing">Discover without limits</Link>
          </Button>
        </>
      ) : (
        <>
          <h3 className="mt-3 text-xl font-semibold text-slate-900">{DeckText.endTitle}</h3>
          <p className="mt-2 text-slate-700">{DeckText.endBody}</p>
          <div className="mt-4 flex flex-col gap-2">
            {hasMore ? (
              <Button variant="gradient" pending={loadingMore} onClick={loadMore}>
                {DeckText.more}
              </Button>
            ) : null}
            <Button asChild variant={hasMore ? "outline" : "gradient"}>
              <Link to="/match-search">
                <SlidersHorizontal aria-hidden /> {DeckText.widen}
              </Link>
            </Button>
          </div>
        </>
      )}
      {undo ? (
        <Button variant="ghost" className="mt-3" onClick={undo}>
          <RotateCcw aria-hidden /> {DeckText.undo}
        </Button>
      ) : null}
    </div>
  );
}
