import * as z from "zod/mini";

/**
 * Connection DNA (part 2 §2, §3; Unlocked Beyond): computed by the server's own engine from the
 * member's quiz answers, profile and activity. Every section carries the plain words that say
 * what produced it.
 */
export const emotionalIntelligenceSchema = z.object({
  /** 0–100 */
  score: z.int(),
  level: z.string(),
  explanation: z.array(z.string()),
});
export const loveLanguageSchema = z.object({
  primary: z.string(),
  secondary: z.nullable(z.string()),
  explanation: z.array(z.string()),
});
export const communicationStyleSchema = z.object({
  style: z.string(),
  summary: z.string(),
  /** 0–100: how soon and how plainly hard things are said; how openly feelings are shared. */
  directness: z.int(),
  expressiveness: z.int(),
  explanation: z.array(z.string()),
});
export const compatibilityAnalysisSchema = z.object({
  summary: z.string(),
  /** Kinds of people the member connects with, and why. */
  connects_with: z.array(z.object({ kind: z.string(), why: z.string() })),
  matches_considered: z.int(),
  /** The mean compatibility with their matches (0–99), or null before the first match. */
  average_compatibility: z.nullable(z.int()),
  explanation: z.array(z.string()),
});

export const insightSchema = z.object({
  id: z.string(),
  insight_type: z.string(),
  title: z.string(),
  description: z.string(),
  /** Always a list (part 2 §3: a stored string becomes a one-item list, anything else an empty one). */
  actionable_steps: z.array(z.string()),
  created_at: z.string(),
});
export type Insight = z.infer<typeof insightSchema>;

export const connectionDnaSchema = z.object({
  /** `needs_answers`: too few answers for some sections; `next_questions` says what to answer. */
  status: z.enum(["ready", "needs_answers"]),
  computed_at: z.string(),
  answered: z.int(),
  total_questions: z.int(),
  emotional_intelligence: z.nullable(emotionalIntelligenceSchema),
  love_language: z.nullable(loveLanguageSchema),
  communication_style: z.nullable(communicationStyleSchema),
  compatibility_analysis: z.nullable(compatibilityAnalysisSchema),
  next_questions: z.array(z.object({ id: z.int(), text: z.string() })),
  insights: z.array(insightSchema),
});
export type ConnectionDna = z.infer<typeof connectionDnaSchema>;
export type EmotionalIntelligence = z.infer<typeof emotionalIntelligenceSchema>;
export type LoveLanguage = z.infer<typeof loveLanguageSchema>;
export type CommunicationStyle = z.infer<typeof communicationStyleSchema>;
export type CompatibilityAnalysis = z.infer<typeof compatibilityAnalysisSchema>;

/** Part 2 §3: `actionable_steps` normalised to a list; a string becomes a one-item list, anything else an empty list. */
export function normaliseSteps(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.filter((s): s is string => typeof s === "string");
  return [];
}
