import type {
  CommunicationStyle,
  CompatibilityAnalysis,
  EmotionalIntelligence,
  LoveLanguage,
} from "#shared/connection-dna";
import { dimensionLabels, dimensions, likertOptions, type Dimension, type Question } from "#shared/quiz";

/**
 * The Connection DNA engine: pure functions of a member's answers, profile and activity, so the
 * same facts always give the same DNA and every section says in words what produced it.
 * Questions are recognised by their wording (the bank changes only by migration; a test checks
 * that every wording below is in it), so a question the engine does not know is simply unused.
 */

/** A question of the bank as the engines read it (shared/quiz.ts). */
export type BankQuestion = Pick<Question, "id" | "text" | "question_type" | "dimension"> & {
  options: readonly string[];
};
export type MatchFacts = {
  /** 0–99, from the compatibility engine. */
  percent: number;
  /** The partner's answers (question id → option index) and interests. */
  answers: ReadonlyMap<number, number>;
  interests: readonly string[];
  sent: number;
  received: number;
};
export type DnaInput = {
  bank: readonly BankQuestion[];
  answers: ReadonlyMap<number, number>;
  interests: readonly string[];
  matches: readonly MatchFacts[];
};
export type Dna = {
  emotional_intelligence: EmotionalIntelligence | null;
  love_language: LoveLanguage | null;
  communication_style: CommunicationStyle | null;
  compatibility_analysis: CompatibilityAnalysis | null;
  /** Questions to answer next for the sections that are still null (at most five). */
  next_questions: Array<{ id: number; text: string }>;
  answered: number;
};

/** A Likert statement in the second person, for the explanations ("you stay calm under pressure"). */
type Marker = { text: string; you: string; sign?: 1 | -1 };

const EI_MARKERS: Marker[] = [
  { text: "I stay calm under pressure.", you: "stay calm under pressure" },
  {
    text: "I quickly notice how the people around me are feeling.",
    you: "quickly notice how the people around you are feeling",
  },
  {
    text: "I take time to understand my feelings before I react.",
    you: "take time to understand your feelings before you react",
  },
  { text: "I find it easy to apologize when I'm wrong.", you: "find it easy to apologize when you're wrong" },
  {
    text: "I'd rather find a compromise than win an argument.",
    you: "would rather find a compromise than win an argument",
  },
  {
    text: "Disagreements handled well can make a relationship stronger.",
    you: "see disagreements, handled well, as making a relationship stronger",
  },
  { text: "I feel comfortable sharing my feelings openly.", you: "feel comfortable sharing your feelings openly" },
];
const DIRECTNESS: Marker[] = [
  {
    text: "I prefer to talk things through right away rather than wait.",
    you: "prefer to talk things through right away",
  },
  {
    text: "I'd rather hear hard feedback directly than have it softened.",
    you: "would rather hear hard feedback directly",
  },
  {
    text: "When we disagree, I need some time alone before I can talk it out.",
    you: "need time alone before talking a disagreement out",
    sign: -1,
  },
];
const EXPRESSIVENESS: Marker[] = [
  { text: "I feel comfortable sharing my feelings openly.", you: "feel comfortable sharing your feelings openly" },
  {
    text: "Deep conversations energize me more than small talk.",
    you: "find deep conversations more energising than small talk",
  },
  {
    text: "I like to stay in touch with a partner throughout the day.",
    you: "like to stay in touch throughout the day",
  },
];
const LOVE_RECEIVE = "What makes you feel most loved?";
const LOVE_GIVE = "How do you usually show someone you care?";
const LOVE_LIKERT: Array<Marker & { language: string; weight: number }> = [
  {
    text: "Physical affection is important to me in a relationship.",
    you: "find physical affection important",
    language: "Physical touch",
    weight: 2,
  },
  {
    text: "Undistracted time together is how I feel closest to someone.",
    you: "feel closest through undistracted time together",
    language: "Quality time",
    weight: 2,
  },
  {
    text: "Small everyday gestures mean more to me than grand ones.",
    you: "value small everyday gestures over grand ones",
    language: "Acts of service",
    weight: 1,
  },
];
const KEEP_IN_TOUCH = "How do you most like to keep in touch during the day?";
export const KNOWN_WORDINGS = [...EI_MARKERS, ...DIRECTNESS, ...EXPRESSIVENESS, ...LOVE_LIKERT]
  .map((m) => m.text)
  .concat(LOVE_RECEIVE, LOVE_GIVE, KEEP_IN_TOUCH);

/** Answers needed before a section is computed. */
const MIN = { ei: 3, communicationPerAxis: 1, communication: 3 } as const;

type Answered = { q: BankQuestion; index: number; position: number };

function lookup(input: DnaInput) {
  const byText = new Map(input.bank.map((q) => [q.text, q]));
  return (text: string): Answered | null => {
    const q = byText.get(text);
    const index = q ? input.answers.get(q.id) : undefined;
    if (!q || index === undefined) return null;
    return { q, index, position: index / Math.max(1, q.options.length - 1) };
  };
}

/** "You strongly agree that you stay calm under pressure." */
function said(a: Answered, m: Marker): string {
  const word = (likertOptions[a.index] ?? "Neutral").toLowerCase();
  if (word === "neutral") return `You're undecided on whether you ${m.you}.`;
  return `You ${word} that you ${m.you}.`;
}

const pct = (x: number) => Math.round(100 * x);
const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

function emotionalIntelligence(find: ReturnType<typeof lookup>): EmotionalIntelligence | null {
  const seen = EI_MARKERS.flatMap((m) => {
    const a = find(m.text);
    return a ? [{ m, a }] : [];
  });
  if (seen.length < MIN.ei) return null;
  const score = pct(mean(seen.map((s) => s.a.position)));
  const level = score >= 75 ? "Highly attuned" : score >= 50 ? "Attuned" : "Still growing";
  // Strongest first; ties keep the markers' order, so the words never change for the same answers.
  const ranked = [...seen].sort((x, y) => y.a.position - x.a.position);
  const explanation = [
    `From ${seen.length} of your answers about feelings and disagreements.`,
    ...ranked.slice(0, 2).map((s) => said(s.a, s.m)),
  ];
  const weakest = ranked.at(-1)!;
  if (weakest.a.position < 0.5) explanation.push(`Room to grow: ${said(weakest.a, weakest.m).replace(/^You/, "you")}`);
  return { score, level, explanation };
}

function loveLanguage(find: ReturnType<typeof lookup>): LoveLanguage | null {
  const receive = find(LOVE_RECEIVE);
  const give = find(LOVE_GIVE);
  if (!receive && !give) return null;
  const languages = (receive ?? give)!.q.options;
  const points = new Map(languages.map((l) => [l, 0]));
  const explanation: string[] = [];
  if (receive) {
    points.set(languages[receive.index]!, points.get(languages[receive.index]!)! + 3);
    explanation.push(`You said “${languages[receive.index]}” makes you feel most loved.`);
  }
  if (give) {
    points.set(languages[give.index]!, points.get(languages[give.index]!)! + 2);
    explanation.push(`You show you care through “${languages[give.index]}”.`);
  }
  for (const m of LOVE_LIKERT) {
    const a = find(m.text);
    if (!a || !points.has(m.language)) continue;
    points.set(m.language, points.get(m.language)! + m.weight * (a.position - 0.5) * 2);
    if (a.position > 0.5) explanation.push(said(a, m));
  }
  const ranked = [...points].sort((x, y) => y[1] - x[1] || languages.indexOf(x[0]) - languages.indexOf(y[0]));
  const [primary, second] = ranked;
  return { primary: primary![0], secondary: second && second[1] > 0 ? second[0] : null, explanation };
}

const STYLES = {
  "direct-expressive": { style: "Open and direct", summary: "You say what you feel, and you say it soon." },
  "direct-reserved": {
    style: "Clear and to the point",
    summary: "You deal with things head-on and keep feelings for the moments that need them.",
  },
  "gentle-expressive": {
    style: "Warm and reflective",
    summary: "You share a lot of yourself, and you take your time with hard conversations.",
  },
  "gentle-reserved": {
    style: "Calm and considered",
    summary: "You think before you speak and let closeness grow at its own pace.",
  },
} as const;

function communicationStyle(find: ReturnType<typeof lookup>): CommunicationStyle | null {
  const axis = (markers: Marker[]) =>
    markers.flatMap((m) => {
      const a = find(m.text);
      return a ? [{ m, a, value: m.sign === -1 ? 1 - a.position : a.position }] : [];
    });
  const direct = axis(DIRECTNESS);
  const open = axis(EXPRESSIVENESS);
  if (
    direct.length < MIN.communicationPerAxis ||
    open.length < MIN.communicationPerAxis ||
    direct.length + open.length < MIN.communication
  )
    return null;
  const directness = pct(mean(direct.map((d) => d.value)));
  const expressiveness = pct(mean(open.map((d) => d.value)));
  const key =
    `${directness >= 50 ? "direct" : "gentle"}-${expressiveness >= 50 ? "expressive" : "reserved"}` as keyof typeof STYLES;
  const strongest = (xs: typeof direct) =>
    [...xs].sort((x, y) => Math.abs(y.a.position - 0.5) - Math.abs(x.a.position - 0.5))[0]!;
  const explanation = [
    `Directness ${directness} of 100: ${said(strongest(direct).a, strongest(direct).m)}`,
    `Openness ${expressiveness} of 100: ${said(strongest(open).a, strongest(open).m)}`,
  ];
  const touch = find(KEEP_IN_TOUCH);
  if (touch) explanation.push(`During the day you like “${touch.q.options[touch.index]!.toLowerCase()}”.`);
  return { ...STYLES[key], directness, expressiveness, explanation };
}

const normalise = (s: string) => s.trim().toLowerCase();

function compatibilityAnalysis(input: DnaInput): CompatibilityAnalysis | null {
  const mine = input.answers;
  if (mine.size === 0) return null;
  const closeness = (theirs: ReadonlyMap<number, number>) => {
    const by = new Map<Dimension, number[]>();
    for (const q of input.bank) {
      const a = mine.get(q.id);
      const b = theirs.get(q.id);
      if (a === undefined || b === undefined) continue;
      const c =
        q.question_type === "choice" ? (a === b ? 1 : 0) : 1 - Math.abs(a - b) / Math.max(1, q.options.length - 1);
      by.set(q.dimension, [...(by.get(q.dimension) ?? []), c]);
    }
    return by;
  };
  const connects: CompatibilityAnalysis["connects_with"] = [];
  const explanation: string[] = [];
  const n = input.matches.length;

  // Who they click with, from their own answers: the dimensions they feel most strongly about.
  const strength = dimensions
    .map((d) => {
      const positions = input.bank
        .filter((q) => q.dimension === d && q.question_type === "likert" && mine.has(q.id))
        .map((q) => mine.get(q.id)! / Math.max(1, q.options.length - 1));
      return { d, strength: positions.length ? mean(positions.map((p) => Math.abs(p - 0.5))) : -1 };
    })
    .filter((s) => s.strength >= 0)
    .sort((x, y) => y.strength - x.strength || dimensions.indexOf(x.d) - dimensions.indexOf(y.d));
  if (strength[0]) {
    connects.push({
      kind: `People who share your outlook on ${dimensionLabels[strength[0].d].toLowerCase()}`,
      why: `Your answers about ${dimensionLabels[strength[0].d].toLowerCase()} are your most decided ones, so agreement there counts most for you.`,
    });
  }

  let average: number | null = null;
  if (n > 0) {
    average = Math.round(mean(input.matches.map((m) => m.percent)));
    explanation.push(`From your ${n} match${n === 1 ? "" : "es"}: ${average}% compatible on average.`);
    const perDimension = new Map<Dimension, number[]>();
    for (const m of input.matches)
      for (const [d, cs] of closeness(m.answers)) perDimension.set(d, [...(perDimension.get(d) ?? []), mean(cs)]);
    const closest = [...perDimension]
      .map(([d, cs]) => ({ d, value: mean(cs) }))
      .sort((x, y) => y.value - x.value || dimensions.indexOf(x.d) - dimensions.indexOf(y.d))[0];
    if (closest) {
      connects.push({
        kind: `People who are like you in ${dimensionLabels[closest.d].toLowerCase()}`,
        why: `Your matches are ${pct(closest.value)}% alike with you there, more than anywhere else.`,
      });
    }
    const talking = input.matches.filter((m) => m.sent > 0 && m.received > 0);
    if (talking.length > 0) {
      explanation.push(`You're in conversation with ${talking.length} of them.`);
      const talkingAvg = Math.round(mean(talking.map((m) => m.percent)));
      connects.push({
        kind: "The people you actually talk with",
        why: `Your conversations are with matches who are ${talkingAvg}% compatible on average${talkingAvg > average ? ": more than your matches overall" : ""}.`,
      });
    }
    const counts = new Map<string, number>();
    const own = new Set(input.interests.map(normalise).filter(Boolean));
    for (const m of input.matches)
      for (const i of new Set(m.interests.map(normalise))) if (own.has(i)) counts.set(i, (counts.get(i) ?? 0) + 1);
    const shared = [...counts].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1))[0];
    if (shared)
      connects.push({ kind: `People who love ${shared[0]}`, why: `${shared[1]} of your matches share it with you.` });
  } else {
    explanation.push("No matches yet: this comes from your own answers, and grows as you match and talk.");
  }
  const summary = connects[0]
    ? `You connect most with ${connects[0].kind.charAt(0).toLowerCase()}${connects[0].kind.slice(1)}.`
    : "Answer the quiz to see who you connect with.";
  return {
    summary,
    connects_with: connects.slice(0, 4),
    matches_considered: n,
    average_compatibility: average,
    explanation,
  };
}

export function connectionDna(input: DnaInput): Dna {
  const find = lookup(input);
  const dna = {
    emotional_intelligence: emotionalIntelligence(find),
    love_language: loveLanguage(find),
    communication_style: communicationStyle(find),
    compatibility_analysis: compatibilityAnalysis(input),
  };
  const wanted = new Set<string>([
    ...(dna.emotional_intelligence ? [] : EI_MARKERS.map((m) => m.text)),
    ...(dna.love_language ? [] : [LOVE_RECEIVE, LOVE_GIVE]),
    ...(dna.communication_style ? [] : [...DIRECTNESS, ...EXPRESSIVENESS].map((m) => m.text)),
  ]);
  const unanswered = input.bank.filter((q) => !input.answers.has(q.id));
  // The questions a missing section needs first, then any other unanswered one.
  const next = [
    ...unanswered.filter((q) => wanted.has(q.text)),
    ...(dna.compatibility_analysis ? [] : unanswered.filter((q) => !wanted.has(q.text))),
  ];
  return {
    ...dna,
    next_questions: Object.values(dna).some((s) => s === null)
      ? next.slice(0, 5).map((q) => ({ id: q.id, text: q.text }))
      : [],
    answered: input.bank.filter((q) => input.answers.has(q.id)).length,
  };
}
