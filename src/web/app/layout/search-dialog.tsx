import { Search, Sparkles } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { ProfileLimits } from "#shared/limits";
import { Button } from "../../components/ui/button";
import { Dialog, DialogClose, DialogContent } from "../../components/ui/dialog";
import { Input, Label, Select } from "../../components/ui/input";
import { genderPreferenceLabels, genderPreferences } from "#shared/discovery-filters";
import { useSession } from "../../lib/session";
import { useSubscription } from "../../lib/my-plan";

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** The search preference filters on gender (docs/spec/owner-decisions.md); "" keeps the member's own preference. */
const preferences = [
  { value: "", label: "As in my profile" },
  ...genderPreferences.map((g) => ({ value: g, label: genderPreferenceLabels[g] })),
];

/** Part 1 §2 "Find Your Perfect Match": /matches with only the params that were filled in. */
export function SearchDialog({ open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Find Your Perfect Match"
        description="Search by what matters to you. Leave anything blank to keep it open."
      >
        <SearchForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** Mounted only while the dialog is open, so every visit starts with a fresh form. */
function SearchForm({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();
  // The upsell is for those whose plan limits filters (visitors and free members).
  const unlimited = useSubscription(Boolean(useSession().user)).entitlements.unlimitedFilters;
  const [search, setSearch] = useState("");
  const [preference, setPreference] = useState("");
  const [zip, setZip] = useState("");
  const searchId = useId();
  const preferenceId = useId();
  const zipId = useId();
  const zipHintId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const params = new URLSearchParams();
    const entries: Array<[string, string]> = [
      ["search", search.trim()],
      ["preference", preference],
      ["zip", zip.trim()],
    ];
    for (const [key, value] of entries) if (value) params.set(key, value);
    const query = params.toString();
    onDone();
    void navigate({ pathname: "/matches", search: query ? `?${query}` : "" });
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <div className="space-y-2">
        <Label htmlFor={searchId}>Search by interests, hobbies, location or occupation</Label>
        <Input
          id={searchId}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="e.g. hiking, jazz, Portland, nurse"
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor={preferenceId}>Show me</Label>
        <Select
          id={preferenceId}

          value={preference}
          onChange={(e) => setPreference(e.target.value)}
        >
          {preferences.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-2">
        <Label htmlFor={zipId}>Zip code</Label>
        <Input
          id={zipId}
          value={zip}
          onChange={(e) => setZip(e.target.value)}
          maxLength={ProfileLimits.zipMax}
          inputMode="numeric"
          autoComplete="postal-code"
          aria-describedby={zipHintId}
        />
        <p id={zipHintId} className="text-sm text-slate-600">
          Used only to find people near you. We never show your exact location.
        </p>
      </div>
      <div className="flex flex-col gap-2 pt-2 sm:flex-row-reverse">
        <Button type="submit" variant="gradient" className="sm:flex-1">
          <Search aria-hidden />
          Start Searching
        </Button>
        <DialogClose asChild>
          <Button variant="outline" className="sm:flex-1">
            Maybe Later
          </Button>
        </DialogClose>
      </div>
      {unlimited ? null : (
        <div className="rounded-xl bg-violet-50 p-4 text-sm text-slate-700">
          <p>
            Want to narrow things down by age, distance, intent and more, all at once? Unlocked+ lets you combine every
            filter.
          </p>
          <Button asChild variant="link" className="mt-1 min-h-11">
            <Link to="/pricing" onClick={onDone}>
              <Sparkles aria-hidden />
              Upgrade for Unlimited Filters
            </Link>
          </Button>
        </div>
      )}
    </form>
  );
}
