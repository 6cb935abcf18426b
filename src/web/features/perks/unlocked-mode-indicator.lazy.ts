/** What the app shell loads for members: the nav's Unlocked Mode indicator (a visitor has no plan to ask about). */
export { UnlockedModeIndicator } from "./components/unlocked-mode-status";
