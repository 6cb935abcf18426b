import { spawnWorker, workerClient } from "../workers/worker-client.js";

/** nsfwjs's five classes, each a probability; they sum to 1. */
export type PhotoScores = Record<"Drawing" | "Hentai" | "Neutral" | "Porn" | "Sexy", number>;
export type ClassifierRequest = { rgb: Uint8Array; width: number; height: number };

/** MobileNetV2's input side. */
const INPUT_SIZE = 224;

let sharpModule: Promise<typeof import("sharp")> | undefined;
const loadSharp = async () => (await (sharpModule ??= import("sharp"))).default;

/** Any image sharp reads, as the model's input: 224×224 RGB, stretched as nsfwjs itself would. */
async function pixels(image: Buffer): Promise<{ rgb: Uint8Array; width: number; height: number }> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(image)
    .rotate()
    .resize(INPUT_SIZE, INPUT_SIZE, { fit: "fill" })
    .flatten({ background: "#ffffff" })
    .removeAlpha()
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { rgb: data, width: info.width, height: info.height };
}

export type PhotoClassifier = {
  classify(image: Buffer): Promise<PhotoScores>;
  close(): Promise<void>;
};

/**
 * The explicit-photo classifier (ADR 0324): one worker thread per process
 * (platform/workers/worker-client.ts), started on the first photo.
 */
export function createPhotoClassifier(): PhotoClassifier {
  const worker = workerClient<ClassifierRequest, PhotoScores>(() => spawnWorker(import.meta.url, "classifier-worker"));
  return {
    async classify(image) {
      return worker.call(await pixels(image));
    },
    close: () => worker.close(),
  };
}
