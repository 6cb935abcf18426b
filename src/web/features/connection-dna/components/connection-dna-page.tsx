import { Brain, CheckCircle2, Heart, Lightbulb, MessageSquare, Users } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import type { ConnectionDna, Insight } from "#shared/connection-dna";
import { PremiumPageText } from "#shared/premium-messages";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Loading } from "../../../components/ui/loading";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { PremiumGate } from "../../../components/premium-gate";
import { useConnectionDna } from "../api";

const faces = PremiumPageText.connectionDna;
const BATCH_MS = 1000;

/** Part 2 §2 /connection-dna: the spec's faces, and for Unlocked Beyond the DNA itself (ADR 0402). */
export function ConnectionDnaPage({ intro }: { intro?: ReactNode }) {
  useDocumentTitle("Connection DNA");
  return (
    <PremiumGate entitlement="connectionDna" faces={faces}>
      <Dna />
      {intro}
    </PremiumGate>
  );
}

function Section({
  icon,
  title,
  headline,
  children,
}: {
  icon: ReactNode;
  title: string;
  headline: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card className="flex flex-col" aria-labelledby={id} role="region">
      <h2 id={id} className="flex items-center gap-2 text-sm font-semibold tracking-wide text-violet-800 uppercase">
        {icon} {title}
      </h2>
      <div className="mt-2 text-2xl font-bold text-slate-900">{headline}</div>
      <div className="mt-3 flex-1 text-slate-700">{children}</div>
    </Card>
  );
}

function Meter({ label, value }: { label: string; value: number }) {
  return (
    <div className="mt-3">
      <div className="flex justify-between text-sm text-slate-700">
        <span>{label}</span>
        <span>{value} of 100</span>
      </div>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="mt-1 h-2 rounded-full bg-violet-100"
      >
        <div
          className="h-2 rounded-full bg-gradient-to-r from-violet-600 to-fuchsia-600"
          style={{ width: `${value}%` }}
        />
      </div>
    </div>
  );
}

const Why = ({ lines }: { lines: readonly string[] }) => (
  <ul className="mt-3 space-y-1.5 text-sm">
    {lines.map((line) => (
      <li key={line} className="flex gap-2">
        <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-violet-700" />
        <span>{line}</span>
      </li>
    ))}
  </ul>
);

function Dna() {
  const dna = useConnectionDna();
  if (dna.isPending) return <Loading label={faces.loading} />;
  if (dna.isError) {
    return (
      <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Connection DNA</h1>
        <p role="alert" className="mt-3 text-slate-700">
          We couldn't load your Connection DNA. Please try again.
        </p>
        <Button className="mt-6" onClick={() => void dna.refetch()}>
          Try again
        </Button>
      </main>
    );
  }
  const d: ConnectionDna = dna.data;
  // One computation writes one batch (a millisecond apart); older batches fold away.
  const newest = d.insights[0] ? new Date(d.insights[0].created_at).getTime() : 0;
  const latest = d.insights.filter((i) => newest - new Date(i.created_at).getTime() < BATCH_MS);
  const earlier = d.insights.slice(latest.length);
  const {
    emotional_intelligence: ei,
    love_language: love,
    communication_style: style,
    compatibility_analysis: analysis,
  } = d;
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Your Connection DNA</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        What makes you click, worked out from your {d.answered} quiz answers, your profile and your matches. Every line
        says what produced it; nothing here is shown to anyone else.
      </p>

      {d.next_questions.length > 0 ? (
        <Card className="mt-6 border-amber-200 bg-amber-50">
          <h2 className="text-lg font-semibold text-slate-900">Answer these next</h2>
          <p className="mt-1 text-slate-700">
            You've answered {d.answered} of {d.total_questions} questions. A few more and the rest of your DNA appears.
          </p>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800">
            {d.next_questions.map((q) => (
              <li key={q.id}>{q.text}</li>
            ))}
          </ul>
          <Button asChild className="mt-4">
            <Link to="/questions">Take the quiz</Link>
          </Button>
        </Card>
      ) : null}

      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {ei ? (
          <Section icon={<Brain aria-hidden className="size-4" />} title="Emotional intelligence" headline={ei.level}>
            <Meter label="Emotional intelligence" value={ei.score} />
            <Why lines={ei.explanation} />
          </Section>
        ) : null}
        {love ? (
          <Section icon={<Heart aria-hidden className="size-4" />} title="Love language" headline={love.primary}>
            {love.secondary ? <p>Then {love.secondary.toLowerCase()}.</p> : null}
            <Why lines={love.explanation} />
          </Section>
        ) : null}
        {style ? (
          <Section
            icon={<MessageSquare aria-hidden className="size-4" />}
            title="Communication style"
            headline={style.style}
          >
            <p>{style.summary}</p>
            <Meter label="Directness" value={style.directness} />
            <Meter label="Openness" value={style.expressiveness} />
            <Why lines={style.explanation} />
          </Section>
        ) : null}
        {analysis ? (
          <Section
            icon={<Users aria-hidden className="size-4" />}
            title="Compatibility analysis"
            headline={
              analysis.average_compatibility === null
                ? "Who you click with"
                : `${analysis.average_compatibility}% with your matches`
            }
          >
            <p>{analysis.summary}</p>
            <ul className="mt-3 space-y-3">
              {analysis.connects_with.map((c) => (
                <li key={c.kind}>
                  <p className="font-semibold text-slate-900">{c.kind}</p>
                  <p className="text-sm">{c.why}</p>
                </li>
              ))}
            </ul>
            <Why lines={analysis.explanation} />
          </Section>
        ) : null}
      </div>

      {latest.length > 0 ? (
        <section aria-labelledby="insights-heading" className="mt-10">
          <h2 id="insights-heading" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
            <Lightbulb aria-hidden className="size-5 text-violet-700" /> Insights
          </h2>
          <InsightList insights={latest} />
          {earlier.length > 0 ? (
            <details className="mt-6">
              <summary className="min-h-11 cursor-pointer py-2 font-medium text-violet-800">
                Earlier insights ({earlier.length})
              </summary>
              <InsightList insights={earlier} />
            </details>
          ) : null}
        </section>
      ) : null}
    </main>
  );
}

function InsightList({ insights }: { insights: readonly Insight[] }) {
  return (
    <ul className="mt-4 grid gap-4 md:grid-cols-2">
      {insights.map((i) => (
        <li key={i.id}>
          <Card className="h-full">
            <h3 className="text-lg font-semibold text-slate-900">{i.title}</h3>
            <p className="mt-1 text-slate-700">{i.description}</p>
            {i.actionable_steps.length ? (
              <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm text-slate-800">
                {i.actionable_steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            ) : null}
            <p className="mt-3 text-xs text-slate-600">
              {new Date(i.created_at).toLocaleDateString(undefined, { day: "numeric", month: "short" })}
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
