/** The matching feature's public surface: the distance calculator and nearby matches go on /matches and /feature-test. */
export { DistanceCalculator } from "./components/distance-calculator";
export { NearbyMatches } from "./components/nearby-matches";
export { discoveryParams, matchingQueries } from "./api";
export { matchMoments, useMatchMoment } from "./match-moments";
export { FitActions, FitPanel } from "./components/person-fit";
export { useFit, useLikesCount, usePerson } from "./api";
export { TopCandidates } from "./components/top-candidates";
export { LikesWaiting } from "./components/likes-waiting";
