import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/database.js";
import { crowdPortraits } from "../../scripts/seed-data.js";
import { seedMembers } from "../../scripts/seed.js";
import { lookupZip } from "../../src/server/geo/zip-centroids.js";

const publicDir = path.resolve(import.meta.dirname, "../../public");
const dir = mkdtempSync(path.join(os.tmpdir(), "unlocked-seed-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("npm run seed", () => {
  it("gives every seeded member a drawn portrait that exists, from their gender's group, on the card too", async () => {
    // Every file the seed can choose is in the pool that generate-sample-art.mjs drew.
    for (const group of ["man", "woman", "any"])
      for (let k = 1; k <= crowdPortraits.perGroup; k += 1)
        expect(existsSync(path.join(publicDir, `${crowdPortraits.path}/${group}-${k}.svg`))).toBe(true);

    const database = await openDatabase({ pgliteDir: path.join(dir, "db") });
    try {
      await seedMembers(database, { users: 60, log: () => {} });
      const rows = await database.db
        .selectFrom("profiles as p")
        .innerJoin("discovery_candidates as c", "c.user_id", "p.id")
        .innerJoin("photos as ph", "ph.user_id", "p.id")
        .select(["p.gender", "p.avatar_url", "c.avatar_url as card_url", "c.has_photo", "ph.url as photo_url"])
        .execute();
      expect(rows.length).toBeGreaterThan(40); // incomplete or hidden ones aside
      const groups = new Set<string>();
      for (const r of rows) {
        expect(r.card_url).toBe(r.avatar_url);
        // Their main photo, so the card, the profile and a refresh of discovery all agree.
        expect(r.photo_url).toBe(r.avatar_url);
        expect(r.has_photo).toBe(true);
        const group = r.gender === "man" || r.gender === "woman" ? r.gender : "any";
        expect(r.avatar_url).toMatch(new RegExp(`^${crowdPortraits.path}/${group}-\\d+\\.svg$`));
        expect(existsSync(path.join(publicDir, r.avatar_url!))).toBe(true);
        groups.add(r.avatar_url!);
      }
      expect(groups.size).toBeGreaterThan(20); // faces vary
      // They live where people live: never at an organisation's or a PO box's zip.
      const zips = await database.db.selectFrom("profiles").select(["zip_code", "location"]).execute();
      for (const { zip_code, location } of zips) {
        const place = await lookupZip(zip_code!);
        expect(place?.residential, zip_code!).toBe(true);
        expect(location).toBe(`${place!.city}, ${place!.state}`);
      }
    } finally {
      await database.close();
    }
  });
});
