import { LogOut, Settings, UserRound } from "lucide-react";
import { Link, NavLink, useLocation } from "react-router";
import { Button } from "../../components/ui/button";
import { useSignOutAction } from "../../features/auth";
import { cn } from "../../lib/cn";

/** The nav bar's Profile and Account Settings links and Sign Out button, shown from `md` up to signed-in members. */
export function AccountActions({ itemClass }: { itemClass: (active: boolean) => string }) {
  const signOut = useSignOutAction();
  const { pathname } = useLocation();
  const ownProfile = pathname === "/profile" || pathname === "/profile/edit";
  return (
    <div className="hidden items-center gap-1 md:flex">
      {/* Yours: /profile and its editor, never someone else's /profile/{id}. */}
      <Link
        to="/profile"
        aria-current={ownProfile ? "page" : undefined}
        className={cn(itemClass(ownProfile), "min-w-11 justify-center")}
      >
        <UserRound className="size-4" aria-hidden />
        <span className="sr-only lg:not-sr-only">Profile</span>
      </Link>
      <NavLink to="/settings" className={({ isActive }) => cn(itemClass(isActive), "min-w-11 justify-center")}>
        <Settings className="size-4" aria-hidden />
        <span className="sr-only">Account Settings</span>
      </NavLink>
      <Button variant="outline" className="px-3" disabled={signOut.pending} onClick={() => void signOut.run()}>
        <LogOut aria-hidden />
        <span className="sr-only lg:not-sr-only">{signOut.pending ? "Signing out..." : "Sign Out"}</span>
      </Button>
    </div>
  );
}
