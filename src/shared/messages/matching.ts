import { DiscoveryLimits } from "../limits.js";

// One area of the spec's texts (messages.ts): distances, discovery and matches.

/** The distance calculator (part 2 §5, §8). */
export const DistanceText = {
  bothRequired: "Both zip codes are required",
  failed: "Failed to calculate distance between zip codes",
  nearbyEmpty: "No matches found within your distance preference. Try increasing your distance range in settings.",
  nearbyNeedsZip: "Add your zip code to see who's near you. We only use it to measure distance; it is never shown.",
} as const;

export const DiscoveryText = {
  liked: (name: string) => `You liked ${name}.`,
  passed: (name: string) => `You passed on ${name}.`,
  dailyLimitReached: `You've met today's ${DiscoveryLimits.freeNewPerDay} new people. More tomorrow, or discover without limits with Unlocked+.`,
  filtersOverLimit: `Free members can combine up to ${DiscoveryLimits.freeFilters} filters at a time. Upgrade to Unlocked+ to combine as many as you like.`,
  zipUnknown: "We don't know that zip code. Check it and try again.",
  badCursor: "That page of results has expired. Start the search again.",
  loadFailed: "Failed to load matches",
} as const;

export const MatchText = {
  notFound: "That member could not be found.",
  notYourself: "You can't like yourself.",
  matchNotFound: "That match could not be found.",
  itsAMatch: "It's a match!",
  itsAMatchDetail: (name: string | null) => `You and ${name ?? "this member"} like each other. Say hello!`,
  likeFailed: "Couldn't send your like",
} as const;
