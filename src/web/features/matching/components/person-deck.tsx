import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Heart, RotateCcw, X } from "lucide-react";
import { useEffect, useState } from "react";
import type { Candidate, LikePart } from "#shared/matching";
import { DiscoveryText, MatchText } from "#shared/messages";
import { DeckText } from "#shared/phone-first-messages";
import { errorMessage } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { useMediaQuery, WIDER_THAN_PHONE } from "../../../lib/use-media-query";
import { matchingQueries, useDecide, useUndoPass } from "../api";
import { matchMoments } from "../match-moments";
import { DeckEnd } from "./deck-end";
import { DeckPerson } from "./deck-person";

type Props = {
  people: readonly Candidate[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  /** A free member met today's new people (discovery's allowance). */
  limitReached: boolean;
};

/**
 * One person at a time, on a phone (ADR 0507): their photos to page
 * through, who they are and why you fit, their own words as you scroll, and Pass and Like fixed
 * within thumb reach. The next person's first photo and profile are fetched ahead. The last pass
 * can be undone, once. ← passes and → likes for a phone with a keyboard. The page's server render
 * draws the first person from discovery's card; the full profile (every photo, prompts, details)
 * is read once the deck is on screen.
 */
export function PersonDeck({ people, hasMore, loadingMore, loadMore, limitReached }: Props) {
  const qc = useQueryClient();
  // Below `sm`, where the deck is drawn (the grid takes over from `sm` up, by CSS alone).
  const phone = !useMediaQuery(WIDER_THAN_PHONE, true);
  const decide = useDecide();
  const undoPass = useUndoPass();
  const [decided, setDecided] = useState<ReadonlySet<string>>(new Set());
  const [lastPass, setLastPass] = useState<{ id: string; name: string } | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const queue = people.filter((p) => !decided.has(p.id));
  const current = queue[0];
  const next = queue[1];
  const profile = useQuery({ ...matchingQueries.person(current?.id ?? ""), enabled: phone && Boolean(current) });

  // The next person is ready before they are needed: their profile, and their first photo.
  useEffect(() => {
    if (!phone || !next) return;
    void qc.prefetchQuery(matchingQueries.person(next.id));
    if (next.avatar_url) new Image().src = next.avatar_url;
  }, [phone, next, qc]);
  // More people before the deck runs out.
  useEffect(() => {
    if (queue.length <= 2 && hasMore && !loadingMore) loadMore();
  }, [queue.length, hasMore, loadingMore, loadMore]);

  /** A pass, or a like: for the whole person, or for one photo or prompt of theirs (`part`). */
  function act(kind: "like" | "pass", part?: LikePart) {
    if (!current || decided.has(current.id)) return;
    const person = current;
    setDecided((d) => new Set(d).add(person.id));
    setLastPass(kind === "pass" ? { id: person.id, name: person.name } : null);
    setAnnouncement(kind === "pass" ? DiscoveryText.passed(person.name) : DiscoveryText.liked(person.name));
    decide.mutate(
      { userId: person.id, kind, ...(part ? { part } : {}) },
      {
        onSuccess: (result) => {
          if (result.match_id) matchMoments.celebrate(result.match_id);
        },
        onError: (err) => {
          setDecided((d) => {
            const back = new Set(d);
            back.delete(person.id);
            return back;
          });
          notify.error(MatchText.likeFailed, errorMessage(err));
        },
      },
    );
  }

  function undo() {
    if (!lastPass) return;
    const person = lastPass;
    undoPass.mutate(person.id, {
      onSuccess: () => {
        setLastPass(null);
        setDecided((d) => {
          const back = new Set(d);
          back.delete(person.id);
          return back;
        });
        setAnnouncement(DeckText.undone(person.name));
      },
      onError: (err) => {
        setLastPass(null);
        notify.error(DeckText.undoGone, errorMessage(err));
      },
    });
  }

  // ← pass, → like, for a phone with a keyboard (never while typing).
  useEffect(() => {
    if (!phone) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable], [role=dialog], [aria-roledescription=carousel]"))
        return;
      if (event.key === "ArrowLeft") act("pass");
      if (event.key === "ArrowRight") act("like");
    };
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  });

  return (
    <section aria-label={DeckText.region} className="sm:hidden">
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {current ? (
        <>
          <DeckPerson
            key={current.id}
            person={current}
            profile={profile.data}
            onLikePart={(part) => act("like", part)}
          />
          <div className="fixed inset-x-0 bottom-[calc(var(--tab-bar)+0.75rem)] z-30 flex items-center justify-center gap-5 sm:hidden">
            <button
              type="button"
              onClick={() => act("pass")}
              aria-label={DeckText.pass(current.name)}
              className="flex size-16 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-700 shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 active:scale-95"
            >
              <X aria-hidden className="size-8" />
            </button>
            {lastPass ? (
              <button
                type="button"
                onClick={undo}
                aria-label={DeckText.undo}
                className="flex size-12 items-center justify-center rounded-full border border-slate-200 bg-white text-amber-600 shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 active:scale-95"
              >
                <RotateCcw aria-hidden className="size-5" />
              </button>
            ) : null}
            <button
              type="button"
              onClick={() => act("like")}
              aria-label={DeckText.like(current.name)}
              className="flex size-16 items-center justify-center rounded-full bg-gradient-to-br from-violet-700 to-fuchsia-700 text-white shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 active:scale-95"
            >
              <Heart aria-hidden className="size-8" fill="currentColor" />
            </button>
          </div>
        </>
      ) : (
        <DeckEnd
          limitReached={limitReached}
          hasMore={hasMore}
          loadingMore={loadingMore}
          loadMore={loadMore}
          undo={lastPass ? undo : null}
        />
      )}
    </section>
  );
}
