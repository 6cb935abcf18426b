import { sql, type Kysely } from "kysely";
import { runStatements } from "./run-statements.js";

/**
 * Photo verification (ADR 0536).
 * verification_checks: one live check each, kept as a record of when, how (its steps) and with
 * which model a member was checked, and how it ended. `anchor` holds the straight look's face
 * descriptor only while the check runs (turns and smiles are compared with it); ending the check
 * empties it, so nothing of the face outlives the check.
 * member_verifications: the mark, one row per verified member, naming the photos whose face
 * matched the selfie (later photos are compared with those, never with a stored face).
 * discovery_candidates.verified: the mark in discovery's projection, for its "Verified only" filter.
 */
/** The FAQ says what the check does and keeps (the privacy policy says the same). */
const faq = {
  topic: "Privacy & security",
  question: "What does the Verified mark mean, and what happens to my selfie?",
  answer:
    "The Verified mark means a live check matched the person in front of the camera with the person in that member's photos. To get it, open your profile and choose Get verified: you look straight at the camera, then turn your head left and right and smile, in an order we choose each time, so a photo held up or a recording can't pass. Your face is read by a model that runs on our own servers, never by another company. Each camera picture is read and dropped; while the check runs (at most two minutes) we keep one set of face measurements from your straight look to compare the others with, and delete it when the check ends, whether it passed or not. We keep only when you took the check, its steps, the model's version and the result, and which of your photos matched: all of it is in your data export and goes with your account. You can try 5 times a day. Automatic checks make mistakes; if yours keeps failing, good light and a photo that shows your face clearly help.",
};

/** "Established" reporters now wear the Verified mark too (the red team's finding 3). */
const reportsAnswer = {
  question: "What happens after I report someone?",
  before:
    "A moderator on our team reviews every report, with the evidence kept with it. They may dismiss it, warn the member, remove a photo or some text from their profile, suspend the account for a number of days or ban it. A suspended or banned member is signed out everywhere at once and hidden from everyone, and can appeal each decision once from the sign-in page. If two established members (confirmed, age-verified and on Unlocked for more than a week) report the same person within 24 hours, or one reports someone as underage, that person is hidden from discovery until a moderator decides: new accounts alone can't hide anyone. Evidence is kept while the report is open and for a year after it is closed; our log of moderators' decisions is kept for two years and never holds anyone's email address.",
  after:
    "A moderator on our team reviews every report, with the evidence kept with it. They may dismiss it, warn the member, remove a photo or some text from their profile, suspend the account for a number of days or ban it. A suspended or banned member is signed out everywhere at once and hidden from everyone, and can appeal each decision once from the sign-in page. If two established members (confirmed, age-verified, photo-verified and on Unlocked for more than a week) report the same person within 24 hours, or one reports someone as underage, that person is hidden from discovery until a moderator decides: new or unverified accounts alone can't hide anyone. Evidence is kept while the report is open and for a year after it is closed; our log of moderators' decisions is kept for two years and never holds anyone's email address.",
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update faqs set answer = ${reportsAnswer.after} where question = ${reportsAnswer.question}`.execute(db);
  await sql`insert into faqs (topic, question, answer) values (${faq.topic}, ${faq.question}, ${faq.answer})`.execute(
    db,
  );
  await runStatements(
    db,
    `
    create table verification_checks (
      id text primary key,
      user_id text not null references users(id) on delete cascade,
      steps text[] not null,
      step integer not null default 0,
      frames integer not null default 0,
      anchor real[],
      anchor_yaw real,
      model text not null,
      started_at timestamptz not null,
      expires_at timestamptz not null,
      ended_at timestamptz,
      outcome text check (outcome in ('passed', 'failed')),
      failure text check (failure in ('face-changed', 'no-match', 'not-done', 'expired')),
      check ((outcome is null) = (ended_at is null)),
      check (outcome is null or anchor is null)
    );
    create index verification_checks_user_idx on verification_checks(user_id, started_at);
    create index verification_checks_open_idx on verification_checks(expires_at) where ended_at is null;
    create table member_verifications (
      user_id text primary key references users(id) on delete cascade,
      check_id text not null references verification_checks(id) on delete cascade,
      verified_at timestamptz not null,
      photo_ids text[] not null
    );
    alter table discovery_candidates add column verified boolean not null default false;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update faqs set answer = ${reportsAnswer.before} where question = ${reportsAnswer.question}`.execute(db);
  await sql`delete from faqs where question = ${faq.question}`.execute(db);
  await runStatements(
    db,
    `alter table discovery_candidates drop column verified; drop table member_verifications; drop table verification_checks;`,
  );
}
