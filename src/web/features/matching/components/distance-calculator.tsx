import { MapPin, Ruler } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { formatCoordinate, formatDistance, type DistanceResponse } from "#shared/distance";
import { DistanceLimits } from "#shared/limits";
import { DistanceText } from "#shared/messages";
import { Button } from "../../../components/ui/button";
import { Input, Label } from "../../../components/ui/input";
import { notify } from "../../../lib/toast";
import { useDistance } from "../api";

/** Part 2 §2/§5: the distance between two zip codes, as the crow flies between their centres. */
export function DistanceCalculator() {
  const id = useId();
  const [zips, setZips] = useState({ zipCode1: "", zipCode2: "" });
  const [result, setResult] = useState<DistanceResponse | null>(null);
  const distance = useDistance();
  const ready = zips.zipCode1.trim() !== "" && zips.zipCode2.trim() !== "";

  async function calculate(event: FormEvent) {
    event.preventDefault();
    if (!ready) return notify.error(DistanceText.bothRequired);
    try {
      setResult(await distance.mutateAsync(zips));
    } catch {
      setResult(null);
      notify.error(DistanceText.failed);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="@container space-y-4">
      <h2 id={`${id}-title`} className="inline-flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Ruler className="size-5 text-violet-700" aria-hidden /> Distance calculator
      </h2>
      <form
        onSubmit={(e) => void calculate(e)}
        className="grid gap-3 @lg:grid-cols-[1fr_1fr_auto] @lg:items-end"
        noValidate
      >
        {(["zipCode1", "zipCode2"] as const).map((key, i) => (
          <div key={key} className="space-y-1">
            <Label htmlFor={`${id}-${key}`}>{i === 0 ? "First zip code" : "Second zip code"}</Label>
            <Input
              id={`${id}-${key}`}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={DistanceLimits.zipInputMax}
              value={zips[key]}
              onChange={(e) => setZips((z) => ({ ...z, [key]: e.target.value }))}
              placeholder={i === 0 ? "e.g. 10001" : "e.g. 90210"}
            />
          </div>
        ))}
        <Button type="submit" disabled={!ready} pending={distance.isPending}>
          {distance.isPending ? "Calculating..." : "Calculate"}
        </Button>
      </form>
      <div role="status" aria-live="polite">
        {result ? (
          <div className="rounded-xl bg-violet-50 p-4">
            <p className="text-2xl font-bold text-violet-800">{formatDistance(result.distance)}</p>
            <p className="mt-1 text-sm text-slate-700">
              between {result.zipCode1} and {result.zipCode2}
            </p>
            <ul className="mt-2 space-y-1 text-sm text-slate-700">
              {(["zipCode1", "zipCode2"] as const).map((key) => (
                <li key={key} className="inline-flex w-full items-center gap-1.5">
                  <MapPin className="size-4 text-violet-700" aria-hidden /> {result[key]}:{" "}
                  {formatCoordinate(result.coordinates[key].lat)}, {formatCoordinate(result.coordinates[key].lon)}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}
