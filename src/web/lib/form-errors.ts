import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api";

/**
 * A refused request's field errors (`{ error: { fields } }`), each put beside its own field of a
 * react-hook-form form; fields the form does not have are left to the toast.
 */
export function showFieldErrors<T extends FieldValues>(
  err: unknown,
  formFields: object,
  setError: UseFormSetError<T>,
): void {
  if (!(err instanceof ApiError) || !err.fields) return;
  for (const [name, message] of Object.entries(err.fields))
    if (name in formFields) setError(name as Path<T>, { message });
}
