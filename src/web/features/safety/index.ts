/** The safety feature's public surface: report and block, used on profiles and in conversations. */
export { BlockButton } from "./components/block-button";
export { ReportDialog } from "./components/report-dialog";
export { safetyQueries } from "./api";
