import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { Controller, useForm, useWatch, type FieldErrors, type RegisterOptions } from "react-hook-form";
import type * as z from "zod/mini";
import { latestAdultBirthDate } from "#shared/auth";
import { ProfileLimits as L } from "#shared/limits";
import {
  genderLabels,
  interestedInLabels,
  genders,
  intentLabels,
  intents,
  interestedInGenders,
  zipFromLocation,
} from "#shared/profiles";
import { profileFormSchema } from "#shared/profile-fields";
import { Field, fieldAria } from "../../../components/ui/field";
import { Input, Textarea } from "../../../components/ui/input";
import { emptyToNull, toInt } from "../lib/form-values";
import { IdentityFields } from "./identity-fields";
import { InterestsInput } from "./interests-input";
import { PromptsInput } from "./prompts-input";

type Input_ = z.input<typeof profileFormSchema>;
type Output = z.output<typeof profileFormSchema>;

type Props = {
  formId: string;
  defaultValues: Input_;
  onSubmit: (values: Output) => void;
  /** Field errors the server returned for the last save. */
  serverErrors?: Record<string, string> | undefined;
};

const select =
  "min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-violet-700";

const messageOf = (errors: FieldErrors<Input_>, key: keyof Input_) => errors[key]?.message as string | undefined;

export function ProfileFormFields({ formId, defaultValues, onSubmit, serverErrors = {} }: Props) {
  const id = useId();
  const { register, handleSubmit, control, setValue, formState } = useForm<Input_, unknown, Output>({
    resolver: zodResolver(profileFormSchema),
    defaultValues,
  });
  const err = (key: keyof Input_) => messageOf(formState.errors, key) ?? serverErrors[key];
  const hinted = new Set<keyof Input_>(["date_of_birth", "bio", "location", "zip_code"]);
  const aria = (key: keyof Input_) => fieldAria(`${id}-${key}`, err(key), hinted.has(key));
  const bio = useWatch({ control, name: "bio" }) ?? "";
  // react-hook-form sets an input's starting value through its ref, in the browser; the server's
  // page would show the form empty, then fill it on hydration (a shift, and nothing to read
  // without JavaScript). Each input also carries its starting value, as the HTML's own.
  const registered = <K extends Exclude<keyof Input_, "prompts">>(key: K, options?: RegisterOptions<Input_, K>) => {
    const start = defaultValues[key];
    return {
      ...register(key, options),
      defaultValue: start === null || start === undefined || Array.isArray(start) ? undefined : String(start),
    };
  };
  const text = { setValueAs: emptyToNull };
  const int = { setValueAs: toInt };

  return (
    <form id={formId} onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-8">
      <section className="space-y-4" aria-labelledby={`${id}-about`}>
        <h2 id={`${id}-about`} className="text-lg font-semibold">
          About you
        </h2>
        <Field id={`${id}-name`} label="Name" error={err("name")}>
          <Input
            id={`${id}-name`}
            autoComplete="given-name"
            maxLength={L.nameMax}
            {...registered("name")}
            {...aria("name")}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id={`${id}-date_of_birth`}
            label="Date of birth"
            error={err("date_of_birth")}
            hint="Only your age is shown."
          >
            <Input
              id={`${id}-date_of_birth`}
              type="date"
              max={latestAdultBirthDate(new Date())}
              {...registered("date_of_birth", text)}
              {...aria("date_of_birth")}
            />
          </Field>
          <Field id={`${id}-gender`} label="Gender" error={err("gender")}>
            <select id={`${id}-gender`} className={select} {...registered("gender", text)} {...aria("gender")}>
              <option value="">Choose...</option>
              {genders.map((g) => (
                <option key={g} value={g}>
                  {genderLabels[g]}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${id}-height`} label="Height (cm)" error={err("height")}>
            <Input
              id={`${id}-height`}
              type="number"
              inputMode="numeric"
              min={L.heightMinCm}
              max={L.heightMaxCm}
              {...registered("height", int)}
              {...aria("height")}
            />
          </Field>
          <Field id={`${id}-looking_for`} label="Looking for" error={err("looking_for")}>
            <select
              id={`${id}-looking_for`}
              className={select}
              {...registered("looking_for", text)}
              {...aria("looking_for")}
            >
              <option value="">Choose...</option>
              {intents.map((i) => (
                <option key={i} value={i}>
                  {intentLabels[i]}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field id={`${id}-bio`} label="Bio" error={err("bio")} hint={`${bio.length}/${L.bioMax} characters`}>
          <Textarea
            id={`${id}-bio`}
            rows={4}
            maxLength={L.bioMax}
            placeholder="What should someone know before meeting you?"
            {...registered("bio", text)}
            {...aria("bio")}
          />
        </Field>
        <Controller
          control={control}
          name="prompts"
          render={({ field, fieldState }) => (
            <PromptsInput
              value={field.value ?? []}
              onChange={field.onChange}
              error={fieldState.error?.message ?? fieldState.error?.root?.message ?? serverErrors.prompts}
              answerErrors={
                Array.isArray(formState.errors.prompts)
                  ? formState.errors.prompts.map(
                      (e: { answer?: { message?: string } } | undefined) => e?.answer?.message,
                    )
                  : []
              }
            />
          )}
        />
      </section>

      <section className="space-y-4" aria-labelledby={`${id}-identity`}>
        <h2 id={`${id}-identity`} className="text-lg font-semibold">
          Identity
        </h2>
        <IdentityFields
          control={control}
          errors={{ gender_identities: err("gender_identities"), orientations: err("orientations") }}
        />
      </section>

      <section className="space-y-4" aria-labelledby={`${id}-life`}>
        <h2 id={`${id}-life`} className="text-lg font-semibold">
          Where and what
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-location`} label="Location" error={err("location")} hint="A city, or a zip code.">
            <Input
              id={`${id}-location`}
              maxLength={L.textMax}
              {...registered("location", {
                ...text,
                onChange: (e) => {
                  const zip = zipFromLocation(String(e.target.value));
                  if (zip) setValue("zip_code", zip, { shouldDirty: true });
                },
              })}
              {...aria("location")}
            />
          </Field>
          <Field
            id={`${id}-zip_code`}
            label="Zip code"
            error={err("zip_code")}
            hint="Used only to measure distance; never shown."
          >
            <Input
              id={`${id}-zip_code`}
              inputMode="numeric"
              maxLength={L.zipMax}
              {...registered("zip_code", text)}
              {...aria("zip_code")}
            />
          </Field>
          <Field id={`${id}-occupation`} label="Occupation" error={err("occupation")}>
            <Input
              id={`${id}-occupation`}
              maxLength={L.textMax}
              {...registered("occupation", text)}
              {...aria("occupation")}
            />
          </Field>
          <Field id={`${id}-education`} label="Education" error={err("education")}>
            <Input
              id={`${id}-education`}
              maxLength={L.textMax}
              {...registered("education", text)}
              {...aria("education")}
            />
          </Field>
        </div>
        <Controller
          control={control}
          name="interests"
          render={({ field }) => (
            <InterestsInput value={field.value ?? []} onChange={field.onChange} error={err("interests")} />
          )}
        />
      </section>

      <section className="space-y-4" aria-labelledby={`${id}-prefs`}>
        <h2 id={`${id}-prefs`} className="text-lg font-semibold">
          Who you'd like to meet
        </h2>
        <Controller
          control={control}
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
        <div className="grid gap-4 sm:grid-cols-3">
          <Field id={`${id}-distance_preference`} label="Distance (miles)" error={err("distance_preference")}>
            <Input
              id={`${id}-distance_preference`}
              type="number"
              inputMode="numeric"
              min={L.distanceMin}
              max={L.distanceMax}
              placeholder={String(L.distancePlaceholder)}
              {...registered("distance_preference", int)}
              {...aria("distance_preference")}
            />
          </Field>
          <Field id={`${id}-age_preference_min`} label="Minimum age" error={err("age_preference_min")}>
            <Input
              id={`${id}-age_preference_min`}
              type="number"
              inputMode="numeric"
              min={L.agePreferenceMin}
              max={L.agePreferenceMax}
              {...registered("age_preference_min", int)}
              {...aria("age_preference_min")}
            />
          </Field>
          <Field id={`${id}-age_preference_max`} label="Maximum age" error={err("age_preference_max")}>
            <Input
              id={`${id}-age_preference_max`}
              type="number"
              inputMode="numeric"
              min={L.agePreferenceMin}
              max={L.agePreferenceMax}
              {...registered("age_preference_max", int)}
              {...aria("age_preference_max")}
            />
          </Field>
        </div>
      </section>
    </form>
  );
}
