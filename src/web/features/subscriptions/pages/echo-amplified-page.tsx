import { ArrowLeft, Hourglass, MessageCircle, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { EchoRules } from "#shared/echo";
import { EchoText } from "#shared/premium-messages";
import { plans, priceLabel } from "#shared/plans";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useSession } from "../../../lib/session";
import { planPageLoader, useSubscription } from "../../../lib/my-plan";
import { PageDescriptions } from "#shared/pages";

const steps = [
  {
    icon: Hourglass,
    title: `Days 1–${EchoRules.reflectionDays}: reflection`,
    text: "One message a day each. Room to think before you answer.",
  },
  {
    icon: MessageCircle,
    title: `Days ${EchoRules.reflectionDays + 1}–${EchoRules.totalDays}: open`,
    text: "Write as much as you both like.",
  },
  {
    icon: Sparkles,
    title: `After day ${EchoRules.totalDays}: choose`,
    text: "Keep the match, or let it go kindly. It ends for both only if one of you lets go.",
  },
];

export const loader = planPageLoader;

/** Part 2 §2's Echo Amplified promo: back to /, and "Unlock Echo Access" to /pricing (or how to use it, for members who have it). */
export default function EchoAmplifiedPage() {
  useDocumentTitle("Echo Amplified", PageDescriptions.echoAmplified);
  const { user } = useSession();
  const has = useSubscription(Boolean(user)).entitlements.echoChats;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10">
      <Button asChild variant="ghost">
        <Link to="/">
          <ArrowLeft aria-hidden /> Back
        </Link>
      </Button>
      <Card className="mt-4 bg-gradient-to-br from-violet-50 to-fuchsia-50">
        <h1 className="text-3xl font-bold text-slate-900">{EchoText.promo.title}</h1>
        <p className="mt-3 text-lg text-slate-700">{EchoText.promo.text}</p>
        <ol className="mt-6 space-y-4">
          {steps.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-violet-700" />
              <div>
                <p className="font-semibold text-slate-900">{title}</p>
                <p className="text-slate-700">{text}</p>
              </div>
            </li>
          ))}
        </ol>
        {has ? (
          <>
            <p className="mt-6 font-semibold text-violet-900">You have Echo Amplified.</p>
            <p className="text-slate-700">
              Open a new match in Messages and choose “Open as an Echo chat” before the first message.
            </p>
            <Button asChild className="mt-4">
              <Link to="/messages">Go to Messages</Link>
            </Button>
          </>
        ) : (
          <>
            <Button asChild variant="gradient" size="lg" className="mt-6">
              <Link to="/pricing">{EchoText.promo.button}</Link>
            </Button>
            <p className="mt-3 text-sm text-slate-700">
              {priceLabel(plans["unlocked-echo-monthly"])} or {priceLabel(plans["unlocked-echo-lifetime"])}
            </p>
          </>
        )}
      </Card>
    </main>
  );
}
