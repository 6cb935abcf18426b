import * as Menu from "@radix-ui/react-dropdown-menu";
import { MoreHorizontal, type LucideIcon } from "lucide-react";
import { useRef, useState, type ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Button } from "./button";
import type { DialogControl } from "./dialog";

export type MenuAction = {
  id: string;
  label: string;
  icon: LucideIcon;
  danger?: boolean;
  /** Shown and chosen only while true (Unmatch needs a match). */
  when?: boolean;
  /** Done at once instead of opening a dialog (a panel the page shows). */
  run?: () => void;
  /** Only in the menu on phones, where the header has no room for the action's own button. */
  phoneOnly?: boolean;
};

/**
 * The "More" menu of a person (a conversation's header, a profile): the actions that end or
 * report a relationship sit one step away, never as a row of bare icons. Each action opens its
 * own dialog, rendered by the caller through `dialogs(control)`, outside the menu: Radix closes a
 * menu before its item's effect, so a dialog inside it would close with it. Radix gives the menu
 * its roles, arrow-key movement and typeahead; a dialog opened from it returns focus to the
 * menu's button (`finalFocus`), as the item that opened it is gone.
 */
export function ActionsMenu({
  label,
  actions,
  dialogs,
}: {
  /** The trigger's accessible name, e.g. "More actions for Ana". */
  label: string;
  actions: MenuAction[];
  dialogs: (control: (id: string) => DialogControl) => ReactNode;
}) {
  const [open, setOpen] = useState<string | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const control = (id: string): DialogControl => ({
    open: open === id,
    onOpenChange: (now) => setOpen(now ? id : null),
    finalFocus: trigger,
  });
  return (
    <>
      <Menu.Root modal={false}>
        <Menu.Trigger asChild>
          <Button ref={trigger} variant="ghost" size="icon" aria-label={label}>
            <MoreHorizontal aria-hidden className="size-5!" />
          </Button>
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content
            align="end"
            sideOffset={4}
            className="z-50 min-w-48 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
          >
            {actions
              .filter((a) => a.when !== false)
              .map((a) => (
                <Menu.Item
                  key={a.id}
                  onSelect={() => (a.run ? a.run() : setOpen(a.id))}
                  className={cn(
                    "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm font-medium outline-none data-highlighted:bg-slate-100",
                    a.danger ? "text-red-800" : "text-slate-800",
                    a.phoneOnly && "sm:hidden",
                  )}
                >
                  <a.icon aria-hidden className="size-4" />
                  {a.label}
                </Menu.Item>
              ))}
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
      {dialogs(control)}
    </>
  );
}
