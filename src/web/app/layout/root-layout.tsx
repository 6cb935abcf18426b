import { lazy, Suspense, useEffect, type MouseEvent } from "react";
import { Outlet, ScrollRestoration, useLocation, type Location } from "react-router";
import { useSession } from "../../lib/session";
import { useRestrictionNotice } from "../../features/moderation";
import { Footer } from "./footer";
import { NavBar } from "./nav-bar";
import { useRouteFocus } from "./use-route-focus";
import { Loading } from "../../components/ui/loading";
import { useIdle } from "../../lib/use-idle";
import { notify } from "../../lib/toast";

// What runs for a signed-in member once the page has drawn (heartbeat, realtime socket, quick
// setup, match moment, video calls): loaded then, so visitors never download it.
const MemberHosts = lazy(() => import("./member-hosts").then((m) => ({ default: m.MemberHosts })));
// What the Unlocked team told the member (moderation): read for members only, after the page settles.
const NoticeHost = lazy(() =>
  import("../../features/moderation/notice-host.lazy").then((m) => ({ default: m.NoticeHost })),
);
// A member's phone tabs: members only, so visitors never download them (nor the counts' schemas).
const TabBar = lazy(() => import("./tab-bar").then((m) => ({ default: m.TabBar })));
// A suspension or ban told on the open page (moderation's realtime reaction), loaded only then.
const RestrictionDialog = lazy(() =>
  import("../../features/moderation/restriction-dialog.lazy").then((m) => ({ default: m.RestrictionDialog })),
);

/**
 * Where a page's scroll position is kept. React Router keys the first page of every document load
 * "default", so a page opened by its URL (a typed address, a mail's link) opened at the position
 * the tab's previous document had left. That first page gets a key of this document's own.
 */
const firstPageKey = `document-${performance.timeOrigin}`;
const scrollKey = (location: Location) => (location.key === "default" ? firstPageKey : location.key);

/**
 * The skip link moves focus, not only the view: the page's main region takes focus (made
 * focusable for it), so the next Tab starts inside it rather than at the top of the page again.
 */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById("main");
  if (!main) return;
  event.preventDefault();
  if (!main.hasAttribute("tabindex")) main.setAttribute("tabindex", "-1");
  main.focus();
}

export function RootLayout() {
  const { user } = useSession();
  // What a member does not see at first waits until the page has drawn (see useIdle).
  const settled = useIdle();
  useRouteFocus();
  const restricted = useRestrictionNotice();
  const { pathname } = useLocation();
  // Marks the document once React has taken over the page (hydrated or rendered): tests and tools
  // wait for it. An effect here, not a component of its own: a sibling the server does not render
  // would shift every useId between the server's page and the browser's.
  useEffect(() => {
    document.documentElement.dataset.started = "";
  }, []);
  // A page's error toast ends when the member leaves the page.
  useEffect(() => () => notify.endPageErrors(), [pathname]);
  return (
    <div className="flex min-h-dvh flex-col pb-(--tab-bar)">
      <a
        href="#main"
        onClick={skipToMain}
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <NavBar />
      {user && settled ? (
        <Suspense fallback={null}>
          <NoticeHost />
        </Suspense>
      ) : null}
      {/* At least a screen tall, so the footer starts below the fold and never jumps as pages load. */}
      <div className="min-h-dvh flex-1">
        {/* Keyed by who is signed in: signing in or out starts the page afresh, so no component
            state outlives the account it belonged to (and the page never keeps drawing the
            previous person's screen). */}
        <Suspense key={user?.id ?? "visitor"} fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </div>
      <Footer />
      {user ? (
        <Suspense fallback={null}>
          <TabBar countsWanted={settled} />
        </Suspense>
      ) : null}
      {user && settled ? (
        <Suspense fallback={null}>
          <MemberHosts />
        </Suspense>
      ) : null}
      {/* Outside the member-only part: it stays open after the sign-out it announces. */}
      {restricted ? (
        <Suspense fallback={null}>
          <RestrictionDialog notice={restricted} />
        </Suspense>
      ) : null}
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}

/**
 * Shown while the first page's code loads. It asks for the session at once, so that request
 * runs alongside the page download instead of after it.
 */
export function StartupFallback() {
  useSession();
  return <Loading />;
}
