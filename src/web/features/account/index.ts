/** The account feature's public surface for the app's pages. */
export { DeleteAccountSection } from "./components/delete-account-section";
export { EmailSection } from "./components/email-section";
export { ExportSection } from "./components/export-section";
export { NotificationsSection } from "./components/notifications-section";
export { PasswordSection } from "./components/password-section";
export { SessionsSection } from "./components/sessions-section";
