import { useEffect } from "react";

const brand = "Unlocked";

/** The title of the page as the browser tab, history and screen readers name it: "Sign in · Unlocked". */
export function pageTitle(title?: string): string {
  return title ? `${title} · ${brand}` : `${brand} · Dating for who you really are`;
}

/** Each route names itself; without a title it is the brand's own page (the landing page). */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
