import { spawnWorker, workerClient } from "../workers/worker-client.js";

/** Human's model set, named in every check's record (ADR 0533). */
export const faceModelVersion = "human 3.3.6: blazeface, facemesh, faceres, emotion";

/** One face in a picture, as the models read it. Angles are radians; scores are 0–1. */
export type FaceReading = {
  /** x, y, width, height in the picture's pixels. */
  box: [number, number, number, number];
  /** Negative when the person turns to their left (their face points to the picture's right). */
  yaw: number;
  pitch: number;
  /** The expression model's "happy". */
  smile: number;
  /** faceres's descriptor: compared, never stored. */
  descriptor: number[];
};

export type FaceRequest =
  { kind: "read"; rgb: Uint8Array; width: number; height: number } | { kind: "similarity"; a: number[]; b: number[] };

/** The longest side a picture is read at: a face in a selfie or a profile photo stays well above the detector's input. */
const READ_SIDE = 640;
/** Larger pictures are refused before decoding (a small file can claim a huge size): a camera frame is ~0.3 MP. */
export const MAX_INPUT_PIXELS = 40_000_000;

/** The bytes are not a picture sharp can read (the sender's fault, unlike a failure of the models). */
export class UnreadablePicture extends Error {}

let sharpModule: Promise<typeof import("sharp")> | undefined;
/** sharp, loaded on first use (a process that never reads a face never loads it). */
export const loadSharp = async () => (await (sharpModule ??= import("sharp"))).default;

export type FaceReader = {
  /** Every face in an image (any format sharp reads), largest first, in the picture as read (at most 640 px a side). */
  read(image: Buffer): Promise<{ width: number; height: number; faces: FaceReading[] }>;
  /** How alike two descriptors are, 0–1. */
  similarity(a: number[], b: number[]): Promise<number>;
  close(): Promise<void>;
};

/** Faces read in a worker thread (face-worker.ts), started on the first picture. */
export function createFaceReader(): FaceReader {
  const worker = workerClient<FaceRequest, FaceReading[] | number>(() => spawnWorker(import.meta.url, "face-worker"));
  return {
    async read(image) {
      const sharp = await loadSharp();
      const { data, info } = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize(READ_SIDE, READ_SIDE, { fit: "inside", withoutEnlargement: true })
        .flatten({ background: "#ffffff" })
        .removeAlpha()
        .toColourspace("srgb")
        .raw()
        .toBuffer({ resolveWithObject: true })
        .catch((err: unknown) => {
          throw new UnreadablePicture(err instanceof Error ? err.message : String(err));
        });
      const faces = (await worker.call({
        kind: "read",
        rgb: data,
        width: info.width,
        height: info.height,
      })) as FaceReading[];
      faces.sort((a, b) => b.box[2] * b.box[3] - a.box[2] * a.box[3]);
      return { width: info.width, height: info.height, faces };
    },
    async similarity(a, b) {
      return (await worker.call({ kind: "similarity", a, b })) as number;
    },
    close: () => worker.close(),
  };
}
