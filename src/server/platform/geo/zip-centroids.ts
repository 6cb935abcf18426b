import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

export type ZipPlace = { zip: string; lat: number; lon: number; city: string; state: string };

/*
 * The zipcodes package holds 42k US zip centroids as a 5 MB JavaScript object literal; importing
 * it costs ~86 MB of RSS for the life of the process. Instead, a short-lived worker thread parses
 * its data once and hands back one compact line per zip; the worker's heap goes away with it,
 * and the index kept here is a few MB.
 */
const EXTRACT = `
const fs = require("node:fs");
const { parentPort, workerData } = require("node:worker_threads");
const text = fs.readFileSync(workerData, "utf8");
const codes = JSON.parse(text.slice(text.indexOf("{"), text.indexOf("};") + 1));
const lines = [];
for (const z of Object.values(codes)) if (z.country === "US") lines.push([z.zip, z.latitude, z.longitude, z.city, z.state].join("|"));
parentPort.postMessage(lines.join("\\n"));
`;

let index: Promise<Map<string, string>> | undefined;

function loadIndex(): Promise<Map<string, string>> {
  index ??= new Promise<string>((resolve, reject) => {
    const data = createRequire(import.meta.url).resolve("zipcodes/lib/codes.js");
    const worker = new Worker(EXTRACT, { eval: true, workerData: data });
    worker.once("message", resolve);
    worker.once("error", reject);
  }).then((text) => new Map(text.split("\n").map((line) => [line.slice(0, 5), line] as const)));
  index.catch(() => (index = undefined));
  return index;
}

/** A US zip (5 digits, or ZIP+4) to its centroid and city; null when unknown. */
export async function lookupZip(zip: string): Promise<ZipPlace | null> {
  const five = zip.trim().match(/^(\d{5})(?:-?\d{4})?$/)?.[1];
  if (!five) return null;
  const line = (await loadIndex()).get(five);
  if (!line) return null;
  const [, lat, lon, city, state] = line.split("|") as [string, string, string, string, string];
  return { zip: five, lat: Number(lat), lon: Number(lon), city, state };
}

/** Starts loading the index in the background, so the first look-up does not wait for it. */
export function preloadZipIndex(): void {
  void loadIndex().catch(() => undefined);
}

/** Mean Earth radius in statute miles (what PostgreSQL's earthdistance `<@>` uses). */
const EARTH_RADIUS_MILES = 3958.747716;

/** Great-circle distance in miles between two points (haversine). */
export function milesBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
