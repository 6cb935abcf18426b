/** The profiles feature's public surface for the app shell and other features. */
export { profileQueries } from "./api";
export { useLastOnlineHeartbeat } from "./heartbeat";
export { QuickSetupModal } from "./components/quick-setup-modal";
export { quickSetupMayOpen } from "./lib/quick-setup-gate";
export { OwnProfileView } from "./components/own-profile";
