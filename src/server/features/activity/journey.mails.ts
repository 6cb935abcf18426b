import type { OutgoingMail } from "../../platform/mail/mail-transport.js";

/** Every journey mail: a greeting by name when we know it, then the body's lines. */
function journeyMail(to: string, subject: string, name: string | null, body: string[]): OutgoingMail {
  return { to, subject, text: [name ? `Hi ${name},` : "Hi,", "", ...body].join("\n") };
}

/** The journey mail for `profile_completed` (the spec's send-journey-email). */
export function profileCompletedMail(to: string, name: string, appUrl: string): OutgoingMail {
  return journeyMail(to, "Your Unlocked profile is ready", name, [
    "Your profile is complete: people can now get a real sense of who you are.",
    "",
    "Next, take the compatibility quiz. Your answers are what let us explain, in words, why you and someone else might fit:",
    `${appUrl}/questions`,
    "",
    "Take your time. There is no rush here.",
  ]);
}

/** The journey mail for `quiz_completed`: the matches the answers have opened up. */
export function quizCompletedMail(to: string, name: string | null, appUrl: string): OutgoingMail {
  return journeyMail(to, "Your compatibility quiz is done", name, [
    "Thank you for answering the compatibility quiz honestly. Your answers now shape who we introduce you to, and every match comes with the reasons in plain words.",
    "",
    "See who you might click with:",
    `${appUrl}/matches`,
    "",
    "You can retake the quiz whenever you like; your newest answers always count.",
  ]);
}

/** The journey mail for `match_created`: a new mutual match (at most one such mail a minute). */
export function matchCreatedMail(to: string, name: string | null, appUrl: string): OutgoingMail {
  return journeyMail(to, "You have a new match on Unlocked", name, [
    "Someone you liked liked you back. You can see who, and why you might fit, in your matches:",
    `${appUrl}/matches`,
    "",
    "Say hello when it feels right. There is no rush here.",
  ]);
}
