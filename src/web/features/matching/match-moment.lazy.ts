/** The match moment's dialog, loaded by the root layout only once a match is made (not with every page). */
export { MatchMoment } from "./components/match-moment";
