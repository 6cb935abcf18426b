import { z } from "zod";
import { emailSchema } from "./auth.js";
import { InviteLimits } from "./limits.js";
import { InviteText } from "./messages.js";
import { storableText } from "./text.js";

export const invitationSchema = z.object({
  email: z.string({ error: InviteText.emailRequired.description }).trim().min(1, InviteText.emailRequired.description).pipe(emailSchema),
  message: storableText().trim().max(InviteLimits.messageMax, InviteText.messageTooLong).optional(),
});
export type InvitationInput = z.input<typeof invitationSchema>;
