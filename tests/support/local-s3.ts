import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export type LocalS3 = { env: Record<string, string>; directory: string; close: () => Promise<void> };

/**
 * A local S3-compatible server (s3rver) on a free port with one bucket, for tests of the S3
 * storage: the test double sits at the edge, our own S3 client code runs for real against it.
 */
export async function startLocalS3(bucket = "unlocked-test"): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "unlocked-s3-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  return {
    directory,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
