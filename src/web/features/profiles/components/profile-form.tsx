import type { ReactNode } from "react";
import { profileFormSchema } from "#shared/profile-fields";
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
  PreferenceFields,
  PromptsField,
  WorkFields,
} from "./profile-field-parts";
import { useProfileFormKit, type ProfileFormInput, type ProfileFormOutput } from "./profile-form-kit";

type Props = {
  formId: string;
  defaultValues: ProfileFormInput;
  onSubmit: (values: ProfileFormOutput) => void;
  /** Field errors the server returned for the last save. */
  serverErrors?: Record<string, string> | undefined;
};

/** The full editor: every field of the profile, in four sections (onboarding asks them step by step). */
export function ProfileFormFields({ formId, defaultValues, onSubmit, serverErrors }: Props) {
  const kit = useProfileFormKit(profileFormSchema, defaultValues, serverErrors);
  const section = (key: string, title: string, children: ReactNode) => (
    <section className="space-y-4" aria-labelledby={`${kit.id}-${key}`}>
      <h2 id={`${kit.id}-${key}`} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );

  return (
    <form id={formId} onSubmit={kit.form.handleSubmit(onSubmit)} noValidate className="space-y-8">
      {section(
        "about",
        "About you",
        <>
          <NameField kit={kit} />
          <div className="grid gap-4 sm:grid-cols-2">
            <BirthDateField kit={kit} />
            <GenderField kit={kit} />
            <HeightField kit={kit} />
            <LookingForField kit={kit} />
          </div>
          <BioField kit={kit} />
          <PromptsField kit={kit} />
        </>,
      )}
      {section("identity", "Identity", <IdentityField kit={kit} />)}
      {section(
        "life",
        "Where and what",
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <PlaceFields kit={kit} />
            <WorkFields kit={kit} />
          </div>
          <InterestsField kit={kit} />
        </>,
      )}
      {section(
        "prefs",
        "Who you'd like to meet",
        <>
          <InterestedInField kit={kit} />
          <PreferenceFields kit={kit} />
        </>,
      )}
    </form>
  );
}
