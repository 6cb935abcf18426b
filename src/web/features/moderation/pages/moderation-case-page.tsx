import { useQuery } from "@tanstack/react-query";
import { AlertTriangle, ArrowLeft, EyeOff, History } from "lucide-react";
import { Link, useParams } from "react-router";
import {
  moderationActionLabels,
  removableFieldLabels,
  type CaseDetail,
  type ModerationAction,
} from "#shared/moderation";
import { Loading } from "../../../components/ui/loading";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { NotFound } from "../../../components/not-found";
import { moderationQueries } from "../api";
import { DecisionForm } from "../components/decision-form";
import { ReportEvidence } from "../components/evidence";
import { VerificationPanel } from "../components/verification-panel";
import { ModeratorsOnly, moderatorsOnlyLoader } from "../components/moderators-only";

const titleOf = (kind: CaseDetail["case"]["kind"], name: string) =>
  ({
    appeal: `Appeal from ${name}`,
    photo: `Photo from ${name}`,
    verification: `Verification review for ${name}`,
    reports: name,
  })[kind];

const when = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

export const loader = moderatorsOnlyLoader;

/** /moderation/cases/:caseId: one case whole — its evidence, the member now, the decision, the log. */
export default function ModerationCasePage() {
  return (
    <ModeratorsOnly>
      <Case />
    </ModeratorsOnly>
  );
}

function Case() {
  useDocumentTitle("Moderation case");
  const { caseId = "" } = useParams();
  const detail = useQuery(moderationQueries.case(caseId));
  if (detail.isError) return <NotFound />;
  if (!detail.data) return <Loading label="Loading the case..." />;
  const d = detail.data;
  const name = d.case.subject_name ?? "This member";
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <Link to="/moderation" className="inline-flex items-center gap-1 text-sm font-medium text-violet-800 underline">
        <ArrowLeft aria-hidden className="size-4" /> Back to the queue
      </Link>
      <h1 className="mt-3 text-3xl font-bold text-slate-900">{titleOf(d.case.kind, name)}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span>
          {d.status === "open" ? "Open" : "Closed"} · opened {when(d.case.opened_at)}
        </span>
        {d.case.subject_deleted ? <span>· the account has been deleted</span> : null}
        {d.case.urgent ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 font-medium text-red-800">
            <AlertTriangle aria-hidden className="size-3.5" /> Urgent
          </span>
        ) : null}
        {d.case.hidden && d.status === "open" ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900">
            <EyeOff aria-hidden className="size-3.5" /> Held from discovery until you decide
          </span>
        ) : null}
      </p>

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-4">
          {d.appeal ? <AppealPanel detail={d} /> : null}
          {d.photo ? <PhotoPanel detail={d} /> : null}
          {d.verification ? <VerificationPanel detail={d} /> : null}
          {d.reports.length > 0 ? (
            <section aria-label="Reports" className="space-y-4">
              <h2 className="text-xl font-semibold text-slate-900">
                {d.reports.length === 1 ? "The report" : `${d.reports.length} reports`}
              </h2>
              {d.reports.map((r) => (
                <ReportEvidence key={r.id} report={r} subjectName={name} />
              ))}
            </section>
          ) : null}
          <DecisionForm detail={d} />
        </div>
        <aside className="space-y-4">
          <NowPanel detail={d} />
          <AuditPanel detail={d} />
        </aside>
      </div>
    </main>
  );
}

function AppealPanel({ detail }: { detail: CaseDetail }) {
  const a = detail.appeal!;
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5" aria-label="Appeal">
      <h2 className="text-xl font-semibold text-slate-900">The appeal</h2>
      <p className="mt-1 text-sm text-slate-700">
        Of a {a.restriction.kind} from {when(a.restriction.starts_at)}
        {a.restriction.ends_at ? ` until ${when(a.restriction.ends_at)}` : ""}: “{a.restriction.reason}”
      </p>
      <blockquote className="mt-3 whitespace-pre-wrap border-l-4 border-violet-300 pl-3 text-slate-800">
        {a.text}
      </blockquote>
    </section>
  );
}

function PhotoPanel({ detail }: { detail: CaseDetail }) {
  const p = detail.photo!;
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5" aria-label="Photo in review">
      <h2 className="text-xl font-semibold text-slate-900">Photo in review</h2>
      {p.url ? (
        <img src={p.url} alt="The photo held for review" className="mt-3 max-h-96 rounded-xl object-contain" />
      ) : (
        <p className="mt-2 text-slate-700">The member removed this photo.</p>
      )}
    </section>
  );
}

function NowPanel({ detail }: { detail: CaseDetail }) {
  const now = detail.current;
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4" aria-label="The member now">
      <h2 className="font-semibold text-slate-900">The member now</h2>
      {!now ? (
        <p className="mt-1 text-sm text-slate-700">The account has been deleted. The evidence stays for the review.</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">
            {now.restriction
              ? `${now.restriction.kind === "ban" ? "Banned" : `Suspended until ${when(now.restriction.ends_at!)}`}: ${now.restriction.reason}`
              : "In good standing."}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {now.photos.length} photo{now.photos.length === 1 ? "" : "s"}
            {now.fields.length ? ` · ${now.fields.map((f) => removableFieldLabels[f]).join(", ")}` : ""}
          </p>
          {now.photos.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {now.photos.map((p, i) => (
                <li key={p.id}>
                  <img
                    src={p.url}
                    alt={`Current photo ${i + 1}${p.in_review ? " (in review)" : ""}`}
                    className="size-16 rounded-md object-cover"
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}

function AuditPanel({ detail }: { detail: CaseDetail }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4" aria-label="Audit log">
      <h2 className="flex items-center gap-2 font-semibold text-slate-900">
        <History aria-hidden className="size-4" /> Audit log
      </h2>
      {detail.audit.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">No decision yet.</p>
      ) : (
        <ol className="mt-2 space-y-2 text-sm">
          {detail.audit.map((a) => (
            <li key={a.id}>
              <p className="font-medium text-slate-900">
                {moderationActionLabels[a.action as ModerationAction] ?? a.action}
              </p>
              <p className="text-slate-700">{a.reason}</p>
              <time dateTime={a.created_at} className="text-xs text-slate-600">
                {when(a.created_at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
