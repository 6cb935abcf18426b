import { Crown, Lock } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Entitlement } from "#shared/plans";
import { Button } from "./ui/button";
import { Card } from "./ui/card";
import { Loading } from "./ui/loading";
import { useSession } from "../lib/session";
import { useSubscription, useSubscriptionLoaded } from "../lib/my-plan";

type Faces = {
  loading: string;
  signedOut: { title: string; text: string };
  upsell: { title: string; text: string; items: readonly string[]; button: string; footnote?: string };
};

/**
 * A premium page's three faces (part 2 §2): its loading text, the signed-out prompt (Sign In to
 * /auth) and the upsell with its upgrade button to /pricing; members whose plan includes the
 * `entitlement` get the real page. The server refuses the page's data to everyone else anyway:
 * this only decides what to draw.
 */
export function PremiumGate({
  entitlement,
  faces,
  children,
}: {
  entitlement: Entitlement;
  faces: Faces;
  children: ReactNode;
}) {
  const { user, loading } = useSession();
  const status = useSubscription(Boolean(user));
  const planLoaded = useSubscriptionLoaded(Boolean(user));
  if (loading || (user && !planLoaded)) return <Loading label={faces.loading} />;
  if (!user) {
    // A visitor meets the page as a page: what it is, what is inside, and the way in.
    return (
      <main id="main" className="bg-gradient-to-br from-violet-800 via-violet-700 to-fuchsia-700 text-white">
        <div className="mx-auto grid max-w-5xl gap-10 px-4 py-16 sm:py-24 md:grid-cols-[3fr_2fr] md:items-center">
          <div>
            <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-white/15 ring-1 ring-white/30">
              <Lock aria-hidden className="size-6" />
            </span>
            <h1 className="mt-5 text-3xl font-bold tracking-tight sm:text-5xl">{faces.signedOut.title}</h1>
            <p className="mt-4 max-w-xl text-lg text-white/90">{faces.signedOut.text}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Button asChild size="lg" className="bg-white text-violet-800 hover:bg-violet-50">
                <Link to="/auth">Sign In</Link>
              </Button>
              <Button
                asChild
                size="lg"
                variant="outline"
                className="border-white bg-transparent text-white hover:bg-white/10"
              >
                <Link to="/pricing">See the plans</Link>
              </Button>
            </div>
          </div>
          <section
            aria-labelledby="inside-heading"
            className="rounded-3xl bg-white/10 p-6 ring-1 ring-white/25 backdrop-blur"
          >
            <h2 id="inside-heading" className="flex items-center gap-2 text-lg font-semibold">
              <Crown aria-hidden className="size-5" /> What's inside
            </h2>
            <ul className="mt-4 space-y-3">
              {faces.upsell.items.map((item) => (
                <li key={item} className="flex items-start gap-3 text-white/95">
                  <span aria-hidden className="mt-2 size-2 shrink-0 rounded-full bg-fuchsia-200" />
                  {item}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </main>
    );
  }
  if (!status.entitlements[entitlement]) {
    return (
      <main id="main" className="mx-auto max-w-xl px-4 py-16">
        <Card className="bg-gradient-to-br from-violet-50 to-fuchsia-50 text-center">
          <Crown aria-hidden className="mx-auto size-8 text-violet-700" />
          <h1 className="mt-3 text-2xl font-bold text-slate-900">{faces.upsell.title}</h1>
          <p className="mt-2 text-slate-700">{faces.upsell.text}</p>
          <ul className="mx-auto mt-5 max-w-xs space-y-2 text-left text-slate-800">
            {faces.upsell.items.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <span aria-hidden className="size-2 shrink-0 rounded-full bg-violet-600" />
                {item}
              </li>
            ))}
          </ul>
          <Button asChild variant="gradient" className="mt-6">
            <Link to="/pricing">{faces.upsell.button}</Link>
          </Button>
          {faces.upsell.footnote ? <p className="mt-3 text-sm text-slate-700">{faces.upsell.footnote}</p> : null}
        </Card>
      </main>
    );
  }
  return children;
}
