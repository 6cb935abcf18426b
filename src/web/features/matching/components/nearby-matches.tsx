import { MapPin } from "lucide-react";
import { Link } from "react-router";
import { DistanceText } from "#shared/messages";
import { Button } from "../../../components/ui/button";
import { useNearby } from "../api";
import { PeopleList } from "./people-list";

/**
 * Part 2 §2 nearby matches: real candidates within the member's distance preference, closest
 * first (as the server orders them), as the same cards as discovery, each with its distance (coarse
 * when they keep their location private); a member without a zip is asked for one.
 */
export function NearbyMatches({ enabled = true }: { enabled?: boolean }) {
  const nearby = useNearby(enabled);
  const people = nearby.data?.candidates ?? [];
  return (
    <section aria-labelledby="nearby-heading">
      <h2 id="nearby-heading" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <MapPin className="size-5 text-violet-700" aria-hidden />
        Nearby matches
        {people.length > 0 ? <span className="text-sm font-normal text-slate-600">closest first</span> : null}
      </h2>
      {nearby.isPending ? (
        <p className="mt-3 text-sm text-slate-600">Looking nearby...</p>
      ) : nearby.isError ? (
        <p className="mt-3 text-sm text-slate-600">Nearby matches could not be loaded just now.</p>
      ) : nearby.data.status === "no_location" ? (
        <div className="mt-3 flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-slate-700">
          <p className="flex-1">{DistanceText.nearbyNeedsZip}</p>
          <Button asChild size="sm" variant="outline">
            <Link to="/profile/edit">Add your zip code</Link>
          </Button>
        </div>
      ) : people.length === 0 ? (
        <p className="mt-3 text-slate-700">{DistanceText.nearbyEmpty}</p>
      ) : (
        <div className="mt-3">
          <PeopleList people={people} />
        </div>
      )}
    </section>
  );
}
