import { RefreshCw, Sparkles } from "lucide-react";
import { useEffect } from "react";
import { DigestText, PremiumPageText } from "#shared/premium-messages";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Loading } from "../../../components/ui/loading";
import { ApiError } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { PremiumGate } from "../../../components/premium-gate";
import { useDigestHistory, useGenerateDigest, useTodayDigest } from "../api";
import { DigestView, type KeepStarter } from "./digest-view";

const faces = PremiumPageText.aiDigest;

/** Part 2 §2 /ai-digest: the spec's faces, and for Unlocked+ and Beyond the digest itself (ADR 0402). */
export function AiDigestPage({ keep }: { keep?: KeepStarter }) {
  useDocumentTitle("AI Digest");
  return (
    <PremiumGate entitlement="aiDigest" faces={faces}>
      <DigestPage keep={keep} />
    </PremiumGate>
  );
}

function DigestPage({ keep }: { keep?: KeepStarter }) {
  const today = useTodayDigest();
  const history = useDigestHistory();
  const generate = useGenerateDigest();
  useEffect(() => {
    if (history.isError) notify.error(DigestText.historyFailed);
  }, [history.isError]);

  function run() {
    generate.mutate(undefined, {
      onSuccess: () => notify.success(DigestText.generated.title, DigestText.generated.description),
      onError: (err) => {
        // Part 2 §5, §8: signed out gets its own toast; every other failure the generic one.
        if (err instanceof ApiError && err.status === 401)
          notify.error(DigestText.signIn.title, DigestText.signIn.description);
        else notify.error(DigestText.failed);
      },
    });
  }

  if (today.isPending) return <Loading label={faces.loading} />;
  const digest = today.data?.digest ?? null;
  const past = (history.data ?? []).filter((d) => d.id !== digest?.id);
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Your AI Digest</h1>
          <p className="mt-2 text-slate-700">
            Every morning: who you might click with, what to say to your matches, and how your week is going.
          </p>
        </div>
        <Button onClick={run} pending={generate.isPending} variant={digest ? "outline" : "gradient"}>
          {digest ? <RefreshCw aria-hidden /> : <Sparkles aria-hidden />}{" "}
          {digest ? "Refresh today's digest" : "Generate today's digest"}
        </Button>
      </div>

      <section aria-labelledby="today-heading" className="mt-8">
        <h2 id="today-heading" className="sr-only">
          Today
        </h2>
        {digest ? (
          <DigestView digest={digest} headingLevel={3} keep={keep} />
        ) : (
          <Card className="text-center">
            <p className="text-slate-700">
              {today.isError
                ? "We couldn't load today's digest."
                : "Today's digest isn't ready yet. It arrives each morning, or make it now."}
            </p>
          </Card>
        )}
      </section>

      <section aria-labelledby="history-heading" className="mt-10">
        <h2 id="history-heading" className="text-xl font-semibold text-slate-900">
          Digest history
        </h2>
        {history.isError ? (
          <p className="mt-2 text-slate-700">{DigestText.historyFailed}</p>
        ) : past.length === 0 ? (
          <p className="mt-2 text-slate-600">Your earlier digests will collect here (the last 30).</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {past.map((d) => (
              <li key={d.id}>
                <details className="rounded-2xl border border-slate-200 bg-white p-4">
                  <summary className="min-h-11 cursor-pointer py-2 font-medium text-slate-900">
                    {new Date(`${d.digest_date}T00:00:00Z`).toLocaleDateString(undefined, {
                      weekday: "short",
                      day: "numeric",
                      month: "short",
                      timeZone: "UTC",
                    })}{" "}
                    — {d.match_analysis.summary}
                  </summary>
                  <div className="mt-4">
                    <DigestView digest={d} headingLevel={3} keep={keep} />
                  </div>
                </details>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
