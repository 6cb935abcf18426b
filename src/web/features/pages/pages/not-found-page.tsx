import { Compass, Home } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { GeneralText } from "#shared/messages";
import { Button } from "../../../components/ui/button";
import { useDocumentTitle } from "../../../lib/use-document-title";

/** Part 2 §2: any unknown path shows this page, and the bad path is logged. */
export default function NotFoundPage() {
  const location = useLocation();
  useDocumentTitle("Page not found");

  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);

  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-violet-100 text-violet-700">
        <Compass className="size-8" aria-hidden />
      </span>
      <h1 className="mt-6 text-6xl font-bold tracking-tight text-violet-700">404</h1>
      <p className="mt-4 text-xl font-medium text-slate-900">{GeneralText.notFound}</p>
      <p className="mt-2 text-slate-700">
        The page you were looking for has moved or never existed. Let's get you back on track.
      </p>
      <Button asChild variant="gradient" size="lg" className="mt-8">
        <Link to="/">
          <Home aria-hidden />
          Return to Home
        </Link>
      </Button>
    </main>
  );
}
