/**
 * `npm run seed -- --users N [--database-url URL] [--seed S]`: fills the database with N realistic,
 * confirmed members, for load tests (`npm run bench -- discovery`) and for trying discovery with a
 * crowd. Re-running tops up to N seeded members; it never duplicates them.
 *
 * Seeded members cannot sign in: they have no password (no `accounts` row) and no session. They
 * exist to be found, not to search. Writing goes around the features (no events, no mails): rows
 * are made in bulk, a batch per transaction, and discovery's projection through the matching
 * feature's own repository (`upsertMany`), so the projection's shape stays in one place.
 *
 * Everything is derived from (seed, member number), so member 41 is the same person on every run.
 * PostgreSQL is the target (DATABASE_URL or --database-url); the embedded PGlite under DATA_DIR
 * is accepted for small crowds only.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { sql, type Insertable } from "kysely";
import { loadConfig } from "../src/server/config.js";
import { openDatabase, type DatabaseHandle } from "../src/server/db/database.js";
import { migrateToLatest } from "../src/server/db/migrate.js";
import type { Database } from "../src/server/db/types.js";
import { createDiscoveryRepository, type CandidateRow } from "../src/server/features/matching/index.js";
import { allZips, milesBetween } from "../src/server/geo/zip-centroids.js";
import * as data from "./seed-data.js";
import { promptAnswers } from "./seed-prompts.js";
import { promptIds, type PromptAnswer } from "#shared/profiles";

/** Above this many members, PGlite (one process, in-memory buffers) is the wrong tool. */
const PGLITE_MAX = 5000;
/**
 * Rows per statement: a profile is 22 parameters, and PostgreSQL takes at most 65,535 per
 * statement (PGlite's protocol parser reads the count as signed, so 32,767 there).
 */
const BATCH = { postgres: 2000, pglite: 1000 } as const;
const QUIZ_SHARE = 0.7;
const EMAIL_DOMAIN = "seed.unlocked.test";
const DAY_MS = 86_400_000;

type Rng = () => number;

/** mulberry32: small, fast, and good enough to make people up. */
function mulberry32(state: number): Rng {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
/** One generator per member (murmur3's finaliser mixes the two numbers), so batches don't matter. */
function memberRng(seed: number, n: number): Rng {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(n + 1, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return mulberry32(h ^ (h >>> 16));
}

function picker<T>(weighted: data.Weighted<T>): (rng: Rng) => T {
  const total = weighted.reduce((sum, [, w]) => sum + w, 0);
  return (rng) => {
    let r = rng() * total;
    for (const [value, w] of weighted) if ((r -= w) < 0) return value;
    return weighted.at(-1)![0];
  };
}
const oneOf = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
/** About normal (mean 0, sd 1), from Box–Muller. */
const normal = (rng: Rng) => Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

type Zip = { zip: string; lat: number; lon: number; city: string; state: string };
const STATES = new Set(
  "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split(
    " ",
  ),
);

/**
 * Real residential zips (geo/zip-centroids.ts: people live there, so never an
 * organisation's or a PO box's), grouped so that picking a metro by population and then a zip
 * near it puts members where people live.
 */
async function zipPools(): Promise<{ anywhere: Zip[]; nearMetro: Zip[][] }> {
  const anywhere = (await allZips())
    .filter((z) => z.residential && STATES.has(z.state) && z.lat && z.lon)
    .map(({ zip, lat, lon, city, state }) => ({ zip, lat, lon, city, state }));
  const nearMetro = data.metros.map(([anchor]) => {
    const centre = anywhere.find((z) => z.zip === anchor);
    if (!centre) throw new Error(`seed-data: metro zip ${anchor} is not a residential zip`);
    return anywhere.filter((z) => milesBetween(centre, z) <= data.METRO_RADIUS_MILES);
  });
  return { anywhere, nearMetro };
}

type Question = { id: number; question_type: string; options: string[]; dimension: string };
type Member = {
  user: Insertable<Database["users"]>;
  profile: Insertable<Database["profiles"]>;
  safety: Insertable<Database["safety_settings"]>;
  /** Their drawn portrait, as a photo (see portraitFor). */
  photo: Insertable<Database["photos"]>;
  /** One per question, in bank order; null when this member skipped the quiz. */
  answers: number[] | null;
  /** How much each answer matters (0 a little, 1 somewhat, 2 very), in bank order; null without answers. */
  importance: number[] | null;
  candidate: CandidateRow;
};

const pick = {
  gender: picker(data.genderWeights),
  interestedIn: Object.fromEntries(Object.entries(data.interestedInWeights).map(([g, w]) => [g, picker(w)])),
  ageBand: picker(data.ageBands),
  distance: picker(data.distanceWeights),
  intent: picker(data.intentWeights),
  visibility: picker(data.visibilityWeights),
  metro: picker(data.metros.map(([, w], i) => [i, w] as const)),
  interest: picker(data.interests),
  orientation: Object.fromEntries(Object.entries(data.orientationWeights).map(([k, w]) => [k, picker(w)])),
  identity: Object.fromEntries(Object.entries(data.identityWeights).map(([g, w]) => [g, picker(w)])),
  importance: picker(data.importanceWeights),
  pronouns: Object.fromEntries(Object.entries(data.pronounWeights).map(([g, w]) => [g, picker(w)])),
};

/** Which orientation list a member draws from, by their gender and who they are interested in. */
function orientationGroup(gender: string, interestedIn: readonly string[]): string {
  if (interestedIn.length === 0 || gender === "non-binary" || gender === "prefer-not-to-say") return "anyone";
  if (interestedIn.length > 1) return "both";
  return interestedIn[0] === gender ? "same" : "straight";
}
const ID_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/**
 * A drawn portrait from the crowd pool, chosen by the member's id (not the seed's stream, so the
 * rest of a member is the same as before portraits existed), from the group their gender draws.
 */
export function portraitFor(id: string, gender: string): string {
  const group = gender === "man" || gender === "woman" ? gender : "any";
  let hash = 0;
  for (const c of id) hash = (Math.imul(hash, 31) + c.charCodeAt(0)) >>> 0;
  return `${data.crowdPortraits.path}/${group}-${(hash % data.crowdPortraits.perGroup) + 1}.svg`;
}

/** Member number n, made up from the seed alone (dates count from `epoch`, the start of this year). */
function makeMember(
  n: number,
  seed: number,
  bank: readonly Question[],
  zips: Awaited<ReturnType<typeof zipPools>>,
  epoch: number,
): Member {
  const rng = memberRng(seed, n);
  const id = Array.from({ length: 32 }, () => ID_CHARS[Math.floor(rng() * ID_CHARS.length)]).join("");
  const gender = pick.gender(rng);
  const names =
    gender === "woman"
      ? data.womenNames
      : gender === "man"
        ? data.menNames
        : rng() < 0.6
          ? data.neutralNames
          : oneOf(rng, [data.womenNames, data.menNames]);
  const name = oneOf(rng, names);
  const avatar = portraitFor(id, gender);
  const [youngest, oldest] = pick.ageBand(rng);
  const age = youngest + Math.floor(rng() * (oldest - youngest + 1));
  const born = new Date(epoch - Math.floor(rng() * 365) * DAY_MS);
  born.setUTCFullYear(born.getUTCFullYear() - age);
  const dateOfBirth = born.toISOString().slice(0, 10);
  // Most set a range around their own age (men a little younger, women a little older); some keep the defaults.
  const keepsDefaults = rng() < 0.1;
  const ageMin = keepsDefaults ? 18 : clamp(age - 2 - Math.floor(rng() * 8) - (gender === "man" ? 3 : 0), 18, 100);
  const ageMax = keepsDefaults
    ? 65
    : clamp(age + 2 + Math.floor(rng() * 8) + (gender === "woman" ? 3 : 0), ageMin, 100);

  const rural = rng() < data.RURAL_SHARE;
  const place = rural ? oneOf(rng, zips.anywhere) : oneOf(rng, zips.nearMetro[pick.metro(rng)]!);
  const location = `${place.city}, ${place.state}`;
  const interests = new Set<string>();
  for (let want = 2 + Math.floor(rng() * 5); interests.size < want;) interests.add(pick.interest(rng));
  const mine = [...interests];
  const occupation =
    age < 23 && rng() < 0.5 ? "Student" : age > 64 && rng() < 0.5 ? "Retired" : oneOf(rng, data.occupations);
  const fill = (s: string) => s.replace("{a}", mine[0]!.toLowerCase()).replace("{b}", mine[1]!.toLowerCase());
  const bio =
    rng() < 0.1
      ? null
      : [oneOf(rng, data.bioOpeners), fill(oneOf(rng, data.bioMiddles)), oneOf(rng, data.bioClosers)]
          .filter(Boolean)
          .join(" ");
  const meanHeight = gender === "woman" ? 163 : gender === "man" ? 177 : 170;
  const createdAt = new Date(epoch - Math.floor(rng() * 730 * DAY_MS));
  const lookingFor = pick.intent(rng);
  const interestedIn = pick.interestedIn[gender]!(rng);
  const distance = pick.distance(rng);

  // Answers follow a per-person leaning on each dimension, so one member's answers hang together.
  const answered = rng() < QUIZ_SHARE;
  const lean = new Map<string, number>();
  const answers = answered
    ? bank.map((q) => {
        if (!lean.has(q.dimension)) lean.set(q.dimension, rng() + rng() - 1);
        const t = lean.get(q.dimension)!;
        const k = q.options.length;
        if (q.question_type === "likert") return clamp(Math.round((k - 1) / 2 + 1.8 * t + normal(rng) * 0.7), 0, k - 1);
        return rng() < 0.5 ? Math.min(k - 1, Math.floor(((t + 1) / 2) * k)) : Math.floor(rng() * k);
      })
    : null;
  const byId: (number | null)[] = [];
  if (answers) bank.forEach((q, i) => (byId[q.id - 1] = answers[i]!));
  // Drawn last, so the members of earlier seeds keep everything else they had.
  const prompts: PromptAnswer[] = [];
  for (let want = Math.floor(rng() * 4); prompts.length < want;) {
    const prompt = oneOf(rng, promptIds);
    if (!prompts.some((p) => p.prompt === prompt)) prompts.push({ prompt, answer: oneOf(rng, promptAnswers[prompt]) });
  }
  // Identity, drawn after the prompts for the same reason.
  const orientations = pick.orientation[orientationGroup(gender, interestedIn)]!(rng);
  const identity = {
    gender_identities: pick.identity[gender]!(rng),
    orientations,
    orientations_shown: orientations.length > 0 && rng() < 0.5,
    pronouns: pick.pronouns[gender]!(rng),
  };
  // How much each answer matters, drawn last of all: mostly "somewhat", a few "very" and "a little".
  const importance = answers ? answers.map(() => pick.importance(rng)) : null;
  const importanceById: number[] = [];
  if (importance) bank.forEach((q, i) => (importanceById[q.id - 1] = importance[i]!));
  const ownWords = prompts[0]
    ? { prompt: prompts[0].prompt, text: prompts[0].answer }
    : bio
      ? { prompt: null, text: bio }
      : null;

  return {
    user: {
      id,
      name: `${name} ${oneOf(rng, data.lastNames)}`,
      email: `seed-${n}@${EMAIL_DOMAIN}`,
      email_verified: true,
      created_at: createdAt,
      updated_at: createdAt,
    },
    profile: {
      id,
      name,
      avatar_url: avatar,
      bio,
      gender,
      location,
      occupation,
      interests: mine,
      prompts: JSON.stringify(prompts),
      looking_for: lookingFor,
      interested_in: interestedIn,
      date_of_birth: dateOfBirth,
      education: rng() < 0.85 ? oneOf(rng, data.educations) : null,
      height: Math.round(clamp(meanHeight + normal(rng) * 7.5, 140, 210)),
      distance_preference: distance,
      age_preference_min: ageMin,
      age_preference_max: ageMax,
      ...identity,
      zip_code: place.zip,
      lat: place.lat,
      lon: place.lon,
      last_online: new Date(Math.max(createdAt.getTime(), epoch - Math.floor(rng() * 30 * DAY_MS))),
      completed_at: createdAt,
      created_at: createdAt,
      updated_at: createdAt,
    },
    safety: { user_id: id, profile_visibility: pick.visibility(rng) },
    // The portrait is their main photo, so every screen shows it as it shows an uploaded one.
    // No uploaded file backs it: its storage key names none (deleting it removes nothing).
    photo: {
      id: `${id}-portrait`,
      user_id: id,
      storage_key: `seed-portraits/${id}.svg`,
      url: avatar,
      created_at: createdAt,
    },
    answers,
    importance,
    // What discovery.service's refresh() would write for this profile (see profiles' discoveryFacts).
    candidate: {
      user_id: id,
      name,
      gender,
      interested_in: interestedIn,
      date_of_birth: dateOfBirth,
      age_min: ageMin,
      age_max: ageMax,
      distance_preference: distance,
      lat: place.lat,
      lon: place.lon,
      city: location,
      looking_for: lookingFor,
      avatar_url: avatar,
      has_photo: true,
      shares_location: false,
      priority_until: null,
      interests: [...new Set(mine.map((i) => i.trim().toLowerCase()))],
      answers: Array.from(byId, (a) => a ?? null),
      importance: Array.from(importanceById, (a) => a ?? 1),
      search_text: [mine.join(" "), location, occupation, bio, ...prompts.map((p) => p.answer), place.city]
        .filter(Boolean)
        .join(" ")
        .toLowerCase(),
      own_words: ownWords?.text ?? null,
      own_words_prompt: ownWords?.prompt ?? null,
      pronouns: identity.pronouns,
      // The seeded crowd never took the live check: nobody there wears the Verified mark.
      verified: false,
    },
  };
}

/**
 * One transaction per batch. As a superuser, the foreign keys are not re-checked row by row
 * (`session_replication_role = replica`, what pg_restore --disable-triggers does): every row of
 * a batch is made together, so they hold by construction, and the two checks per quiz answer
 * made loading the answers about three times slower. Without that right (a managed server, say)
 * they are checked as usual.
 */
async function writeBatch(
  database: DatabaseHandle,
  bank: readonly Question[],
  members: readonly Member[],
  skipChecks: boolean,
): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    if (skipChecks) await sql`set local session_replication_role = replica`.execute(trx);
    await trx
      .insertInto("users")
      .values(members.map((m) => m.user))
      .execute();
    await trx
      .insertInto("profiles")
      .values(members.map((m) => m.profile))
      .execute();
    await trx
      .insertInto("safety_settings")
      .values(members.map((m) => m.safety))
      .execute();
    await trx
      .insertInto("photos")
      .values(members.map((m) => m.photo))
      .execute();
    // ~23 answers per member: three arrays and unnest() beat 70,000 bound parameters.
    const quizzed = members.filter((m) => m.answers);
    if (quizzed.length > 0) {
      const users = quizzed.flatMap((m) => bank.map(() => m.user.id));
      const questions = quizzed.flatMap(() => bank.map((q) => q.id));
      const answers = quizzed.flatMap((m) => m.answers!);
      const importance = quizzed.flatMap((m) => m.importance!);
      await sql`insert into quiz_answers (user_id, question_id, answer, importance)
        select * from unnest(${users}::text[], ${questions}::int[], ${answers}::smallint[], ${importance}::smallint[])`.execute(
        trx,
      );
    }
    await createDiscoveryRepository(trx).upsertMany(members.map((m) => m.candidate));
  });
}

export type SeedOptions = { users: number; seed?: number; log?: (line: string) => void };

/**
 * Migrates, then adds members until `users` seeded members exist; returns how many were added.
 * Batches go in as one transaction each, up to three at a time on PostgreSQL, while the next is
 * being made up, so a crash leaves whole members.
 */
export async function seedMembers(
  database: DatabaseHandle,
  { users, seed = 1, log = console.log }: SeedOptions,
): Promise<{ added: number; total: number; seconds: number }> {
  const started = performance.now();
  const { db } = database;
  await migrateToLatest(db);
  const existing = await sql<{ count: number; next: number }>`
    select count(*)::int as count, coalesce(max(substring(email from '^seed-([0-9]+)@')::int) + 1, 0)::int as next
    from users where email like ${`seed-%@${EMAIL_DOMAIN}`}`.execute(db);
  const { count, next } = existing.rows[0]!;
  const toAdd = Math.max(0, users - count);
  if (toAdd === 0) {
    log(
      `seed: ${count.toLocaleString("en-US")} seeded members already (asked for ${users.toLocaleString("en-US")}); nothing to add.`,
    );
    return { added: 0, total: count, seconds: (performance.now() - started) / 1000 };
  }
  log(`seed: adding ${toAdd.toLocaleString("en-US")} members to ${count.toLocaleString("en-US")} (seed ${seed})...`);
  const bank = (await db
    .selectFrom("questions")
    .select(["id", "question_type", "options", "dimension"])
    .orderBy("id")
    .execute()) as Question[];
  const zips = await zipPools();
  const superuser = await sql<{ on: boolean }>`select current_setting('is_superuser') = 'on' as on`.execute(db);
  const skipChecks = superuser.rows[0]!.on;
  const epoch = Date.UTC(new Date().getUTCFullYear(), 0, 1);
  const concurrency = database.kind === "postgres" ? 3 : 1;
  const inFlight: Promise<void>[] = [];
  const batch = BATCH[database.kind];
  const every = Math.max(batch, Math.ceil(toAdd / 20 / batch) * batch);
  for (let done = 0; done < toAdd;) {
    const size = Math.min(batch, toAdd - done);
    const members = Array.from({ length: size }, (_, i) => makeMember(next + done + i, seed, bank, zips, epoch));
    const writing = writeBatch(database, bank, members, skipChecks);
    writing.catch(() => undefined); // awaited below; this only keeps Node from calling it unhandled meanwhile
    inFlight.push(writing);
    if (inFlight.length >= concurrency) await inFlight.shift();
    done += size;
    if (done % every === 0 || done === toAdd) {
      const s = (performance.now() - started) / 1000;
      log(
        `seed: ${done.toLocaleString("en-US")} / ${toAdd.toLocaleString("en-US")} made (${s.toFixed(1)} s, ${Math.round(done / s).toLocaleString("en-US")}/s)`,
      );
    }
  }
  await Promise.all(inFlight);
  log("seed: vacuum analyze (fresh statistics and visibility map, as autovacuum would leave them)...");
  await sql`vacuum analyze users, profiles, safety_settings, quiz_answers, discovery_candidates`.execute(db);
  const seconds = (performance.now() - started) / 1000;
  log(
    `seed: done, ${(count + toAdd).toLocaleString("en-US")} seeded members; ${toAdd.toLocaleString("en-US")} added in ${seconds.toFixed(1)} s.`,
  );
  return { added: toAdd, total: count + toAdd, seconds };
}

async function cli(): Promise<void> {
  const usage = () => {
    console.error("Usage: npm run seed -- --users N [--database-url postgres://...] [--seed S]");
    return process.exit(2);
  };
  let values: { users?: string; "database-url"?: string; seed?: string };
  try {
    ({ values } = parseArgs({
      options: { users: { type: "string" }, "database-url": { type: "string" }, seed: { type: "string" } },
    }));
  } catch {
    return usage();
  }
  const users = Number(values.users);
  const seed = Number(values.seed ?? 1);
  if (!values.users || !Number.isSafeInteger(users) || users < 0 || !Number.isSafeInteger(seed)) return usage();
  const config = loadConfig();
  const databaseUrl = values["database-url"] ?? config.databaseUrl;
  if (!databaseUrl && users > PGLITE_MAX) {
    console.error(
      `Seeding ${users.toLocaleString("en-US")} members needs PostgreSQL: set DATABASE_URL or pass --database-url. ` +
        `The embedded database (${path.join(config.dataDir, "db")}) takes at most ${PGLITE_MAX.toLocaleString("en-US")}.`,
    );
    process.exit(2);
  }
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { pgliteDir: path.join(config.dataDir, "db") });
  try {
    await seedMembers(database, { users, seed });
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await cli();
