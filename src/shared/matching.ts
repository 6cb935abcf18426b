import * as z from "zod/mini";
import { DiscoveryLimits, ProfileLimits } from "./limits.js";
import { genderPreferences } from "./discovery-filters.js";
import { intents, promptIds } from "./profiles.js";
import { MatchText } from "./messages.js";
import { LikePartText } from "./phone-first-messages.js";

export {
  chosenFilters,
  genderPreferenceLabels,
  genderPreferences,
  type GenderPreference,
} from "./discovery-filters.js";

/**
 * The part of someone a like was for (the deck's hearts; ADR 0512):
 * one of their photos, by its address, or one of their prompt answers, by the prompt's id. Which
 * photo or prompt is theirs is the server's check at the time of the like.
 */
export const likePartSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("photo"),
      url: z.string({ error: LikePartText.malformed }).check(z.minLength(1), z.maxLength(2000)),
    }),
    z.object({
      kind: z.literal("prompt"),
      prompt: z.string({ error: LikePartText.malformed }).check(z.minLength(1), z.maxLength(100)),
    }),
  ],
  { error: LikePartText.malformed },
);
export type LikePart = z.infer<typeof likePartSchema>;

/** Liking or passing on someone (part 1 §2 /matches: Like → "Liked"), a like maybe for one part of them. */
export const decisionSchema = z.object({
  user_id: z.string().check(z.minLength(1), z.maxLength(100)),
  kind: z._default(z.enum(["like", "pass"]), "like"),
  part: z.optional(likePartSchema),
});
export type Decision = z.input<typeof decisionSchema>;

export const decisionResultSchema = z.object({
  kind: z.enum(["like", "pass"]),
  /** The match this like completed (or the pair's existing one); null when there is none yet. */
  match_id: z.nullable(z.string()),
});
export type DecisionResult = z.infer<typeof decisionResultSchema>;

/** A mutual match and the other person's card; name and the rest are null while their profile is incomplete. */
export const matchSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  created_at: z.string(),
  name: z.nullable(z.string()),
  age: z.nullable(z.int()),
  city: z.nullable(z.string()),
  avatar_url: z.nullable(z.string()),
});
export type Match = z.infer<typeof matchSchema>;
export const matchListSchema = z.object({ matches: z.array(matchSchema) });

/**
 * Where the viewer stands with a member whose profile they open (GET /api/people/:id/fit): the
 * compatibility with every reason (null while either profile is incomplete), their own like or
 * pass, and the pair's match.
 */
export const personFitSchema = z.object({
  compatibility: z.nullable(z.object({ percent: z.int(), reasons: z.array(z.string()) })),
  decision: z.nullable(z.enum(["like", "pass"])),
  match_id: z.nullable(z.string()),
});
export type PersonFit = z.infer<typeof personFitSchema>;
export const personParamsSchema = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, MatchText.notFound)),
});

/** A match (and its conversation) named in a path. */
export const matchParamsSchema = z.object({ matchId: z.string().check(z.minLength(1), z.maxLength(100)) });
export type MatchList = z.infer<typeof matchListSchema>;

/*
 * Discovery (GET /api/discover): the search dialog's search, preference and zip, and
 * /match-search's filters. Every filter is optional; `cursor` is the previous page's next_cursor.
 */
const optionalInt = (min: number, max: number) =>
  z.optional(z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max)));

export const discoveryQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(200))),
  search: z.optional(z.string().check(z.trim(), z.maxLength(DiscoveryLimits.searchMax))),
  preference: z.optional(z.enum(genderPreferences)),
  zip: z.optional(z.string().check(z.trim(), z.maxLength(DiscoveryLimits.zipMax))),
  age_min: optionalInt(ProfileLimits.ageMin, ProfileLimits.ageMax),
  age_max: optionalInt(ProfileLimits.ageMin, ProfileLimits.ageMax),
  distance: optionalInt(1, DiscoveryLimits.distanceMaxMiles),
  intent: z.optional(z.enum(intents)),
  /** Comma-separated; a candidate matches when they share at least one. */
  interests: z.optional(z.string().check(z.maxLength(DiscoveryLimits.searchMax * 2))),
  has_photo: z.optional(z.enum(["true", "false"])),
  /** Only members with the Verified mark (photo verification). */
  verified: z.optional(z.enum(["true", "false"])),
});
export type DiscoveryQuery = z.infer<typeof discoveryQuerySchema>;

export const candidateSchema = z.object({
  id: z.string(),
  name: z.string(),
  age: z.nullable(z.int()),
  city: z.nullable(z.string()),
  avatar_url: z.nullable(z.string()),
  /** Whole miles from the searcher (or the searched zip); null when either has no zip. */
  distance_miles: z.nullable(z.int()),
  /** True when the member doesn't share their location: distance_miles is then to the nearest 5 (at least 5). */
  distance_rounded: z.boolean(),
  compatibility: z.object({ percent: z.int(), reasons: z.array(z.string()) }),
  /** One line in their own words: their first prompt's answer (with the prompt), else their bio. */
  own_words: z.nullable(z.object({ prompt: z.nullable(z.enum(promptIds)), text: z.string() })),
  /** Their interests (lower-cased), and those the searcher shares. */
  interests: z.array(z.string()),
  shared_interests: z.array(z.string()),
  /** Their Unlocked Beyond badge (an active plan, not hidden by them). */
  beyond_badge: z.boolean(),
  /** Their pronouns, when they show them (shared/identity.ts). */
  pronouns: z.nullable(z.string()),
  /** Their Verified mark: a live selfie matched their photos (photo verification). */
  verified: z.boolean(),
});
export type Candidate = z.infer<typeof candidateSchema>;

/**
 * "Likes you" (GET /api/likes/received): who liked the member and is still waiting for their
 * answer, newest first, as the same cards discovery shows. Plus and Beyond see the people; free
 * members see how many (`locked`).
 */
/** What a liker liked, as the liked member sees it on the Likes tab. */
export const likedPartSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("photo"), url: z.string() }),
  z.object({ kind: z.literal("prompt"), prompt: z.enum(promptIds), answer: z.string() }),
]);
export type LikedPart = z.infer<typeof likedPartSchema>;

/** POST /api/likes/undo: the member's last pass on this person, taken back (the deck's Undo). */
export const undoPassSchema = z.object({ user_id: z.string().check(z.minLength(1), z.maxLength(100)) });
export const undoPassResultSchema = z.object({ undone: z.literal(true) });

export const likedYouSchema = z.object({
  count: z.int(),
  locked: z.boolean(),
  people: z.array(candidateSchema),
  /**
   * While locked: the newest few likers' main photos as a few pixels each (a data: URL), drawn
   * blurred: a face you can tell is there, not whose (null: they have no photo). No ids.
   */
  veils: z.array(z.nullable(z.string())),
  /**
   * Unlocked only: what each liker liked, by their id, when it was a photo (still on the member's
   * profile) or a prompt (with the member's answer as it reads now); absent for a whole-person like.
   */
  parts: z.record(z.string(), likedPartSchema),
});
export type LikedYou = z.infer<typeof likedYouSchema>;

/** How many people like the member and wait for their answer (the Likes tab's badge). */
export const likesCountSchema = z.object({ count: z.int() });
export type LikesCount = z.infer<typeof likesCountSchema>;

export const discoveryResponseSchema = z.object({
  /**
   * `profile_incomplete`: the searcher lacks what the two-way rules need (name, gender, date of
   * birth); `no_location` (nearby only): the searcher has no zip, so nobody can be near them.
   */
  status: z.enum(["ok", "profile_incomplete", "no_location"]),
  candidates: z.array(candidateSchema),
  next_cursor: z.nullable(z.string()),
  /** A free member has met today's new people (DiscoveryLimits.freeNewPerDay); more tomorrow or with a plan. */
  daily_limit_reached: z.optional(z.boolean()),
});
export type DiscoveryResponse = z.infer<typeof discoveryResponseSchema>;
