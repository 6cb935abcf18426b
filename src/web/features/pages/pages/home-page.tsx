import { useSession } from "../../auth";
import { LandingPage } from "../components/landing-page";
import { WelcomeHome } from "../components/welcome-home";
import { Loading } from "../../../components/ui/loading";

/** Part 1 §2 "/": the landing page for visitors, the welcome-back home once signed in. */
export default function HomePage() {
  const { user, loading } = useSession();
  if (loading) {
    return <Loading />;
  }
  return user ? <WelcomeHome /> : <LandingPage />;
}
