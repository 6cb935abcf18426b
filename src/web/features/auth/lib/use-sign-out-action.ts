import { useNavigate } from "react-router";
import { UiTimings } from "#shared/limits";
import { AuthToasts } from "#shared/messages";
import { errorMessage } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { useSignOut } from "../../../lib/session";

/** Sign out everywhere it is offered: revoke on the server, toast, a short buzz, then home. */
export function useSignOutAction() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return {
    pending: signOut.isPending,
    async run() {
      try {
        await signOut.mutateAsync();
        notify.success(AuthToasts.signedOut.title, AuthToasts.signedOut.description);
        navigator.vibrate?.(UiTimings.signOutVibrationMs);
        await navigate("/");
      } catch (err) {
        notify.error(AuthToasts.signOutFailed, errorMessage(err));
      }
    },
  };
}
