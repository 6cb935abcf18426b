import { Crown, Lock } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Entitlement } from "#shared/plans";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Loading } from "../../../components/ui/loading";
import { useSession } from "../../auth";
import { useSubscription, useSubscriptionLoaded } from "../api";

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
    return (
      <main id="main" className="mx-auto max-w-xl px-4 py-16">
        <Card className="text-center">
          <Lock aria-hidden className="mx-auto size-8 text-violet-700" />
          <h1 className="mt-3 text-2xl font-bold text-slate-900">{faces.signedOut.title}</h1>
          <p className="mt-2 text-slate-700">{faces.signedOut.text}</p>
          <Button asChild variant="gradient" className="mt-6">
            <Link to="/auth">Sign In</Link>
          </Button>
        </Card>
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
