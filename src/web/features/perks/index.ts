/** Beyond's perks a member chooses: Unlocked Mode, the badge's visibility, and the onboarding overlays. */
export { OnboardingOverlay } from "./components/onboarding-overlay";
export { PerksSection } from "./components/perks-section";
export {
  UnlockedModeBanner,
  UnlockedModeIndicator,
  useOwnBadge,
  useUnlockedMode,
} from "./components/unlocked-mode-status";
