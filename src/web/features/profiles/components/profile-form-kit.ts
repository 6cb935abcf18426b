import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm, type RegisterOptions, type Resolver, type UseFormReturn } from "react-hook-form";
import type * as z from "zod/mini";
import type { profileFormSchema } from "#shared/profile-fields";
import { fieldAria } from "../../../components/ui/field";

export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;
export type ProfileFormKey = keyof ProfileFormInput;

/** What every profile field needs from its form: ids, errors beside it, its registration. */
export type FormKit = {
  id: string;
  form: UseFormReturn<ProfileFormInput, unknown, ProfileFormOutput>;
  err: (key: ProfileFormKey) => string | undefined;
  aria: (key: ProfileFormKey) => ReturnType<typeof fieldAria>;
  registered: <K extends Exclude<ProfileFormKey, "prompts">>(
    key: K,
    options?: RegisterOptions<ProfileFormInput, K>,
  ) => ReturnType<UseFormReturn<ProfileFormInput>["register"]> & { defaultValue: string | undefined };
};

/** Fields whose hint sits under them (their `aria-describedby` names it). */
const hinted = new Set<ProfileFormKey>(["date_of_birth", "bio", "location", "zip_code"]);

/**
 * One profile form, for the editor (every field) and for each onboarding step (a few): the
 * schema decides what is checked, so a step validates only its own fields. `serverErrors` are
 * the field errors of the last save the server refused.
 */
export function useProfileFormKit(
  schema: z.ZodMiniType,
  defaultValues: ProfileFormInput,
  serverErrors: Record<string, string> = {},
): FormKit {
  const id = useId();
  const form = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    // A step's schema is a pick of the editor's: its output is a part of the editor's output.
    resolver: zodResolver(schema as typeof profileFormSchema) as Resolver<ProfileFormInput, unknown, ProfileFormOutput>,
    defaultValues,
  });
  const err = (key: ProfileFormKey) => (form.formState.errors[key]?.message as string | undefined) ?? serverErrors[key];
  return {
    id,
    form,
    err,
    aria: (key) => fieldAria(`${id}-${key}`, err(key), hinted.has(key)),
    // react-hook-form sets an input's starting value through its ref, in the browser; the server's
    // page would show the form empty, then fill it on hydration (a shift, and nothing to read
    // without JavaScript). Each input also carries its starting value, as the HTML's own.
    registered: (key, options) => {
      const start = defaultValues[key];
      return {
        ...form.register(key, options),
        defaultValue: start === null || start === undefined || Array.isArray(start) ? undefined : String(start),
      };
    },
  };
}
