import { useId } from "react";
import { Controller, type Control } from "react-hook-form";
import type * as z from "zod/mini";
import {
  genderIdentities,
  genderIdentityLabels,
  IdentityLimits,
  IdentityText,
  orientationLabels,
  orientations,
} from "#shared/identity";
import type { profileFormSchema } from "#shared/profile-fields";
import { PronounsSelect } from "./pronouns-select";

type Form = z.input<typeof profileFormSchema>;
type ListKey = "gender_identities" | "orientations";
type ShownKey = "identities_shown" | "orientations_shown" | "pronouns_shown";

const pill =
  "flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-3 text-sm has-checked:border-violet-700 has-checked:bg-violet-50 has-checked:font-medium has-checked:text-violet-900 has-disabled:cursor-not-allowed has-disabled:opacity-50";

/**
 * Identity beyond the four genders discovery matches on (shared/identity.ts): precise identities
 * and orientations as pills (several at once, up to a few), pronouns from a list, and beside each
 * whether it shows on the profile. Orientation starts private.
 */
export function IdentityFields({
  control,
  errors,
}: {
  control: Control<Form>;
  errors: Partial<Record<string, string>>;
}) {
  const id = useId();
  return (
    <div className="space-y-5">
      <PillGroup
        control={control}
        name="gender_identities"
        shown="identities_shown"
        legend={IdentityText.identitiesLegend}
        hint={IdentityText.identitiesHint}
        options={genderIdentities.map((g) => [g, genderIdentityLabels[g]] as const)}
        max={IdentityLimits.identitiesMax}
        error={errors.gender_identities}
      />
      <PillGroup
        control={control}
        name="orientations"
        shown="orientations_shown"
        legend={IdentityText.orientationsLegend}
        options={orientations.map((o) => [o, orientationLabels[o]] as const)}
        max={IdentityLimits.orientationsMax}
        error={errors.orientations}
      />
      <div className="grid gap-2 sm:grid-cols-2 sm:items-end">
        <Controller
          control={control}
          name="pronouns"
          render={({ field }) => (
            <PronounsSelect id={`${id}-pronouns`} value={field.value ?? null} onChange={field.onChange} />
          )}
        />
        <ShownToggle control={control} name="pronouns_shown" />
      </div>
    </div>
  );
}

function PillGroup({
  control,
  name,
  shown,
  legend,
  hint,
  options,
  max,
  error,
}: {
  control: Control<Form>;
  name: ListKey;
  shown: ShownKey;
  legend: string;
  hint?: string;
  options: readonly (readonly [string, string])[];
  max: number;
  error: string | undefined;
}) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const list: string[] = field.value ?? [];
        return (
          <fieldset aria-describedby={error ? `${id}-error` : undefined}>
            <legend className="text-sm font-medium text-slate-800">{legend}</legend>
            {hint ? <p className="mb-2 text-sm text-slate-600">{hint}</p> : null}
            <div className="flex flex-wrap gap-2">
              {options.map(([value, label]) => {
                const on = list.includes(value);
                return (
                  <label key={value} className={pill}>
                    <input
                      type="checkbox"
                      className="accent-violet-700"
                      checked={on}
                      disabled={!on && list.length >= max}
                      onChange={(e) =>
                        field.onChange(e.target.checked ? [...list, value] : list.filter((x) => x !== value))
                      }
                    />
                    {label}
                  </label>
                );
              })}
            </div>
            {error ? (
              <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
                {error}
              </p>
            ) : null}
            <div className="mt-2">
              <ShownToggle control={control} name={shown} />
            </div>
          </fieldset>
        );
      }}
    />
  );
}

function ShownToggle({ control, name }: { control: Control<Form>; name: ShownKey }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <label className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="size-4 accent-violet-700"
            checked={field.value ?? name !== "orientations_shown"}
            onChange={(e) => field.onChange(e.target.checked)}
          />
          {IdentityText.show}
          {field.value === false || (field.value === undefined && name === "orientations_shown") ? (
            <span className="text-slate-500">· {IdentityText.hiddenNote}</span>
          ) : null}
        </label>
      )}
    />
  );
}
