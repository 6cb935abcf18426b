import { z } from "zod";

/** Liking or passing on someone (part 1 §2 /matches: Like → "Liked"). */
export const decisionSchema = z.object({
  user_id: z.string().min(1).max(100),
  kind: z.enum(["like", "pass"]).default("like"),
});
export type Decision = z.input<typeof decisionSchema>;

export const decisionResultSchema = z.object({
  kind: z.enum(["like", "pass"]),
  /** The match this like completed (or the pair's existing one); null when there is none yet. */
  match_id: z.string().nullable(),
});
export type DecisionResult = z.infer<typeof decisionResultSchema>;

export const matchSchema = z.object({ id: z.string(), user_id: z.string(), created_at: z.string() });
export const matchListSchema = z.object({ matches: z.array(matchSchema) });
export type MatchList = z.infer<typeof matchListSchema>;
