/** Early access's public surface: the /settings section, and the flags as the server evaluates them. */
export { EarlyAccessSection } from "./components/early-access-section";
export { useFeatureOn, useIcebreakers } from "./api";
