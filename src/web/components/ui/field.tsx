import type { ReactNode } from "react";
import { FieldError, Label } from "./input";

/**
 * The attributes that tie a control to its hint and its inline error: `aria-invalid` while there
 * is an error, and `aria-describedby` naming only elements that exist.
 */
export function fieldAria(id: string, error: string | undefined, hasHint = false) {
  const describedBy = [hasHint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return {
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": describedBy || undefined,
  };
}

type Props = {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
};

/** A labelled control with its hint and its error right beneath it (pair with `fieldAria`). */
export function Field({ id, label, error, hint, children }: Props) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
