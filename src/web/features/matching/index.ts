/** The matching feature's public surface: discovery, mutual matches, the fit with a person, and who likes the member. */
export { discoveryParams, matchingQueries, useFit, useLikesCount, usePerson, type DiscoveryParams } from "./api";
export { matchMoments, useMatchMoment } from "./match-moments";
export { DiscoveryResults, SampleMatches } from "./components/discovery-results";
export { DistanceCalculator } from "./components/distance-calculator";
export { FitActions, FitPanel } from "./components/person-fit";
export { LikesWaiting } from "./components/likes-waiting";
export { MutualMatches, type MatchExtra } from "./components/mutual-matches";
export { NearbyMatches } from "./components/nearby-matches";
export { RevealPeople } from "./components/reveal-people";
export { TopCandidates } from "./components/top-candidates";
