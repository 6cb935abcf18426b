import { AccountLimits as A, RateLimits } from "../limits.js";

// One area of the spec's texts (messages.ts): signing up, in and out, confirming an
// address, resetting a password, the age check.

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
  /** Sign-in while the account is under a distributed guess: the same words for a right and a wrong password. */
  signInLinkSent:
    "For your safety, signing in takes one more step right now. If your password was right, we've emailed you a link to finish signing in.",
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
