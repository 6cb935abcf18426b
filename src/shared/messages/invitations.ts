import { InviteLimits } from "../limits.js";

// One area of the spec's texts (messages.ts): inviting a friend.

export const InviteText = {
  emailRequired: { title: "Email required", description: "Please enter an email address to send the invitation." },
  sent: { title: "Invitation sent", description: "Your invitation is on its way." },
  failed: { title: "Failed to send invitation", description: "Please try again later." },
  messageTooLong: `Message must be less than ${InviteLimits.messageMax} characters`,
  defaultMessage:
    "I'm using Unlocked, an emotionally intelligent dating platform where connection starts with who you really are. Come and join me!",
} as const;
