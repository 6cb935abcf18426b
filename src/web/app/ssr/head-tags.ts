import type { PageHead } from "../../lib/use-document-title";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The site's own description, for pages that give none. */
export const siteDescription =
  "Unlocked: inclusive, privacy-first dating for adults of every identity and orientation.";

/**
 * The head tags the server writes for a page: its title and description, and for public pages the
 * Open Graph card a shared link shows (title, description, address, the app's icon).
 */
export function pageHeadTags(head: PageHead, card?: { url: string; origin: string }): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description ?? siteDescription);
  const tags = [`<title>${title}</title>`, `<meta name="description" content="${description}">`];
  if (card) {
    tags.push(
      `<meta property="og:type" content="website">`,
      `<meta property="og:site_name" content="Unlocked">`,
      `<meta property="og:title" content="${title}">`,
      `<meta property="og:description" content="${description}">`,
      `<meta property="og:url" content="${escapeHtml(card.url)}">`,
      `<meta property="og:image" content="${escapeHtml(new URL("/icons/icon-512.png", card.origin).href)}">`,
      `<meta name="twitter:card" content="summary">`,
    );
  }
  return tags.join("\n    ");
}
