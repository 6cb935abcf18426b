import { lazy } from "react";
import { useSession } from "../../lib/session";
import { LandingPage } from "../../features/pages";
import { Loading } from "../../components/ui/loading";

// Members' home (welcome modal, search, invitations) loads only for members, never with the landing page.
const WelcomeHome = lazy(() => import("./home/welcome-home").then((m) => ({ default: m.WelcomeHome })));

/** Part 1 §2 "/": the landing page for visitors, the welcome-back home once signed in. */
export default function HomePage() {
  const { user, loading } = useSession();
  if (loading) {
    return <Loading />;
  }
  return user ? <WelcomeHome /> : <LandingPage />;
}
