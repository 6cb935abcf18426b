import { useSession } from "../../auth";
import { LandingPage } from "../components/landing-page";
import { WelcomeHome } from "../components/welcome-home";

/** Part 1 §2 "/": the landing page for visitors, the welcome-back home once signed in. */
export default function HomePage() {
  const { user, loading } = useSession();
  if (loading) {
    return (
      <main id="main" className="mx-auto max-w-6xl px-4 py-16">
        <p role="status" className="text-center text-slate-600">
          Loading...
        </p>
      </main>
    );
  }
  return user ? <WelcomeHome user={user} /> : <LandingPage />;
}
