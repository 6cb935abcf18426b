/**
 * What the app shell loads on demand from this feature (a chunk of its own): through index.ts it
 * would share a chunk with the heartbeat hook and load for everyone.
 */
export { QuickSetupModal } from "./components/quick-setup-modal";
