import * as DialogPrimitive from "@radix-ui/react-dialog";
import { LogIn, LogOut, Search, Settings, UserRound, X } from "lucide-react";
import { useId, useRef } from "react";
import { Link, NavLink } from "react-router";
import { Button } from "../../components/ui/button";
import { useSignOutAction } from "../../features/auth";
import { useSession } from "../../lib/session";
import { cn } from "../../lib/cn";

export type NavItem = { to: string; label: string };

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Puts focus back on the menu button (this sheet is opened without a Radix trigger). */
  returnFocus: () => void;
  mainLinks: NavItem[];
  echoLinks: NavItem[];
  onSearch: () => void;
};

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex min-h-11 items-center rounded-lg px-3 text-base font-medium text-slate-800 hover:bg-violet-50 hover:text-violet-800",
    isActive && "bg-violet-50 text-violet-800",
  );

/**
 * The navigation bar below `md`, as a side sheet (a modal dialog: focus stays inside, Escape
 * closes, focus returns to the menu button). Loaded when the menu first opens (mobile-menu-button.tsx).
 */
export function MobileMenu({ open, onOpenChange, returnFocus, mainLinks, echoLinks, onSearch }: Props) {
  const { user, loading } = useSession();
  const signOut = useSignOutAction();
  const searchAfterClose = useRef(false);
  const echoId = useId();

  const close = () => onOpenChange(false);

  function openSearch() {
    // The search dialog opens once this sheet has fully closed, so the two never fight over focus.
    searchAfterClose.current = true;
    close();
  }

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // Focus goes back to the menu button; a search opened from here returns focus there too.
            returnFocus();
            if (!searchAfterClose.current) return;
            searchAfterClose.current = false;
            onSearch();
          }}
          className="fixed inset-y-0 right-0 z-50 flex h-dvh w-[min(20rem,calc(100%-2.5rem))] flex-col overflow-y-auto overscroll-contain bg-white px-4 pt-4 shadow-xl focus:outline-none"
        >
          <div className="flex items-center justify-between">
            <DialogPrimitive.Title className="text-lg font-bold text-slate-900">Menu</DialogPrimitive.Title>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close menu">
                <X className="size-6" aria-hidden />
              </Button>
            </DialogPrimitive.Close>
          </div>

          <nav aria-label="Mobile" className="mt-4 flex flex-1 flex-col gap-6">
            <ul className="flex flex-col gap-1">
              {mainLinks.map((item) => (
                <li key={item.to}>
                  <NavLink end to={item.to} className={linkClass} onClick={close}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  onClick={openSearch}
                  className="flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-base font-medium text-slate-800 hover:bg-violet-50 hover:text-violet-800"
                >
                  <Search className="size-4" aria-hidden />
                  Search
                </button>
              </li>
            </ul>

            <div>
              <p id={echoId} className="px-3 text-sm font-semibold tracking-wide text-violet-700 uppercase">
                Echo
              </p>
              <ul aria-labelledby={echoId} className="mt-1 flex flex-col gap-1">
                {echoLinks.map((item) => (
                  <li key={item.to}>
                    <NavLink end to={item.to} className={linkClass} onClick={close}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>

            {loading ? null : (
              // Pinned to the bottom of the scrolling sheet, so the account actions are in reach on any phone.
              <div className="sticky bottom-0 mt-auto flex flex-col gap-2 border-t border-slate-200 bg-white pt-4 pb-4">
                {user ? (
                  <>
                    <Button asChild variant="outline">
                      <Link to="/profile" onClick={close}>
                        <UserRound aria-hidden />
                        View Profile
                      </Link>
                    </Button>
                    <Button asChild variant="outline">
                      <Link to="/settings" onClick={close}>
                        <Settings aria-hidden />
                        Account Settings
                      </Link>
                    </Button>
                    <Button
                      variant="destructive"
                      disabled={signOut.pending}
                      onClick={() => {
                        close();
                        void signOut.run();
                      }}
                    >
                      <LogOut aria-hidden />
                      {signOut.pending ? "Signing out..." : "Sign Out"}
                    </Button>
                  </>
                ) : (
                  <Button asChild>
                    <Link to="/auth" onClick={close}>
                      <LogIn aria-hidden />
                      Sign In
                    </Link>
                  </Button>
                )}
              </div>
            )}
          </nav>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
