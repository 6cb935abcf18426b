/**
 * When quick setup may still open: once per browser session (the mark the cookies page lists),
 * never on the pages where a person is signing in, resetting a password or already editing the
 * profile. The app shell asks before it even loads the dialog's code, so a member who has seen
 * it, or who opens one of those pages, never downloads or runs it (a slow phone's first screen
 * competes with every script that runs).
 */
export const QUICK_SETUP_SHOWN_KEY = "quickSetupShown";
const SKIP_PATHS = ["/auth", "/reset-password", "/profile/edit", "/welcome"];

export const quickSetupSkips = (pathname: string): boolean => SKIP_PATHS.includes(pathname);

export function quickSetupShown(): boolean {
  try {
    return sessionStorage.getItem(QUICK_SETUP_SHOWN_KEY) !== null;
  } catch {
    // Storage blocked: nothing could remember it, so it would open on every page; it stays closed.
    return true;
  }
}

export const quickSetupMayOpen = (pathname: string): boolean => !quickSetupSkips(pathname) && !quickSetupShown();
