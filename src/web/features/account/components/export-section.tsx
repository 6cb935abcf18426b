import { Download, FileArchive } from "lucide-react";
import { useId } from "react";
import { ExportText, type DataExport } from "#shared/account";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { useExports, useRequestExport } from "../api";

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
const size = (bytes: number) =>
  bytes < 1_000_000 ? `${Math.max(1, Math.round(bytes / 1000))} kB` : `${(bytes / 1_000_000).toFixed(1)} MB`;

function Status({ item }: { item: DataExport }) {
  if (item.status === "ready" && item.download_url) {
    return (
      <Button asChild variant="outline" size="sm">
        <a href={item.download_url} download>
          <Download aria-hidden /> {ExportText.download}
          <span className="sr-only"> the archive requested {when(item.requested_at)}</span>
        </a>
      </Button>
    );
  }
  const text =
    item.status === "pending" ? ExportText.pending : item.status === "failed" ? ExportText.failed : ExportText.expired;
  return <span className={item.status === "failed" ? "text-sm text-red-800" : "text-sm text-slate-600"}>{text}</span>;
}

/** Part of /settings: the member's data, prepared by a background job and downloaded from here. */
export function ExportSection() {
  const id = useId();
  const exports = useExports();
  const request = useRequestExport();

  async function ask() {
    try {
      await request.mutateAsync({});
      notify.success(ExportText.title, ExportText.requested);
    } catch (err) {
      notify.error("Could not request your data", errorMessage(err));
    }
  }

  return (
    <section id="your-data" aria-labelledby={`${id}-title`} className="scroll-mt-24 space-y-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {ExportText.title}
      </h2>
      <p className="text-sm text-slate-700">{ExportText.explainer}</p>
      <Button onClick={() => void ask()} pending={request.isPending} variant="outline">
        <FileArchive aria-hidden /> {ExportText.button}
      </Button>
      {exports.data && exports.data.length > 0 ? (
        <ul aria-live="polite" className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {exports.data.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div>
                <p className="font-medium text-slate-900">Requested {when(item.requested_at)}</p>
                {item.status === "ready" && item.expires_at ? (
                  <p className="text-sm text-slate-600">
                    {item.size_bytes ? `${size(item.size_bytes)} · ` : ""}available until {when(item.expires_at)}
                  </p>
                ) : null}
              </div>
              <Status item={item} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
