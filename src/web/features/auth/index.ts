/** The auth feature's public surface for other features and the app shell. */
export { authQueries, useSession, useSignOut } from "./session";
export { recheckSession } from "./recheck-session";
export { AgeVerificationDialog } from "./components/age-verification-on-demand";
export { PasswordInput } from "./components/password-input";
export { endingSessionOnPurpose, RequireAuth, useSignedInUser } from "./components/require-auth";
export { ageStorage, useAgeRememberedHere } from "./lib/age-storage";
export { useSignOutAction } from "./lib/use-sign-out-action";
