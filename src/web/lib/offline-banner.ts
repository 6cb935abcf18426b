import { OfflineText } from "#shared/offline";

/** How often the banner asks whether the server is back. */
const RETRY_MS = 5_000;

/**
 * A banner across the top of every page while Unlocked cannot be reached: the device is offline,
 * or the page was opened from the service worker's cache because the server did not answer.
 * Plain DOM, outside React's tree, so it shows even when the app's first requests fail. It goes
 * once the device is online and the server answers again.
 */
export function watchConnection(): void {
  const banner = document.createElement("div");
  banner.setAttribute("role", "status");
  banner.className = "fixed inset-x-0 top-0 z-[60] bg-slate-900 px-4 py-2 text-center text-sm font-medium text-white";
  banner.textContent = OfflineText.banner;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const reachable = async () =>
    navigator.onLine &&
    (await fetch("/api/health", { cache: "no-store" }).then(
      (r) => r.status < 500,
      () => false,
    ));
  const check = async () => {
    clearTimeout(timer);
    if (await reachable()) {
      banner.remove();
      delete document.documentElement.dataset.offline;
    } else {
      if (!banner.isConnected) document.body.append(banner);
      timer = setTimeout(() => void check(), RETRY_MS);
    }
  };
  addEventListener("online", () => void check());
  addEventListener("offline", () => void check());
  if (!banner.isConnected) document.body.append(banner);
  void check();
}
