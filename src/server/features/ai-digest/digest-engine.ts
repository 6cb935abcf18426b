import type { DigestContent } from "#shared/ai-digest";
import { DigestLimits } from "#shared/limits";
import { likertOptions, type Question } from "#shared/quiz";

/**
 * The AI Digest's engine: pure functions of what the member's day looks like, so the same facts
 * on the same date always write the same digest, and every starter names what it is grounded in.
 */
export type DigestQuestion = Pick<Question, "id" | "text" | "question_type"> & { options: readonly string[] };
export type DigestPerson = {
  user_id: string;
  name: string;
  avatar_url: string | null;
  percent: number;
  reasons: string[];
};
export type DigestMatch = DigestPerson & {
  match_id: string;
  answers: ReadonlyMap<number, number>;
  interests: readonly string[];
  sent: number;
  received: number;
};
export type DigestInput = {
  /** yyyy-mm-dd (UTC): varies the wording from day to day, never within one. */
  date: string;
  bank: readonly DigestQuestion[];
  answers: ReadonlyMap<number, number>;
  interests: readonly string[];
  candidates: readonly DigestPerson[];
  matches: readonly DigestMatch[];
  week: { likesGiven: number; likesReceived: number; newMatches: number };
};

/** A small stable hash (FNV-1a), to pick a wording by date and match without randomness. */
function pick<T>(options: readonly T[], ...seed: string[]): T {
  let h = 0x811c9dc5;
  for (const ch of seed.join("|")) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return options[h % options.length]!;
}

const INTEREST_STARTERS = [
  (i: string) => `You both love ${i}: what first got you into it?`,
  (i: string) => `${cap(i)} is on both your profiles. What's your best ${i} memory so far?`,
  (i: string) => `If you planned a perfect ${i} day together, what would it look like?`,
];
const CHOICE_STARTERS = [
  (answer: string, q: string) => `You both answered “${answer}” to “${q}” What does that look like for you?`,
  (answer: string, q: string) => `Same answer to “${q}”: “${answer}”. Is there a story behind yours?`,
];
const BELIEF_STARTERS = [
  (agree: string, text: string) => `You both ${agree}: “${text}” What taught you that?`,
  (agree: string, text: string) => `“${text}” You both ${agree}. What shaped that for you?`,
];
const OPEN_STARTERS = [
  "What's something small that made your week better?",
  "What are you looking forward to this month?",
  "What's a place you'd love to show someone?",
];

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const normalise = (s: string) => s.trim().toLowerCase();

type StarterInput = Pick<DigestInput, "date" | "bank" | "answers" | "interests">;
type StarterMatch = Pick<DigestMatch, "match_id" | "name" | "answers" | "interests">;

function startersFor(input: StarterInput, m: StarterMatch): { starters: string[]; grounded_in: string[] } {
  const starters: string[] = [];
  const grounded: string[] = [];
  const theirs = new Set(m.interests.map(normalise));
  const shared = [...new Set(input.interests.map(normalise))].filter((i) => i && theirs.has(i)).sort();
  for (const i of shared.slice(0, 2)) {
    starters.push(pick(INTEREST_STARTERS, input.date, m.match_id, i)(i));
    grounded.push(`Shared interest: ${i}`);
  }
  for (const q of input.bank) {
    if (starters.length >= DigestLimits.startersEach) break;
    const a = input.answers.get(q.id);
    const b = m.answers.get(q.id);
    if (a === undefined || a !== b) continue;
    if (q.question_type === "choice") {
      starters.push(pick(CHOICE_STARTERS, input.date, m.match_id, String(q.id))(q.options[a]!, q.text));
      grounded.push(`Same answer: ${q.options[a]}`);
    } else if (a === 0 || a === q.options.length - 1) {
      // Only the strongest shared convictions: "both agree" on a middling answer says little.
      const agree = likertOptions[a]!.toLowerCase();
      starters.push(pick(BELIEF_STARTERS, input.date, m.match_id, String(q.id))(agree, q.text));
      grounded.push(`You both ${agree}: ${q.text}`);
    }
  }
  if (starters.length === 0) {
    const theirInterest = [...theirs].filter(Boolean).sort()[0];
    if (theirInterest) {
      starters.push(`${m.name} is into ${theirInterest}. Ask what they love about it.`);
      grounded.push(`${m.name}'s interest: ${theirInterest}`);
    } else {
      starters.push(pick(OPEN_STARTERS, input.date, m.match_id));
      grounded.push("An open question: you have no answers or interests in common yet");
    }
  }
  return {
    starters: starters.slice(0, DigestLimits.startersEach),
    grounded_in: grounded.slice(0, DigestLimits.startersEach),
  };
}

/**
 * Icebreakers (an early-access feature): three openers for a match with no messages yet, the
 * digest's starters first (what the two share), then open questions to make three.
 */
export function icebreakersFor(input: StarterInput, m: StarterMatch): string[] {
  const openers = startersFor(input, m).starters;
  for (let i = 0; openers.length < DigestLimits.startersEach && i < OPEN_STARTERS.length; i += 1) {
    const open = pick(OPEN_STARTERS, input.date, m.match_id, String(i));
    if (!openers.includes(open)) openers.push(open);
  }
  for (const open of OPEN_STARTERS)
    if (openers.length < DigestLimits.startersEach && !openers.includes(open)) openers.push(open);
  return openers.slice(0, DigestLimits.startersEach);
}

/** Matches that most need a word: waiting on the member first, then not started, then ongoing. */
function urgency(m: DigestMatch): number {
  if (m.received > 0 && m.sent === 0) return 0;
  if (m.received === 0 && m.sent === 0) return 1;
  return 2;
}

export function writeDigest(input: DigestInput): Omit<DigestContent, "phrased_by"> {
  const byUrgency = [...input.matches].sort(
    (a, b) => urgency(a) - urgency(b) || b.percent - a.percent || (a.match_id < b.match_id ? -1 : 1),
  );
  const topMatches = [...input.matches]
    .sort((a, b) => b.percent - a.percent || (a.match_id < b.match_id ? -1 : 1))
    .slice(0, DigestLimits.matches);
  const compatibility_insights = [
    ...input.candidates.slice(0, DigestLimits.candidates).map((c) => ({ kind: "candidate" as const, ...person(c) })),
    ...topMatches.map((m) => ({ kind: "match" as const, ...person(m) })),
  ];
  const conversation_starters = byUrgency
    .slice(0, DigestLimits.startersFor)
    .map((m) => ({ match_id: m.match_id, name: m.name, ...startersFor(input, m) }));

  const { likesGiven, likesReceived, newMatches } = input.week;
  const waiting = input.matches.filter((m) => urgency(m) === 0);
  const talking = input.matches.filter((m) => urgency(m) === 2).length;
  const facts = [
    `This week you gave ${likesGiven} like${likesGiven === 1 ? "" : "s"} and received ${likesReceived}.`,
    `${newMatches} new match${newMatches === 1 ? "" : "es"} this week; ${input.matches.length} in all.`,
  ];
  if (input.matches.length > 0) {
    facts.push(
      `You're talking with ${talking} of your matches; ${waiting.length} ${waiting.length === 1 ? "is" : "are"} waiting for your reply.`,
    );
    facts.push(
      `Your matches are ${Math.round(input.matches.reduce((s, m) => s + m.percent, 0) / input.matches.length)}% compatible with you on average.`,
    );
  }
  if (input.candidates[0])
    facts.push(`Your strongest new connection today is ${input.candidates[0].percent}% compatible.`);
  // No names in the summary: it is stored, and the people it would name are filtered on every
  // read (a block, an unmatch) while a sentence cannot be.
  const summary =
    waiting.length > 0
      ? `Your best next step: reply to the ${waiting.length === 1 ? "match who" : `${waiting.length} matches who`} wrote to you first.`
      : input.candidates[0]
        ? `Your strongest new connection today is ${input.candidates[0].percent}% compatible: see who under Compatibility insights.`
        : input.matches.length > 0
          ? "A calm day: a thoughtful message to one of your matches goes a long way."
          : "A quiet day. Widening your distance or age range will introduce you to more people.";
  return { compatibility_insights, conversation_starters, match_analysis: { summary, facts } };
}

const person = (p: DigestPerson) => ({
  user_id: p.user_id,
  name: p.name,
  avatar_url: p.avatar_url,
  percent: p.percent,
  reasons: p.reasons,
});
