import { createContext, useContext, useEffect } from "react";

const brand = "Unlocked";

/** The title of the page as the browser tab, history and screen readers name it: "Sign in · Unlocked". */
export function pageTitle(title?: string): string {
  return title ? `${title} · ${brand}` : `${brand} · Dating for who you really are`;
}

/** What a page says about itself in the document's head: its title and, for public pages, a description. */
export type PageHead = { title: string; description?: string };

/**
 * Set only while the server renders a page: each page hands its head to it during that render
 * (effects never run on the server), and the server puts it into the HTML it sends.
 */
export const PageHeadContext = createContext<((head: PageHead) => void) | null>(null);

/**
 * Each route names itself; without a title it is the brand's own page (the landing page). Public
 * pages also describe themselves, for search results and the card a shared link shows.
 */
export function useDocumentTitle(title?: string, description?: string) {
  useContext(PageHeadContext)?.({ title: pageTitle(title), description });
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
  useEffect(() => {
    if (description) document.querySelector('meta[name="description"]')?.setAttribute("content", description);
  }, [description]);
}
