import type { FastifyInstance, preHandlerAsyncHookHandler } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ErrorCodes } from "../../../shared/errors.js";
import { ProfileText } from "../../../shared/messages.js";
import { profileUpdateSchema } from "../../../shared/profiles.js";
import { AppError } from "../../platform/http/errors.js";
import type { ProfilesService } from "./profiles.service.js";

type Deps = { service: ProfilesService; requireUser: preHandlerAsyncHookHandler };

const photoParams = z.object({ photoId: z.string().uuid(ProfileText.photoNotFound) });

/** Every route acts on the signed-in user's own profile; no route takes a user id to write. */
export async function profilesRoutes(app: FastifyInstance, { service, requireUser }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["profiles"];
  const opts = { preHandler: requireUser };

  r.get("/api/profile", { ...opts, schema: { tags } }, async (request) => service.own(request.user!.id));

  r.patch("/api/profile", { ...opts, schema: { tags, body: profileUpdateSchema } }, async (request) =>
    service.update(request.user!, request.body),
  );

  r.post("/api/profile/last-online", { ...opts, schema: { tags } }, async (request) =>
    service.touchLastOnline(request.user!.id),
  );

  r.post("/api/profile/photos", { ...opts, schema: { tags, consumes: ["multipart/form-data"] } }, async (request, reply) => {
    const missing = () => new AppError(400, ErrorCodes.validation, ProfileText.photoMissing, { photo: ProfileText.photoMissing });
    if (!request.isMultipart()) throw missing();
    let upload: { data: Buffer; mimetype: string };
    try {
      const file = await request.file();
      if (!file) throw missing();
      upload = { data: await file.toBuffer(), mimetype: file.mimetype };
    } catch (err) {
      if (err instanceof AppError) throw err;
      if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
        throw new AppError(413, ErrorCodes.validation, ProfileText.photoTooLarge, { photo: ProfileText.photoTooLarge });
      }
      // A cut-off or malformed multipart body is the client's error, whatever the parser says.
      throw missing();
    }
    return reply.status(201).send(await service.addPhoto(request.user!.id, upload.data, upload.mimetype));
  });

  r.delete("/api/profile/photos/:photoId", { ...opts, schema: { tags, params: photoParams } }, async (request) =>
    service.deletePhoto(request.user!.id, request.params.photoId),
  );

  r.put("/api/profile/avatar", { ...opts, schema: { tags, body: z.object({ photoId: z.string().uuid(ProfileText.photoNotFound) }) } }, async (request) =>
    service.setMainPhoto(request.user!.id, request.body.photoId),
  );

  r.get("/api/profiles/:id", { ...opts, schema: { tags, params: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, ProfileText.profileNotFound) }) } }, async (request) =>
    service.publicView(request.params.id),
  );
}
