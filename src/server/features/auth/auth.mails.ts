import type { OutgoingMail } from "../../platform/mail/mail-transport.js";

/** The words of every account mail. Plain text first: every mail has a text part. */
export function confirmationMail(to: string, url: string): OutgoingMail {
  return {
    to,
    subject: "Confirm your email for Unlocked",
    text: [
      "Welcome to Unlocked!",
      "",
      "Please confirm your email address to finish creating your account:",
      url,
      "",
      "The link works for 24 hours. If you didn't sign up, you can ignore this email and nothing will happen.",
    ].join("\n"),
  };
}

export function existingAccountMail(to: string, signInUrl: string): OutgoingMail {
  return {
    to,
    subject: "Someone tried to create an Unlocked account with your email",
    text: [
      "Someone, hopefully you, tried to sign up for Unlocked with this email address, but you already have an account.",
      "",
      `You can sign in here: ${signInUrl}`,
      "If you forgot your password, choose \"Forgot Password\" on the sign-in page.",
      "",
      "If this wasn't you, you can ignore this email; your account is unchanged.",
    ].join("\n"),
  };
}

export function resetMail(to: string, url: string): OutgoingMail {
  return {
    to,
    subject: "Reset your Unlocked password",
    text: [
      "We received a request to reset the password for your Unlocked account.",
      "",
      "Choose a new password here:",
      url,
      "",
      "The link works for one hour. If you didn't ask for this, ignore this email; your password stays the same.",
    ].join("\n"),
  };
}
