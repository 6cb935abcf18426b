import { z } from "zod";
import { VaultLimits } from "./limits.js";
import { VaultText } from "./premium-messages.js";
import { storableText } from "./text.js";

/**
 * Memory Vault (part 2 §2, §3; Unlocked Beyond): favourite matches, inspiring prompts and special
 * moments, each list newest `saved_at` first, private to its owner.
 */
export const momentTypes = ["reflection", "first_date", "milestone", "conversation", "other"] as const;
export type MomentType = (typeof momentTypes)[number];
export const momentTypeLabels: Record<MomentType, string> = {
  reflection: "Reflection",
  first_date: "First date",
  milestone: "Milestone",
  conversation: "Conversation",
  other: "Something else",
};

/** Where a saved prompt came from (a profile's starters, a conversation, the digest, or the member). */
export const promptSources = ["profile", "conversation", "digest", "own"] as const;
export type PromptSource = (typeof promptSources)[number];

const trimmed = (max: number, tooLong: string) =>
  storableText()
    .transform((s) => s.trim())
    .pipe(z.string().max(max, tooLong));
/** Optional free text: empty means none (stored as null). */
const optionalText = (max: number, tooLong: string) =>
  trimmed(max, tooLong)
    .transform((s) => (s === "" ? null : s))
    .nullable()
    .optional();

const tags = z
  .array(trimmed(VaultLimits.tagMax, VaultText.tagTooLong))
  .max(VaultLimits.tagsMax, VaultText.tooManyTags)
  // Empty tags dropped, repeats (case-insensitive) kept once, in the order given.
  .transform((list) => list.filter((t, i) => t !== "" && list.findIndex((u) => u.toLowerCase() === t.toLowerCase()) === i));

const momentFields = z.object({
  title: trimmed(VaultLimits.titleMax, VaultText.titleTooLong).pipe(z.string().min(1, VaultText.titleRequired)),
  description: optionalText(VaultLimits.textMax, VaultText.textTooLong),
  moment_type: z.enum(momentTypes),
  notes: optionalText(VaultLimits.textMax, VaultText.textTooLong),
  tags,
  /** The match this moment belongs to, if any (one of the member's own). */
  match_id: z.string().min(1).max(100).nullable().optional(),
});
/** The spec's moment form: `moment_type` defaults to reflection. */
export const momentInputSchema = momentFields.extend({ moment_type: momentFields.shape.moment_type.default("reflection"), tags: tags.default([]) });
export type MomentInput = z.input<typeof momentInputSchema>;
/** An edit changes only what it names (no defaults, so an absent field keeps its value). */
export const momentUpdateSchema = momentFields
  .partial()
  .strict()
  .refine((m) => Object.values(m).some((v) => v !== undefined), VaultText.nothingToChange);
export type MomentUpdate = z.input<typeof momentUpdateSchema>;
/** The moment form on /memory-vault: the same rules, with tags typed on one line, comma-separated. */
export const momentFormSchema = momentInputSchema.omit({ match_id: true }).extend({
  tags: z.string().transform((line) => line.split(",")).pipe(tags),
});

export const savedMatchInputSchema = z.object({
  match_id: z.string().min(1).max(100),
  note: optionalText(VaultLimits.noteMax, VaultText.noteTooLong),
});
export type SavedMatchInput = z.input<typeof savedMatchInputSchema>;
/** A favourite's note: the new note, or null (or empty) to clear it. */
export const savedMatchUpdateSchema = z.object({ note: trimmed(VaultLimits.noteMax, VaultText.noteTooLong).transform((s) => (s === "" ? null : s)).nullable() }).strict();

const promptText = trimmed(VaultLimits.promptMax, VaultText.promptTooLong).pipe(z.string().min(1, VaultText.promptRequired));
/** Words that say where a prompt came from ("From Maya's profile"); shown under it. */
const promptContext = optionalText(VaultLimits.noteMax, VaultText.noteTooLong);
export const promptInputSchema = z.object({ text: promptText, source: z.enum(promptSources).default("own"), context: promptContext });
export type PromptInput = z.input<typeof promptInputSchema>;
export const promptUpdateSchema = z
  .object({ text: promptText.optional(), context: promptContext })
  .strict()
  .refine((p) => p.text !== undefined || p.context !== undefined, VaultText.nothingToChange);

export const savedMatchSchema = z.object({
  id: z.string(),
  match_id: z.string(),
  user_id: z.string(),
  name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  note: z.string().nullable(),
  saved_at: z.string(),
});
export const savedPromptSchema = z.object({
  id: z.string(),
  text: z.string(),
  source: z.enum(promptSources),
  context: z.string().nullable(),
  saved_at: z.string(),
});
export const momentSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  moment_type: z.enum(momentTypes),
  notes: z.string().nullable(),
  tags: z.array(z.string()),
  match_id: z.string().nullable(),
  saved_at: z.string(),
  updated_at: z.string(),
});
export type SavedMatch = z.infer<typeof savedMatchSchema>;
export type SavedPrompt = z.infer<typeof savedPromptSchema>;
export type Moment = z.infer<typeof momentSchema>;

export const vaultSchema = z.object({
  matches: z.array(savedMatchSchema),
  prompts: z.array(savedPromptSchema),
  moments: z.array(momentSchema),
});
export type Vault = z.infer<typeof vaultSchema>;

export const vaultKinds = ["matches", "prompts", "moments"] as const;
export type VaultKind = (typeof vaultKinds)[number];
export const vaultItemParamsSchema = z.object({ id: z.string().min(1).max(100) });
