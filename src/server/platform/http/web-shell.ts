import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** The build's list of each route's scripts (scripts/vite-route-preloads.ts writes it). */
type RoutePreloads = { routes: { path: string; modules: string[]; data?: string[] }[] };

type Encoded = { identity: Buffer; gzip: Buffer; br: Buffer };
type Shell = { segments: string[] | null; body: Encoded };

const encode = (html: string): Encoded => {
  const identity = Buffer.from(html);
  return {
    identity,
    gzip: zlib.gzipSync(identity, { level: 9 }),
    br: zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  };
};

/** Only the build's own asset names (hashed, under /assets/) and plain API paths are written into HTML. */
const safeModule = (href: string) => /^\/assets\/[\w.-]+\.js$/.test(href);
const safeRead = (href: string) => /^\/api(\/[\w-]+)+$/.test(href);

/** The encodings an Accept-Encoding header allows (a q of 0 refuses one). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [name, ...params] = part.split(";").map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * The web app's HTML, one copy per route: index.html plus `<link rel="modulepreload">` for the
 * scripts that route's page needs and `<link rel="preload" as="fetch">` for the API reads it
 * starts with (the browser fetches them beside the entry script, not after it). Made once at start, with gzip and brotli twins. Routes are matched as the web router ranks
 * them: a path with only fixed segments before one with a `:param`; unknown paths get index.html.
 */
export function loadWebShells(webRoot: string) {
  const index = fs.readFileSync(path.join(webRoot, "index.html"), "utf8");
  const preloadsPath = path.join(webRoot, "route-preloads.json");
  const preloads: RoutePreloads = fs.existsSync(preloadsPath) ? JSON.parse(fs.readFileSync(preloadsPath, "utf8")) : { routes: [] };

  const fallback = encode(index);
  const shells: Shell[] = preloads.routes.map(({ path: routePath, modules, data = [] }) => {
    // A read is fetched as the app's own fetch() will ask for it (cors mode, with the cookie), so
    // the browser hands the app the preloaded answer instead of asking twice.
    const links = [
      ...data.filter(safeRead).map((href) => `<link rel="preload" href="${href}" as="fetch" crossorigin="use-credentials">`),
      ...modules.filter(safeModule).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ];
    const html = links.length > 0 ? index.replace("</head>", `  ${links.join("\n    ")}\n  </head>`) : index;
    return { segments: routePath === "*" ? null : routePath.split("/").filter(Boolean), body: encode(html) };
  });
  const fixed = shells.filter((s) => s.segments?.every((seg) => !seg.startsWith(":")));
  const withParams = shells.filter((s) => s.segments?.some((seg) => seg.startsWith(":")));
  const notFound = shells.find((s) => s.segments === null)?.body ?? fallback;

  const matches = (segments: string[], parts: string[]) =>
    segments.length === parts.length && segments.every((seg, i) => (seg.startsWith(":") ? parts[i] !== "" : seg === parts[i]));

  return {
    /** The HTML for a path of the web app, in the encoding the client accepts best. */
    htmlFor(pathname: string, acceptEncoding: string | undefined): { body: Buffer; encoding: "br" | "gzip" | null } {
      const parts = pathname.split("/").filter(Boolean);
      const shell = fixed.find((s) => matches(s.segments!, parts))?.body ?? withParams.find((s) => matches(s.segments!, parts))?.body ?? notFound;
      const accepts = acceptedEncodings(acceptEncoding);
      if (accepts.has("br")) return { body: shell.br, encoding: "br" };
      if (accepts.has("gzip")) return { body: shell.gzip, encoding: "gzip" };
      return { body: shell.identity, encoding: null };
    },
  };
}
export type WebShells = ReturnType<typeof loadWebShells>;
