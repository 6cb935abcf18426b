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
      'If you forgot your password, choose "Forgot Password" on the sign-in page.',
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

/** The right password while the account was under a distributed guess: only the mailbox finishes signing in. */
export function signInLinkMail(to: string, url: string): OutgoingMail {
  return {
    to,
    subject: "Finish signing in to Unlocked",
    text: [
      "Someone, hopefully you, just signed in to your Unlocked account with the right password.",
      "",
      "Many wrong passwords were tried on your account in the last hour, so to keep it safe, signing in",
      "takes one more step. Open this link to finish signing in:",
      url,
      "",
      "The link works once, for 15 minutes. If this wasn't you, someone knows your password: choose",
      '"Forgot Password" on the sign-in page to change it. Without this link, they cannot get in.',
    ].join("\n"),
  };
}

/** "a***@example.com": enough for the owner to recognise, not a full address in someone else's inbox. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}

/** To the new address: the change happens only when its owner opens this link. */
export function emailChangeConfirmMail(to: string, url: string): OutgoingMail {
  return {
    to,
    subject: "Confirm your new email for Unlocked",
    text: [
      "You asked to use this address for your Unlocked account.",
      "",
      "Confirm it here to finish the change:",
      url,
      "",
      "The link works for 24 hours. If you didn't ask for this, ignore this email; nothing changes.",
    ].join("\n"),
  };
}

/** To the old address, as the change is asked for: the owner hears of it even if it wasn't them. */
export function emailChangeNoticeMail(to: string, newEmail: string, settingsUrl: string): OutgoingMail {
  return {
    to,
    subject: "A change of email was requested on your Unlocked account",
    text: [
      `Someone signed in to your Unlocked account asked to change its email to ${maskEmail(newEmail)}.`,
      "The change happens only when the new address is confirmed.",
      "",
      `If this wasn't you, change your password now: ${settingsUrl}`,
      "Changing it signs out every other device.",
    ].join("\n"),
  };
}

export function passwordChangedMail(to: string, settingsUrl: string): OutgoingMail {
  return {
    to,
    subject: "Your Unlocked password was changed",
    text: [
      "The password of your Unlocked account was just changed, and every other device was signed out.",
      "",
      `If this wasn't you, reset your password from the sign-in page right away and review your account: ${settingsUrl}`,
    ].join("\n"),
  };
}
