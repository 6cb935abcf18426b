/**
 * The photo classifier's thread (node:worker_threads): TensorFlow.js on its WebAssembly backend
 * and nsfwjs's MobileNetV2, whose weights ship inside the npm package, loaded once. Nothing is
 * downloaded: the model is imported from node_modules/nsfwjs and the .wasm files are read from
 * node_modules/@tensorflow/tfjs-backend-wasm. Kept off the main thread: an inference takes tens
 * of milliseconds of CPU, and tfjs's WebAssembly module installs process-wide error handlers.
 * Protocol: in { rgb, width, height } (row-major RGB bytes), out the five scores.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { parentPort } from "node:worker_threads";
import * as tf from "@tensorflow/tfjs";
import { setWasmPaths } from "@tensorflow/tfjs-backend-wasm";
import { load, type NSFWJS } from "nsfwjs";
import { answerRequests } from "../workers/worker-client.js";
import type { ClassifierRequest, PhotoScores } from "./classifier.js";

async function init(): Promise<NSFWJS> {
  // A directory ending in a separator: tfjs appends the .wasm file's name (read with fs, no fetch).
  const wasmDir = path.dirname(createRequire(import.meta.url).resolve("@tensorflow/tfjs-backend-wasm"));
  setWasmPaths(wasmDir + path.sep);
  // setBackend answers false, rather than throwing, when the backend cannot start.
  if (!(await tf.setBackend("wasm"))) throw new Error("TensorFlow.js's wasm backend did not start");
  await tf.ready();
  tf.enableProdMode();
  // nsfwjs announces every load on the console; a worker's (re)start stays quiet.
  const info = console.info;
  console.info = () => undefined;
  try {
    return await load("MobileNetV2");
  } finally {
    console.info = info;
  }
}

const model = init();
// A model that cannot load ends the worker (the main thread rejects what waits, and starts a new
// worker for the next photo) instead of answering every photo with the same error.
model.catch((err: unknown) => {
  throw err;
});

answerRequests<ClassifierRequest, PhotoScores>(parentPort!, async ({ rgb, width, height }) => {
  const nsfw = await model;
  if (rgb.length !== width * height * 3) throw new Error(`expected ${width * height * 3} RGB bytes`);
  const input = tf.tensor3d(rgb, [height, width, 3], "int32");
  try {
    const predictions = await nsfw.classify(input, 5);
    return Object.fromEntries(predictions.map((p) => [p.className, p.probability])) as PhotoScores;
  } finally {
    // classify() frees its own tensors; the input is ours.
    input.dispose();
  }
});
