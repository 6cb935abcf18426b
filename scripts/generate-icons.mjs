// Writes the installable app's PNG icons into public/icons/ from public/icon.svg (committed, served
// by the app): 192 and 512 px, and a maskable 512 px whose mark sits inside the safe circle
// (the middle 80 %) on the brand violet, so a launcher's mask never cuts it.
// `node scripts/generate-icons.mjs`: deterministic, so re-running it changes nothing unless the SVG did.
import { mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const svg = readFileSync(join(root, "public", "icon.svg"));
const out = join(root, "public", "icons");
mkdirSync(out, { recursive: true });

for (const size of [192, 512]) {
  await sharp(svg, { density: 72 * (size / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(out, `icon-${size}.png`));
}
const mark = await sharp(svg, { density: 72 * (440 / 64) })
  .resize(440, 440)
  .png()
  .toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: "#8B5CF6" } })
  .composite([{ input: mark, gravity: "centre" }])
  .png({ compressionLevel: 9 })
  .toFile(join(out, "maskable-512.png"));
console.log("icons written to public/icons/");
