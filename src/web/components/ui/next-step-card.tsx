import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { cn } from "../../lib/cn";
import { Button } from "./button";
import { Card } from "./card";

const tones = {
  violet: { card: "border-violet-200 from-violet-50 to-fuchsia-50", icon: "rounded-2xl text-violet-700" },
  rose: { card: "border-rose-200 from-rose-50 to-violet-50", icon: "rounded-full text-rose-600" },
} as const;

/**
 * Home's one shape for "here is what to do next" (finish setup, take the quiz, see who liked you):
 * an icon, a heading, a line and the way there, stacked on a phone and in a row from `sm` up.
 */
export function NextStepCard({
  icon: Icon,
  title,
  body,
  to,
  action,
  tone = "violet",
  filledIcon = false,
}: {
  icon: LucideIcon;
  title: string;
  body: string;
  to: string;
  action: string;
  tone?: keyof typeof tones;
  filledIcon?: boolean;
}) {
  return (
    <Card className={cn("flex flex-col gap-4 bg-gradient-to-br sm:flex-row sm:items-center sm:p-8", tones[tone].card)}>
      <span className={cn("inline-flex size-12 shrink-0 items-center justify-center bg-white", tones[tone].icon)}>
        <Icon className={cn("size-6", filledIcon && "fill-current")} aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <p className="mt-1 text-slate-800">{body}</p>
      </div>
      <Button asChild variant="gradient" className="shrink-0">
        <Link to={to}>{action}</Link>
      </Button>
    </Card>
  );
}
