import type { ReactNode } from "react";
import { Button } from "./button";
import { Dialog, DialogClose, DialogContent, DialogTrigger, type DialogControl } from "./dialog";

/**
 * Asks before an action that cannot be taken back (block, unmatch): the question, Cancel, and
 * the action. Opened by its own `trigger` button, or from a "More" menu (`control`: no button).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  control,
  trigger,
  title,
  description,
  cancel,
  confirm,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  control?: DialogControl | undefined;
  trigger: ReactNode;
  title: string;
  description: string;
  cancel: string;
  confirm: ReactNode;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {control ? null : <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent finalFocus={control?.finalFocus} title={title} description={description}>
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="ghost">{cancel}</Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} pending={pending}>
            {confirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
