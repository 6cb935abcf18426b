import { useEffect, type RefObject } from "react";
import scriptUrl from "./early-submits.script.js?url&no-inline";

/**
 * Forms that a visitor may fill in and send before React has hydrated the page the server drew
 * (docs/adr/0513-a-form-pressed-before-hydration-is-held-and-replayed.md).
 *
 * - `heldFormProps` go on the <form>. `method="dialog"` makes a native submission a no-op outside
 *   a <dialog> (HTML's form submission algorithm), so a press before any script has run never
 *   navigates, never puts the fields in a URL and never reloads what was typed away. The marker
 *   lets the early script (`early-submits.script.js`, named in the page's head by the server
 *   render) hold that press.
 * - `useReplayHeldSubmit(formRef)` submits the form again, once, right after it is hydrated, with
 *   the button that was pressed: the same submit event, handled as if it came now.
 * What was typed stays in the DOM through hydration (React leaves a hydrated input's value alone)
 * and react-hook-form reads it in when the field registers (it keeps a field edited before the
 * form is ready); a page whose fields are React state reads them in once (reset-password-page).
 */
export const heldFormMarker = "data-held-until-hydrated";
export const heldFormProps = { method: "dialog", [heldFormMarker]: "" } as const;

/** The early script's address (an asset of the browser build), for the page's head. */
export const earlySubmitsScriptUrl: string = scriptUrl;

type Held = { form: HTMLFormElement; submitter: HTMLElement | null };
type HoldingDocument = Document & { heldSubmits?: Held[] };

/** Takes the press held for this form before hydration, if any. */
export function takeHeldSubmit(form: HTMLFormElement): Held | undefined {
  const held = (form.ownerDocument as HoldingDocument).heldSubmits;
  const index = held?.findIndex((entry) => entry.form === form) ?? -1;
  return index < 0 ? undefined : held!.splice(index, 1)[0];
}

/** The pressed button, when it is still one of this form's submit buttons (else the form's default). */
function submitterOf(form: HTMLFormElement, submitter: HTMLElement | null): HTMLElement | null {
  const button = submitter as HTMLButtonElement | HTMLInputElement | null;
  return button?.isConnected && button.form === form && button.type === "submit" ? button : null;
}

/** Replays, once hydrated, a submission of this form that was held before hydration. */
export function useReplayHeldSubmit(formRef: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const form = formRef.current;
    const held = form && takeHeldSubmit(form);
    if (held) form.requestSubmit(submitterOf(form, held.submitter));
  }, [formRef]);
}
