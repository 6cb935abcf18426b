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
 * for ones the rules in features/verification/face-rules.ts accept with a margin; see DECISIONS:
 * Photo verification). Another woman (sample5.jpg) is a stranger.
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
