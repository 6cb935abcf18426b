/** The moderation feature's public surface: its queries (the server renders the console's status from them). */
export { moderationQueries } from "./api";
export { useRestrictionNotice } from "./restriction-notice";
