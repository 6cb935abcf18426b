import type { QueryClient } from "@tanstack/react-query";
import { authQueries, forgetMember } from "./session";

/**
 * The server says some of the member's sessions ended elsewhere (realtime `session.check`): if
 * this tab's is one of them, the tab is signed out as if by Sign Out. Apart from session.ts,
 * which every first page loads: only the realtime code, loaded later, needs this.
 */
export async function recheckSession(qc: QueryClient): Promise<void> {
  // This tab may be the one that changed the password: the server tells every page before this
  // tab's own answer (carrying its new session cookie) has arrived. Its requests finish first.
  for (let waited = 0; qc.isMutating() > 0 && waited < 15_000; waited += 100)
    await new Promise((r) => setTimeout(r, 100));
  const { user } = await qc.fetchQuery({ ...authQueries.session(), staleTime: 0 });
  if (!user) forgetMember(qc);
}
