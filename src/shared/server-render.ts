/**
 * The contract between the server and the web app's server renderer (src/web/entry-server.tsx,
 * built into dist/web-ssr): types only, so neither side imports the other.
 */

/** Reads one of our API's GET answers as the member who asked for the page (their cookie). */
export type RenderRead = (path: string) => Promise<{ status: number; body: string }>;

export type RenderRequest = {
  /** Path and query of the page asked for. */
  url: string;
  /** The public origin (APP_URL): absolute links in the page's card (Open Graph). */
  origin: string;
  /** Whether the request carries a session at all; without one, no member data is read. */
  hasCredential: boolean;
  read: RenderRead;
  /** The longest the first data may take; the page is sent without what has not come by then. */
  dataWithinMs: number;
};

export type RenderResult =
  | { kind: "redirect"; location: string }
  | {
      kind: "page";
      status: 200 | 404;
      /** The route's path as the route table writes it ("/profile/:id", "*"): which scripts it needs. */
      route: string;
      /** `<title>` and `<meta>` tags for the head. */
      head: string;
      /** What React rendered into #root. */
      html: string;
      /** The router's and the query cache's state for hydration, JSON safe to put inside a `<script>`. */
      state: string;
      /** Whether anything in the page belongs to a member (so it is never kept in a shared cache). */
      personal: boolean;
      /** Whether the page holds everything it was to hold (every first read came, nothing failed): only then is a visitor's page kept. */
      complete: boolean;
      /** Parts of the page that threw while rendering (left for the browser to render): a bug to log. */
      failures: string[];
    };
