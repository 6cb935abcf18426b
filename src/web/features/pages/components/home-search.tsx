import { Check, Search, SlidersHorizontal } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { DiscoveryLimits, UiTimings } from "#shared/limits";
import type { OwnProfile } from "#shared/profiles";
import { UpgradeFiltersDialog } from "../../../components/upgrade-filters-dialog";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Input, Label } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { useMyProfile } from "../../../lib/my-profile";
import { useSubscription } from "../../../lib/my-plan";

const filters = [
  { id: "age", label: "Age range" },
  { id: "distance", label: "Distance" },
  { id: "interests", label: "Interests" },
  { id: "intent", label: "Intent" },
  { id: "photo", label: "Has photo" },
] as const;

type FilterId = (typeof filters)[number]["id"];

const freeCombinable = DiscoveryLimits.freeFilters;

/** Each chip searches with the member's own saved preference for it (their age range, distance...). */
function filterParams(id: FilterId, p: OwnProfile | undefined): [string, string][] {
  switch (id) {
    case "age":
      return [
        ["age_min", String(p?.age_preference_min ?? 18)],
        ["age_max", String(p?.age_preference_max ?? 65)],
      ];
    case "distance":
      return [["distance", String(p?.distance_preference ?? 50)]];
    case "interests":
      return p?.interests.length ? [["interests", p.interests.join(",")]] : [];
    case "intent":
      return p?.looking_for ? [["intent", p.looking_for]] : [];
    case "photo":
      return [["has_photo", "true"]];
  }
}

/** Part 1 §4 "Landing search": three or more filters prompt an upgrade instead of searching. */
export function HomeSearch() {
  const navigate = useNavigate();
  const profile = useMyProfile();
  const [text, setText] = useState("");
  const [chosen, setChosen] = useState<ReadonlySet<FilterId>>(new Set());
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const headingId = useId();
  const inputId = useId();
  const legendId = useId();
  // Members only (this search is the signed-in home's); the server enforces the same limit.
  const unlimited = useSubscription().entitlements.unlimitedFilters;
  const overLimit = !unlimited && chosen.size >= UiTimings.freeFilterLimit;

  function toggle(id: FilterId) {
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (overLimit) {
      setUpgradeOpen(true);
      return;
    }
    const search = text.trim();
    const params = new URLSearchParams(search ? { search } : {});
    for (const id of chosen) for (const [key, value] of filterParams(id, profile.data)) params.set(key, value);
    const query = params.toString();
    void navigate(query ? `/matches?${query}` : "/matches");
  }

  return (
    <Card className="sm:p-8">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Find people you click with
        </h2>
        <form role="search" aria-labelledby={headingId} onSubmit={submit} className="mt-4 space-y-5">
          <div className="space-y-2">
            <Label htmlFor={inputId}>Search by interests, hobbies, location or occupation</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id={inputId}
                type="search"
                value={text}
                onChange={(e) => setText(e.target.value)}
                placeholder="e.g. climbing, poetry, Denver"
                autoComplete="off"
                enterKeyHint="search"
              />
              <Button type="submit" variant="gradient" className="sm:w-36">
                <Search aria-hidden />
                Search
              </Button>
            </div>
          </div>

          <div role="group" aria-labelledby={legendId}>
            <p id={legendId} className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
              <SlidersHorizontal className="size-4" aria-hidden />
              Filters
            </p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {filters.map((filter) => {
                const on = chosen.has(filter.id);
                return (
                  <li key={filter.id}>
                    <button
                      type="button"
                      aria-pressed={on}
                      onClick={() => toggle(filter.id)}
                      className={cn(
                        "inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors",
                        on
                          ? "border-violet-700 bg-violet-700 text-white hover:bg-violet-800"
                          : "border-slate-300 bg-white text-slate-800 hover:border-violet-700 hover:text-violet-800",
                      )}
                    >
                      {on ? <Check className="size-4" aria-hidden /> : null}
                      {filter.label}
                    </button>
                  </li>
                );
              })}
            </ul>
            <p
              aria-live="polite"
              className={cn("mt-2 text-sm", overLimit ? "font-medium text-violet-800" : "text-slate-600")}
            >
              {unlimited
                ? "Your plan combines as many filters as you like."
                : overLimit
                  ? `${chosen.size} filters chosen. Free members can combine up to ${freeCombinable}.`
                  : `Free members can combine up to ${freeCombinable} filters.`}
            </p>
          </div>
        </form>
      </section>

      <UpgradeFiltersDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} />
    </Card>
  );
}
