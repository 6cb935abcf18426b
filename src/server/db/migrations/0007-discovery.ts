import type { Kysely } from "kysely";
import { runStatements } from "./run-statements.js";

/**
 * Discovery's own copy of what it filters and ranks on, one row per discoverable member, kept by
 * the matching feature from profile and quiz events (so discovery never reads another feature's
 * tables). `place` is the zip centroid as an earthdistance point with a GiST index, so "within
 * N miles, nearest first" is an index scan; `search_text` (interests, location, occupation, bio,
 * lower-cased) has a trigram index for the free-text search; `answers[question id]` is the
 * member's option index (null when unanswered), enough to rank with the compatibility engine
 * without reading quiz_answers per candidate.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create extension if not exists cube;
    create extension if not exists earthdistance;
    create extension if not exists pg_trgm;
    create table discovery_candidates (
      user_id text primary key references users(id) on delete cascade,
      name text not null,
      gender text not null,
      interested_in text[] not null default '{}',
      date_of_birth date not null,
      age_min integer not null,
      age_max integer not null,
      distance_preference integer not null,
      lat double precision,
      lon double precision,
      place earth,
      city text,
      looking_for text,
      avatar_url text,
      has_photo boolean not null default false,
      interests text[] not null default '{}',
      answers smallint[] not null default '{}',
      search_text text not null default '',
      updated_at timestamptz not null default now()
    );
    create index discovery_candidates_place_idx on discovery_candidates using gist (place);
    create index discovery_candidates_search_idx on discovery_candidates using gin (search_text gin_trgm_ops);
    create index discovery_candidates_dob_idx on discovery_candidates (gender, date_of_birth);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table discovery_candidates;`);
}
