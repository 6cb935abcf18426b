import { sql, type Kysely } from "kysely";

/**
 * Identity for everyone (issue 42): precise gender identities, orientations and pronouns, from
 * the lists in shared/identity.ts, each shown or kept private. Orientation starts private: a
 * member shows it by choice, never by default. The lists are checked by the app (they grow
 * without a migration); the array lengths are bounded here too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table profiles
      add column gender_identities text[] not null default '{}' check (cardinality(gender_identities) <= 5),
      add column orientations text[] not null default '{}' check (cardinality(orientations) <= 4),
      add column pronouns text check (char_length(pronouns) <= 20),
      add column identities_shown boolean not null default true,
      add column orientations_shown boolean not null default false,
      add column pronouns_shown boolean not null default true`.execute(db);
  await sql`alter table discovery_candidates add column pronouns text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table discovery_candidates drop column pronouns`.execute(db);
  await sql`
    alter table profiles
      drop column gender_identities, drop column orientations, drop column pronouns,
      drop column identities_shown, drop column orientations_shown, drop column pronouns_shown`.execute(db);
}
