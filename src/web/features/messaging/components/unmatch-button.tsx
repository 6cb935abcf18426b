import { UserX } from "lucide-react";
import { MessageText } from "#shared/messages";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogTrigger,
  useDialogState,
  type DialogControl,
} from "../../../components/ui/dialog";
import { notify } from "../../../lib/toast";
import { useUnmatch } from "../api";

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
  const unmatch = useUnmatch();
  const [open, setOpen] = useDialogState(control);

  async function confirm() {
    try {
      await unmatch.mutateAsync(matchId);
      setOpen(false);
      notify.success(MessageText.unmatched.title, MessageText.unmatched.description(name));
      onDone();
    } catch {
      notify.error(MessageText.unmatchFailed.title, MessageText.unmatchFailed.description);
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {control ? null : (
        <DialogTrigger asChild>
          <Button variant="outline" className="px-2.5 sm:px-4">
            <UserX aria-hidden /> <span className="sr-only sm:not-sr-only">Unmatch</span>
          </Button>
        </DialogTrigger>
      )}
      <DialogContent
        finalFocus={control?.finalFocus}
        title={`Unmatch ${name}?`}
        description="Your match and this conversation will be removed for both of you. This can't be undone."
      >
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="ghost">Keep match</Button>
          </DialogClose>
          <Button variant="destructive" onClick={() => void confirm()} pending={unmatch.isPending}>
            Unmatch
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
