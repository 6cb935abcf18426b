import { BarChart3, MessageCircle, Sparkles } from "lucide-react";
import { Link } from "react-router";
import type { Digest } from "#shared/ai-digest";
import { Card } from "../../../components/ui/card";
import type { ReactNode } from "react";

/** What the page offers beside each conversation starter (the Memory Vault's "keep it", put there by the app). */
export type KeepStarter = (starter: { text: string; context: string }) => ReactNode;

/** One digest: the analysis, compatibility insights, and conversation starters per match. */
export function DigestView({
  digest,
  headingLevel = 2,
  keep,
}: {
  digest: Digest;
  headingLevel?: 2 | 3;
  keep?: KeepStarter;
}) {
  const H = headingLevel === 2 ? "h2" : "h3";
  const Sub = headingLevel === 2 ? "h3" : "h4";
  const date = new Date(`${digest.digest_date}T00:00:00Z`).toLocaleDateString(undefined, {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  });
  return (
    <div className="space-y-6">
      <Card>
        <H className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <BarChart3 aria-hidden className="size-5 text-violet-700" /> Match analysis
        </H>
        <p className="mt-2 text-lg text-slate-900">{digest.match_analysis.summary}</p>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
          {digest.match_analysis.facts.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
        <p className="mt-3 text-xs text-slate-600">
          {date} ·{" "}
          {digest.phrased_by === "model"
            ? "Summary phrased by a language model from our engine's facts"
            : "Written by our compatibility engine"}
        </p>
      </Card>

      {digest.compatibility_insights.length > 0 ? (
        <section>
          <H className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Sparkles aria-hidden className="size-5 text-violet-700" /> Compatibility insights
          </H>
          <ul className="mt-3 grid gap-4 md:grid-cols-2">
            {digest.compatibility_insights.map((p) => (
              <li key={`${p.kind}-${p.user_id}`}>
                <Card className="h-full">
                  <p className="text-xs font-semibold tracking-wide text-violet-800 uppercase">
                    {p.kind === "candidate" ? "New for you" : "Your match"}
                  </p>
                  <Sub className="mt-1 text-lg font-semibold text-slate-900">
                    <Link to={`/profile/${p.user_id}`} className="hover:underline">
                      {p.name}
                    </Link>{" "}
                    <span className="text-violet-800">· {p.percent}% compatible</span>
                  </Sub>
                  {p.reasons.length ? (
                    <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                      {p.reasons.map((r) => (
                        <li key={r}>{r}</li>
                      ))}
                    </ul>
                  ) : null}
                </Card>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {digest.conversation_starters.length > 0 ? (
        <section>
          <H className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <MessageCircle aria-hidden className="size-5 text-violet-700" /> Conversation starters
          </H>
          <ul className="mt-3 space-y-4">
            {digest.conversation_starters.map((s) => (
              <li key={s.match_id}>
                <Card>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <Sub className="text-lg font-semibold text-slate-900">For {s.name}</Sub>
                    <Link
                      to={`/messages?match=${encodeURIComponent(s.match_id)}`}
                      className="inline-flex min-h-11 items-center text-sm font-semibold text-violet-800 hover:underline"
                    >
                      Open conversation
                    </Link>
                  </div>
                  <ul className="mt-2 space-y-2">
                    {s.starters.map((text, i) => (
                      <li key={text} className="flex items-start gap-2 rounded-xl bg-violet-50 p-3">
                        <div className="flex-1">
                          <p className="text-slate-900">{text}</p>
                          {s.grounded_in[i] ? (
                            <p className="mt-1 text-xs text-slate-600">Because: {s.grounded_in[i]}</p>
                          ) : null}
                        </div>
                        {keep?.({ text, context: `From your AI Digest, for ${s.name}` })}
                      </li>
                    ))}
                  </ul>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
