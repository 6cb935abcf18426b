import { ChevronDown, Heart, LogIn, Search } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Button } from "../../components/ui/button";
import { useSession } from "../../lib/session";
import { cn } from "../../lib/cn";
import type { NavItem } from "./mobile-menu";
import { MobileMenuButton } from "./mobile-menu-button";

// Loaded when first opened, not with the first paint.
const SearchDialog = lazy(() => import("./search-dialog").then((m) => ({ default: m.SearchDialog })));
// Members only, so a visitor's first load carries neither (nor the plan's, the perks' and
// sign-out's code): the server renders them into a member's page, which keeps them on screen
// while their code loads, and hydrates them then.
const UnlockedModeIndicator = lazy(() =>
  import("../../features/perks/unlocked-mode-indicator.lazy").then((m) => ({ default: m.UnlockedModeIndicator })),
);
const AccountActions = lazy(() => import("./account-actions").then((m) => ({ default: m.AccountActions })));

const mainLinks: NavItem[] = [
  { to: "/matches", label: "Matches" },
  { to: "/messages", label: "Messages" },
  { to: "/questions", label: "Quiz" },
  { to: "/mission", label: "Mission" },
];

/** A member's links: the Likes tab's page joins them (visitors have no likes to see). */
const memberLinks: NavItem[] = [mainLinks[0]!, { to: "/likes", label: "Likes" }, ...mainLinks.slice(1)];

const echoLinks: NavItem[] = [
  { to: "/premium-dashboard", label: "Premium Dashboard" },
  { to: "/ai-digest", label: "AI Digest" },
  { to: "/connection-dna", label: "Connection DNA" },
  { to: "/memory-vault", label: "Memory Vault" },
  { to: "/echo-amplified", label: "Echo Amplified" },
  { to: "/pricing", label: "Pricing" },
  { to: "/safety", label: "Safety" },
  { to: "/faq", label: "FAQ" },
  { to: "/sample-profiles", label: "Sample Profiles" },
];

const itemClass = (active: boolean) =>
  cn(
    "inline-flex min-h-11 items-center gap-1 rounded-lg px-2.5 text-sm font-medium text-slate-700 hover:bg-violet-50 hover:text-violet-800",
    active && "bg-violet-50 text-violet-800",
  );

/** Part 1 §2: brand, main links, the Echo group, Search, and the account actions. */
export function NavBar() {
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchUsed, setSearchUsed] = useState(false);
  const { user, loading } = useSession();
  const links = user ? memberLinks : mainLinks;
  const openSearch = () => {
    setSearchUsed(true);
    setSearchOpen(true);
  };

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2">
        <Link
          to="/"
          className="mr-auto inline-flex min-h-11 items-center gap-2 rounded-lg pr-2 text-lg font-bold text-slate-900"
        >
          <span className="inline-flex size-8 items-center justify-center rounded-lg bg-violet-700 text-white">
            <Heart className="size-4" aria-hidden fill="currentColor" />
          </span>
          Unlocked
        </Link>

        {/* From `md` up (CSS: the server's page is the same at every width); on a phone the menu
            button below opens the same links. */}
        <ul className="hidden items-center gap-1 md:flex">
          {links.map((item) => (
            <li key={item.to}>
              <NavLink end to={item.to} className={({ isActive }) => itemClass(isActive)}>
                {item.label}
              </NavLink>
            </li>
          ))}
          <li>
            <EchoMenu items={echoLinks} />
          </li>
        </ul>

        <div className="flex items-center gap-1">
          {user ? (
            <Suspense fallback={null}>
              <UnlockedModeIndicator signedIn />
            </Suspense>
          ) : null}
          <Button variant="ghost" className="px-3" onClick={openSearch}>
            <Search aria-hidden />
            <span className="sr-only lg:not-sr-only">Search</span>
          </Button>

          {loading ? null : user ? (
            // From `md` up; on a phone the menu sheet holds these.
            <Suspense fallback={null}>
              <AccountActions itemClass={itemClass} />
            </Suspense>
          ) : (
            <Button asChild className="hidden md:inline-flex">
              <Link to="/auth">
                <LogIn aria-hidden />
                Sign In
              </Link>
            </Button>
          )}

          <div className="md:hidden">
            <MobileMenuButton mainLinks={links} echoLinks={echoLinks} onSearch={openSearch} />
          </div>
        </div>
      </nav>
      {searchUsed ? (
        <Suspense fallback={null}>
          <SearchDialog open={searchOpen} onOpenChange={setSearchOpen} />
        </Suspense>
      ) : null}
    </header>
  );
}

/**
 * A disclosure (button + list of links), not an ARIA menu: links keep their normal Tab order.
 * Closes on Escape (focus back on the button), on choosing a link, and when focus or a click leaves it.
 */
function EchoMenu({ items }: { items: NavItem[] }) {
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const { pathname } = useLocation();
  const active = items.some((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== "Escape" || !open) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  }

  function onBlur(event: FocusEvent) {
    // Only a move of focus to somewhere else closes it; Safari gives no relatedTarget on clicks.
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) setOpen(false);
  }

  return (
    <div ref={wrapperRef} className="relative" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={itemClass(active || open)}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        Echo
        <ChevronDown className={cn("size-4 transition-transform", open && "rotate-180")} aria-hidden />
      </button>
      <div
        id={listId}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-2 w-60 rounded-2xl border border-slate-200 bg-white p-2 shadow-lg"
      >
        <ul className="flex flex-col">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink
                end
                to={item.to}
                onClick={() => setOpen(false)}
                className={({ isActive }) => cn(itemClass(isActive), "flex w-full px-3")}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
