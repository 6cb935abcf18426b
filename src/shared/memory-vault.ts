import * as z from "zod/mini";
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
  z.pipe(
    z.pipe(
      storableText(),
      z.transform((s: string) => s.trim()),
    ),
    z.string().check(z.maxLength(max, tooLong)),
  );
/** Empty means none (stored as null). */
const emptyAsNull = (max: number, tooLong: string) =>
  z.pipe(
    trimmed(max, tooLong),
    z.transform((s: string) => (s === "" ? null : s)),
  );
/** Optional free text: empty means none (stored as null). */
const optionalText = (max: number, tooLong: string) => z.optional(z.nullable(emptyAsNull(max, tooLong)));
/** An id as a client sends it (1–100 characters). */
const idString = () => z.string().check(z.minLength(1), z.maxLength(100));

const tags = z.pipe(
  z
    .array(trimmed(VaultLimits.tagMax, VaultText.tagTooLong))
    .check(z.maxLength(VaultLimits.tagsMax, VaultText.tooManyTags)),
  // Empty tags dropped, repeats (case-insensitive) kept once, in the order given.
  z.transform((list: string[]) =>
    list.filter((t, i) => t !== "" && list.findIndex((u) => u.toLowerCase() === t.toLowerCase()) === i),
  ),
);

const momentFields = z.object({
  title: z.pipe(
    trimmed(VaultLimits.titleMax, VaultText.titleTooLong),
    z.string().check(z.minLength(1, VaultText.titleRequired)),
  ),
  description: optionalText(VaultLimits.textMax, VaultText.textTooLong),
  moment_type: z.enum(momentTypes),
  notes: optionalText(VaultLimits.textMax, VaultText.textTooLong),
  tags,
  /** The match this moment belongs to, if any (one of the member's own). */
  match_id: z.optional(z.nullable(idString())),
});
/** The spec's moment form: `moment_type` defaults to reflection. */
export const momentInputSchema = z.extend(momentFields, {
  moment_type: z._default(momentFields.shape.moment_type, "reflection"),
  tags: z._default(tags, []),
});
export type MomentInput = z.input<typeof momentInputSchema>;
/** An edit changes only what it names (no defaults, so an absent field keeps its value). */
export const momentUpdateSchema = z
  .strictObject(z.partial(momentFields).shape)
  .check(z.refine((m) => Object.values(m).some((v) => v !== undefined), VaultText.nothingToChange));
export type MomentUpdate = z.input<typeof momentUpdateSchema>;
/** The moment form on /memory-vault: the same rules, with tags typed on one line, comma-separated. */
export const momentFormSchema = z.extend(z.omit(momentInputSchema, { match_id: true }), {
  tags: z.pipe(
    z.pipe(
      z.string(),
      z.transform((line: string) => line.split(",")),
    ),
    tags,
  ),
});

export const savedMatchInputSchema = z.object({
  match_id: idString(),
  note: optionalText(VaultLimits.noteMax, VaultText.noteTooLong),
});
export type SavedMatchInput = z.input<typeof savedMatchInputSchema>;
/** A favourite's note: the new note, or null (or empty) to clear it. */
export const savedMatchUpdateSchema = z.strictObject({
  note: z.nullable(emptyAsNull(VaultLimits.noteMax, VaultText.noteTooLong)),
});

const promptText = z.pipe(
  trimmed(VaultLimits.promptMax, VaultText.promptTooLong),
  z.string().check(z.minLength(1, VaultText.promptRequired)),
);
/** Words that say where a prompt came from ("From Maya's profile"); shown under it. */
const promptContext = optionalText(VaultLimits.noteMax, VaultText.noteTooLong);
export const promptInputSchema = z.object({
  text: promptText,
  source: z._default(z.enum(promptSources), "own"),
  context: promptContext,
});
export type PromptInput = z.input<typeof promptInputSchema>;
export const promptUpdateSchema = z
  .strictObject({ text: z.optional(promptText), context: promptContext })
  .check(z.refine((p) => p.text !== undefined || p.context !== undefined, VaultText.nothingToChange));

export const savedMatchSchema = z.object({
  id: z.string(),
  match_id: z.string(),
  user_id: z.string(),
  name: z.nullable(z.string()),
  avatar_url: z.nullable(z.string()),
  note: z.nullable(z.string()),
  saved_at: z.string(),
});
export const savedPromptSchema = z.object({
  id: z.string(),
  text: z.string(),
  source: z.enum(promptSources),
  context: z.nullable(z.string()),
  saved_at: z.string(),
});
export const momentSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  moment_type: z.enum(momentTypes),
  notes: z.nullable(z.string()),
  tags: z.array(z.string()),
  match_id: z.nullable(z.string()),
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
export const vaultItemParamsSchema = z.object({ id: idString() });
