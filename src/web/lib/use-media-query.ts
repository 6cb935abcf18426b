import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a media query matches now, following it as the window changes. For parts of a page that
 * are only shown from a breakpoint up (`hidden md:flex`): rendering them only then keeps their code
 * and their work off phones, where CSS would hide them anyway.
 */
export function useMediaQuery(query: string): boolean {
  // One subscription per query, not one per render.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => matchMedia(query).matches);
}

/** Tailwind's `md` breakpoint (48rem), where the nav bar shows its links instead of the menu button. */
export const desktopNav = "(min-width: 48rem)";
