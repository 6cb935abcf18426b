/** The self-test feature's public surface for the app's pages. */
export { checks } from "./checks";
export { CheckCard, type CheckState } from "./components/check-card";
export { HealthReport } from "./components/health-report";
