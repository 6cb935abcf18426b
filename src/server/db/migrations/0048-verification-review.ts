import { sql, type Kysely } from "kysely";
import { runStatements } from "./run-statements.js";

/**
 * A moderator's review of a failed photo verification (ADR 0539).
 * verification_checks.step_frames: a SHA-256 of the camera picture that did each step, so a
 * member asking for a review can only send the pictures this check was done with (a hash tells
 * nothing of a face; it is emptied at the end of a check, or once the time to ask has passed).
 * review_*: the member asked a moderator to compare those pictures with their photos; one open
 * review at a time. moderation_cases gets the kind 'verification' with the check it is about,
 * and case_files: the pictures kept beside the case, in private storage, until 30 days after the
 * decision.
 */
const question = "What does the Verified mark mean, and what happens to my selfie?";
const before =
  "The Verified mark means a live check matched the person in front of the camera with the person in that member's photos. To get it, open your profile and choose Get verified: you look straight at the camera, then turn your head left and right and smile, in an order we choose each time, so a photo held up or a recording can't pass. Your face is read by a model that runs on our own servers, never by another company. Each camera picture is read and dropped; while the check runs (at most two minutes) we keep one set of face measurements from your straight look to compare the others with, and delete it when the check ends, whether it passed or not. We keep only when you took the check, its steps, the model's version and the result, and which of your photos matched: all of it is in your data export and goes with your account. You can try 5 times a day. Automatic checks make mistakes; if yours keeps failing, good light and a photo that shows your face clearly help.";
const after =
  "The Verified mark means a live check matched the person in front of the camera with the person in that member's photos. To get it, open your profile and choose Get verified: you look straight at the camera, then turn your head left and right and smile, in an order we choose each time, so a photo held up or a recording can't pass. Your face is read by a model that runs on our own servers, never by another company. Each camera picture is read and dropped; while the check runs (at most two minutes) we keep one set of face measurements from your straight look to compare the others with, and delete it when the check ends, whether it passed or not. We keep only when you took the check, its steps, the model's version and the result, and which of your photos matched: all of it is in your data export and goes with your account. You can try 5 times a day. Automatic checks make mistakes: if you did every step but your selfie didn't match your photos, you can ask a moderator to compare them. Only then do we keep anything of your face: the four pictures of that check, sent by you, in private storage beside the request, seen only by moderators and deleted 30 days after their decision (or with your account).";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update faqs set answer = ${after} where question = ${question}`.execute(db);
  await runStatements(
    db,
    `
    alter table verification_checks add column step_frames text[] not null default '{}';
    alter table verification_checks add column review_requested_at timestamptz;
    alter table verification_checks add column review_decided_at timestamptz;
    alter table verification_checks add column review_outcome text check (review_outcome in ('confirmed', 'refused'));
    alter table verification_checks add constraint verification_checks_review_of_no_match
      check (review_requested_at is null or failure = 'no-match');
    alter table verification_checks add constraint verification_checks_review_decided
      check ((review_decided_at is null) = (review_outcome is null));
    create unique index verification_checks_one_open_review on verification_checks(user_id)
      where review_requested_at is not null and review_decided_at is null;

    alter table moderation_cases drop constraint moderation_cases_kind_check;
    alter table moderation_cases add constraint moderation_cases_kind_check
      check (kind in ('reports', 'photo', 'appeal', 'verification'));
    alter table moderation_cases add column check_id text;
    alter table moderation_cases add constraint moderation_cases_verification_check
      check ((kind = 'verification') = (check_id is not null));
    create table case_files (
      case_id text not null references moderation_cases(id) on delete cascade,
      position integer not null,
      storage_key text not null,
      primary key (case_id, position)
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update faqs set answer = ${before} where question = ${question}`.execute(db);
  await runStatements(
    db,
    `
    drop table case_files;
    alter table moderation_cases drop constraint moderation_cases_verification_check;
    alter table moderation_cases drop column check_id;
    alter table moderation_cases drop constraint moderation_cases_kind_check;
    -- Decided reviews stay (the audit log refers to them, and refuses deletes): the old rule
    -- holds for new rows only.
    alter table moderation_cases add constraint moderation_cases_kind_check
      check (kind in ('reports', 'photo', 'appeal')) not valid;
    drop index verification_checks_one_open_review;
    alter table verification_checks drop constraint verification_checks_review_decided;
    alter table verification_checks drop constraint verification_checks_review_of_no_match;
    alter table verification_checks drop column review_outcome;
    alter table verification_checks drop column review_decided_at;
    alter table verification_checks drop column review_requested_at;
    alter table verification_checks drop column step_frames;
  `,
  );
}
