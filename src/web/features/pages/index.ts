/** The pages feature's public surface for other features. */
export { DemoProfile } from "./components/demo-profile";
export { pageQueries } from "./api";
export { default as NotFoundPage } from "./pages/not-found-page";
