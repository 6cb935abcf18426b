import { Toaster as Sonner } from "sonner";
import { UiTimings } from "#shared/limits";

/**
 * Toasts open just below the sticky navigation bar (60 px tall) so they never hide it, on phones
 * as on desktops; sonner's own default would sit on top of it.
 */
const belowNavBar = { top: "4.5rem" } as const;

/** sonner draws a 20 px close button; an invisible ring around it makes the touch target 44 px. */
const toastOptions = { classNames: { closeButton: "before:absolute before:-inset-3 before:content-['']" } };

/** The spec's toasts: one at a time, five seconds each, at the top, below the navigation bar. */
export default function Toaster() {
  return (
    <Sonner
      visibleToasts={1}
      duration={UiTimings.toastMs}
      richColors
      closeButton
      position="top-center"
      offset={belowNavBar}
      mobileOffset={belowNavBar}
      toastOptions={toastOptions}
    />
  );
}
