import { Trash2 } from "lucide-react";
import { useRef, type RefObject } from "react";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogClose, DialogContent } from "../../../components/ui/dialog";

type Props = {
  /** The photo's position (1-based) while asking; null when closed. */
  number: number | null;
  pending: boolean;
  finalFocus: RefObject<HTMLElement | null>;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Deleting a photo cannot be undone, so it asks first; Cancel has focus, so Enter is never destructive. */
export function DeletePhotoDialog({ number, pending, finalFocus, onCancel, onConfirm }: Props) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={number !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent
        role="alertdialog"
        title="Delete this photo?"
        description={`Photo ${number ?? ""} will be removed from your profile and from our storage. This can't be undone.`}
        finalFocus={finalFocus}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          cancel.current?.focus();
        }}
      >
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <Button variant="destructive" className="sm:flex-1" pending={pending} onClick={onConfirm}>
            <Trash2 aria-hidden />
            {pending ? "Deleting..." : "Delete photo"}
          </Button>
          <DialogClose asChild>
            <Button ref={cancel} variant="outline" className="sm:flex-1">
              Cancel
            </Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
