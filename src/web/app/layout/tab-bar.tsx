import { Compass, Heart, MessageCircle, UserRound, type LucideIcon } from "lucide-react";
import { NavLink, useLocation, useSearchParams } from "react-router";
import { NavText } from "#shared/phone-first-messages";
import { useLikesCount } from "../../features/matching";
import { useUnreadCount } from "../../features/messaging";
import { cn } from "../../lib/cn";

type Tab = { to: string; label: string; icon: LucideIcon };

const tabs: readonly Tab[] = [
  { to: "/matches", label: "Discover", icon: Compass },
  { to: "/likes", label: "Likes", icon: Heart },
  { to: "/messages", label: "Messages", icon: MessageCircle },
  { to: "/profile", label: "Profile", icon: UserRound },
];

/** The tab a page belongs to: someone else's profile is part of discovering, your own editor of Profile. */
function tabOf(pathname: string): string | null {
  if (pathname === "/profile" || pathname === "/profile/edit" || pathname === "/settings") return "/profile";
  if (pathname === "/matches" || pathname === "/match-search" || pathname.startsWith("/profile/")) return "/matches";
  if (pathname === "/likes" || pathname === "/messages") return pathname;
  return null;
}

/**
 * A phone's navigation (below `md`): the four places a member goes every day, in thumb reach,
 * with live counts (likes waiting for an answer, conversations with unread messages; both kept
 * current by the realtime socket). Above the home indicator in the native shell (safe area).
 * The top bar and its menu stay for everything else. Hidden inside an open conversation on a
 * phone, where the message box takes the bottom of the screen.
 */
export function TabBar({ countsWanted }: { countsWanted: boolean }) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  // Read once the page has drawn (RootLayout's `settled`): the counts never delay a first paint.
  const likes = useLikesCount(countsWanted);
  const unread = useUnreadCount(countsWanted);
  if (pathname === "/messages" && params.has("match")) return null;
  const counts: Record<string, number | undefined> = { "/likes": likes.data, "/messages": unread.data };

  return (
    <nav
      aria-label={NavText.tabs}
      data-tab-bar=""
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-md grid-cols-4">
        {tabs.map((tab) => {
          const count = counts[tab.to] ?? 0;
          const active = tabOf(pathname) === tab.to;
          const Icon = tab.icon;
          return (
            <li key={tab.to} className="flex">
              <NavLink
                to={tab.to}
                aria-current={active ? "page" : undefined}
                // The badge's number, said in words (the drawn badge is hidden from screen readers).
                aria-label={count > 0 ? `${tab.label}${NavText.badge(tab.label, count)}` : undefined}
                className={cn(
                  "relative flex flex-1 flex-col items-center justify-center gap-0.5 text-xs font-medium text-slate-600",
                  active && "text-violet-800",
                )}
              >
                <span className="relative">
                  <Icon aria-hidden className="size-6" strokeWidth={active ? 2.4 : 1.8} />
                  {count > 0 ? (
                    <span
                      aria-hidden
                      data-badge={tab.label}
                      className="absolute -top-1.5 left-4 min-w-5 rounded-full bg-fuchsia-700 px-1.5 text-center text-[0.6875rem] leading-5 font-bold text-white ring-2 ring-white"
                    >
                      {count > 99 ? "99+" : count}
                    </span>
                  ) : null}
                </span>
                {tab.label}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
