import * as z from "zod/mini";
import { DistanceLimits } from "./limits.js";
import { DistanceText } from "./messages.js";

const zipInput = z
  .string({ error: DistanceText.bothRequired })
  .check(
    z.trim(),
    z.minLength(1, DistanceText.bothRequired),
    z.maxLength(DistanceLimits.zipInputMax, DistanceText.failed),
  );

/** Part 2 §7 calculate-distance: two zip codes in, miles and both centroids out. */
export const distanceRequestSchema = z.object({ zipCode1: zipInput, zipCode2: zipInput });
export type DistanceRequest = z.input<typeof distanceRequestSchema>;

const point = z.object({ lat: z.number(), lon: z.number() });
export const distanceResponseSchema = z.object({
  distance: z.number(),
  zipCode1: z.string(),
  zipCode2: z.string(),
  coordinates: z.object({ zipCode1: point, zipCode2: point }),
});
export type DistanceResponse = z.infer<typeof distanceResponseSchema>;

/** Part 2 §9: under a mile in whole feet, otherwise miles with one decimal. */
export function formatDistance(miles: number): string {
  if (miles < 1) return `${Math.round(miles * DistanceLimits.feetPerMile)} feet`;
  return `${miles.toFixed(1)} miles`;
}

/** Coordinates show four decimals. */
export const formatCoordinate = (degrees: number): string => degrees.toFixed(4);

/** How far away a discovered member is, in words: coarse (to 5 miles) unless they share their location. */
export function describeAway(miles: number | null, rounded: boolean): string | null {
  if (miles === null) return null;
  if (rounded) return miles <= 5 ? "within 5 mi" : `about ${miles} mi away`;
  return miles < 1 ? "under a mile away" : `${miles} mi away`;
}
