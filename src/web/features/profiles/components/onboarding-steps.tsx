import { ArrowLeft, ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import * as z from "zod/mini";
import { OnboardingText as T, type OnboardingStepKey } from "#shared/onboarding";
import { ProfileToasts } from "#shared/messages";
import { profileDateOfBirthSchema, profileFieldsSchema, type ProfileUpdate } from "#shared/profile-fields";
import { genders, intents, type OwnProfile } from "#shared/profiles";
import { Button } from "../../../components/ui/button";
import { ApiError, errorMessage } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { useUpdateProfile } from "../api";
import { formFromProfile } from "../lib/form-values";
import {
  BioField,
  BirthDateField,
  GenderField,
  HeightField,
  IdentityField,
  InterestedInField,
  InterestsField,
  LookingForField,
  NameField,
  PlaceFields,
  PromptsField,
  WorkFields,
} from "./profile-field-parts";
import { useProfileFormKit, type FormKit, type ProfileFormKey } from "./profile-form-kit";

const R = T.required;

/**
 * What each step asks and checks: a part of the editor's schema, with what discovery cannot do
 * without (a birth date, a zip, a gender to match on, an intent) made required here.
 */
const stepSchemas = {
  basics: z.extend(z.pick(profileFieldsSchema, { name: true, location: true }), {
    date_of_birth: profileDateOfBirthSchema.check(z.minLength(1, R.date_of_birth)),
    zip_code: z.string({ error: R.zip_code }).check(z.trim(), z.minLength(1, R.zip_code)),
  }),
  identity: z.extend(
    z.pick(profileFieldsSchema, {
      gender_identities: true,
      orientations: true,
      pronouns: true,
      identities_shown: true,
      orientations_shown: true,
      pronouns_shown: true,
      interested_in: true,
    }),
    { gender: z.enum(genders, { error: R.gender }), looking_for: z.enum(intents, { error: R.looking_for }) },
  ),
  prompts: z.pick(profileFieldsSchema, { prompts: true }),
  about: z.pick(profileFieldsSchema, { bio: true, interests: true, height: true, occupation: true, education: true }),
} satisfies Partial<Record<OnboardingStepKey, z.ZodMiniType>>;

type FormStep = keyof typeof stepSchemas;
export const isFormStep = (key: OnboardingStepKey): key is FormStep => key in stepSchemas;

const stepFields: Record<FormStep, (kit: FormKit) => ReactNode> = {
  basics: (kit) => (
    <>
      <NameField kit={kit} />
      <BirthDateField kit={kit} />
      <PlaceFields kit={kit} />
    </>
  ),
  identity: (kit) => (
    <>
      <GenderField kit={kit} />
      <IdentityField kit={kit} />
      <InterestedInField kit={kit} />
      <LookingForField kit={kit} />
    </>
  ),
  prompts: (kit) => <PromptsField kit={kit} />,
  about: (kit) => (
    <>
      <BioField kit={kit} />
      <InterestsField kit={kit} />
      <div className="grid gap-4 sm:grid-cols-2">
        <HeightField kit={kit} />
        <WorkFields kit={kit} />
      </div>
    </>
  ),
};

type Move = { to: number; reached: number };

/** Saves a step's changes with the step reached (one PATCH), then moves on; a refusal stays here. */
export function useStepSave(onMoved: (to: number) => void) {
  const update = useUpdateProfile();
  async function save(changes: ProfileUpdate, { to, reached }: Move, kit?: FormKit): Promise<void> {
    try {
      await update.mutateAsync(to > reached ? { ...changes, onboarding_step: to } : changes);
      onMoved(to);
    } catch (err) {
      // Each refused field says why beside itself, and the first takes focus; a toast would only
      // cover it on a phone. Anything else (offline, a server fault) is the spec's toast.
      const fields = err instanceof ApiError && kit ? Object.entries(err.fields ?? {}) : [];
      fields.forEach(([key, message], i) =>
        kit?.form.setError(key as ProfileFormKey, { type: "server", message }, { shouldFocus: i === 0 }),
      );
      if (fields.length === 0)
        notify.error(
          ProfileToasts.updateFailed.title,
          `${ProfileToasts.updateFailed.description}: ${errorMessage(err)}`,
        );
    }
  }
  return { save, pending: update.isPending };
}

export function StepNav({ step, pending, onBack }: { step: number; pending: boolean; onBack: () => void }) {
  return (
    <div className="sticky bottom-(--tab-bar) -mx-4 mt-8 flex items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0">
      {step > 1 ? (
        <Button type="button" variant="ghost" size="lg" onClick={onBack} disabled={pending}>
          <ArrowLeft aria-hidden /> {T.back}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" size="lg" variant="gradient" pending={pending}>
        {pending ? T.saving : T.next} <ArrowRight aria-hidden />
      </Button>
    </div>
  );
}

/** A step that is a form: its fields, checked by its schema; Continue and Back both save it. */
export function FormStepBody({
  stepKey,
  step,
  profile,
  onMoved,
}: {
  stepKey: FormStep;
  step: number;
  profile: OwnProfile;
  onMoved: (to: number) => void;
}) {
  const kit = useProfileFormKit(stepSchemas[stepKey], formFromProfile(profile));
  const { save, pending } = useStepSave(onMoved);
  const reached = profile.onboarding_step ?? step;
  const leave = (to: number) => kit.form.handleSubmit((values) => save(values as ProfileUpdate, { to, reached }, kit));
  return (
    <form noValidate onSubmit={leave(step + 1)} className="space-y-5">
      {stepFields[stepKey](kit)}
      <StepNav step={step} pending={pending} onBack={() => void leave(step - 1)()} />
    </form>
  );
}
