/** The auth feature's public surface for other features and the app shell. */
export { useSession, useSignOut } from "./api";
export { AgeVerificationDialog } from "./components/age-verification-dialog";
export { ageStorage } from "./lib/age-storage";
export { useSignOutAction } from "./lib/use-sign-out-action";
