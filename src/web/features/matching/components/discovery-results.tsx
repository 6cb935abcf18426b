import { Compass, RotateCw, UserPen } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { DiscoveryLimits } from "#shared/limits";
import { DiscoveryText } from "#shared/messages";
import { sampleMatchPercent, samplesBestFirst } from "#shared/sample-profiles";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { errorMessage } from "../../../lib/api";
import { useDiscovery, type DiscoveryParams } from "../api";
import { SampleCard } from "./sample-card";
import { PeopleList } from "./people-list";
import { PersonDeck } from "./person-deck";

const grid = "mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3";
const SAMPLES_SHOWN = 6;

/** The first six sample people, labelled as samples (visitors, and members with no candidates). */
export function SampleMatches() {
  const [liked, setLiked] = useState<ReadonlySet<string>>(new Set());
  return (
    <ul className={grid}>
      {samplesBestFirst(SAMPLES_SHOWN).map((s, index) => (
        <li key={s.id}>
          <SampleCard
            sample={s}
            first={index === 0}
            percent={sampleMatchPercent(s.id)}
            like={{ liked: liked.has(s.id), pending: false, onLike: () => setLiked((l) => new Set(l).add(s.id)) }}
          />
        </li>
      ))}
    </ul>
  );
}

function Notice({ title, children, action }: { title: string; children: React.ReactNode; action?: React.ReactNode }) {
  return (
    <Card className="mt-4 bg-gradient-to-br from-violet-50 to-fuchsia-50">
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-1 text-slate-700">{children}</p>
      {action ? <div className="mt-4">{action}</div> : null}
    </Card>
  );
}

/** A member's candidates, best first, a page at a time; samples when there is no one to show. */
export function DiscoveryResults({ params }: { params: DiscoveryParams }) {
  const discovery = useDiscovery(params, true);
  // Kept here, not in the list: passing the last person ends the list before the words are read.
  const [announcement, setAnnouncement] = useState("");
  const live = (
    <p className="sr-only" aria-live="polite">
      {announcement}
    </p>
  );
  if (discovery.isPending)
    return (
      <p className="mt-4 text-slate-700" role="status">
        Finding people who fit...
      </p>
    );
  if (discovery.isError) {
    return (
      <Notice
        title={DiscoveryText.loadFailed}
        action={
          <Button variant="outline" onClick={() => void discovery.refetch()}>
            <RotateCw aria-hidden /> Try again
          </Button>
        }
      >
        {errorMessage(discovery.error)}
      </Notice>
    );
  }
  const first = discovery.data.pages[0]!;
  const candidates = discovery.data.pages.flatMap((p) => p.candidates);
  if (first.status === "profile_incomplete" || candidates.length === 0) {
    const incomplete = first.status === "profile_incomplete";
    return (
      <>
        {live}
        <Notice
          title={incomplete ? "Finish your profile to meet real people" : "No one fits this search yet"}
          action={
            <Button asChild variant="gradient">
              <Link to={incomplete ? "/profile/edit" : "/match-search"}>
                {incomplete ? <UserPen aria-hidden /> : <Compass aria-hidden />}
                {incomplete ? "Complete Profile" : "Adjust Search"}
              </Link>
            </Button>
          }
        >
          {incomplete
            ? "Add your name, gender and date of birth so we can show you people whose preferences fit yours, and you theirs. Meanwhile, here are some sample profiles."
            : "Try a wider distance or age range, or check back soon as new people join. Meanwhile, here are some sample profiles."}
        </Notice>
        <SampleMatches />
      </>
    );
  }
  return (
    <>
      {live}
      {/* A phone gets one person at a time; from `sm` up, the grid of the same cards. */}
      <PersonDeck
        people={candidates}
        hasMore={discovery.hasNextPage}
        loadingMore={discovery.isFetchingNextPage}
        loadMore={() => void discovery.fetchNextPage()}
        limitReached={discovery.data.pages.some((p) => p.daily_limit_reached)}
      />
      <div className="mt-4 hidden sm:block">
        <PeopleList people={candidates} gridClass="sm:grid-cols-2 lg:grid-cols-3" announce={setAnnouncement} />
      </div>
      <div className="mt-6 hidden text-center sm:block">
        {discovery.hasNextPage ? (
          <Button
            variant="outline"
            pending={discovery.isFetchingNextPage}
            onClick={() => void discovery.fetchNextPage()}
          >
            <Compass aria-hidden />
            {discovery.isFetchingNextPage ? "Loading..." : "Discover More Matches"}
          </Button>
        ) : discovery.data.pages.some((p) => p.daily_limit_reached) ? (
          <div
            role="status"
            className="mx-auto max-w-xl rounded-2xl border border-violet-200 bg-violet-50 p-4 text-slate-800"
          >
            <p>{DiscoveryText.dailyLimitReached}</p>
            <Button asChild variant="gradient" className="mt-3">
              <Link to="/pricing">Discover without limits</Link>
            </Button>
          </div>
        ) : (
          <p className="text-slate-600" role="status">
            {candidates.length >= DiscoveryLimits.pageSize
              ? "That's everyone who fits right now. Check back soon, or widen your search."
              : "That's everyone who fits right now."}
          </p>
        )}
      </div>
    </>
  );
}
