import { useQuery } from "@tanstack/react-query";
import { AlertTriangle, Info } from "lucide-react";
import { ModerationText, type Notice } from "#shared/moderation";
import { Button } from "../../../components/ui/button";
import { moderationQueries, useNoticeSeen } from "../api";

/**
 * What the Unlocked team told the member, on whatever page they open next (and at once on an
 * open page: `notice.added`): a warning, that a report they made was reviewed, or what was
 * removed from their profile. Each stays until the member says they have read it.
 */
export function NoticeHost() {
  const notices = useQuery(moderationQueries.notices());
  const list = notices.data?.notices ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-label="Messages from the Unlocked team" className="mx-auto w-full max-w-5xl space-y-2 px-4 pt-4">
      {list.map((n) => (
        <NoticeCard key={n.id} notice={n} />
      ))}
    </section>
  );
}

function NoticeCard({ notice }: { notice: Notice }) {
  const seen = useNoticeSeen();
  const warning = notice.kind === "warning";
  const Icon = warning ? AlertTriangle : Info;
  return (
    <div
      role={warning ? "alert" : "status"}
      className={`flex flex-wrap items-start gap-3 rounded-2xl border p-4 ${
        warning ? "border-red-300 bg-red-50 text-red-950" : "border-violet-200 bg-violet-50 text-violet-950"
      }`}
    >
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{ModerationText.noticeTitle[notice.kind]}</p>
        <p className="mt-0.5 whitespace-pre-wrap">{notice.text}</p>
      </div>
      <Button
        size="sm"
        variant={warning ? "destructive" : "outline"}
        pending={seen.isPending}
        onClick={() => seen.mutate(notice.id)}
      >
        {warning ? "I understand" : "Got it"}
      </Button>
    </div>
  );
}
