import { Play } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { plans } from "#shared/plans";
import { selfTestChecks, SelfTestText, type SelfTestCheckId } from "#shared/self-test";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { errorMessage } from "../../lib/api";
import { cn } from "../../lib/cn";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useSession } from "../../lib/session";
import { DistanceCalculator, NearbyMatches } from "../../features/matching";
import { PlanPerks } from "../../features/subscriptions";
import { useSubscription } from "../../lib/my-plan";
import { checks, HealthReport } from "../../features/self-test";
import { CheckCard, type CheckState } from "../../features/self-test";

const quickLinks = [
  ["/auth", "Sign in"],
  ["/pricing", "Pricing"],
  ["/profile", "Profile"],
  ["/safety", "Safety"],
  ["/connection-dna", "Connection DNA"],
  ["/memory-vault", "Memory Vault"],
  ["/matches", "Matches"],
  ["/sample-user", "Sample user"],
] as const;

type States = Record<SelfTestCheckId, CheckState>;
const all = (state: CheckState) => Object.fromEntries(selfTestChecks.map((c) => [c.id, state])) as States;

/** Part 2 §2 /feature-test: every part of the app checked against the live server, and the server's own report. */
export default function FeatureTestPage() {
  useDocumentTitle(SelfTestText.title);
  const { user, loading: sessionPending } = useSession();
  const status = useSubscription(Boolean(user));
  const [states, setStates] = useState<States>(() => all({ status: "idle" }));
  const [run, setRun] = useState(0);
  const running = Object.values(states).some((s) => s.status === "pending");
  const latest = useRef(0);

  const member = Boolean(user);
  const runAll = useCallback(() => {
    const round = ++latest.current;
    setRun(round);
    // A visitor's member checks are not run: they need an account, which is not a failure.
    const runnable = selfTestChecks.filter((c) => member || !c.member);
    setStates(
      Object.fromEntries(
        selfTestChecks.map((c) => [c.id, runnable.includes(c) ? { status: "pending" } : { status: "account" }]),
      ) as States,
    );
    for (const { id } of runnable) {
      checks[id]().then(
        (detail) => latest.current === round && setStates((s) => ({ ...s, [id]: { status: "success", detail } })),
        (err: unknown) =>
          latest.current === round &&
          setStates((s) => ({ ...s, [id]: { status: "error", detail: errorMessage(err) } })),
      );
    }
  }, [member]);

  // Opening the page runs the checks once the session is known; the button runs them again.
  useEffect(() => {
    if (!sessionPending && latest.current === 0) runAll();
  }, [sessionPending, runAll]);

  const done = Object.values(states).filter((s) => s.status !== "idle" && s.status !== "pending").length;
  const needAccount = selfTestChecks.filter((c) => states[c.id].status === "account").length;
  const passed = selfTestChecks.filter((c) => states[c.id].status === "success");
  const failed = selfTestChecks.filter((c) => states[c.id].status === "error");
  const summary =
    run === 0
      ? SelfTestText.notRun
      : running || done < selfTestChecks.length
        ? SelfTestText.running
        : needAccount > 0
          ? SelfTestText.visitorSummary(passed.length, selfTestChecks.length - needAccount, needAccount)
          : failed.length === 0
            ? SelfTestText.allPassed
            : `${SelfTestText.somePassed(passed.length, selfTestChecks.length)}.`;
  const tier = status.subscription_tier;
  const finished = run > 0 && !running && done === selfTestChecks.length;
  // Which checks failed is shown by their red cards; said here too, for screen readers only, so
  // the summary stays one line and the cards below it never move when the results come in.
  const failedNames =
    finished && failed.length > 0 ? ` ${SelfTestText.failedList}: ${failed.map((c) => c.title).join(", ")}.` : "";
  const summaryTone = !finished
    ? "bg-slate-50 text-slate-800"
    : failed.length > 0
      ? "bg-red-50 text-red-900"
      : needAccount > 0
        ? "bg-violet-50 text-violet-900"
        : "bg-emerald-50 text-emerald-900";

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-bold text-slate-900">{SelfTestText.title}</h1>
          <p className="mt-2 text-slate-700">{SelfTestText.intro}</p>
          <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-violet-50 px-3 py-1 text-sm text-violet-900">
            <span className="font-semibold">{SelfTestText.yourPlan}:</span>
            <span data-testid="self-test-plan">
              {tier === "free" ? "Free" : plans[tier].shortName}
              {status.echo_addon ? " + Echo Amplified" : ""}
            </span>
          </p>
        </div>
        <Button onClick={runAll} pending={running} size="lg">
          <Play aria-hidden /> {SelfTestText.runAll}
        </Button>
      </div>

      <p
        role="status"
        data-testid="self-test-summary"
        // A visitor's summary is three lines on a phone: its room is kept from the first paint, so
        // the cards below never move when the results come in.
        className={cn("mt-6 rounded-xl px-4 py-3 font-medium", !user && "min-h-24 sm:min-h-18", summaryTone)}
      >
        {summary}
        {failedNames ? <span className="sr-only">{failedNames}</span> : null}
      </p>

      <ul aria-label="Checks" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {selfTestChecks.map((c) => (
          <CheckCard key={c.id} id={c.id} title={c.title} description={c.description} state={states[c.id]} />
        ))}
      </ul>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <HealthReport refreshKey={run} />
        <Card>
          <h2 className="text-lg font-semibold text-slate-900">{SelfTestText.quickLinks}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {quickLinks.map(([to, label]) => (
              <li key={to}>
                <Button asChild variant="outline" size="sm">
                  <Link to={to}>{label}</Link>
                </Button>
              </li>
            ))}
          </ul>
        </Card>
        <Card>
          <DistanceCalculator />
        </Card>
        <Card className="lg:col-span-2">
          <PlanPerks signedIn={member} />
        </Card>
        {user ? (
          <div className="min-w-0 lg:col-span-2">
            <NearbyMatches />
          </div>
        ) : null}
      </div>
    </main>
  );
}
