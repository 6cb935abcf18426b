import * as z from "zod/mini";

/**
 * The AI Digest (part 2 §2, §3, §4, §7; Unlocked+ and Beyond): one per member per UTC day
 * (`digest_date`, yyyy-mm-dd), written by the server's own engine (a language model may phrase
 * its analysis when one is configured). History keeps the last `DigestLimits.historyMax`.
 */
export const digestInsightSchema = z.object({
  kind: z.enum(["candidate", "match"]),
  user_id: z.string(),
  name: z.string(),
  avatar_url: z.nullable(z.string()),
  percent: z.int(),
  reasons: z.array(z.string()),
});
export const digestStartersSchema = z.object({
  match_id: z.string(),
  name: z.string(),
  starters: z.array(z.string()),
  /** What each starter is grounded in ("Shared interest: hiking"). */
  grounded_in: z.array(z.string()),
});
export const digestSchema = z.object({
  id: z.string(),
  digest_date: z.string(),
  generated_at: z.string(),
  compatibility_insights: z.array(digestInsightSchema),
  conversation_starters: z.array(digestStartersSchema),
  match_analysis: z.object({ summary: z.string(), facts: z.array(z.string()) }),
  /** Who wrote the analysis' summary: our engine, or the configured language model from the engine's facts. */
  phrased_by: z.enum(["engine", "model"]),
});
export type Digest = z.infer<typeof digestSchema>;
export type DigestContent = Omit<Digest, "id" | "digest_date" | "generated_at">;

/** Part 2 §4: has-today is true when the latest digest's date is today's (UTC). */
export const todayDigestSchema = z.object({ has_today: z.boolean(), digest: z.nullable(digestSchema) });
export const digestHistorySchema = z.object({ digests: z.array(digestSchema) });
/** Part 2 §7 generate-ai-digest: the answer reads success and digest. */
export const generateDigestSchema = z.object({ success: z.literal(true), digest: digestSchema });
