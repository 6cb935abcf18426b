import { sql, type Kysely } from "kysely";
import { faqSeed } from "../seeds/0002-faqs.js";

/**
 * FAQ answers that had drifted from what the app does: the optional outside language model, changing
 * your email yourself, what deleting an account removes and keeps, what blocking does to a
 * conversation, and the self-service data export. Rows are found by their question (unchanged);
 * `down` puts back the answers migration 0002 seeded.
 */
const answers: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: "Do you use an outside AI to judge me?",
    answer:
      "No. Compatibility scores, Connection DNA and digest insights are calculated by our own engine on our servers from your answers, interests and intent, and nothing about you is guessed at random. An outside language model is optional: if we turn it on, it only words the summary of your week in the AI digest, and it receives only counts and percentages (likes given and received, matches, replies waiting and compatibility percentages such as your average), never your name, photos, profile text or messages.",
  },
  {
    question: "How do I change my password or email, or reset a forgotten password?",
    answer:
      "You can change your password in your account settings, and if you have forgotten it, use the forgotten-password link on the sign-in page to get a reset link by email. Passwords need at least 12 characters with an uppercase letter, a lowercase letter, a number and one of @$!%*?&. To change your email address, enter the new one in your account settings: we send a confirmation link to the new address, your email changes when you open it, and we let your old address know.",
  },
  {
    question: "How do I delete my account?",
    answer:
      "You can delete your account at any time in Settings → Delete your account, with your password. If you have a paid plan, we first stop it from renewing with the payment provider; if that fails, nothing is deleted and we tell you, so you can try again. Then we remove your profile, photos, quiz answers, likes, matches and their whole conversations (for both of you), your Memory Vault, settings, sessions, invitations and data exports. Reports stay with our safety team (a report you filed no longer names you), and payment records stay in our accounts, no longer linked to you, for as long as tax and accounting law requires. A paid plan ends with the account and is not refunded for the remaining period.",
  },
  {
    question: "How do I block or report someone?",
    answer:
      "Use the Block or Report option on their profile. When you block someone, you disappear from each other everywhere on Unlocked, including discovery, search, matches and messages: your conversation is hidden from both of you, and kept until one of you deletes their account. Reports are reviewed by our team, and you can add up to 500 characters of detail to help us understand what happened.",
  },
  {
    question: "How do I contact support?",
    answer:
      "Email support@unlocked.app and a real person will reply. You can download a copy of your data yourself in Settings → Your data. For other privacy requests, please write from the email address on your account so we can confirm it is you.",
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const f of answers) {
    await sql`update faqs set answer = ${f.answer} where question = ${f.question}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { question } of answers) {
    const seeded = faqSeed.find((f) => f.question === question);
    if (!seeded) throw new Error(`No seeded FAQ answer for "${question}"`);
    await sql`update faqs set answer = ${seeded.answer} where question = ${question}`.execute(db);
  }
}
