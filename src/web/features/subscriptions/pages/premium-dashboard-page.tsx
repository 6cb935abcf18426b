import { Crown, Heart, MessageCircle, Search, Settings, Sparkles, User, Video, Zap } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { plans } from "#shared/plans";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Loading } from "../../../components/ui/loading";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { planPageLoader, useSubscription, useSubscriptionLoaded } from "../../../lib/my-plan";
import { PlanPerks } from "../components/plan-perks";
import { longDate } from "../lib/dates";

const benefits = [
  {
    icon: MessageCircle,
    title: "Unlimited messages",
    text: "Write as much as you like, and see when your messages are read.",
  },
  { icon: Video, title: "Video chat", text: "Meet face to face before you meet in person, with blur on by default." },
  { icon: Zap, title: "Priority matching", text: "Among equally compatible people, your profile is shown first." },
  { icon: Heart, title: "See who likes you", text: "Discover without a daily limit, and see who liked you already." },
  { icon: Sparkles, title: "AI Digest", text: "Daily compatibility insights and conversation starters." },
  {
    icon: Crown,
    title: "Connection DNA and Memory Vault",
    text: "With Unlocked Beyond: what makes you click, and the moments worth keeping.",
  },
];

const shortcuts = [
  { to: "/matches", label: "Matches", icon: Search },
  { to: "/profile", label: "Profile", icon: User },
  { to: "/messages", label: "Messages", icon: MessageCircle },
  { to: "/subscription", label: "Account Settings", icon: Settings },
];

function Tile({ icon: Icon, title, children }: { icon: typeof Crown; title: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col">
      <Icon aria-hidden className="size-6 text-violet-700" />
      <h2 className="mt-3 text-lg font-semibold">{title}</h2>
      <div className="mt-1 flex flex-1 flex-col text-slate-700">{children}</div>
    </Card>
  );
}

export const loader = planPageLoader;

/** Part 2 §2 /premium-dashboard, with the member's real plan (docs/spec/owner-decisions.md). */
export default function PremiumDashboardPage() {
  useDocumentTitle("Premium dashboard");
  const status = useSubscription();
  const loaded = useSubscriptionLoaded();
  if (!loaded) return <Loading label="Loading your plan..." />;
  const tier = status.subscription_tier;
  const premium = status.entitlements.videoChat;

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Premium dashboard</h1>

      <Card className="mt-6 bg-gradient-to-r from-violet-50 to-fuchsia-50">
        {status.subscribed && tier !== "free" ? (
          <>
            <p className="text-sm font-semibold text-violet-900">Your plan</p>
            <p className="text-2xl font-bold">{plans[tier].shortName}</p>
            <p className="text-slate-700">
              {status.memberships.find((m) => m.plan === tier)?.renews ? "Renews" : "Active until"}{" "}
              {status.subscription_end ? longDate(status.subscription_end) : ""}
            </p>
            <Button asChild variant="outline" className="mt-4">
              <Link to="/subscription">Manage subscription</Link>
            </Button>
          </>
        ) : (
          <>
            <p className="text-sm font-semibold text-violet-900">Your plan</p>
            <p className="text-2xl font-bold">Free</p>
            <p className="text-slate-700">Unlock unlimited messages, video chat and priority matching.</p>
            <Button asChild variant="gradient" className="mt-4">
              <Link to="/subscription">
                <Crown aria-hidden /> Upgrade to Premium
              </Link>
            </Button>
          </>
        )}
      </Card>

      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <Tile icon={Zap} title="Priority Matching">
          <p>
            {premium
              ? "On: among equally compatible people, you are shown first."
              : "Be shown first among equally compatible people."}
          </p>
          <Button asChild variant="outline" className="mt-4 self-start">
            <Link to="/pricing">{premium ? "Compare plans" : "See plans"}</Link>
          </Button>
        </Tile>
        <Tile icon={Video} title="Video chat">
          <p>
            {premium
              ? "Included in your plan: start a call from any conversation."
              : "Video chat comes with Unlocked+ and Unlocked Beyond."}
          </p>
          <Button asChild variant="outline" className="mt-4 self-start">
            <Link to={premium ? "/messages" : "/pricing"}>{premium ? "Open messages" : "Upgrade"}</Link>
          </Button>
        </Tile>
      </div>

      <Card className="mt-6">
        <PlanPerks />
      </Card>

      <h2 className="mt-10 text-2xl font-bold">Premium benefits</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {benefits.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-slate-200 bg-white p-5">
            <Icon aria-hidden className="size-5 text-violet-700" />
            <p className="mt-2 font-semibold">{title}</p>
            <p className="text-sm text-slate-700">{text}</p>
          </li>
        ))}
      </ul>

      <h2 className="mt-10 text-2xl font-bold">Shortcuts</h2>
      <nav aria-label="Shortcuts" className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {shortcuts.map(({ to, label, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            className="flex min-h-11 items-center gap-3 rounded-2xl border border-slate-200 bg-white p-5 font-semibold text-slate-900 hover:border-violet-300 hover:bg-violet-50"
          >
            <Icon aria-hidden className="size-5 text-violet-700" /> {label}
          </Link>
        ))}
      </nav>
    </main>
  );
}
