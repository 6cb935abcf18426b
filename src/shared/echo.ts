import * as z from "zod/mini";

/**
 * Echo chats (ADR 0415; part 2 §1, §9): a new match opened as an Echo chat by a
 * member with Echo Amplified runs 7 days. Days 1–3 are quiet reflection (each person may send one
 * message a day, days counted from the start), days 4–7 are open, and after day 7 both choose to
 * keep the match or let it go (letting go ends the match for both). Silence is not a choice: after
 * `decisionDays` more days the chat simply opens, so neither is held waiting for ever.
 */
export const EchoRules = {
  reflectionDays: 3,
  totalDays: 7,
  reflectionMessagesPerDay: 1,
  /** Days after day 7 for both to choose; without a "let go" by then, the match is kept and the chat opens. */
  decisionDays: 3,
} as const;

export const echoPhases = ["reflection", "open", "deciding", "kept"] as const;
export type EchoPhase = (typeof echoPhases)[number];
export const echoChoices = ["keep", "let_go"] as const;
export type EchoChoice = (typeof echoChoices)[number];

export const echoStateSchema = z.object({
  match_id: z.string(),
  phase: z.enum(echoPhases),
  /** 1–7 while running; null once it has completed. */
  day: z.nullable(z.int()),
  started_at: z.string(),
  reflection_ends_at: z.string(),
  completes_at: z.string(),
  /** Whether the member may send now, and if not, when they may again (null: not by waiting). */
  can_send: z.boolean(),
  next_send_at: z.nullable(z.string()),
  my_choice: z.nullable(z.enum(echoChoices)),
  /** Whether the other person has chosen (never what). */
  partner_chose: z.boolean(),
});
export type EchoState = z.infer<typeof echoStateSchema>;
/** A conversation's Echo chat, or null when it is an ordinary one. */
export const echoResponseSchema = z.object({ echo: z.nullable(echoStateSchema) });
/**
 * GET /api/echo-chats: the Echo chats the member takes part in (in matches they can still see),
 * and whether their plan lets them start new ones. A member without the add-on still takes part
 * in the Echo chats a partner started.
 */
export const echoChatsSchema = z.object({ can_start: z.boolean(), chats: z.array(echoStateSchema) });
export type EchoChats = z.infer<typeof echoChatsSchema>;
export const echoDecisionSchema = z.object({ choice: z.enum(echoChoices) });
export const echoDecisionResultSchema = z.object({ echo: z.nullable(echoStateSchema), ended: z.boolean() });
