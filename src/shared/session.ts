import * as z from "zod/mini";

/*
 * The session answer, the one contract every page reads on its first paint. It is written with
 * zod's mini build so the web app can parse it without shipping full zod in the landing chunk;
 * the server serializes through the same schema (both are zod schemas to Fastify).
 */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  age_verified: z.boolean(),
  quiz_completed: z.boolean(),
  /** The onboarding step reached, null once setup is done (shared/onboarding.ts). */
  onboarding_step: z.nullable(z.int()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
export const sessionResponseSchema = z.object({ user: z.nullable(sessionUserSchema) });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** Sign-out's answer, and the last-online heartbeat's: both run from the app shell on any page. */
export const okResponseSchema = z.object({ ok: z.literal(true) });
export const lastOnlineSchema = z.object({ last_online: z.string() });
