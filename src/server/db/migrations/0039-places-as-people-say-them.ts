import { sql, type Kysely } from "kysely";
import { allZips } from "../../geo/zip-centroids.js";

/**
 * Places as people say them (issue 42): a zip that belongs to one organisation or to PO boxes is
 * now named by the residential zip nearest to it (geo/zip-centroids.ts), never "Muscular
 * Dystrophy, NY". What was stored under the postal name is put right in one pass per table: the
 * city discovery's cards and the match list show, the words the free-text search reads, and a
 * profile's location where it was the zip's postal place (as the seeded crowd and the editor's
 * zip fill wrote it). New profiles and projections use the new names by themselves.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const renamed = (await allZips())
    .filter((z) => z.postalName)
    .map((z) => ({ zip: z.zip, old_city: z.postalName!, new_city: z.city, state: z.state }));
  if (renamed.length === 0) return;
  const renames = sql`(select * from jsonb_to_recordset(${JSON.stringify(renamed)}::jsonb) as r(zip text, old_city text, new_city text, state text))`;
  await sql`
    update discovery_candidates c
       set city = r.new_city || ', ' || r.state,
           search_text = replace(c.search_text, lower(r.old_city), lower(r.new_city))
      from profiles p, ${renames} r
     where p.id = c.user_id and left(p.zip_code, 5) = r.zip and c.city = r.old_city || ', ' || r.state`.execute(db);
  await sql`
    update profiles p
       set location = r.new_city || ', ' || r.state
      from ${renames} r
     where left(p.zip_code, 5) = r.zip and p.location = r.old_city || ', ' || r.state`.execute(db);
}

/** Nothing to undo: the old names were never right. */
export async function down(): Promise<void> {}
