// Makes src/web/fonts/inter-latin-400-700.woff2, the app's one web font, from Fontsource's variable
// Inter (latin subset, weight axis 100-900, 48 KB): the same characters (the unicode-range in
// src/web/styles.css), with the weight axis limited to the 400-700 the app uses, 31 KB. The file is
// committed, so a build needs nothing of this; run `node scripts/subset-font.mjs` after updating
// @fontsource-variable/inter. Inter is under the SIL Open Font License 1.1, which allows this; its
// text is src/web/fonts/OFL.txt, kept beside the font.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const source = path.join(root, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
const target = path.join(root, "src/web/fonts/inter-latin-400-700.woff2");

// Kept in step with the @font-face unicode-range in src/web/styles.css.
const ranges = [
  [0x0000, 0x00ff],
  [0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6],
  [0x02da],
  [0x02dc],
  [0x0304],
  [0x0308],
  [0x0329],
  [0x2000, 0x206f],
  [0x20ac],
  [0x2122],
  [0x2191],
  [0x2193],
  [0x2212],
  [0x2215],
  [0xfeff],
  [0xfffd],
];
let text = "";
for (const [first, last = first] of ranges) for (let c = first; c <= last; c += 1) text += String.fromCodePoint(c);

const font = await subsetFont(readFileSync(source), text, {
  targetFormat: "woff2",
  variationAxes: { wght: { min: 400, max: 700 } },
});
writeFileSync(target, font);
console.log(`${path.relative(root, target)}: ${(font.length / 1000).toFixed(1)} kB`);
