import type { Dna, MatchFacts } from "./engine.js";

export type NewInsight = { insight_type: string; title: string; description: string; actionable_steps: string[] };

/** What to do with each love language, for yourself and for a match who shares it. */
const LOVE_STEPS: Record<string, string[]> = {
  "Words of affirmation": [
    "Tell a match one specific thing you appreciated about your last conversation.",
    "Let matches know that kind words land with you: it's a good first-date topic.",
  ],
  "Quality time": [
    "Suggest a first date with room to talk: a walk beats a loud bar.",
    "Keep your phone away when you meet; you'll feel the difference.",
  ],
  "Acts of service": [
    "Offer something small and practical: a book you mentioned, a place to try.",
    "Notice when a match makes plans easy for you, and say so.",
  ],
  "Physical touch": [
    "Talk about comfort with touch early and plainly; it builds trust.",
    "Pick dates where closeness comes naturally, like dancing or a cosy café.",
  ],
  "Thoughtful gifts": [
    "Remember small details from conversations: they make the best gifts.",
    "Save what a match tells you in your Memory Vault, so you remember it.",
  ],
};

const STYLE_STEPS: Record<string, string[]> = {
  "Open and direct": [
    "Ask how a match likes to talk things through: not everyone is as quick.",
    "Pair honesty with warmth: say what you like before what you'd change.",
  ],
  "Clear and to the point": [
    "Share one feeling in each conversation, not only plans and facts.",
    "Ask a match an open question and let the answer run.",
  ],
  "Warm and reflective": [
    "When something bothers you, name a time to talk instead of waiting it out.",
    "Tell matches you like a moment to think: it reads as care, not distance.",
  ],
  "Calm and considered": [
    "Start with a light question; depth comes easier once you're comfortable.",
    "Write a first message that says one thing about you, not only a hello.",
  ],
};

/**
 * Insights from the DNA and the member's activity, the most pressing first (someone waiting for a
 * reply comes before self-knowledge); each with steps a person can take this week.
 */
export function insightsFor(dna: Dna, matches: readonly MatchFacts[]): NewInsight[] {
  const out: NewInsight[] = [];
  if (dna.love_language) {
    const l = dna.love_language;
    out.push({
      insight_type: "love_language",
      title: `You feel loved through ${l.primary.toLowerCase()}`,
      description: l.secondary
        ? `${l.primary} first, then ${l.secondary.toLowerCase()}. Share it early: people can only meet needs they know about.`
        : "Share it early: people can only meet needs they know about.",
      actionable_steps: LOVE_STEPS[l.primary] ?? [],
    });
  }
  if (dna.communication_style) {
    const c = dna.communication_style;
    out.push({
      insight_type: "communication",
      title: `Your style: ${c.style.toLowerCase()}`,
      description: c.summary,
      actionable_steps: STYLE_STEPS[c.style] ?? [],
    });
  }
  if (dna.emotional_intelligence) {
    const e = dna.emotional_intelligence;
    out.push(
      e.score >= 60
        ? {
            insight_type: "emotional_intelligence",
            title: "Your steadiness is a strength",
            description: `Emotional intelligence ${e.score} of 100 (${e.level.toLowerCase()}). People feel safe with someone who stays present.`,
            actionable_steps: [
              "When a match shares something hard, reflect it back before you offer advice.",
              "Say what you notice: “You seem excited about this” opens people up.",
            ],
          }
        : {
            insight_type: "emotional_intelligence",
            title: "Give feelings a moment",
            description: `Emotional intelligence ${e.score} of 100 (${e.level.toLowerCase()}). A pause before reacting changes how conversations end.`,
            actionable_steps: [
              "Before replying to a message that stings, wait ten minutes.",
              "Name your feeling in one word to yourself first; then answer.",
            ],
          },
    );
  }
  const waiting = matches.filter((m) => m.received > 0 && m.sent === 0).length;
  const quiet = matches.filter((m) => m.received === 0 && m.sent === 0).length;
  if (waiting > 0) {
    out.unshift({
      insight_type: "activity",
      title: `${waiting} match${waiting === 1 ? " is" : "es are"} waiting to hear from you`,
      description: "They wrote first. A short, warm reply keeps the door open.",
      actionable_steps: ["Reply today, even briefly.", "Use a starter from your AI Digest if you're stuck."],
    });
  } else if (quiet > 0) {
    out.unshift({
      insight_type: "activity",
      title: `${quiet} match${quiet === 1 ? " hasn't" : "es haven't"} heard from anyone yet`,
      description: "Someone has to go first. It might as well be you.",
      actionable_steps: [
        "Open with something from their profile, not just “hi”.",
        "Ask one question you'd enjoy answering yourself.",
      ],
    });
  } else if (matches.length === 0) {
    out.unshift({
      insight_type: "activity",
      title: "Widen your circle",
      description: "No matches yet. Small changes to your preferences can introduce you to many more people.",
      actionable_steps: [
        "Check your distance and age range in your profile settings.",
        "Add interests: shared interests raise your compatibility.",
      ],
    });
  }
  return out;
}
