import { ExportLimits } from "#shared/limits";
import type { OutgoingMail } from "../../platform/mail/mail-transport.js";

/** The last mail to a deleted account's address. */
export function accountDeletedMail(to: string): OutgoingMail {
  return {
    to,
    subject: "Your Unlocked account has been deleted",
    text: [
      "Your Unlocked account has been deleted, as you asked.",
      "",
      "Your profile, photos, answers, likes, matches and their conversations, the messages you sent, your settings, Memory Vault, digests and Connection DNA are gone, and any subscription has stopped renewing.",
      "Reports you filed stay with our safety team without your name, and receipts stay in our accounts without your account.",
      "",
      "You're welcome back any time: you can sign up again with this address.",
    ].join("\n"),
  };
}

export function exportReadyMail(to: string, settingsUrl: string): OutgoingMail {
  return {
    to,
    subject: "Your Unlocked data is ready",
    text: [
      "The archive of your Unlocked data that you asked for is ready.",
      "",
      `Sign in and download it here: ${settingsUrl}`,
      "",
      `The link works only when you are signed in, and the archive is removed after ${ExportLimits.keptDays} days. If you didn't ask for it, change your password.`,
    ].join("\n"),
  };
}
