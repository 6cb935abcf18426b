import { lazy } from "react";
import { useSession } from "../../lib/session";
import { LandingPage } from "../../features/pages";
import { Loading } from "../../components/ui/loading";
import { firstReads } from "../../lib/page-data";

// Members' home (welcome modal, search, invitations) loads only for members, never with the landing page.
const memberHome = () => import("./home/welcome-home");
const WelcomeHome = lazy(() => memberHome().then((m) => ({ default: m.WelcomeHome })));

/** A member's home arrives with what it greets them with; its reads are named beside it, in its own chunk. */
export const loader = firstReads(async ({ client, member }) => (member ? (await memberHome()).homeReads(client) : []));

/** Part 1 §2 "/": the landing page for visitors, the welcome-back home once signed in. */
export default function HomePage() {
  const { user, loading } = useSession();
  if (loading) {
    return <Loading />;
  }
  return user ? <WelcomeHome /> : <LandingPage />;
}
