import sharp from "sharp";

/**
 * Pictures the project draws itself (never downloaded) that nsfwjs's MobileNetV2 scores in each
 * band of the photo review (platform/image-safety/photo-review.ts), found by searching generated
 * scenes: shaded skin-toned ellipses read to the model as bodies. Deterministic: the same bytes,
 * and the same scores, on every run. They depend on that model and its preprocessing: another
 * model would need the search again (ADR 0324).
 */
type RGB = [number, number, number];
type Px = (u: number, v: number) => RGB;

const hex = (s: string): RGB => [1, 3, 5].map((i) => parseInt(s.slice(i, i + 2), 16)) as RGB;
const mix = (a: RGB, b: RGB, t: number): RGB => [0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * t) as RGB;
/** Integer hash noise in [0, 1): the same (x, y, seed) gives the same value in any process. */
const hash01 = (x: number, y: number, seed: number) => {
  let h = Math.imul(x, 374761393) ^ Math.imul(y, 668265263) ^ Math.imul(seed, 2246822519);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 2 ** 32;
};

type Scene = {
  bg: string;
  bg2: string;
  grain: number;
  soft: number;
  blobs: { cx: number; cy: number; rx: number; ry: number; skin: string; amb: number }[];
};
/** A vertical gradient, Lambert-shaded skin-toned ellipsoids (softened edges) and fixed grain. */
function scene(s: Scene): Px {
  const [bg, bg2] = [hex(s.bg), hex(s.bg2)];
  const light = [-0.4, -0.5, 0.77];
  return (u, v) => {
    let c = mix(bg, bg2, v);
    for (const b of s.blobs) {
      const dx = (u - b.cx) / b.rx;
      const dy = (v - b.cy) / b.ry;
      const r2 = dx * dx + dy * dy;
      if (r2 >= 1) continue;
      const d = Math.max(0, dx * light[0]! + dy * light[1]! + Math.sqrt(1 - r2) * light[2]!);
      const a = s.soft > 0 ? Math.min(1, (1 - r2) / s.soft) : 1;
      const shade = b.amb + (1 - b.amb) * d;
      c = mix(c, hex(b.skin).map((n) => n * shade) as RGB, a);
      if (a >= 1) break;
    }
    const g = s.grain * (hash01(Math.floor(u * 224), Math.floor(v * 224), 9) - 0.5);
    return [c[0] + g, c[1] + g, c[2] + g];
  };
}

const pictures = {
  /** Lines of dark "words" on white: Neutral ≈ 0.99. */
  safe: ((u, v) => {
    const paper: RGB = [250, 250, 246];
    const line = Math.floor(v * 24);
    const inLine = (v * 24) % 1;
    if (u < 0.08 || u > 0.92 || line < 2 || line > 21 || inLine < 0.35 || inLine > 0.75) return paper;
    const word = Math.floor(u * 18);
    return hash01(word, line, 7) < 0.8 && (u * 18) % 1 < 0.85 ? [30, 30, 40] : paper;
  }) as Px,
  /** One soft pale ellipse in a corner: Porn ≈ 0.6, held for review. */
  borderline: scene({
    bg: "#f5f5f0",
    bg2: "#c8b8a8",
    grain: 8,
    soft: 0.21,
    blobs: [{ cx: 0.85, cy: 0.88, rx: 0.42, ry: 0.46, skin: "#f0b8a0", amb: 0.25 }],
  }),
  /** Two dark ellipses with grain: Porn ≈ 0.97, refused. */
  explicit: scene({
    bg: "#d9d4cc",
    bg2: "#3b2a4a",
    grain: 17,
    soft: 0.3,
    blobs: [
      { cx: 0.67, cy: 0.26, rx: 0.56, ry: 0.12, skin: "#8d5524", amb: 0.32 },
      { cx: 0.29, cy: 0.38, rx: 0.38, ry: 0.44, skin: "#8d5524", amb: 0.57 },
    ],
  }),
};

/** One of the pictures as a lossless PNG, `side` pixels square. */
export async function reviewImage(kind: keyof typeof pictures, side = 448): Promise<Buffer> {
  const px = pictures[kind];
  const raw = Buffer.alloc(side * side * 3);
  for (let y = 0; y < side; y += 1)
    for (let x = 0; x < side; x += 1) {
      const c = px(x / side, y / side);
      for (let i = 0; i < 3; i += 1) raw[(y * side + x) * 3 + i] = Math.max(0, Math.min(255, Math.round(c[i]!)));
    }
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
}
