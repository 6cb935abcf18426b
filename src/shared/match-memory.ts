import * as z from "zod/mini";
import { MatchMemoryLimits } from "./limits.js";
import { MatchMemoryText } from "./premium-messages.js";
import { storableText } from "./text.js";

/**
 * Private Match Memory (Unlocked+ and Beyond): a member's own notepad about one match, visible
 * only to its author. Empty text removes it.
 */
export const matchMemoryInputSchema = z.object({
  note: z.pipe(
    z.pipe(
      storableText(),
      z.transform((s: string) => s.trim()),
    ),
    z.string().check(z.maxLength(MatchMemoryLimits.noteMax, MatchMemoryText.tooLong)),
  ),
});

export const matchMemorySchema = z.object({
  /** "" when the member has written nothing about this match. */
  note: z.string(),
  updated_at: z.nullable(z.string()),
  /** Whether the member's plan lets them write (Unlocked+ or Beyond); notes stay readable without it. */
  can_edit: z.boolean(),
});
export type MatchMemory = z.infer<typeof matchMemorySchema>;

export const matchMemoryParamsSchema = z.object({ matchId: z.string().check(z.minLength(1), z.maxLength(100)) });
