import { Flag } from "lucide-react";
import { useState, type FormEvent } from "react";
import { SafetyLimits } from "#shared/limits";
import { SafetyText } from "#shared/messages";
import { reportReasonLabels, reportReasons, type ReportReason } from "#shared/safety";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogTrigger,
  useDialogState,
  type DialogControl,
} from "../../../components/ui/dialog";
import { Label, Textarea } from "../../../components/ui/input";
import { notify } from "../../../lib/toast";
import { useSession } from "../../auth";
import { useReport } from "../api";

type Props = {
  userId: string;
  name: string;
  /** Sample profiles are not members: the dialog runs, nothing is filed (part 2 §2 /sample-user). */
  sample?: boolean;
  /** Icon only on phones (a conversation's header), the word from sm up. */
  compact?: boolean;
  /** Opened from a "More" menu: no button of its own. */
  control?: DialogControl;
};

/** Part 2 §4 report: open, a reason chosen, submitting, then closed and cleared on success. */
export function ReportDialog({ userId, name, sample = false, compact = false, control }: Props) {
  const { user } = useSession();
  const report = useReport();
  const [open, setOpen] = useDialogState(control);
  const [reason, setReason] = useState<ReportReason | "">("");
  const [details, setDetails] = useState("");

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!user) return notify.error(SafetyText.reportSignIn.title, SafetyText.reportSignIn.description);
    if (!reason) return notify.error(SafetyText.reasonRequired.title, SafetyText.reasonRequired.description);
    try {
      if (!sample)
        await report.mutateAsync({ reported_user_id: userId, reason, description: details.trim() || undefined });
      notify.success(SafetyText.reported.title, SafetyText.reported.description);
      setOpen(false);
      setReason("");
      setDetails("");
    } catch {
      notify.error(SafetyText.reportFailed.title, SafetyText.reportFailed.description);
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {control ? null : (
        <DialogTrigger asChild>
          <Button variant="outline" className={compact ? "px-2.5 sm:px-4" : undefined}>
            <Flag aria-hidden /> <span className={compact ? "sr-only sm:not-sr-only" : undefined}>Report</span>
          </Button>
        </DialogTrigger>
      )}
      <DialogContent
        finalFocus={control?.finalFocus}
        title={`Report ${name}`}
        description="Tell us what happened. Reports are private: the member is never told who reported them."
      >
        <form onSubmit={(e) => void submit(e)} className="space-y-4">
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-800">Reason</legend>
            {reportReasons.map((r) => (
              <label
                key={r}
                className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3 has-[:checked]:border-violet-700 has-[:checked]:bg-violet-50"
              >
                <input
                  type="radio"
                  name="reason"
                  value={r}
                  checked={reason === r}
                  onChange={() => setReason(r)}
                  className="size-4 accent-violet-700"
                />
                {reportReasonLabels[r]}
              </label>
            ))}
          </fieldset>
          <div className="space-y-1">
            <Label htmlFor="report-details">Details (optional)</Label>
            <Textarea
              id="report-details"
              value={details}
              maxLength={SafetyLimits.reportDetailsMax}
              onChange={(e) => setDetails(e.currentTarget.value)}
              aria-describedby="report-details-count"
            />
            <p id="report-details-count" className="text-right text-xs text-slate-600">
              {details.length}/{SafetyLimits.reportDetailsMax}
            </p>
          </div>
          <Button type="submit" className="w-full" pending={report.isPending}>
            {report.isPending ? "Submitting..." : "Submit Report"}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
