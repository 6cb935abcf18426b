import { Controller, useWatch } from "react-hook-form";
import { latestAdultBirthDate } from "#shared/auth";
import { ProfileLimits as L } from "#shared/limits";
import {
  genderLabels,
  genders,
  intentLabels,
  intents,
  interestedInGenders,
  interestedInLabels,
  zipFromLocation,
} from "#shared/profiles";
import { Field } from "../../../components/ui/field";
import { Input, Textarea } from "../../../components/ui/input";
import { emptyToNull, toInt } from "../lib/form-values";
import { IdentityFields } from "./identity-fields";
import { InterestsInput } from "./interests-input";
import type { FormKit } from "./profile-form-kit";
import { PromptsInput } from "./prompts-input";

/*
 * The profile's fields, each with its label, hint and error beside it, for any form made by
 * `useProfileFormKit`: the editor shows them all, each onboarding step a few.
 */

const select =
  "min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-violet-700";
const text = { setValueAs: emptyToNull };
const int = { setValueAs: toInt };

export function NameField({ kit }: { kit: FormKit }) {
  return (
    <Field id={`${kit.id}-name`} label="Name" error={kit.err("name")}>
      <Input
        id={`${kit.id}-name`}
        autoComplete="given-name"
        maxLength={L.nameMax}
        {...kit.registered("name")}
        {...kit.aria("name")}
      />
    </Field>
  );
}

export function BirthDateField({ kit }: { kit: FormKit }) {
  return (
    <Field
      id={`${kit.id}-date_of_birth`}
      label="Date of birth"
      error={kit.err("date_of_birth")}
      hint="Only your age is shown."
    >
      <Input
        id={`${kit.id}-date_of_birth`}
        type="date"
        max={latestAdultBirthDate(new Date())}
        {...kit.registered("date_of_birth", text)}
        {...kit.aria("date_of_birth")}
      />
    </Field>
  );
}

export function GenderField({ kit }: { kit: FormKit }) {
  return (
    <Field id={`${kit.id}-gender`} label="Gender" error={kit.err("gender")}>
      <select id={`${kit.id}-gender`} className={select} {...kit.registered("gender", text)} {...kit.aria("gender")}>
        <option value="">Choose...</option>
        {genders.map((g) => (
          <option key={g} value={g}>
            {genderLabels[g]}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function HeightField({ kit }: { kit: FormKit }) {
  return (
    <Field id={`${kit.id}-height`} label="Height (cm)" error={kit.err("height")}>
      <Input
        id={`${kit.id}-height`}
        type="number"
        inputMode="numeric"
        min={L.heightMinCm}
        max={L.heightMaxCm}
        {...kit.registered("height", int)}
        {...kit.aria("height")}
      />
    </Field>
  );
}

export function LookingForField({ kit }: { kit: FormKit }) {
  return (
    <Field id={`${kit.id}-looking_for`} label="Looking for" error={kit.err("looking_for")}>
      <select
        id={`${kit.id}-looking_for`}
        className={select}
        {...kit.registered("looking_for", text)}
        {...kit.aria("looking_for")}
      >
        <option value="">Choose...</option>
        {intents.map((i) => (
          <option key={i} value={i}>
            {intentLabels[i]}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function BioField({ kit }: { kit: FormKit }) {
  const bio = useWatch({ control: kit.form.control, name: "bio" }) ?? "";
  return (
    <Field id={`${kit.id}-bio`} label="Bio" error={kit.err("bio")} hint={`${bio.length}/${L.bioMax} characters`}>
      <Textarea
        id={`${kit.id}-bio`}
        rows={4}
        maxLength={L.bioMax}
        placeholder="What should someone know before meeting you?"
        {...kit.registered("bio", text)}
        {...kit.aria("bio")}
      />
    </Field>
  );
}

export function PromptsField({ kit }: { kit: FormKit }) {
  const { errors } = kit.form.formState;
  return (
    <Controller
      control={kit.form.control}
      name="prompts"
      render={({ field, fieldState }) => (
        <PromptsInput
          value={field.value ?? []}
          onChange={field.onChange}
          error={fieldState.error?.message ?? fieldState.error?.root?.message ?? kit.err("prompts")}
          answerErrors={
            Array.isArray(errors.prompts)
              ? errors.prompts.map((e: { answer?: { message?: string } } | undefined) => e?.answer?.message)
              : []
          }
        />
      )}
    />
  );
}

export function IdentityField({ kit }: { kit: FormKit }) {
  return (
    <IdentityFields
      control={kit.form.control}
      errors={{ gender_identities: kit.err("gender_identities"), orientations: kit.err("orientations") }}
    />
  );
}

/** Location (a city or a zip) and the zip that measures distance; a zip typed as the location fills it. */
export function PlaceFields({ kit }: { kit: FormKit }) {
  return (
    <>
      <Field id={`${kit.id}-location`} label="Location" error={kit.err("location")} hint="A city, or a zip code.">
        <Input
          id={`${kit.id}-location`}
          maxLength={L.textMax}
          {...kit.registered("location", {
            ...text,
            onChange: (e) => {
              const zip = zipFromLocation(String(e.target.value));
              if (zip) kit.form.setValue("zip_code", zip, { shouldDirty: true });
            },
          })}
          {...kit.aria("location")}
        />
      </Field>
      <Field
        id={`${kit.id}-zip_code`}
        label="Zip code"
        error={kit.err("zip_code")}
        hint="Used only to measure distance; never shown."
      >
        <Input
          id={`${kit.id}-zip_code`}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={L.zipMax}
          {...kit.registered("zip_code", text)}
          {...kit.aria("zip_code")}
        />
      </Field>
    </>
  );
}

export function WorkFields({ kit }: { kit: FormKit }) {
  return (
    <>
      <Field id={`${kit.id}-occupation`} label="Occupation" error={kit.err("occupation")}>
        <Input
          id={`${kit.id}-occupation`}
          maxLength={L.textMax}
          {...kit.registered("occupation", text)}
          {...kit.aria("occupation")}
        />
      </Field>
      <Field id={`${kit.id}-education`} label="Education" error={kit.err("education")}>
        <Input
          id={`${kit.id}-education`}
          maxLength={L.textMax}
          {...kit.registered("education", text)}
          {...kit.aria("education")}
        />
      </Field>
    </>
  );
}

export function InterestsField({ kit }: { kit: FormKit }) {
  return (
    <Controller
      control={kit.form.control}
      name="interests"
      render={({ field }) => (
        <InterestsInput value={field.value ?? []} onChange={field.onChange} error={kit.err("interests")} />
      )}
    />
  );
}

export function InterestedInField({ kit }: { kit: FormKit }) {
  return (
    <Controller
      control={kit.form.control}
      name="interested_in"
      render={({ field }) => (
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Interested in</legend>
          <p className="mb-2 text-sm text-slate-600">Leave all unticked to meet anyone.</p>
          <div className="flex flex-wrap gap-2">
            {interestedInGenders.map((g) => {
              const list = field.value ?? [];
              return (
                <label
                  key={g}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm has-checked:border-violet-700 has-checked:bg-violet-50"
                >
                  <input
                    type="checkbox"
                    className="accent-violet-700"
                    checked={list.includes(g)}
                    onChange={(e) => field.onChange(e.target.checked ? [...list, g] : list.filter((x) => x !== g))}
                  />
                  {interestedInLabels[g]}
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
    />
  );
}

export function PreferenceFields({ kit }: { kit: FormKit }) {
  const numeric = (
    key: "distance_preference" | "age_preference_min" | "age_preference_max",
    label: string,
    min: number,
    max: number,
    placeholder?: string,
  ) => (
    <Field id={`${kit.id}-${key}`} label={label} error={kit.err(key)}>
      <Input
        id={`${kit.id}-${key}`}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        placeholder={placeholder}
        {...kit.registered(key, int)}
        {...kit.aria(key)}
      />
    </Field>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {numeric("distance_preference", "Distance (miles)", L.distanceMin, L.distanceMax, String(L.distancePlaceholder))}
      {numeric("age_preference_min", "Minimum age", L.agePreferenceMin, L.agePreferenceMax)}
      {numeric("age_preference_max", "Maximum age", L.agePreferenceMin, L.agePreferenceMax)}
    </div>
  );
}
