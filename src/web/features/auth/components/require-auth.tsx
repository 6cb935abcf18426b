import { Navigate, Outlet, useOutletContext } from "react-router";
import type { SessionUser } from "#shared/auth";
import { Loading } from "../../../components/ui/loading";
import { useSession } from "../session";

/**
 * The one guard for pages that need an account: a layout route that shows "Loading..." while the
 * session is checked and sends visitors to /auth; its pages read the user with `useSignedInUser`.
 */
export function RequireAuth() {
  const { user, loading } = useSession();
  if (loading) return <Loading />;
  if (!user) return <Navigate to="/auth" replace />;
  return <Outlet context={user} />;
}

/** The signed-in user, inside a page under `RequireAuth`. */
export function useSignedInUser(): SessionUser {
  return useOutletContext<SessionUser>();
}
