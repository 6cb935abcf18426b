import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useRef, useState, type ComponentProps, type ReactNode, type RefObject } from "react";
import { cn } from "../../lib/cn";
import { focusFirst } from "../../lib/focus";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** A dialog opened from elsewhere (an item of a "More" menu): the opener holds its state and no trigger is drawn. */
export type DialogControl = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns on close: the menu's button, since the item that opened it is gone. */
  finalFocus?: RefObject<HTMLElement | null>;
};

/** A dialog's open state: its own, or its opener's when `control` is given. */
export function useDialogState(control?: DialogControl): [boolean, (open: boolean) => void] {
  const [own, setOwn] = useState(false);
  return control ? [control.open, control.onOpenChange] : [own, setOwn];
}

type ContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  title: ReactNode;
  description?: ReactNode;
  /** A forced dialog (age verification during sign-up) has no close button. */
  hideClose?: boolean;
  /** Where focus goes on close when the control that opened the dialog is gone or disabled. */
  finalFocus?: RefObject<HTMLElement | null>;
};

/**
 * A modal dialog. Closing it in any way (Escape, the close button, an action) puts focus back on
 * the control that opened it; when that control has gone, on `finalFocus` or the page heading.
 * Radix alone only does this for a Dialog.Trigger, and most of ours open from state.
 */
export function DialogContent({
  className,
  title,
  description,
  hideClose,
  finalFocus,
  onOpenAutoFocus,
  onCloseAutoFocus,
  children,
  ...props
}: ContentProps) {
  const opener = useRef<Element | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
      <DialogPrimitive.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none",
          className,
        )}
        {...(description ? {} : { "aria-describedby": undefined })}
        onOpenAutoFocus={(event) => {
          // Focus has not moved into the dialog yet: this is the control that opened it.
          opener.current = document.activeElement;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          focusFirst(opener.current, finalFocus?.current);
        }}
        {...props}
      >
        <DialogPrimitive.Title className="pr-8 text-xl font-bold text-slate-900">{title}</DialogPrimitive.Title>
        {description ? (
          <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">
            {description}
          </DialogPrimitive.Description>
        ) : null}
        <div className="mt-4">{children}</div>
        {hideClose ? null : (
          <DialogPrimitive.Close
            className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
            aria-label="Close"
          >
            <X className="size-5" aria-hidden />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
