import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";

/**
 * Pictures of faces for photo verification's tests, made from the group photos @vladmandic/face-api
 * ships for its demos (never downloaded at test time; deterministic: the same bytes every run).
 *
 * One woman (sample6.jpg, second from the left) stands for the member: her portrait is the
 * profile photo, and the live check's frames are the portrait redrawn: squeezed on one side or
 * mirrored, which the face model reads as the head turned (found by searching such redrawings
 * for ones the rules in features/verification/face-rules.ts accept with a margin; see ADR 0535).
 * Another woman (sample5.jpg) is a stranger.
 */
const demo = path.join(path.dirname(createRequire(import.meta.url).resolve("@vladmandic/face-api")), "../demo");

async function portrait(file: string, region: { left: number; top: number; width: number; height: number }) {
  return sharp(path.join(demo, file)).extract(region).resize(480).jpeg({ quality: 90 }).toBuffer();
}

/** The picture with its left half widened by `left` and its right half by `right`. */
async function redrawn(image: Buffer, left: number, right: number): Promise<Buffer> {
  const { width, height } = await sharp(image).metadata();
  const half = Math.round(width! / 2);
  const lw = Math.round(half * left);
  const rw = Math.round((width! - half) * right);
  const part = (from: number, w: number, to: number) =>
    sharp(image)
      .extract({ left: from, top: 0, width: w, height: height! })
      .resize(to, height!, { fit: "fill" })
      .toBuffer();
  return sharp({ create: { width: lw + rw, height: height!, channels: 3, background: "#000000" } })
    .composite([
      { input: await part(0, half, lw), left: 0, top: 0 },
      { input: await part(half, width! - half, rw), left: lw, top: 0 },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}

export type FacePictures = {
  /** The member's portrait: her profile photo. */
  profile: Buffer;
  /** Her head straight, smiling: "straight" and "smile". */
  straight: Buffer;
  /** Turned to her left. */
  left: Buffer;
  /** Turned to her right. */
  right: Buffer;
  /** Another woman's portrait, straight on. */
  stranger: Buffer;
};

/** Her picture for each step of the live check (she smiles in her straight look). */
export function frameFor(p: FacePictures, step: "straight" | "left" | "right" | "smile"): Buffer {
  return step === "left" ? p.left : step === "right" ? p.right : p.straight;
}

let made: Promise<FacePictures> | undefined;

export function facePictures(): Promise<FacePictures> {
  return (made ??= (async () => {
    const profile = await portrait("sample6.jpg", { left: 399, top: 121, width: 744, height: 738 });
    return {
      profile,
      straight: await redrawn(profile, 1.15, 0.85),
      left: await sharp(profile).flop().jpeg({ quality: 90 }).toBuffer(),
      right: await redrawn(profile, 0.7, 1.3),
      stranger: await portrait("sample5.jpg", { left: 1224, top: 258, width: 585, height: 585 }),
    };
  })());
}

/**
 * A camera's video for Chromium's fake capture device (`--use-file-for-fake-video-capture`): the
 * member looking straight and smiling, turning to her left, then to her right, a second each, in
 * a loop. Whatever order a check draws, every step comes round within a few seconds. Y4M (raw
 * 4:2:0 frames after a one-line header), written to `file`.
 */
export async function writeCameraVideo(file: string, fps = 10): Promise<void> {
  const { writeFile } = await import("node:fs/promises");
  const side = 480;
  const p = await facePictures();
  const frames: Buffer[] = [];
  for (const picture of [p.straight, p.left, p.right]) {
    const { data } = await sharp(picture)
      .resize(side, side, { fit: "cover" })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const frame = toI420(data, side, side);
    for (let i = 0; i < fps; i++) frames.push(frame);
  }
  const header = Buffer.from(`YUV4MPEG2 W${side} H${side} F${fps}:1 Ip A1:1 C420jpeg\n`);
  const marker = Buffer.from("FRAME\n");
  await writeFile(file, Buffer.concat([header, ...frames.flatMap((f) => [marker, f])]));
}

/** RGB bytes as I420 (full-range BT.601: the JPEG convention the C420jpeg header names). */
function toI420(rgb: Buffer, width: number, height: number): Buffer {
  const out = Buffer.alloc(width * height * 1.5);
  const u0 = width * height;
  const v0 = u0 + (width / 2) * (height / 2);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const [r, g, b] = [rgb[i]!, rgb[i + 1]!, rgb[i + 2]!];
      out[y * width + x] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
      if (y % 2 === 0 && x % 2 === 0) {
        const c = (y / 2) * (width / 2) + x / 2;
        out[u0 + c] = Math.max(0, Math.min(255, Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b)));
        out[v0 + c] = Math.max(0, Math.min(255, Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b)));
      }
    }
  return out;
}
