/** The pages feature's public surface for other features. */
export { DemoProfile } from "./components/demo-profile";
export { pageQueries } from "./api";
