import { useQuery } from "@tanstack/react-query";
import { HealthCheckLabels } from "#shared/health";
import { SelfTestText } from "#shared/self-test";
import { cn } from "../../../lib/cn";
import { selfTestQueries } from "../api";

const tone = {
  ok: "bg-emerald-100 text-emerald-900",
  off: "bg-slate-100 text-slate-800",
  error: "bg-red-100 text-red-900",
} as const;

/** GET /api/health as the operator sees it: every part the server depends on. */
export function HealthReport({ refreshKey }: { refreshKey: number }) {
  // Read with each run of the checks (the page starts one as it opens), not before it.
  const health = useQuery({ ...selfTestQueries.health(refreshKey), enabled: refreshKey > 0 });
  return (
    <section aria-labelledby="health-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="health-heading" className="text-lg font-semibold text-slate-900">
        {SelfTestText.serverReport}
      </h2>
      {health.isPending ? (
        <p className="mt-3 text-sm text-slate-600">{SelfTestText.running}</p>
      ) : health.isError ? (
        <p className="mt-3 text-sm text-red-800">{health.error.message}</p>
      ) : (
        <dl className="mt-3 divide-y divide-slate-100">
          {health.data.checks.map((c) => (
            <div key={c.name} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
              <dt className="font-medium text-slate-900">{HealthCheckLabels[c.name]}</dt>
              <dd className="flex min-w-0 items-baseline gap-2 text-sm text-slate-700">
                <span className="break-words">{c.detail}</span>
                <span className={cn("rounded-full px-2 py-0.5 text-xs font-semibold", tone[c.status])}>{c.status}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
