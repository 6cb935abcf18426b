import { ArrowLeft, Search } from "lucide-react";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import {
  chosenFilters,
  genderPreferenceLabels,
  genderPreferences,
  type DiscoveryFilters,
  type GenderPreference,
} from "#shared/discovery-filters";
import { DiscoveryLimits, ProfileLimits } from "#shared/limits";
import { VerificationText } from "#shared/messages";
import { intentLabels, intents } from "#shared/profiles";
import { UpgradeFiltersDialog } from "../../../components/upgrade-filters-dialog";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Input, Label, Select } from "../../../components/ui/input";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useSession } from "../../../lib/session";
import { useSubscription } from "../../../lib/my-plan";

type Form = {
  search: string;
  preference: "" | GenderPreference;
  ageMin: string;
  ageMax: string;
  distance: string;
  zip: string;
  intent: string;
  interests: string;
  hasPhoto: boolean;
  verified: boolean;
};
const empty: Form = {
  search: "",
  preference: "",
  ageMin: "",
  ageMax: "",
  distance: "",
  zip: "",
  intent: "",
  interests: "",
  hasPhoto: false,
  verified: false,
};

const num = (v: string) => (v.trim() === "" ? undefined : Number(v));

function toFilters(f: Form): DiscoveryFilters {
  return {
    preference: f.preference || undefined,
    age_min: num(f.ageMin),
    age_max: num(f.ageMax),
    distance: num(f.distance),
    zip: f.zip.trim() || undefined,
    intent: f.intent || undefined,
    interests: f.interests.trim() || undefined,
    has_photo: f.hasPhoto ? "true" : undefined,
    verified: f.verified ? "true" : undefined,
  };
}

function Field({
  label,
  htmlFor,
  children,
  hint,
}: {
  label: string;
  htmlFor: string;
  children: ReactNode;
  hint?: string;
}) {
  return (
    <div className="space-y-1">
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {hint ? <p className="text-xs text-slate-600">{hint}</p> : null}
    </div>
  );
}

/**
 * /match-search (docs/spec/owner-decisions.md): every filter; a free member combines two, the third prompts an
 * upgrade.
 */
export default function MatchSearchPage() {
  useDocumentTitle("Advanced Search");
  const id = useId();
  const navigate = useNavigate();
  const [form, setForm] = useState<Form>(empty);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const set =
    <K extends keyof Form>(key: K) =>
    (value: Form[K]) =>
      setForm((f) => ({ ...f, [key]: value }));
  const chosen = chosenFilters(toFilters(form));
  // The server decides (a free member's third filter is refused there too); this saves the trip.
  const unlimited = useSubscription(Boolean(useSession().user)).entitlements.unlimitedFilters;
  const overLimit = !unlimited && chosen.length > DiscoveryLimits.freeFilters;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (overLimit) return setUpgradeOpen(true);
    const params = new URLSearchParams();
    if (form.search.trim()) params.set("search", form.search.trim());
    for (const [key, value] of Object.entries(toFilters(form))) if (value !== undefined) params.set(key, String(value));
    const query = params.toString();
    void navigate(query ? `/matches?${query}` : "/matches");
  }

  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10">
      <Link
        to="/matches"
        className="inline-flex min-h-11 items-center gap-2 font-medium text-violet-800 underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> Back to matches
      </Link>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Advanced Search</h1>
      <p className="mt-2 text-slate-700">
        Every search still respects both sides: you only meet people whose own preferences include you.
      </p>
      <Card className="mt-6">
        <form onSubmit={submit} noValidate className="space-y-5" aria-describedby={`${id}-count`}>
          <Field label="Search by interests, hobbies, location or occupation" htmlFor={`${id}-search`}>
            <Input
              id={`${id}-search`}
              type="search"
              value={form.search}
              maxLength={DiscoveryLimits.searchMax}
              onChange={(e) => set("search")(e.target.value)}
              placeholder="e.g. climbing, poetry, Denver"
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Show me" htmlFor={`${id}-gender`}>
              <Select
                id={`${id}-gender`}
                value={form.preference}
                onChange={(e) => set("preference")(e.target.value as Form["preference"])}
              >
                <option value="">As in my profile</option>
                {genderPreferences.map((g) => (
                  <option key={g} value={g}>
                    {genderPreferenceLabels[g]}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Looking for" htmlFor={`${id}-intent`}>
              <Select id={`${id}-intent`} value={form.intent} onChange={(e) => set("intent")(e.target.value)}>
                <option value="">Any intent</option>
                {intents.map((i) => (
                  <option key={i} value={i}>
                    {intentLabels[i]}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Age from" htmlFor={`${id}-age-min`}>
              <Input
                id={`${id}-age-min`}
                type="number"
                inputMode="numeric"
                min={ProfileLimits.ageMin}
                max={ProfileLimits.ageMax}
                value={form.ageMin}
                onChange={(e) => set("ageMin")(e.target.value)}
                placeholder="18"
              />
            </Field>
            <Field label="Age to" htmlFor={`${id}-age-max`}>
              <Input
                id={`${id}-age-max`}
                type="number"
                inputMode="numeric"
                min={ProfileLimits.ageMin}
                max={ProfileLimits.ageMax}
                value={form.ageMax}
                onChange={(e) => set("ageMax")(e.target.value)}
                placeholder="65"
              />
            </Field>
            <Field label="Within (miles)" htmlFor={`${id}-distance`}>
              <Input
                id={`${id}-distance`}
                type="number"
                inputMode="numeric"
                min={1}
                max={DiscoveryLimits.distanceMaxMiles}
                value={form.distance}
                onChange={(e) => set("distance")(e.target.value)}
                placeholder="25"
              />
            </Field>
            <Field label="Of zip code" htmlFor={`${id}-zip`} hint="Leave empty to measure from your own zip.">
              <Input
                id={`${id}-zip`}
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={DiscoveryLimits.zipMax}
                value={form.zip}
                onChange={(e) => set("zip")(e.target.value)}
                placeholder="e.g. 10001"
              />
            </Field>
          </div>
          <Field
            label="Interests"
            htmlFor={`${id}-interests`}
            hint="Separate with commas; people who share any of them."
          >
            <Input
              id={`${id}-interests`}
              value={form.interests}
              maxLength={DiscoveryLimits.searchMax * 2}
              onChange={(e) => set("interests")(e.target.value)}
              placeholder="e.g. hiking, board games"
            />
          </Field>
          <label className="flex min-h-11 items-center gap-3 text-slate-800">
            <input
              type="checkbox"
              className="size-5 accent-violet-700"
              checked={form.hasPhoto}
              onChange={(e) => set("hasPhoto")(e.target.checked)}
            />
            Only people with a photo
          </label>
          <label className="flex min-h-11 items-center gap-3 text-slate-800">
            <input
              type="checkbox"
              className="size-5 accent-violet-700"
              checked={form.verified}
              onChange={(e) => set("verified")(e.target.checked)}
            />
            {VerificationText.filterLabel}
          </label>
          <p
            id={`${id}-count`}
            aria-live="polite"
            className={overLimit ? "text-sm font-medium text-violet-800" : "text-sm text-slate-600"}
          >
            {chosen.length} {chosen.length === 1 ? "filter" : "filters"} chosen.{" "}
            {unlimited
              ? "Your plan combines as many as you like."
              : `Free members can combine up to ${DiscoveryLimits.freeFilters}.`}
          </p>
          <Button type="submit" variant="gradient" className="w-full sm:w-auto">
            <Search aria-hidden /> Search
          </Button>
        </form>
      </Card>
      <UpgradeFiltersDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} />
    </main>
  );
}
