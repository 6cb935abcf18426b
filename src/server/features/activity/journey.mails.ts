import type { OutgoingMail } from "../../platform/mail/mail-transport.js";

/** The journey mail for `profile_completed` (the spec's send-journey-email). */
export function profileCompletedMail(to: string, name: string, appUrl: string): OutgoingMail {
  return {
    to,
    subject: "Your Unlocked profile is ready",
    text: [
      `Hi ${name},`,
      "",
      "Your profile is complete: people can now get a real sense of who you are.",
      "",
      "Next, take the compatibility quiz. Your answers are what let us explain, in words, why you and someone else might fit:",
      `${appUrl}/questions`,
      "",
      "Take your time. There is no rush here.",
    ].join("\n"),
  };
}
