import {
  AccountLimits as A,
  DiscoveryLimits,
  IdempotencyLimits,
  InviteLimits,
  MessageLimits,
  ProfileLimits as P,
  RateLimits,
  SafetyLimits,
} from "./limits.js";

/**
 * The spec's user-facing texts (part 1 §5, §8; part 2 §5, §8), so the server's errors and
 * the web app's toasts say exactly the same thing. Every number in them comes from limits.ts.
 */
/** The photo size cap in whole megabytes, for sentences. */
export const photoMegabytes = P.photoBytesMax / (1024 * 1024);

export const AuthText = {
  /** A request that names another member as the one acting (the session decides who that is). */
  notYours: "You can only act for your own account.",
  emailInvalid: "Invalid email address",
  emailTooLong: "Email too long",
  emailRequired: "Email is required",
  passwordTooShort: `Password must be at least ${A.passwordMin} characters`,
  passwordTooLong: `Password must be at most ${A.passwordMax} characters`,
  passwordClasses: "Password must contain uppercase, lowercase, number, and special character",
  passwordRequired: "Password is required",
  passwordRules: `At least ${A.passwordMin} characters with an uppercase letter, a lowercase letter, a number and one of @$!%*?&.`,
  invalidCredentials: "Invalid email or password",
  emailNotConfirmed:
    "Please confirm your email address first. We've sent you a new confirmation link if the last one expired.",
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
  signInRequired: "Please sign in to continue.",
  forgotNeedsEmail: "Please enter your email address first",
  resetSent: "Password reset email sent! Check your inbox.",
  resetErrorPrefix: "Error sending reset email",
} as const;

/** The "Check your email" panel after sign-up: resending never says whether the address has an account. */
export const ConfirmationText = {
  resent: { title: "Check your email", description: "If that address needs confirming, we've sent a new link." },
  resendFailed: "Couldn't send another link",
  resendHint: `Nothing yet? Check your spam folder. You can ask for a new link every ${RateLimits.mailPerAddressSeconds} seconds.`,
} as const;

export const AuthToasts = {
  signUpFailed: "Sign up failed",
  signInFailed: "Sign in failed",
  signOutFailed: "Sign out failed",
  checkEmail: { title: "Check your email", description: "We've sent you a confirmation link." },
  welcomeBack: { title: "Welcome back!", description: "You've been signed in successfully." },
  signedOut: { title: "Signed out", description: "You've been signed out successfully." },
} as const;

export const ResetText = {
  mismatch: { title: "Password Mismatch", description: "Passwords do not match. Please try again." },
  tooShort: {
    title: "Password Too Short",
    description: `Password must be at least ${A.passwordMin} characters long.`,
  },
  invalidLink: {
    title: "Invalid Reset Link",
    description: "This password reset link is invalid or has expired. Please request a new one.",
  },
  failed: { title: "Reset Failed", fallback: "An unexpected error occurred. Please try again." },
  updated: {
    title: "Password Updated",
    description: "Your password has been successfully updated. You can now sign in with your new password.",
  },
} as const;

export const AgeText = {
  dateRequired: { title: "Date Required", description: "Please enter your date of birth" },
  notMet: {
    title: "Age Requirement Not Met",
    description: `You must be ${A.minimumAge} or older to use this platform`,
  },
  hint: `You must be ${A.minimumAge} or older to use Unlocked.`,
  verified: { title: "Age Verified Successfully", description: "Thank you for confirming your age." },
  failed: { title: "Verification Failed", fallback: "Unable to verify age. Please try again." },
  invalidDate: "Please enter a valid date of birth",
  unrealistic: "Age must be realistic",
} as const;

export const InviteText = {
  emailRequired: { title: "Email required", description: "Please enter an email address to send the invitation." },
  sent: { title: "Invitation sent", description: "Your invitation is on its way." },
  failed: { title: "Failed to send invitation", description: "Please try again later." },
  messageTooLong: `Message must be less than ${InviteLimits.messageMax} characters`,
  defaultMessage:
    "I'm using Unlocked, an emotionally intelligent dating platform where connection starts with who you really are. Come and join me!",
} as const;

export const GeneralText = {
  linkCopied: "Link copied!",
  copyFailed: { title: "Couldn't copy the link", description: "Copy it from your browser's address bar instead." },
  offline: "We couldn't reach Unlocked. Check your connection and try again.",
  notFound: "Oops! Page not found",
  unexpected: "Something went wrong. Please try again.",
  unavailable: "Unlocked is briefly unavailable. Please try again in a moment.",
  /** Beside a server error, so a member's report can be traced to its log line. */
  reference: (requestId: string) => `Reference: ${requestId}`,
  rateLimited: "Too many requests. Please slow down and try again shortly.",
  invalidValue: "One of the values you sent isn't valid. Please check it and try again.",
  invalidCharacter: "Text contains a character we can't store.",
  tooDeep: "The request is nested too deeply.",
  crossOrigin: "This request didn't come from an Unlocked page. Please reload the page and try again.",
  idempotencyKeyInvalid: `The Idempotency-Key header must be ${IdempotencyLimits.keyMin} to ${IdempotencyLimits.keyMax} letters, digits, dashes or underscores.`,
  idempotencyKeyReused: "This Idempotency-Key was already used for a different request.",
  requestInProgress: "This request is still being handled. Please try again in a moment.",
} as const;

export const ProfileText = {
  nameRequired: "Name is required",
  nameTooLong: `Name must be less than ${P.nameMax} characters`,
  nameChars: "Name can only contain letters, spaces, hyphens, and apostrophes",
  bioTooLong: `Bio must be less than ${P.bioMax} characters`,
  ageMin: `Must be at least ${P.ageMin} years old`,
  ageMax: AgeText.unrealistic,
  ageMismatch: "Age must match your date of birth",
  locationTooLong: `Location must be less than ${P.textMax} characters`,
  occupationTooLong: `Occupation must be less than ${P.textMax} characters`,
  educationTooLong: `Education must be less than ${P.textMax} characters`,
  interestEmpty: "Interest cannot be empty",
  interestTooLong: `Interest must be less than ${P.interestMax} characters`,
  interestsTooMany: `Maximum ${P.interestsMax} interests allowed`,
  promptUnknown: "Please choose a prompt from the list",
  promptRepeated: "Each prompt can be answered only once",
  promptAnswerEmpty: "Write an answer, or remove this prompt",
  promptAnswerTooLong: `Answers must be ${P.promptAnswerMax} characters or fewer`,
  promptsTooMany: `Answer at most ${P.promptsMax} prompts`,
  photoUrlInvalid: "Invalid photo URL",
  photosTooMany: `Maximum ${P.photosMax} photos allowed`,
  agePrefRange: `Age preference must be between ${P.agePreferenceMin} and ${P.agePreferenceMax}`,
  agePrefOrder: "Minimum age preference cannot be more than the maximum",
  distanceRange: `Distance must be between ${P.distanceMin} and ${P.distanceMax} miles`,
  zipTooLong: `Zip code must be at most ${P.zipMax} characters`,
  zipUnknown: "We couldn't find that zip code. Please enter a valid US zip code.",
  heightInvalid: `Height must be a whole number of centimetres between ${P.heightMinCm} and ${P.heightMaxCm}`,
  genderInvalid: "Please choose a gender from the list",
  lookingForInvalid: "Please choose what you are looking for from the list",
  photoNotImage: "Only images can be uploaded (JPEG, PNG, WebP or HEIC).",
  photoTooLarge: `Photos must be ${photoMegabytes} MB or smaller.`,
  photoLimit: `You can have at most ${P.photosMax} photos. Delete one to add another.`,
  photoMissing: "Choose a photo to upload.",
  photoNotFound: "Photo not found",
  /** An upload the photo review found clearly explicit (DECISIONS: Moderation, photos). */
  photoRefused:
    "This photo looks sexually explicit, which our community guidelines don't allow on profiles. Please choose another photo.",
  photoInReview: "This photo is being reviewed. It can become your main photo once it's approved.",
  photoHeldNote: "In review: only you can see this photo until our team has looked at it.",
  profileNotFound: "Profile not found",
  cameraUnavailable: "Camera access not available. Please use the upload option instead.",
  photosHint: `Up to ${P.photosMax} photos, ${photoMegabytes} MB each. We remove location and camera data from every photo.`,
  photosFull: `You have ${P.photosMax} photos. Delete one to add another.`,
} as const;

/** What the photo manager announces (and moves focus to) after each action. */
export const PhotoStatus = {
  uploaded: (n: number) => `Photo ${n} uploaded.`,
  uploadedInReview: (n: number) => `Photo ${n} uploaded. Our team will review it before others can see it.`,
  mainSet: (n: number) => `Photo ${n} is now your main photo.`,
  deleted: "Photo deleted.",
} as const;

export const ProfileToasts = {
  loadFailed: { title: "Error", description: "Failed to load profile" },
  updateFailed: { title: "Error", description: "Failed to update profile" },
  uploadFailed: { title: "Error", description: "Failed to upload photo" },
  updated: { title: "Success", description: "Profile updated successfully" },
  createAccountFirst: { title: "Create Account First", description: "Please sign up or sign in to continue." },
  completeProfileFirst: {
    title: "Complete Profile First",
    description: "Add your name, gender and what you're looking for before taking the quiz.",
  },
} as const;

/** The compatibility quiz (part 1 §5, §8). */
export const QuizText = {
  answerAll: {
    title: "Please answer all questions",
    description: (answered: number, total: number) => `You've answered ${answered} out of ${total} questions.`,
  },
  submitFailed: { title: "Error submitting quiz", description: "Please try again later." },
  duplicateAnswer: "Each question can be answered only once.",
  unknownQuestion: "That question is not part of the quiz.",
  invalidOption: "That answer is not one of the question's options.",
  premiumRequired: "Premium Required",
  packsRequirePlan: "Deeper compatibility quizzes are part of Unlocked+ and Unlocked Beyond.",
  coreFirst: "Take the compatibility quiz first: the deeper quizzes build on it.",
  notInPack: "That question is not part of this quiz.",
  packSaved: { title: "Quiz saved", description: "Your answers count with people who answered it too." },
} as const;

/** The distance calculator (part 2 §5, §8). */
export const DistanceText = {
  bothRequired: "Both zip codes are required",
  failed: "Failed to calculate distance between zip codes",
  nearbyEmpty: "No matches found within your distance preference. Try increasing your distance range in settings.",
  nearbyNeedsZip: "Add your zip code to see who's near you. We only use it to measure distance; it is never shown.",
} as const;

export const DiscoveryText = {
  liked: (name: string) => `You liked ${name}.`,
  passed: (name: string) => `You passed on ${name}.`,
  dailyLimitReached: `You've met today's ${DiscoveryLimits.freeNewPerDay} new people. More tomorrow, or discover without limits with Unlocked+.`,
  filtersOverLimit: `Free members can combine up to ${DiscoveryLimits.freeFilters} filters at a time. Upgrade to Unlocked+ to combine as many as you like.`,
  zipUnknown: "We don't know that zip code. Check it and try again.",
  badCursor: "That page of results has expired. Start the search again.",
  loadFailed: "Failed to load matches",
} as const;

export const MatchText = {
  notFound: "That member could not be found.",
  notYourself: "You can't like yourself.",
  matchNotFound: "That match could not be found.",
  itsAMatch: "It's a match!",
  itsAMatchDetail: (name: string | null) => `You and ${name ?? "this member"} like each other. Say hello!`,
  likeFailed: "Couldn't send your like",
} as const;

/** Messaging (part 1 §4 message allowance, §5 message, §8 messaging toasts and fallbacks). */
export const MessageText = {
  empty: "Message cannot be empty",
  tooLong: `Message must be less than ${MessageLimits.textMax} characters`,
  harmful: "Message contains potentially harmful content",
  conversationNotFound: "That conversation could not be found.",
  unknownUser: "Unknown User",
  limitReachedPlaceholder: "Daily message limit reached - Upgrade to Premium",
  premiumBadge: "Premium • Unlimited",
  seen: "Seen",
  sending: "Sending…",
  failed: (reason: string) => `Failed — ${reason}`,
  retry: "Retry",
  discard: "Remove",
  unmatched: { title: "Unmatched", description: (name: string) => `You and ${name} are no longer matched.` },
  unmatchFailed: { title: "Unmatch failed", description: "Please try again." },
} as const;

export const MessageToasts = {
  cannotSend: {
    title: "Cannot send message",
    description: "You've reached your daily message limit. Upgrade to Premium for unlimited messaging!",
  },
  cannotSendPremium: { title: "Cannot send message", description: "There was an error processing your request" },
  limitReached: {
    title: "Message limit reached",
    description: `You've reached your daily limit of ${MessageLimits.freePerDay} messages. Upgrade to Premium for unlimited messaging!`,
  },
  sendFailed: { title: "Failed to send message", description: "Please try again." },
  matchesFailed: { title: "Error", description: "Failed to load matches" },
  messagesFailed: { title: "Error", description: "Failed to load messages" },
} as const;

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

/** Plans and payments (part 2 §2 /pricing, /premium-dashboard; /subscription per DECISIONS). */
export const SubscriptionText = {
  notRenewing: "This plan is not renewing, so there is nothing to cancel.",
  alreadySubscribed: "You already have this plan.",
  paymentsUnavailable: "Payments are not available right now. Please try again later.",
  paymentNotFound: "That payment could not be found.",
  startingAt: "Starting at just $12/month",
  checkoutSucceeded: { title: "Payment complete", description: "Your plan is active. Thank you!" },
  checkoutPending: {
    title: "Confirming your payment",
    description: "PayPal is still confirming it. Your plan starts as soon as it does; this page updates by itself.",
  },
  checkoutCancelled: { title: "Checkout cancelled", description: "Nothing was charged." },
  checkoutFailed: { title: "Payment not completed", description: "Nothing was charged. Please try again." },
  cancelled: (end: string) => ({
    title: "Plan cancelled",
    description: `You keep access until ${end}. It won't renew.`,
  }),
  cancelFailed: { title: "Cancel failed", description: "Unable to cancel your plan. Please try again." },
  noRefunds:
    "Cancelling stops the next renewal. You keep access until the end of the period you paid for; partial months are not refunded.",
  priceChanges: "Prices may change with 30 days' notice. Paid plans renew automatically until cancelled.",
} as const;
