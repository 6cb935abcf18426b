import { Toaster as Sonner } from "sonner";
import { UiTimings } from "#shared/limits";

/**
 * Toasts open at the bottom, clear of everything pinned to the top: the navigation bar, the
 * editor's sticky Save bar, and a dialog's heading (on phones a dialog fills the screen from the
 * top). Lifted above the phone's home indicator, and above a member's tab bar.
 */
const offset = { bottom: "1rem", right: "1rem" } as const;
const mobileOffset = {
  bottom: "calc(0.75rem + max(var(--tab-bar), env(safe-area-inset-bottom)))",
  left: "0.75rem",
  right: "0.75rem",
};

/** sonner draws a 20 px close button; an invisible ring around it makes the touch target 44 px. */
const toastOptions = { classNames: { closeButton: "before:absolute before:-inset-3 before:content-['']" } };

/** The spec's toasts: one at a time, five seconds each, at the bottom (the right on wide screens). */
export default function Toaster() {
  return (
    <Sonner
      visibleToasts={1}
      duration={UiTimings.toastMs}
      richColors
      closeButton
      position="bottom-right"
      offset={offset}
      mobileOffset={mobileOffset}
      toastOptions={toastOptions}
    />
  );
}
