import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

/** nsfwjs's five classes, each a probability; they sum to 1. */
export type PhotoScores = Record<"Drawing" | "Hentai" | "Neutral" | "Porn" | "Sexy", number>;
export type ClassifierRequest = { id: number; rgb: Uint8Array; width: number; height: number };
export type ClassifierResponse = { id: number; scores: PhotoScores } | { id: number; error: string };

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

/**
 * The worker's file: beside this module when it runs from source (tsx, Vitest: `.ts`), beside the
 * compiled server when bundled (`scripts/build-server.mjs` emits `classifier-worker.js` next to
 * `main.js`). Node 20 does not apply tsx's hooks inside a worker, so from source the worker first
 * registers them through tsx's API, then imports the TypeScript file.
 */
function spawn(): Worker {
  const ext = path.extname(fileURLToPath(import.meta.url));
  const url = new URL(`./classifier-worker${ext}`, import.meta.url);
  if (ext !== ".ts") return new Worker(url);
  const tsx = import.meta.resolve("tsx/esm/api");
  return new Worker(
    `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(url.href)}); })`,
    {
      eval: true,
    },
  );
}

export type PhotoClassifier = {
  classify(image: Buffer): Promise<PhotoScores>;
  close(): Promise<void>;
};

/**
 * The explicit-photo classifier (DECISIONS: Moderation, photos): one worker thread per process,
 * started on the first photo (the model costs ~1 s and ~200 MB, which most processes never pay),
 * idle without keeping the process alive, and started again if it ever dies.
 */
export function createPhotoClassifier(): PhotoClassifier {
  type Pending = { resolve: (s: PhotoScores) => void; reject: (e: Error) => void };
  let current: { worker: Worker; pending: Map<number, Pending> } | null = null;
  let nextId = 1;

  function start() {
    const worker = spawn();
    const state = { worker, pending: new Map<number, Pending>() };
    const fail = (err: Error) => {
      if (current === state) current = null;
      for (const p of state.pending.values()) p.reject(err);
      state.pending.clear();
    };
    worker.on("message", (msg: ClassifierResponse) => {
      const p = state.pending.get(msg.id);
      if (!p) return;
      state.pending.delete(msg.id);
      if ("error" in msg) p.reject(new Error(msg.error));
      else p.resolve(msg.scores);
      if (state.pending.size === 0) worker.unref();
    });
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`the photo classifier stopped (code ${code})`)));
    return state;
  }

  return {
    async classify(image) {
      const { rgb, width, height } = await pixels(image);
      const state = (current ??= start());
      const id = nextId++;
      return new Promise<PhotoScores>((resolve, reject) => {
        state.pending.set(id, { resolve, reject });
        state.worker.ref();
        state.worker.postMessage({ id, rgb, width, height } satisfies ClassifierRequest);
      });
    },
    async close() {
      const state = current;
      current = null;
      if (state) await state.worker.terminate();
    },
  };
}
