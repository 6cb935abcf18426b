import { MessageSquareQuote } from "lucide-react";
import type { EvidenceReport, ProfileSnapshot } from "#shared/moderation";
import { profilePrompts } from "#shared/profiles";
import { reportReasonLabels } from "#shared/safety";

const when = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

/** One report as filed: who and why, the profile and photos as they were, the conversation up to it. */
export function ReportEvidence({ report, subjectName }: { report: EvidenceReport; subjectName: string }) {
  return (
    <article
      className="rounded-2xl border border-slate-200 bg-white p-5"
      aria-label={`Report of ${when(report.created_at)}`}
    >
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 className="text-lg font-semibold text-slate-900">{reportReasonLabels[report.reason]}</h3>
        <time dateTime={report.created_at} className="text-sm text-slate-600">
          {when(report.created_at)}
        </time>
        <span className="text-sm text-slate-600">
          {report.reporter_id ? "by a member" : "by a member who has since deleted their account"}
          {report.counts_toward_hold ? " · established reporter" : ""}
        </span>
      </header>
      {report.description ? (
        <blockquote className="mt-3 border-l-4 border-violet-300 pl-3 text-slate-800">{report.description}</blockquote>
      ) : (
        <p className="mt-3 text-sm text-slate-600">No details given.</p>
      )}
      {report.profile ? <SnapshotCard profile={report.profile} photos={report.photos} /> : null}
      <section className="mt-4" aria-label="Conversation up to the report">
        <h4 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <MessageSquareQuote aria-hidden className="size-4" /> Conversation up to the report
        </h4>
        {report.messages.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">They had not written to each other.</p>
        ) : (
          <ol className="mt-2 space-y-2">
            {report.messages.map((m, i) => (
              <li key={i} className={m.from === "reporter" ? "flex justify-end" : "flex justify-start"}>
                <div
                  className={`max-w-[80%] rounded-2xl px-3 py-2 text-sm ${
                    m.from === "reporter" ? "bg-slate-100 text-slate-900" : "bg-violet-100 text-violet-950"
                  }`}
                >
                  <p className="text-xs font-medium text-slate-600">
                    {m.from === "reporter" ? "Reporter" : subjectName} · {when(m.sent_at)}
                  </p>
                  <p className="whitespace-pre-wrap">{m.text}</p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>
    </article>
  );
}

function SnapshotCard({ profile, photos }: { profile: ProfileSnapshot; photos: string[] }) {
  const facts = [profile.age ? String(profile.age) : null, profile.location, profile.occupation, profile.education]
    .filter(Boolean)
    .join(" · ");
  return (
    <section className="mt-4 rounded-xl bg-slate-50 p-4" aria-label="Profile when reported">
      <h4 className="text-sm font-semibold text-slate-900">Profile when reported</h4>
      <p className="mt-1 font-medium text-slate-900">
        {profile.name ?? "No name"} {facts ? <span className="font-normal text-slate-700">· {facts}</span> : null}
      </p>
      {profile.bio ? <p className="mt-1 whitespace-pre-wrap text-slate-800">{profile.bio}</p> : null}
      {profile.prompts.map((p) => (
        <p key={p.prompt} className="mt-1 text-sm text-slate-800">
          <span className="font-medium">{profilePrompts[p.prompt]}</span> {p.answer}
        </p>
      ))}
      {photos.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {photos.map((src, i) => (
            <li key={src}>
              <img src={src} alt={`Photo ${i + 1} when reported`} className="size-28 rounded-lg object-cover" />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">No photos when reported.</p>
      )}
    </section>
  );
}
