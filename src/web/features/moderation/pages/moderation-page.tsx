import { AlertTriangle, BadgeCheck, EyeOff, Flag, Image, Scale, ShieldCheck } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import type { CaseSummary } from "#shared/moderation";
import { reportReasonLabels, reportReasons, type ReportReason } from "#shared/safety";
import { Label, Select } from "../../../components/ui/input";
import { Loading } from "../../../components/ui/loading";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { moderationQueries } from "../api";
import { ModeratorsOnly, moderatorsOnlyLoader } from "../components/moderators-only";

export const loader = moderatorsOnlyLoader;

/** /moderation: the open cases, urgent first and then oldest first, filtered by reason. */
export default function ModerationPage() {
  return (
    <ModeratorsOnly>
      <Queue />
    </ModeratorsOnly>
  );
}

const kindLabel = {
  reports: "Reports",
  photo: "Photo in review",
  appeal: "Appeal",
  verification: "Verification review",
} as const;
const kindIcon = { reports: Flag, photo: Image, appeal: Scale, verification: BadgeCheck } as const;

function Queue() {
  useDocumentTitle("Moderation");
  const [params, setParams] = useSearchParams();
  const reason = reportReasons.find((r) => r === params.get("reason"));
  const queue = useQuery(moderationQueries.queue(reason));
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <h1 className="flex items-center gap-3 text-3xl font-bold text-slate-900">
        <ShieldCheck aria-hidden className="size-7 text-violet-700" /> Moderation
      </h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Open cases, the urgent ones first, then the oldest. Every decision is written to the audit log with its reason.
      </p>
      <div className="mt-6 flex items-end gap-3">
        <div>
          <Label htmlFor="reason-filter">Reason</Label>
          <Select
            id="reason-filter"
            value={reason ?? ""}
            onChange={(e) => setParams(e.target.value ? { reason: e.target.value } : {}, { replace: true })}
          >
            <option value="">Every reason</option>
            {reportReasons.map((r) => (
              <option key={r} value={r}>
                {reportReasonLabels[r]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {!queue.data ? (
        <Loading label="Loading the queue..." />
      ) : queue.data.cases.length === 0 ? (
        <p
          role="status"
          className="mt-8 rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-700"
        >
          Nothing waits for a decision{reason ? ` among reports of ${reportReasonLabels[reason].toLowerCase()}` : ""}.
        </p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
          {queue.data.cases.map((c) => (
            <CaseRow key={c.id} item={c} />
          ))}
        </ul>
      )}
    </main>
  );
}

function CaseRow({ item }: { item: CaseSummary }) {
  const Icon = kindIcon[item.kind];
  const who = item.subject_name ?? "A member without a name";
  return (
    <li>
      <Link
        to={`/moderation/cases/${item.id}`}
        className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 hover:bg-violet-50 focus-visible:bg-violet-50"
      >
        <Icon aria-hidden className="size-5 shrink-0 text-violet-700" />
        <span className="min-w-40 font-semibold text-slate-900">
          {who}
          {item.subject_deleted ? (
            <span className="ml-2 text-sm font-normal text-slate-600">(account deleted)</span>
          ) : null}
        </span>
        <span className="text-sm text-slate-700">
          {kindLabel[item.kind]}
          {item.report_count > 0
            ? `: ${item.report_count} · ${item.reasons.map((r) => reportReasonLabels[r as ReportReason]).join(", ")}`
            : ""}
        </span>
        <span className="ml-auto flex items-center gap-2 text-sm">
          {item.urgent ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 font-medium text-red-800">
              <AlertTriangle aria-hidden className="size-3.5" /> Urgent
            </span>
          ) : null}
          {item.hidden ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900">
              <EyeOff aria-hidden className="size-3.5" /> Held from discovery
            </span>
          ) : null}
          <time dateTime={item.opened_at} className="text-slate-600">
            {new Date(item.opened_at).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" })}
          </time>
        </span>
      </Link>
    </li>
  );
}
