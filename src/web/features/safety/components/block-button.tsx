import { Ban } from "lucide-react";
import { useState } from "react";
import { ErrorCodes } from "#shared/errors";
import { SafetyText } from "#shared/messages";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { useDialogState, type DialogControl } from "../../../components/ui/dialog";
import { ApiError } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { notify } from "../../../lib/toast";
import { useSession } from "../../../lib/session";
import { useBlock } from "../api";

type Props = {
  userId: string;
  name: string;
  onBlocked: () => void;
  sample?: boolean;
  /** Icon only on phones. */ compact?: boolean;
  /** Opened from a "More" menu: no button of its own. */
  control?: DialogControl;
};

/**
 * Part 2 §4 block: idle, blocking, then done (the page moves on) or already blocked. It asks
 * first: an unblock (from /safety) brings back nothing but the chance to meet again.
 */
export function BlockButton({ userId, name, onBlocked, sample = false, compact = false, control }: Props) {
  const { user } = useSession();
  const block = useBlock();
  const [open, setOpen] = useDialogState(control);
  const [done, setDone] = useState(false);

  async function run() {
    if (!user) {
      setOpen(false);
      return notify.error(SafetyText.reportSignIn.title, SafetyText.blockSignIn);
    }
    try {
      if (!sample) await block.mutateAsync(userId);
      const toast = SafetyText.blocked(name);
      notify.success(toast.title, toast.description);
      setDone(true);
      setOpen(false);
      onBlocked();
    } catch (err) {
      setOpen(false);
      if (err instanceof ApiError && err.code === ErrorCodes.alreadyBlocked) {
        notify.info(SafetyText.alreadyBlocked.title, SafetyText.alreadyBlocked.description);
        setDone(true);
      } else {
        notify.error(SafetyText.blockFailed.title, SafetyText.blockFailed.description);
      }
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      control={control}
      trigger={
        <Button
          variant="outline"
          className={cn("border-red-700 text-red-800 hover:bg-red-50", compact && "px-2.5 sm:px-4")}
          disabled={done}
        >
          <Ban aria-hidden />{" "}
          <span className={compact ? "sr-only sm:not-sr-only" : undefined}>{done ? "Blocked" : "Block"}</span>
        </Button>
      }
      title={`Block ${name}?`}
      description={SafetyText.blockExplainer}
      cancel="Cancel"
      confirm={block.isPending ? "Blocking..." : "Block"}
      pending={block.isPending}
      onConfirm={() => void run()}
    />
  );
}
