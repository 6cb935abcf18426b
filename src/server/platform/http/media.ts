import fs from "node:fs";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { FileStorage } from "../storage/file-storage.js";

const types: Record<string, string> = { webp: "image/webp", jpg: "image/jpeg", png: "image/png" };
/**
 * A photo's key never changes (a new photo is a new key), so a browser may keep it and never ask
 * again; but its owner may delete it, or a moderator remove it, so no shared cache (a CDN, a
 * proxy) may keep it: there it could outlive the removal by a year. The URL itself stops
 * answering the moment the photo is removed.
 */
const MEDIA_CACHE = "private, max-age=31536000, immutable";

/**
 * /media/{user}/{file}: photos, re-encoded WebP under unguessable keys, kept by browsers only
 * (MEDIA_CACHE) and never sniffed. From the disk folder as static files, or, on S3-compatible storage, read from the
 * bucket by this route (pages never fetch from another origin).
 */
export async function registerMedia(
  app: FastifyInstance,
  source: { uploadsDir: string } | { storage: FileStorage },
): Promise<void> {
  if ("uploadsDir" in source) {
    fs.mkdirSync(source.uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: source.uploadsDir,
      prefix: "/media/",
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders: (reply) => void reply.header("cache-control", MEDIA_CACHE),
    });
    return;
  }
  app.get<{ Params: { user: string; file: string } }>(
    "/media/:user/:file",
    { schema: { hide: true } },
    async (request, reply) => {
      const key = `${request.params.user}/${request.params.file}`;
      // An unsafe key never reaches the bucket (the storage refuses it): it is simply not a photo.
      const data = await source.storage.get(key).catch(() => null);
      if (!data) return reply.status(404).send({ error: { code: "NOT_FOUND", message: "No such file" } });
      return reply
        .header("content-type", types[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream")
        .header("cache-control", MEDIA_CACHE)
        .header("x-content-type-options", "nosniff")
        .send(data);
    },
  );
}
