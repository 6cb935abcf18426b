import { RateLimits, VerificationLimits } from "../limits.js";

// One area of the product's texts (messages.ts): photo verification (ADR 0534).

/** What the live check asks, one step at a time, and what it answers. */
export const VerificationText = {
  title: "Get verified",
  intro: "Show people that the person in your photos is really you. It takes about a minute.",
  how: [
    "Look straight at the camera.",
    "Turn your head and smile, in an order we choose each time.",
    "We compare your face with the one in your photos.",
  ],
  start: "Start the check",
  tryAgain: "Try again",
  cameraRefused: "We need your camera for this. Allow it for this site in your browser's settings, then try again.",
  verifiedSince: (date: string) => `Your photos are verified since ${date}.`,
  markTitle: "Photo verified: a live selfie matched their photos",
  filterLabel: "Photo-verified people only",
  steps: {
    straight: "Look straight at the camera",
    left: "Slowly turn your head to your left",
    right: "Slowly turn your head to your right",
    smile: "Now give us a smile",
  },
  /** Why a frame did not count: shown under the camera while the member adjusts. */
  hints: {
    "no-face": "We can't see a face. Move into the light and face the camera.",
    "several-faces": "We can see more than one face. Make sure you're alone in the picture.",
    "too-far": "Come a little closer to the camera.",
  },
  passed: { title: "You're verified", description: "Your profile now shows the Verified mark." },
  failed: {
    "face-changed": "The face changed during the check, so it can't count.",
    "no-match": "Your selfie doesn't match the person in your photos.",
    "not-done": "We couldn't see the movements we asked for.",
    expired: `The check takes at most ${VerificationLimits.checkSeconds / 60} minutes, and this one ran out of time.`,
  },
  frameType: "Send the camera's picture as JPEG, WebP or PNG.",
  needsPhoto: "Add a photo that shows your face first: we compare your selfie with it.",
  ended: "This check has ended. Start a new one to try again.",
  tooMany: `You can try ${RateLimits.verificationChecksPerUser.max} times a day. Try again tomorrow, or ask a moderator to look at your photos.`,
  /** A moderator's review of a check that failed only on the comparison (ADR 0539). */
  review: {
    offer: "Think it's really you? Ask a moderator to compare this check's pictures with your photos.",
    what: `We keep the four pictures of this check beside your request, seen only by moderators, and delete them ${VerificationLimits.reviewKeptDays} days after their decision.`,
    ask: "Ask for a review",
    sent: "Sent. A moderator will compare your check with your photos and let you know.",
    pending: "A moderator is reviewing your check. You'll hear from us here when they decide.",
    tooLate: "It's too late to ask for a review of this check. Take the check again, and ask then if it fails.",
    notThisCheck: "Those aren't the pictures this check was done with.",
    notReviewable: "Only a check where you did every step, but your selfie didn't match your photos, can be reviewed.",
    alreadyPending: "A moderator is already reviewing one of your checks. Wait for their answer first.",
  },
  /** Said before the camera starts, and in the privacy policy and FAQ. */
  privacy:
    "Your face is checked on our own server, never by another company. We keep only when you verified and with which model: your selfie, its frames and the face measurements are deleted as soon as the check ends, unless you ask a moderator to review a failed check.",
} as const;
