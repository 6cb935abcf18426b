/**
 * `npm run bench -- server`: the costs we chose on purpose, measured rather than asserted in tests.
 * - password hashing (scrypt N=2^17) must stay slow enough for ASVS yet fine for sign-in;
 * - photo re-encoding of a 12-megapixel camera JPEG bounds upload latency and memory.
 */
import sharp from "sharp";
import { hashPassword, verifyPassword } from "../src/server/features/auth/password-hash.js";
import { processPhoto } from "../src/server/features/profiles/photo-processing.js";

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

  console.table(results);
}
