import { useEffect } from "react";
import { Navigate, Outlet, redirect, useNavigation, useOutletContext, type LoaderFunction } from "react-router";
import type { SessionUser } from "#shared/auth";
import { Loading } from "./ui/loading";
import { useSession } from "../lib/session";
import { pageDataOf } from "../lib/page-data";

/**
 * The member whose account this tab is deleting, while it does (set by the deletion form). Their
 * session may be seen empty on a guarded page at any moment from the server's answer until home
 * is drawn: the server closes the tab's socket as it ends the sessions, React keeps the old page
 * on screen until home is ready (the router renders in a transition), and signing out remounts
 * the page. Whenever that happens the guard sends the page home, where the deletion goes, never
 * to /auth. A later session of anyone else clears it.
 */
let endingFor: string | null = null;
export function endingSessionOnPurpose(userId: string | null): void {
  endingFor = userId;
}

/** Where a page that needs an account sends someone without one. */
const awayFromGuarded = () => (endingFor ? "/" : "/auth");

/**
 * The guard's loader: a visitor known to have no session is redirected before the page renders
 * (by the server with a 302; in the browser before the page's code loads). A session not yet
 * known is left to `RequireAuth`, which waits for it.
 */
export const requireAuthLoader: LoaderFunction = async (args) => {
  const session = await pageDataOf(args).session();
  if (session && !session.user) throw redirect(awayFromGuarded());
  return null;
};

/**
 * The one guard for pages that need an account: a layout route that shows "Loading..." while the
 * session is checked and sends visitors to /auth; its pages read the user with `useSignedInUser`.
 */
export function RequireAuth() {
  const { user, loading } = useSession();
  // React keeps a page on screen while the next one is still being prepared (the router renders
  // in a transition): a member who signs out here is already on the way home when the session
  // empties, and must not be sent to /auth from the page they are leaving.
  const leaving = useNavigation().state !== "idle";
  useEffect(() => {
    if (user && user.id !== endingFor) endingSessionOnPurpose(null);
  }, [user]);
  if (loading) return <Loading />;
  if (!user) return leaving ? <Loading /> : <Navigate to={awayFromGuarded()} replace />;
  return <Outlet context={user} />;
}

/** The signed-in user, inside a page under `RequireAuth`. */
export function useSignedInUser(): SessionUser {
  return useOutletContext<SessionUser>();
}
