import { Toaster as Sonner } from "sonner";
import { UiTimings } from "../../shared/limits";

/** The spec's toasts: one at a time, five seconds each, at the top. */
export default function Toaster() {
  return <Sonner visibleToasts={1} duration={UiTimings.toastMs} richColors closeButton position="top-center" />;
}
