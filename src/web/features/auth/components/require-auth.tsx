import { Navigate, Outlet, useNavigation, useOutletContext } from "react-router";
import type { SessionUser } from "#shared/auth";
import { Loading } from "../../../components/ui/loading";
import { useSession } from "../session";

/**
 * The one guard for pages that need an account: a layout route that shows "Loading..." while the
 * session is checked and sends visitors to /auth; its pages read the user with `useSignedInUser`.
 */
/**
 * Set while this tab ends the account itself (deletion) and will go home when the server answers:
 * the session may be seen empty before that answer (the server closes the tab's socket as it ends
 * the sessions, and a reconnect asks again), and the page must not be sent to /auth meanwhile.
 */
let endingOnPurpose = false;
export function endingSessionOnPurpose(on: boolean): void {
  endingOnPurpose = on;
}

export function RequireAuth() {
  const { user, loading } = useSession();
  // React keeps a page on screen while the next one is still being prepared (the router renders
  // in a transition): a member who signs out or deletes the account here is already on the way
  // home when the session empties, and must not be sent to /auth from the page they are leaving.
  const leaving = useNavigation().state !== "idle" || endingOnPurpose;
  if (loading) return <Loading />;
  if (!user) return leaving ? <Loading /> : <Navigate to="/auth" replace />;
  return <Outlet context={user} />;
}

/** The signed-in user, inside a page under `RequireAuth`. */
export function useSignedInUser(): SessionUser {
  return useOutletContext<SessionUser>();
}
