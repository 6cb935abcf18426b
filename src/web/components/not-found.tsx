import { Compass, Home } from "lucide-react";
import { Link } from "react-router";
import { GeneralText } from "#shared/messages";
import { Button } from "./ui/button";

/**
 * The 404 screen: unknown paths (app/routes/not-found-page.tsx), and pages that do not exist for this
 * member (the moderation console, to anyone but a moderator).
 */
export function NotFound() {
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
