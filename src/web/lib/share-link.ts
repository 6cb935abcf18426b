type Place = { pathname: string; search: string; hash: string };

/** Pages whose address is personal or carries a secret: nothing on them offers to share it. */
const privatePaths = new Set(["/auth", "/reset-password"]);

/** A query or fragment parameter that looks like a credential: token=, access_token=, code=, … */
const secretLooking = /(^|[?&#])[^=&#]*(token|code|secret|key|session|password)[^=&#]*=/i;

export function isShareable({ pathname, search, hash }: Place): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return !privatePaths.has(path) && !secretLooking.test(search + hash);
}

/**
 * The link a share button hands out: this page's address without its query or fragment, which can
 * hold a search, a zip code or a token.
 */
export function shareUrl(pathname: string, origin = window.location.origin): string {
  return `${origin}${pathname}`;
}
