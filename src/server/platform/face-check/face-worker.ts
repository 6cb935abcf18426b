/**
 * The face reader's thread (node:worker_threads): Human (@vladmandic/human) on TensorFlow.js's
 * WebAssembly backend, its models read from node_modules/@vladmandic/human/models (they ship in the
 * package; nothing is downloaded) and tfjs's .wasm files from node_modules, loaded once.
 * Requests: { kind: "read", rgb, width, height } → every face found; { kind: "similarity", a, b } →
 * how alike two face descriptors are (0–1, Human's own measure).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { parentPort } from "node:worker_threads";
import { answerRequests } from "../workers/worker-client.js";
import type { FaceReading, FaceRequest } from "./face-reader.js";

const require = createRequire(import.meta.url);
// Human's package.json lists its builds under keys without "./", which Node reads as conditions, not
// paths: its WebAssembly build for Node is reached by its file, found from the package's main entry.
const humanDir = path.join(path.dirname(require.resolve("@vladmandic/human")), "..");
const { Human } = require(path.join(humanDir, "dist/human.node-wasm.js")) as typeof import("@vladmandic/human");
const modelsDir = path.join(humanDir, "models");

const human = new Human({
  backend: "wasm",
  wasmPath: path.dirname(require.resolve("@tensorflow/tfjs-backend-wasm")) + path.sep,
  modelBasePath: `file://${modelsDir}/`,
  debug: false,
  // Every frame is read afresh: no result is reused from the frame before.
  cacheSensitivity: 0,
  face: {
    enabled: true,
    detector: { rotation: true, maxDetected: 5, minConfidence: 0.5, return: false },
    mesh: { enabled: true },
    iris: { enabled: false },
    description: { enabled: true },
    emotion: { enabled: true },
    // Human's antispoof and liveness models are not used: on our test pictures (photos of people,
    // which they should call not live) antispoof scored 0.30–0.88 and liveness 0.17–1.0: no line to draw.
    antispoof: { enabled: false },
    liveness: { enabled: false },
  },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  gesture: { enabled: false },
  segmentation: { enabled: false },
  filter: { enabled: false },
});

// tfjs without its Node binding has no file:// loader: models are read from disk here, with
// tfjs's own model-artifacts shape (tf.io.registerLoadRouter is tfjs's public extension point).
human.tf.io.registerLoadRouter((url: string | string[]) => {
  const file = Array.isArray(url) ? url[0] : url;
  if (typeof file !== "string" || !file.startsWith("file://")) return null;
  return {
    load: async () => {
      const jsonPath = file.slice("file://".length);
      const json = JSON.parse(readFileSync(jsonPath, "utf8")) as {
        modelTopology: object;
        format?: string;
        generatedBy?: string;
        convertedBy?: string;
        signature?: object;
        userDefinedMetadata?: Record<string, object>;
        weightsManifest: { paths: string[]; weights: object[] }[];
      };
      const weights = Buffer.concat(
        json.weightsManifest.flatMap((group) =>
          group.paths.map((p) => readFileSync(path.join(path.dirname(jsonPath), p))),
        ),
      );
      return {
        modelTopology: json.modelTopology,
        format: json.format,
        generatedBy: json.generatedBy,
        convertedBy: json.convertedBy,
        signature: json.signature,
        userDefinedMetadata: json.userDefinedMetadata,
        weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
        weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
      };
    },
  };
});

const ready = human.load();
// Models that cannot load end the worker (what waits is rejected, the next request starts a new one).
ready.catch((err: unknown) => {
  throw err;
});

answerRequests<FaceRequest, FaceReading[] | number>(parentPort!, async (request) => {
  if (request.kind === "similarity") return human.match.similarity(request.a, request.b);
  await ready;
  const { rgb, width, height } = request;
  if (rgb.length !== width * height * 3) throw new Error(`expected ${width * height * 3} RGB bytes`);
  const input = human.tf.tensor3d(rgb, [height, width, 3], "int32");
  try {
    const result = await human.detect(input);
    return result.face.map((face): FaceReading => ({
      box: face.box,
      yaw: face.rotation?.angle.yaw ?? 0,
      pitch: face.rotation?.angle.pitch ?? 0,
      smile: face.emotion?.find((e) => e.emotion === "happy")?.score ?? 0,
      descriptor: face.embedding ?? [],
    }));
  } finally {
    input.dispose();
  }
});
