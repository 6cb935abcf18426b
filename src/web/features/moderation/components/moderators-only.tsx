import type { ReactNode } from "react";
import { data, type LoaderFunction } from "react-router";
import { Loading } from "../../../components/ui/loading";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useSession } from "../../../lib/session";
import { NotFound } from "../../../components/not-found";
import { moderationQueries, useIsModerator } from "../api";
import { firstReads, pageDataOf } from "../../../lib/page-data";

const whetherModerator = firstReads(({ client, member }) =>
  member ? [client.ensureQueryData(moderationQueries.me())] : [],
);

/**
 * The console pages' loader: to anyone but a moderator (a visitor, a member, or one whose check
 * did not come in time) the page is the 404 it draws, with that status from the server.
 */
export const moderatorsOnlyLoader: LoaderFunction = async (args) => {
  await whetherModerator(args);
  const moderator = pageDataOf(args).client.getQueryData(moderationQueries.me().queryKey)?.moderator === true;
  return moderator ? null : data(null, { status: 404 });
};

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
