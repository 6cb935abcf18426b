import { sql, type Kysely } from "kysely";

/**
 * The FAQ says what trust and safety now does (issue 33): reports reviewed by moderators with their
 * evidence, automatic holds, suspensions, bans and appeals, unblock, and photos checked at upload.
 * Two answers are rewritten (found by their question), two questions are added under Safety.
 */
const rewritten: ReadonlyArray<{ question: string; answer: string; before: string }> = [
  {
    question: "How do I block or report someone?",
    answer:
      "Use the Block or Report option on their profile or in your conversation. When you block someone, you disappear from each other everywhere on Unlocked, including discovery, search, matches and messages. You can unblock them later in Safety & privacy → People you blocked: you may then meet again as strangers, but your match and conversation don't come back, and they aren't told. When you report someone, a copy of your conversation up to that moment and their profile and photos as they were are kept with the report, so our moderators can review it even if the match or the account is later deleted. You can add up to 500 characters of detail. Once a moderator has decided, we let you know your report was reviewed (never what happened to the other person).",
    before:
      "Use the Block or Report option on their profile. When you block someone, you disappear from each other everywhere on Unlocked, including discovery, search, matches and messages: your conversation is hidden from both of you, and kept until one of you deletes their account. Reports are reviewed by our team, and you can add up to 500 characters of detail to help us understand what happened.",
  },
];

const added: ReadonlyArray<{ topic: string; question: string; answer: string }> = [
  {
    topic: "Safety",
    question: "What happens after I report someone?",
    answer:
      "A moderator on our team reviews every report, with the evidence kept with it. They may dismiss it, warn the member, remove a photo or some text from their profile, suspend the account for a number of days or ban it. A suspended or banned member is signed out everywhere at once and hidden from everyone, and can appeal each decision once from the sign-in page. If two established members (confirmed, age-verified and on Unlocked for more than a week) report the same person within 24 hours, or one reports someone as underage, that person is hidden from discovery until a moderator decides: new accounts alone can't hide anyone. Evidence is kept while the report is open and for a year after it is closed; our log of moderators' decisions is kept for two years and never holds anyone's email address.",
  },
  {
    topic: "Safety",
    question: "Why was my photo refused or marked “in review”?",
    answer:
      "Every photo you upload is checked for sexually explicit content by a model that runs on our own servers; the photo is never sent anywhere else. A clearly explicit photo is refused, as our community guidelines don't allow them on profiles. A photo the model isn't sure about is marked “in review”: only you can see it until a moderator approves it (it then appears on your profile) or removes it. Automatic checks make mistakes, in both directions, which is why a person always makes the final decision on anything borderline.",
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const f of rewritten) await sql`update faqs set answer = ${f.answer} where question = ${f.question}`.execute(db);
  for (const f of added)
    await sql`insert into faqs (topic, question, answer) values (${f.topic}, ${f.question}, ${f.answer})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const f of added) await sql`delete from faqs where question = ${f.question}`.execute(db);
  for (const f of rewritten) await sql`update faqs set answer = ${f.before} where question = ${f.question}`.execute(db);
}
