/** Loaded only when a moderator's decision reaches an open page. */
export { RestrictionDialog } from "./components/restriction-dialog";
