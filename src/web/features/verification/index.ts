/** Photo verification's public surface: the member's own mark, and its query for the first render. */
export { useVerificationStatus, verificationQueries } from "./api";
