import { CheckCircle2, CircleDashed, Loader2, Lock, XCircle } from "lucide-react";
import { SelfTestText } from "#shared/self-test";
import { cn } from "../../../lib/cn";

export type CheckState =
  | { status: "idle" }
  | { status: "pending" }
  | { status: "success"; detail: string }
  | { status: "error"; detail: string }
  /** A member check on a visitor's page: not run, and not a failure. */
  | { status: "account" };

const look = {
  idle: { icon: CircleDashed, tone: "border-slate-200", label: SelfTestText.notRun },
  pending: { icon: Loader2, tone: "border-violet-200", label: SelfTestText.running },
  success: { icon: CheckCircle2, tone: "border-emerald-300 bg-emerald-50/60", label: "Passed" },
  error: { icon: XCircle, tone: "border-red-300 bg-red-50/60", label: "Failed" },
  account: { icon: Lock, tone: "border-slate-200 bg-slate-50", label: SelfTestText.needsAccount },
} as const;

/** One self-test card (part 2 §4): pending, then success or error with what was found or what failed. */
export function CheckCard({
  id,
  title,
  description,
  state,
}: {
  id: string;
  title: string;
  description: string;
  state: CheckState;
}) {
  const { icon: Icon, tone, label } = look[state.status];
  return (
    <li
      aria-labelledby={`check-${id}`}
      className={cn("flex gap-3 rounded-2xl border bg-white p-4 shadow-sm", tone)}
      data-check={id}
      data-status={state.status}
    >
      <Icon
        aria-hidden
        className={cn(
          "mt-0.5 size-5 shrink-0",
          state.status === "success"
            ? "text-emerald-700"
            : state.status === "error"
              ? "text-red-700"
              : "text-slate-500",
          state.status === "pending" && "animate-spin text-violet-700",
        )}
      />
      <div className="min-w-0">
        <h3 id={`check-${id}`} className="font-semibold text-slate-900">
          {title}
        </h3>
        <p className="text-sm text-slate-600">{description}</p>
        <p
          className={cn(
            "mt-2 min-h-15 text-sm font-medium break-words",
            state.status === "error"
              ? "text-red-800"
              : state.status === "success"
                ? "text-emerald-800"
                : "text-slate-600",
          )}
        >
          <span className="sr-only">{label}: </span>
          {"detail" in state ? state.detail : state.status === "account" ? SelfTestText.signInToRun : label}
        </p>
      </div>
    </li>
  );
}
