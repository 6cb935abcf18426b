import * as z from "zod/mini";

/** The development mailbox's JSON (only served while no SMTP_URL is set, never in production). */
export const devMailSchema = z.object({
  id: z.int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  created_at: z.string(),
});
export const devMailboxSchema = z.object({ mails: z.array(devMailSchema) });
export type DevMail = z.infer<typeof devMailSchema>;
