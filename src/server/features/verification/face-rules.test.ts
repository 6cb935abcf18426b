import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFaceReader, type FaceReading } from "../../platform/face-check/face-reader.js";
import { doesStep, FaceThresholds, frameProblem } from "./face-rules.js";

/**
 * The face model on real pictures: the six group photos @vladmandic/face-api ships for its demos
 * (22 people). A face's own crop and its mirror image stand for the same person seen twice; any two
 * of the 22 are different people. The thresholds in face-rules.ts must separate the two.
 */
const demo = path.join(path.dirname(createRequire(import.meta.url).resolve("@vladmandic/face-api")), "../demo");
const samples = [1, 2, 3, 4, 5, 6].map((n) => readFileSync(path.join(demo, `sample${n}.jpg`)));

const reader = createFaceReader();
afterAll(() => reader.close());

type Person = { sample: number; crop: FaceReading; mirror: FaceReading };
const people: Person[] = [];

/** A face's box in the full-size picture, with half its width around it, at most 480 px wide. */
async function cropAround(image: Buffer, face: FaceReading, readWidth: number): Promise<Buffer> {
  const meta = await sharp(image).metadata();
  const scale = meta.width! / readWidth;
  const [x, y, w, h] = face.box.map((v) => v * scale) as [number, number, number, number];
  const left = Math.max(0, Math.round(x - w / 2));
  const top = Math.max(0, Math.round(y - h / 2));
  const width = Math.min(meta.width! - left, Math.round(w * 2));
  const height = Math.min(meta.height! - top, Math.round(h * 2));
  return sharp(image).extract({ left, top, width, height }).resize(480).jpeg().toBuffer();
}

beforeAll(async () => {
  for (const [i, image] of samples.entries()) {
    const read = await reader.read(image);
    for (const face of read.faces) {
      const crop = await cropAround(image, face, read.width);
      const [alone] = (await reader.read(crop)).faces;
      const [mirrored] = (await reader.read(await sharp(crop).flop().toBuffer())).faces;
      if (alone && mirrored) people.push({ sample: i + 1, crop: alone, mirror: mirrored });
    }
  }
}, 120_000);

describe("the face model on the packaged pictures", () => {
  it("finds the people in every group photo, each alone once cropped", () => {
    expect(people.length).toBeGreaterThanOrEqual(20);
    for (const n of [1, 2, 3, 4, 5, 6]) expect(people.filter((p) => p.sample === n).length).toBeGreaterThanOrEqual(3);
  });

  it("takes a face and its mirror image for one person, and no two people for one", async () => {
    // Only faces turned less than ~20° count: descriptors of faces in profile are not reliable.
    const frontal = people.filter((p) => Math.abs(p.crop.yaw) < 0.35 && Math.abs(p.mirror.yaw) < 0.35);
    expect(frontal.length).toBeGreaterThanOrEqual(15);
    const same = await Promise.all(frontal.map((p) => reader.similarity(p.crop.descriptor, p.mirror.descriptor)));
    const different: number[] = [];
    for (let a = 0; a < frontal.length; a++)
      for (let b = a + 1; b < frontal.length; b++)
        different.push(await reader.similarity(frontal[a]!.crop.descriptor, frontal[b]!.crop.descriptor));
    expect(Math.min(...same)).toBeGreaterThanOrEqual(FaceThresholds.sameFace);
    expect(Math.max(...different)).toBeLessThan(FaceThresholds.sameFace);
  });

  it("reads a mirror image as the head turned the other way, and a smile as a smile", () => {
    const turned = people.filter((p) => Math.abs(p.crop.yaw) >= 0.25);
    expect(turned.length).toBeGreaterThanOrEqual(5);
    for (const p of turned) expect(Math.sign(p.mirror.yaw)).toBe(-Math.sign(p.crop.yaw));
    const left = turned.find((p) => p.crop.yaw < 0)!;
    expect(doesStep("left", left.crop, 0)).toBe(true);
    expect(doesStep("right", left.crop, 0)).toBe(false);
    expect(doesStep("right", left.mirror, 0)).toBe(true);
    expect(doesStep("left", left.crop, null)).toBe(false);
    expect(people.some((p) => doesStep("smile", p.crop, null))).toBe(true);
  });

  it("refuses a frame with nobody in it, or with several people", async () => {
    const blank = await sharp({ create: { width: 480, height: 640, channels: 3, background: "#8a7f72" } })
      .jpeg()
      .toBuffer();
    const empty = await reader.read(blank);
    expect(frameProblem(empty.faces, empty.width)).toBe("no-face");
    const group = await reader.read(samples[0]!);
    expect(frameProblem(group.faces, group.width)).toBe("several-faces");
  });
});
