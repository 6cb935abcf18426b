import * as z from "zod/mini";
import { emailSchema, passwordSchema } from "./auth.js";
import { AccountLimits, ExportLimits } from "./limits.js";
import { AuthText } from "./messages.js";

/*
 * The account settings screen (/settings): password, email, sessions. Its own module, so the
 * words and schemas of a screen few people open stay out of the first page's code. zod mini,
 * like shared/auth.ts whose password and email rules it reuses.
 */

const currentPassword = z
  .string()
  .check(
    z.minLength(1, "Enter your current password"),
    z.maxLength(AccountLimits.passwordMax, AuthText.passwordTooLong),
  );

export const changePasswordSchema = z.object({ current_password: currentPassword, new_password: passwordSchema });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const changeEmailSchema = z.object({ current_password: currentPassword, new_email: emailSchema });
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

export const sessionInfoSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  created_at: z.string(),
  last_active_at: z.string(),
  expires_at: z.string(),
  /** "Chrome on Linux" and the like, from the user agent; null when the browser said nothing. */
  device: z.nullable(z.string()),
  ip_address: z.nullable(z.string()),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
export const sessionsSchema = z.object({ sessions: z.array(sessionInfoSchema) });
export const sessionParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });
export const revokedSchema = z.object({ revoked: z.number() });

export const AccountText = {
  title: "Account settings",
  wrongPassword: "Your current password is incorrect.",
  samePassword: "Choose a password different from your current one.",
  passwordChanged: { title: "Password changed", description: "Every other device has been signed out." },
  sameEmail: "That is already your email address.",
  emailChangeSent: (email: string) =>
    `We've sent a confirmation link to ${email}. Your email changes when you open it.`,
  sessionRevoked: "That device has been signed out.",
  othersRevoked: (n: number) =>
    n === 1 ? "1 other device has been signed out." : `${n} other devices have been signed out.`,
  sessionNotFound: "That session has already ended.",
  cannotRevokeCurrent: "To end this session, sign out.",
} as const;

/** DELETE /api/account: the password once more; the words the member types to confirm are checked on the page. */
export const deleteAccountSchema = z.object({ password: currentPassword });
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

export const DeletionText = {
  title: "Delete your account",
  explainer:
    "This removes your profile and photos, your answers, likes and matches (and their conversations, for both of you), the messages you sent, your settings, Memory Vault, digests and Connection DNA, and signs you out everywhere. Reports you filed stay for our safety team without your name, and receipts stay in our accounts without your account. It cannot be undone.",
  confirmWord: "DELETE",
  confirmLabel: "Type DELETE to confirm",
  confirmMismatch: "Type DELETE in capitals to confirm.",
  button: "Delete my account",
  done: {
    title: "Your account has been deleted",
    description: "We've sent a confirmation to your email. You're welcome back any time.",
  },
  billingNotStopped:
    "We couldn't stop your subscription with the payment provider, so nothing was deleted. Please try again in a few minutes.",
} as const;

export const exportStatuses = ["pending", "ready", "failed", "expired"] as const;
export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(exportStatuses),
  requested_at: z.string(),
  ready_at: z.nullable(z.string()),
  expires_at: z.nullable(z.string()),
  size_bytes: z.nullable(z.number()),
  /** Where the signed-in member downloads it, while it is ready. */
  download_url: z.nullable(z.string()),
});
export type DataExport = z.infer<typeof dataExportSchema>;
export const dataExportsSchema = z.object({ exports: z.array(dataExportSchema) });
export const exportParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });

export const ExportText = {
  title: "Your data",
  explainer: `Download everything we hold about you: your account, profile and photos, answers, likes, matches and the messages in them, safety settings, reports and blocks you made, subscriptions and receipts, digests, Connection DNA, Memory Vault, your private match notes, your plan choices and activity. We prepare the archive in the background and email you when it's ready; it can be downloaded for ${ExportLimits.keptDays} days.`,
  button: "Request my data",
  requested: "We're preparing your archive. We'll email you when it's ready.",
  pending: "Preparing...",
  ready: "Ready",
  failed: "Something went wrong preparing this archive. Please request a new one.",
  expired: "Expired",
  download: "Download",
  notFound: "That archive is not available.",
  gone: "That archive has expired. Please request a new one.",
} as const;
