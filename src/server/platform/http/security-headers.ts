import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * Helmet's headers, computed once. @fastify/helmet rebuilt helmet (and re-parsed the CSP) on
 * every request, a measurable share of each API call; the headers never change, so we run
 * helmet once against a recording response and replay what it set.
 */
function headersOf(options: HelmetOptions): [string, string][] {
  const recorded: [string, string][] = [];
  const res = {
    setHeader: (name: string, value: string | number) => void recorded.push([name.toLowerCase(), String(value)]),
    removeHeader: () => {},
  };
  helmet(options)({} as never, res as never, () => {});
  return recorded;
}

/**
 * What the pages may ask the browser for: the camera and microphone for video calls, fullscreen
 * for the call's view, from our own origin only; nothing else a page could be tricked into asking
 * for (location, payments, devices, sensors). Only features Chromium knows: an unknown name is a
 * console error on every page.
 */
export const permissionsPolicy = [
  "camera=(self)",
  "microphone=(self)",
  "fullscreen=(self)",
  ...[
    "geolocation",
    "payment",
    "usb",
    "serial",
    "hid",
    "midi",
    "accelerometer",
    "gyroscope",
    "magnetometer",
    "display-capture",
    "screen-wake-lock",
    "xr-spatial-tracking",
    "picture-in-picture",
    "publickey-credentials-get",
    "idle-detection",
    "browsing-topics",
  ].map((feature) => `${feature}=()`),
].join(", ");

export function registerSecurityHeaders(app: FastifyInstance, appUrl: string): void {
  const headers = headersOf({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and sonner set inline style attributes; no inline script is allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        // 'self' also covers same-origin ws:/wss: for the realtime socket.
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: appUrl.startsWith("https://") ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  const page: Record<string, string> = { ...Object.fromEntries(headers), "permissions-policy": permissionsPolicy };
  // A JSON answer is never rendered as a page, so it needs only what OWASP's REST cheat sheet
  // lists: no content may load or frame it, no sniffing, no referrer, HTTPS only. Half a kilobyte
  // less on every API answer, which the API bench measures (loopback writes cost per byte).
  // `no-store`: an answer is one member's (a shared cache that kept a 200 could hand one member's
  // profile to another); the few public ones (the FAQ) say otherwise themselves.
  const json = {
    "cache-control": "no-store",
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    "cross-origin-resource-policy": page["cross-origin-resource-policy"]!,
    "referrer-policy": page["referrer-policy"]!,
    "strict-transport-security": page["strict-transport-security"]!,
    "x-content-type-options": "nosniff",
  };
  // A callback hook, not an async one: it runs on every request, and a promise per hook per
  // request is measurable (see the API bench).
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(request.url.startsWith("/api/") && !request.url.startsWith("/api/docs") ? json : page);
    done();
  });
}
