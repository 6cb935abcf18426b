import zipcodes from "zipcodes";

export type ZipPlace = { zip: string; lat: number; lon: number; city: string; state: string };

/** A US zip (5 digits, or ZIP+4) to its centroid and city; null when unknown. */
export function lookupZip(zip: string): ZipPlace | null {
  const five = zip.trim().match(/^(\d{5})(?:-?\d{4})?$/)?.[1];
  if (!five) return null;
  const hit = zipcodes.lookup(five);
  if (!hit || hit.country !== "US") return null;
  return { zip: five, lat: hit.latitude, lon: hit.longitude, city: hit.city, state: hit.state };
}
