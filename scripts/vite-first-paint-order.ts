import type { Plugin } from "vite";

/** Every script of the first load (web-pages.ts gives a route's own preloads the same). */
const scriptPriority = 'fetchpriority="low"';

/**
 * Orders index.html's head for the first paint of a page the server already rendered: the
 * stylesheet first, before the font preload and the scripts, and the scripts at low priority.
 * Vite writes the stylesheet last, after the entry script and every modulepreload; a browser asks
 * in document order and gives module scripts high priority, so on a slow phone network the
 * stylesheet the paint waits for shared the line with ~150 kB of scripts the page does not need to
 * be seen (Lighthouse mobile: first paint 2.3 s, the stylesheet requested after nine scripts).
 * Low is the priority Chrome gives `async` scripts, which is what they are to this page: they make
 * it interactive, while the stylesheet, the font and the first photo make it visible.
 */
export function firstPaintOrder(): Plugin {
  return {
    name: "unlocked:first-paint-order",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html) {
        const stylesheets = html.match(/^[ \t]*<link rel="stylesheet"[^>]*>\n?/gm) ?? [];
        const rest = stylesheets
          .reduce((text, tag) => text.replace(tag, ""), html)
          .replace(/<script type="module" /g, `<script type="module" ${scriptPriority} `)
          .replace(/<link rel="modulepreload" /g, `<link rel="modulepreload" ${scriptPriority} `);
        const anchor = rest.indexOf('<link rel="preload"');
        if (anchor < 0)
          throw new Error("first-paint-order: index.html has no font preload to put the stylesheet before");
        return rest.slice(0, anchor) + stylesheets.map((tag) => `${tag.trim()}\n    `).join("") + rest.slice(anchor);
      },
    },
  };
}
