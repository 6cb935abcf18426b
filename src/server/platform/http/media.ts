import fs from "node:fs";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { FileStorage } from "../storage/file-storage.js";

const types: Record<string, string> = { webp: "image/webp", jpg: "image/jpeg", png: "image/png" };

/**
 * /media/{user}/{file}: photos, re-encoded WebP under unguessable keys, with a long cache and no
 * sniffing. From the disk folder as static files, or, on S3-compatible storage, read from the
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
      immutable: true,
      maxAge: "365d",
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
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("x-content-type-options", "nosniff")
        .send(data);
    },
  );
}
