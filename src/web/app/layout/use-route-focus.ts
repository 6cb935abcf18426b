import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { focusFirst, focusIsLost } from "../../lib/focus";

/** How long a new page may take to draw its heading (a lazy page on a slow connection). */
const WAIT_MS = 5000;

/**
 * After a navigation that took focus away (the control that started it went with the old page:
 * signing in, signing out, a form that leads elsewhere), focus moves to the new page's heading, so
 * a keyboard or screen-reader user starts at the top of the new page instead of on <body>. A
 * navigation from a control that is still there (the nav bar's links) leaves focus where it is,
 * and so does a page that puts focus somewhere itself. Not on the first load: the browser starts
 * there, as on any page.
 */
export function useRouteFocus(): void {
  const { key } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // Watched for a while, not once: the old page may still be on screen for a frame or two (a
    // sign-in also remounts the page for the new account), and a lazy page draws its heading
    // only once loaded. The person's own next key or click ends it.
    const until = performance.now() + WAIT_MS;
    let frame = 0;
    const stop = () => {
      cancelAnimationFrame(frame);
      removeEventListener("keydown", stop, true);
      removeEventListener("pointerdown", stop, true);
    };
    const check = () => {
      if (focusIsLost() && document.querySelector("main h1")) focusFirst();
      if (performance.now() < until) frame = requestAnimationFrame(check);
      else stop();
    };
    addEventListener("keydown", stop, true);
    addEventListener("pointerdown", stop, true);
    frame = requestAnimationFrame(check);
    return stop;
  }, [key]);
}
