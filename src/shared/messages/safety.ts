import { SafetyLimits } from "../limits.js";

// One area of the spec's texts (messages.ts): safety: settings, reports, blocks.

/** Safety (part 2 §4, §5, §8): settings, report, block. */
export const SafetyText = {
  reasonRequired: { title: "Reason Required", description: "Please select a reason for reporting this user" },
  reportSignIn: { title: "Authentication Required", description: "Please sign in to report users" },
  reported: {
    title: "Report Submitted",
    description: "Thank you for helping keep our community safe. We'll review this report.",
  },
  reportFailed: { title: "Report Failed", description: "Unable to submit report. Please try again." },
  detailsTooLong: `Details must be ${SafetyLimits.reportDetailsMax} characters or fewer`,
  blocked: (name: string) => ({
    title: "User Blocked",
    description: `${name} has been blocked. They won't be able to contact you.`,
  }),
  alreadyBlocked: { title: "Already Blocked", description: "This user is already blocked" },
  blockFailed: { title: "Block Failed", description: "Unable to block user. Please try again." },
  blockSignIn: "Please sign in to block users",
  blockExplainer:
    "You won't see each other anywhere on Unlocked, and neither of you can send a message. You can unblock them later in Safety & privacy, but your match and conversation won't come back.",
  blockedListTitle: "People you blocked",
  blockedListEmpty: "You haven't blocked anyone.",
  unblockAsk: (name: string) => ({
    title: `Unblock ${name}?`,
    description:
      "You may see each other again in discovery, as strangers: your match, likes and conversation don't come back. They aren't told.",
  }),
  unblocked: (name: string) => ({ title: "Unblocked", description: `${name} is no longer blocked.` }),
  unblockFailed: { title: "Unblock Failed", description: "Unable to unblock. Please try again." },
  notYourself: "You can't report or block yourself.",
  userNotFound: "That member could not be found.",
  saved: { title: "Settings Saved", description: "Your safety settings have been updated" },
  saveFailed: { title: "Save Failed", description: "Unable to save settings. Please try again." },
  saveSignIn: "Please sign in to save settings",
  /** allow_messages_from_new_matches is off and the match is younger than a day. */
  newMatchesClosed: `This member takes messages from new matches after ${SafetyLimits.newMatchHours} hours. Try again later, or wait for them to write first.`,
  /** require_age_verification is on and the sender is not age-verified. */
  verifiedOnly: "This member only takes messages from age-verified members. Verify your age in your profile settings.",
} as const;
