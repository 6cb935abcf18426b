/**
 * `npm run bench -- server`: the costs we chose on purpose, measured rather than asserted in tests.
 * - password hashing (scrypt N=2^17) must stay slow enough for ASVS yet fine for sign-in;
 * - photo re-encoding of a 12-megapixel camera JPEG bounds upload latency and memory;
 * - the explicit-photo classifier (nsfwjs in a worker thread): its start, its latency and memory,
 *   and a whole upload as a member feels it (HTTP from the client, re-encode, classification,
 *   storage, database), whose p95 should stay under one second on this machine.
 */
import sharp from "sharp";
import { hashPassword, verifyPassword } from "../src/server/features/auth/password-hash.js";
import { processPhoto } from "../src/server/features/profiles/photo-processing.js";
import { createPhotoClassifier } from "../src/server/platform/image-safety/classifier.js";
import { createMember } from "../tests/support/factories.js";
import { createTestApp } from "../tests/support/test-app.js";

async function time<T>(runs: number, fn: () => Promise<T>): Promise<{ medianMs: number; maxMs: number }> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { medianMs: Math.round(samples[Math.floor(runs / 2)]!), maxMs: Math.round(samples.at(-1)!) };
}

export async function benchServer(): Promise<void> {
  const hash = await hashPassword("Correct-Horse7!battery");
  const results: Record<string, unknown> = {
    "scrypt hash": await time(5, () => hashPassword("Correct-Horse7!battery")),
    "scrypt verify": await time(5, () => verifyPassword({ hash, password: "Correct-Horse7!battery" })),
  };

  const camera = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  const rssBefore = process.memoryUsage().rss;
  results[`photo re-encode (12 MP JPEG, ${(camera.length / 1e6).toFixed(1)} MB)`] = await time(3, () =>
    processPhoto(camera, "image/jpeg"),
  );
  results["rss growth during re-encode (MB)"] = Math.round((process.memoryUsage().rss - rssBefore) / 1e6);

  Object.assign(results, await benchPhotoReview());
  console.table(results);
}

const percentile = (sorted: number[], p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!);
const mb = (bytes: number) => Math.round(bytes / 1e6);

/** A phone photo's worth of detail: 4032×3024, JPEG q85 of textured noise (~3–5 MB). */
async function phonePhoto(seed: number): Promise<Buffer> {
  return sharp({
    create: {
      width: 4032,
      height: 3024,
      channels: 3,
      background: { r: 90 + seed, g: 120, b: 150 },
      noise: { type: "gaussian", mean: 120 + seed, sigma: 30 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function benchPhotoReview(): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  const processed = await processPhoto(await phonePhoto(0), "image/jpeg");

  // The classifier alone: first call (worker start + model load), then warm calls, and memory.
  const classifier = createPhotoClassifier();
  const rss0 = process.memoryUsage().rss;
  let start = performance.now();
  await classifier.classify(processed.data);
  out["classifier: first photo (worker + model load), ms"] = Math.round(performance.now() - start);
  const warm: number[] = [];
  for (let i = 0; i < 40; i += 1) {
    start = performance.now();
    await classifier.classify(processed.data);
    warm.push(performance.now() - start);
  }
  warm.sort((a, b) => a - b);
  out["classifier: warm photo p50 / p95, ms"] = `${percentile(warm, 0.5)} / ${percentile(warm, 0.95)}`;
  out["classifier: process RSS growth (MB)"] = mb(process.memoryUsage().rss - rss0);
  await classifier.close();

  // A whole upload over HTTP, as the member's browser sends it, against the real app (PGlite).
  const t = await createTestApp();
  try {
    const base = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const member = await createMember(t.app, { name: "Bench", gender: "woman" });
    const photos = await Promise.all([0, 1, 2].map(phonePhoto));
    const send = async (data: Buffer) => {
      const form = new FormData();
      form.append("photo", new Blob([data], { type: "image/jpeg" }), "photo.jpg");
      const began = performance.now();
      const res = await fetch(`${base}/api/profile/photos`, {
        method: "POST",
        headers: { cookie: member.cookie, origin: "http://localhost:3000" },
        body: form,
      });
      const body = (await res.json()) as { photos?: { id: string }[]; error?: unknown };
      const ms = performance.now() - began;
      if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(body)}`);
      // Back under the six-photo limit for the next one.
      for (const p of body.photos!)
        await fetch(`${base}/api/profile/photos/${p.id}`, {
          method: "DELETE",
          headers: { cookie: member.cookie, origin: "http://localhost:3000" },
        });
      return ms;
    };
    out["upload: first of the process (incl. model load), ms"] = Math.round(await send(photos[0]!));
    const uploads: number[] = [];
    for (let i = 0; i < 30; i += 1) uploads.push(await send(photos[i % 3]!));
    uploads.sort((a, b) => a - b);
    out[`upload (${(photos[0]!.length / 1e6).toFixed(1)} MB phone JPEG) p50 / p95, ms`] =
      `${percentile(uploads, 0.5)} / ${percentile(uploads, 0.95)}`;
    out["server process RSS after uploads (MB)"] = mb(process.memoryUsage().rss);
  } finally {
    await t.close();
  }
  return out;
}
