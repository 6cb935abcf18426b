import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { Config } from "../../config.js";
import { assertSafeKey, type FileStorage } from "./file-storage.js";

/**
 * Files on S3-compatible storage (AWS S3, MinIO, R2...) under a prefix of one bucket: `media/` for
 * photos, `exports/` for data exports. Browsers never fetch from the bucket (no request from our
 * pages to another origin): photos are served by our own /media route, which reads them here.
 */
export function createS3Storage(s3: NonNullable<Config["s3"]>, prefix: string, urlPrefix = "/media"): FileStorage {
  const client = new S3Client({
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint, forcePathStyle: true } : {}),
    ...(s3.accessKeyId && s3.secretAccessKey
      ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } }
      : {}),
  });
  const Bucket = s3.bucket;
  const Key = (key: string) => {
    assertSafeKey(key);
    return `${prefix}${key}`;
  };
  return {
    async put(key, data, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: Key(key), Body: data, ContentType: contentType }));
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: Key(key) }));
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === "NoSuchKey") return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
    publicUrl(key) {
      assertSafeKey(key);
      return `${urlPrefix}/${key}`;
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
        return { status: "ok", detail: "S3-compatible storage" };
      } catch {
        return { status: "error", detail: "S3 bucket unreachable or access refused" };
      }
    },
  };
}
