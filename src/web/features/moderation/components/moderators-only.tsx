import type { ReactNode } from "react";
import { Loading } from "../../../components/ui/loading";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useSession } from "../../../lib/session";
import { NotFound } from "../../../components/not-found";
import { useIsModerator } from "../api";

/**
 * The console's pages exist for moderators only: anyone else gets the app's 404 page (the server
 * answers the same address with a 404 status, entry-server.tsx), never a hint of a console.
 */
export function ModeratorsOnly({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  const me = useIsModerator(Boolean(user));
  if (loading || (user && me.isPending)) return <Loading label="Loading..." />;
  return me.data?.moderator ? children : <NotHere />;
}

function NotHere() {
  useDocumentTitle("Page not found");
  return <NotFound />;
}
