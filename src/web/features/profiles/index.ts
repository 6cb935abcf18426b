/** The profiles feature's public surface for the app shell and other features. */
export { useLastOnlineHeartbeat, useMyProfile } from "./api";
export { QuickSetupModal } from "./components/quick-setup-modal";
