import type { ReactNode } from "react";
import { Loading } from "../../../components/ui/loading";
import { NotFoundPage } from "../../pages";
import { useIsModerator } from "../api";

/**
 * The console's pages exist for moderators only: anyone else gets the app's 404 page (the server
 * answers the same address with a 404 status, entry-server.tsx), never a hint of a console.
 */
export function ModeratorsOnly({ children }: { children: ReactNode }) {
  const me = useIsModerator(true);
  if (me.isPending) return <Loading label="Loading..." />;
  return me.data?.moderator ? children : <NotFoundPage />;
}
