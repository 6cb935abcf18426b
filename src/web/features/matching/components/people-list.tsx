import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState, type ReactNode } from "react";
import type { Candidate } from "#shared/matching";
import { DiscoveryText, MatchText } from "#shared/messages";
import { errorMessage } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { removeCandidate, useDecide } from "../api";
import { matchMoments } from "../match-moments";
import { PersonCard } from "./person-card";

/**
 * People as cards, with Pass and Like: on phones one person fills the screen and the next is a
 * swipe away (a decision brings them in); a grid from `sm` up. A pass takes the card away, a like
 * reads "Liked", a match takes the card away and opens the match moment; each is announced.
 */
export function PeopleList({
  people,
  gridClass,
  announce,
  note,
}: {
  people: readonly Candidate[];
  /** The grid's columns from `sm` up; without them, one sideways row at every width (Likes you, Nearby). */
  gridClass?: string;
  /** Where decisions are announced, when the list may go (its last card passed) before the words are read. */
  announce?: (text: string) => void;
  /** Said above a person's card (the Likes tab: what they liked). */
  note?: (person: Candidate) => ReactNode;
}) {
  const row = gridClass === undefined;
  const decide = useDecide();
  const qc = useQueryClient();
  const [liked, setLiked] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<{ id: string; kind: "like" | "pass" } | null>(null);
  const [announcement, setOwnAnnouncement] = useState("");
  const setAnnouncement = announce ?? setOwnAnnouncement;
  const list = useRef<HTMLUListElement>(null);

  function showNext(userId: string) {
    const items = [...(list.current?.children ?? [])];
    const index = items.findIndex((li) => li.getAttribute("data-person") === userId);
    items[index + 1]?.scrollIntoView({ behavior: "smooth", block: "nearest", inline: "center" });
  }

  function decideOn(userId: string, name: string, kind: "like" | "pass") {
    setPending({ id: userId, kind });
    decide.mutate(
      { userId, kind },
      {
        onSuccess: (result) => {
          setAnnouncement(kind === "pass" ? DiscoveryText.passed(name) : DiscoveryText.liked(name));
          if (kind === "like") setLiked((l) => new Set(l).add(userId));
          if (kind === "pass" || result.match_id) {
            showNext(userId);
            removeCandidate(qc, userId);
          } else showNext(userId);
          if (result.match_id) matchMoments.celebrate(result.match_id);
        },
        onError: (err) => notify.error(MatchText.likeFailed, errorMessage(err)),
        onSettled: () => setPending(null),
      },
    );
  }

  return (
    <>
      {announce ? null : (
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
      )}
      <ul
        ref={list}
        className={
          row
            ? "-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-smooth px-4 pb-2 sm:gap-4"
            : `-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-smooth px-4 pb-2 sm:mx-0 sm:grid sm:gap-4 sm:overflow-visible sm:px-0 ${gridClass}`
        }
      >
        {people.map((c, index) => (
          <li key={c.id} data-person={c.id} className={`w-[88%] shrink-0 snap-center ${row ? "sm:w-80" : "sm:w-auto"}`}>
            {note?.(c)}
            <PersonCard
              candidate={c}
              first={index === 0}
              actions={{
                liked: liked.has(c.id),
                pending: pending?.id === c.id ? pending.kind : null,
                onLike: () => decideOn(c.id, c.name, "like"),
                onPass: () => decideOn(c.id, c.name, "pass"),
              }}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
