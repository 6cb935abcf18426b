import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useLocation } from "react-router";
import { buttonVariants } from "../../components/ui/button";
import type { NavItem } from "./mobile-menu";

type Props = {
  mainLinks: NavItem[];
  echoLinks: NavItem[];
  onSearch: () => void;
};

// The side sheet (a Radix dialog) is fetched when the menu is first opened, not with the first paint.
const MobileMenu = lazy(() => import("./mobile-menu").then((m) => ({ default: m.MobileMenu })));

/** The menu button below `md`. The sheet closes whenever the route changes. */
export function MobileMenuButton({ mainLinks, echoLinks, onSearch }: Props) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setOpen(false);
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={buttonVariants({ variant: "ghost", size: "icon" })}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Menu className="size-6" aria-hidden />
      </button>
      {used ? (
        <Suspense fallback={null}>
          <MobileMenu
            open={open}
            onOpenChange={setOpen}
            returnFocus={() => buttonRef.current?.focus()}
            mainLinks={mainLinks}
            echoLinks={echoLinks}
            onSearch={onSearch}
          />
        </Suspense>
      ) : null}
    </>
  );
}
