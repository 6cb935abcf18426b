import { MapPin } from "lucide-react";
import { Link } from "react-router";
import { describeAway } from "#shared/distance";
import { DistanceText } from "#shared/messages";
import { Button } from "../../../components/ui/button";
import { useNearby } from "../api";
import { PersonPhoto } from "./person-photo";

/**
 * Part 2 §2 nearby matches: real candidates within the member's distance preference, closest
 * first (as the server orders them), each with its distance; a member without a zip is asked for one.
 */
export function NearbyMatches({ enabled = true }: { enabled?: boolean }) {
  const nearby = useNearby(enabled);
  const people = nearby.data?.candidates ?? [];
  return (
    <section aria-labelledby="nearby-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="nearby-heading" className="inline-flex items-center gap-2 text-lg font-semibold text-slate-900">
        <MapPin className="size-5 text-violet-700" aria-hidden />
        Nearby matches
      </h2>
      {nearby.isPending ? (
        <p className="mt-3 text-sm text-slate-600">Looking nearby...</p>
      ) : nearby.isError ? (
        <p className="mt-3 text-sm text-slate-600">Nearby matches could not be loaded just now.</p>
      ) : nearby.data.status === "no_location" ? (
        <div className="mt-3 space-y-3 text-sm text-slate-700">
          <p>{DistanceText.nearbyNeedsZip}</p>
          <Button asChild size="sm" variant="outline">
            <Link to="/profile/edit">Add your zip code</Link>
          </Button>
        </div>
      ) : people.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{DistanceText.nearbyEmpty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {people.map((p) => (
            <li key={p.id}>
              <Link
                to={`/profile/${encodeURIComponent(p.id)}`}
                className="flex min-h-14 items-center gap-3 rounded-lg py-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-violet-700"
              >
                <PersonPhoto src={p.avatar_url} name={p.name} className="size-10 shrink-0 rounded-full text-base" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-slate-900">{p.name}</span>
                  <span className="block text-sm text-slate-600">
                    {describeAway(p.distance_miles, p.distance_rounded) ?? "Nearby"}
                  </span>
                </span>
                <span className="text-sm font-semibold text-violet-800">{p.compatibility.percent}%</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
