import type { DistanceResponse } from "#shared/distance";
import { ErrorCodes } from "#shared/errors";
import { DistanceText } from "#shared/messages";
import { DomainError } from "../../platform/errors.js";
import { lookupZip, milesBetween } from "../../geo/zip-centroids.js";

/** Zip centroid to zip centroid, the same measure discovery uses for distance_preference. */
export async function distanceBetweenZips(zipCode1: string, zipCode2: string): Promise<DistanceResponse> {
  const [a, b] = await Promise.all([lookupZip(zipCode1), lookupZip(zipCode2)]);
  if (!a || !b)
    throw new DomainError("invalid", ErrorCodes.validation, DistanceText.failed, {
      [a ? "zipCode2" : "zipCode1"]: DistanceText.failed,
    });
  return {
    // Two decimals: enough for "0.4 miles" → "2112 feet", without false precision.
    distance: Math.round(milesBetween(a, b) * 100) / 100,
    zipCode1: a.zip,
    zipCode2: b.zip,
    coordinates: { zipCode1: { lat: a.lat, lon: a.lon }, zipCode2: { lat: b.lat, lon: b.lon } },
  };
}
