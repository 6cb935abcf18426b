/** Private Match Memory's public surface: the notes panel a conversation and a match's profile show. */
export { MatchMemoryPanel } from "./components/match-memory-panel";
