import { UserX } from "lucide-react";
import { MessageText } from "#shared/messages";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { useDialogState, type DialogControl } from "../../../components/ui/dialog";
import { notify } from "../../../lib/toast";
import { useUnmatch } from "../api";

/**
 * Ends the match, saying so (or that it failed) in a toast; `run` rejects when it failed. The
 * Unmatch dialog and the offer after a report both end a match this way.
 */
export function useUnmatchAction(matchId: string, name: string) {
  const unmatch = useUnmatch();
  return {
    pending: unmatch.isPending,
    async run() {
      try {
        await unmatch.mutateAsync(matchId);
      } catch (err) {
        notify.error(MessageText.unmatchFailed.title, MessageText.unmatchFailed.description);
        throw err;
      }
      notify.success(MessageText.unmatched.title, MessageText.unmatched.description(name));
    },
  };
}

/** Unmatch, after asking: the match and the conversation end for both people. */
export function UnmatchButton({
  matchId,
  name,
  onDone,
  control,
}: {
  matchId: string;
  name: string;
  onDone: () => void;
  /** Opened from a "More" menu: no button of its own. */
  control?: DialogControl;
}) {
  const unmatch = useUnmatchAction(matchId, name);
  const [open, setOpen] = useDialogState(control);

  async function confirm() {
    try {
      await unmatch.run();
    } catch {
      return; // The toast has said so; the dialog stays open for another try.
    }
    setOpen(false);
    onDone();
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      control={control}
      trigger={
        <Button variant="outline" className="px-2.5 sm:px-4">
          <UserX aria-hidden /> <span className="sr-only sm:not-sr-only">Unmatch</span>
        </Button>
      }
      title={`Unmatch ${name}?`}
      description={MessageText.unmatchExplainer}
      cancel="Keep match"
      confirm="Unmatch"
      pending={unmatch.pending}
      onConfirm={() => void confirm()}
    />
  );
}
