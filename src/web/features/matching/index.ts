/** The matching feature's public surface: the distance calculator goes on /matches and /feature-test. */
export { DistanceCalculator } from "./components/distance-calculator";
export { PersonPhoto } from "./components/person-photo";
