import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ErrorCodes } from "#shared/errors";
import { ProfileLimits } from "#shared/limits";
import { ProfileText } from "#shared/messages";
import { profileUpdateSchema, setMainPhotoSchema } from "#shared/profile-fields";
import { lastOnlineSchema, ownProfileSchema, publicProfileSchema } from "#shared/profiles";
import { DomainError } from "../../platform/errors.js";
import { requireUser, signedIn } from "../../platform/http/identity.js";
import type { ProfilesService } from "./profiles.service.js";
import { memberRead } from "../../platform/http/page-reads.js";

const photoParams = z.object({ photoId: z.string().uuid(ProfileText.photoNotFound) });
const own = { 200: ownProfileSchema };

/** Every route acts on the signed-in user's own profile; no route takes a user id to write. */
export function profilesRoutes(service: ProfilesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["profiles"];

    memberRead(app, "/api/profile", { tags, response: own }, ({ user }) => service.own(user.id));

    r.patch(
      "/api/profile",
      { onRequest: requireUser, schema: { tags, body: profileUpdateSchema, response: own } },
      async (request) => service.update(signedIn(request), request.body),
    );

    r.post(
      "/api/profile/last-online",
      { onRequest: requireUser, schema: { tags, response: { 200: lastOnlineSchema } } },
      async (request) => service.touchLastOnline(signedIn(request).id),
    );

    // Multipart parsing only around the one route that takes a file: the plugin adds two async
    // hooks and a listener to every request in its scope, and registered for the whole app it
    // cost every API read ~5 % of its CPU (bench/NOTES.md, 0130).
    await app.register(async (uploads) => {
      await uploads.register(multipart, { limits: { fileSize: ProfileLimits.photoBytesMax, files: 1, fields: 5 } });
      uploads.withTypeProvider<ZodTypeProvider>().post(
        "/api/profile/photos",
        {
          onRequest: requireUser,
          schema: { tags, consumes: ["multipart/form-data"], response: { 201: ownProfileSchema } },
        },
        async (request, reply) => {
          const missing = () =>
            new DomainError("invalid", ErrorCodes.validation, ProfileText.photoMissing, {
              photo: ProfileText.photoMissing,
            });
          if (!request.isMultipart()) throw missing();
          let upload: { data: Buffer; mimetype: string };
          try {
            const file = await request.file();
            if (!file) throw missing();
            upload = { data: await file.toBuffer(), mimetype: file.mimetype };
          } catch (err) {
            if (err instanceof DomainError) throw err;
            if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
              throw new DomainError("too_large", ErrorCodes.validation, ProfileText.photoTooLarge, {
                photo: ProfileText.photoTooLarge,
              });
            }
            // A cut-off or malformed multipart body is the client's error, whatever the parser says.
            throw missing();
          }
          return reply.status(201).send(await service.addPhoto(signedIn(request).id, upload.data, upload.mimetype));
        },
      );
    });

    r.delete(
      "/api/profile/photos/:photoId",
      { onRequest: requireUser, schema: { tags, params: photoParams, response: own } },
      async (request) => service.deletePhoto(signedIn(request).id, request.params.photoId),
    );

    r.put(
      "/api/profile/avatar",
      { onRequest: requireUser, schema: { tags, body: setMainPhotoSchema, response: own } },
      async (request) => service.setMainPhoto(signedIn(request).id, request.body.photo_id),
    );

    memberRead(
      app,
      "/api/profiles/:id",
      {
        tags,
        params: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, ProfileText.profileNotFound) }),
        response: { 200: publicProfileSchema },
      },
      async ({ user, params }) => service.publicView(user.id, params.id),
    );
  };
}
