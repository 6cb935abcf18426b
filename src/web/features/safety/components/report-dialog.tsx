import { Flag } from "lucide-react";
import { useState, type FormEvent } from "react";
import { SafetyLimits } from "#shared/limits";
import { SafetyText } from "#shared/messages";
import { ReportFollowUpText } from "#shared/phone-first-messages";
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
import { useSession } from "../../../lib/session";
import { useBlock, useReport } from "../api";

type Props = {
  userId: string;
  name: string;
  /** Sample profiles are not members: the dialog runs, nothing is filed (part 2 §2 /sample-user). */
  sample?: boolean;
  /** Icon only on phones (a conversation's header), the word from sm up. */
  compact?: boolean;
  /** Opened from a "More" menu: no button of its own. */
  control?: DialogControl;
  /** After a report: the page moves on once the member also blocks them (as BlockButton's). */
  onBlocked?: () => void;
  /** After a report in a conversation: ends the match (and the conversation) for both. */
  onUnmatch?: () => Promise<void>;
};

/**
 * Part 2 §4 report: open, a reason chosen, submitting, then cleared on success with the spec's
 * toast. A member's report then offers what ends the contact at once, beside the moderators'
 * later review: block, and unmatch where there is a match (ADR 0508).
 */
export function ReportDialog({ userId, name, sample = false, compact = false, control, onBlocked, onUnmatch }: Props) {
  const { user } = useSession();
  const report = useReport();
  const block = useBlock();
  const [open, setOpenState] = useDialogState(control);
  const [reason, setReason] = useState<ReportReason | "">("");
  const [details, setDetails] = useState("");
  const [filed, setFiled] = useState(false);
  const [ending, setEnding] = useState<"block" | "unmatch" | null>(null);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    if (!next) setFiled(false);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!user) return notify.error(SafetyText.reportSignIn.title, SafetyText.reportSignIn.description);
    if (!reason) return notify.error(SafetyText.reasonRequired.title, SafetyText.reasonRequired.description);
    try {
      if (!sample)
        await report.mutateAsync({ reported_user_id: userId, reason, description: details.trim() || undefined });
      notify.success(SafetyText.reported.title, SafetyText.reported.description);
      setReason("");
      setDetails("");
      if (sample || !onBlocked) setOpen(false);
      else setFiled(true);
    } catch {
      notify.error(SafetyText.reportFailed.title, SafetyText.reportFailed.description);
    }
  }

  async function blockToo() {
    setEnding("block");
    try {
      await block.mutateAsync(userId);
      const toast = SafetyText.blocked(name);
      notify.success(toast.title, toast.description);
      setOpen(false);
      onBlocked?.();
    } catch {
      notify.error(SafetyText.blockFailed.title, SafetyText.blockFailed.description);
    } finally {
      setEnding(null);
    }
  }

  async function unmatchToo() {
    setEnding("unmatch");
    try {
      await onUnmatch?.();
      setOpen(false);
    } catch {
      // The unmatch said why; the choices stay open.
    } finally {
      setEnding(null);
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
      {filed ? (
        <DialogContent
          finalFocus={control?.finalFocus}
          title={ReportFollowUpText.title}
          description={onUnmatch ? ReportFollowUpText.description(name) : ReportFollowUpText.descriptionNoMatch(name)}
        >
          <div className="flex flex-col gap-2">
            <Button variant="destructive" onClick={() => void blockToo()} pending={ending === "block"}>
              {ReportFollowUpText.block(name)}
            </Button>
            {onUnmatch ? (
              <Button variant="outline" onClick={() => void unmatchToo()} pending={ending === "unmatch"}>
                {ReportFollowUpText.unmatch(name)}
              </Button>
            ) : null}
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {ReportFollowUpText.done}
            </Button>
          </div>
        </DialogContent>
      ) : (
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
      )}
    </Dialog>
  );
}
