import * as z from "zod/mini";
import { emailSchema } from "./auth.js";
import { InviteLimits } from "./limits.js";
import { InviteText } from "./messages.js";
import { storableText } from "./text.js";

export const invitationSchema = z.object({
  email: z.pipe(
    z
      .string({ error: InviteText.emailRequired.description })
      .check(z.trim(), z.minLength(1, InviteText.emailRequired.description)),
    emailSchema,
  ),
  message: z.optional(storableText().check(z.trim(), z.maxLength(InviteLimits.messageMax, InviteText.messageTooLong))),
});
export type InvitationInput = z.input<typeof invitationSchema>;
export const invitationResultSchema = z.object({ message: z.string() });
