import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { useDiscovery } from "../api";
import { PeopleList } from "./people-list";

/** How many of the day's best a member's home shows (the rest are on /matches). */
const ON_HOME = 3;

/** The home's "Today's best for you": the top of discovery, as the same cards. Nothing while there is no one. */
export function TopCandidates({ headingId }: { headingId: string }) {
  const discovery = useDiscovery({}, true);
  const people = discovery.data?.pages[0]?.candidates.slice(0, ON_HOME) ?? [];
  if (people.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <div className="flex items-end justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-semibold text-slate-900">
          Today's best for you
        </h2>
        <Link
          to="/matches"
          className="inline-flex min-h-11 items-center gap-1 font-medium text-violet-800 underline-offset-4 hover:underline"
        >
          See everyone <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
      <div className="mt-4">
        <PeopleList people={people} gridClass="sm:grid-cols-2 lg:grid-cols-3" />
      </div>
    </section>
  );
}
