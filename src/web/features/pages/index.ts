/** The pages feature's public surface for other features. */
export { pageQueries } from "./api";
