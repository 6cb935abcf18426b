import { LRUCache } from "lru-cache";
import { EchoRules, type EchoChats, type EchoChoice, type EchoPhase, type EchoState } from "#shared/echo";
import { ErrorCodes } from "#shared/errors";
import { MessageText } from "#shared/messages";
import { EchoText, PremiumText } from "#shared/premium-messages";
import type { EventBus } from "../../platform/events/event-bus.js";
import { DomainError } from "../../platform/errors.js";
import type { EchoRepository, EchoRow } from "./echo.repository.js";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where an Echo chat stands at `at`: the rules are a function of its start and the two choices. */
export function echoPhaseAt(
  echo: Pick<EchoRow, "started_at" | "kept_at">,
  at: Date,
): { phase: EchoPhase; dayIndex: number } {
  const dayIndex = Math.floor((at.getTime() - echo.started_at.getTime()) / DAY_MS);
  if (echo.kept_at) return { phase: "kept", dayIndex };
  if (dayIndex < EchoRules.reflectionDays) return { phase: "reflection", dayIndex };
  if (dayIndex < EchoRules.totalDays) return { phase: "open", dayIndex };
  if (dayIndex < EchoRules.totalDays + EchoRules.decisionDays) return { phase: "deciding", dayIndex };
  return { phase: "kept", dayIndex };
}

/** What a send must respect: nothing (not Echo, open or kept), reflection's one a day, or closed (deciding). */
export type EchoSendRule = { kind: "none" } | { kind: "closed" } | { kind: "reflection"; dayIndex: number };

/** A send that claimed its reflection day but stored no message (the free allowance, a gone match): undone. */
type Deps = {
  repo: EchoRepository;
  bus: EventBus;
  now: () => Date;
  /** Subscriptions: does the member hold Echo Amplified (the `echoChats` entitlement)? */
  entitled: (userId: string) => Promise<boolean>;
  /** Matching: the other member when the caller is in the match (null: not found for them). */
  partnerIn: (matchId: string, userId: string) => Promise<{ partnerId: string } | null>;
  /** Matching: ends the match for both (letting an Echo chat go). */
  unmatch: (userId: string, matchId: string) => Promise<void>;
  /** Messaging: whether the conversation has begun. */
  anyMessages: (matchId: string) => Promise<boolean>;
};

/** Conversations known for good to be no Echo chat, per process (a match id each; bounded). */
const PLAIN_REMEMBERED = 50_000;

export function createEchoService({ repo, bus, now, entitled, partnerIn, unmatch, anyMessages }: Deps) {
  const plain = new LRUCache<string, true>({ max: PLAIN_REMEMBERED });
  const notFound = () => new DomainError("not_found", ErrorCodes.notFound, MessageText.conversationNotFound);
  async function partnerOrThrow(matchId: string, userId: string): Promise<string> {
    const p = await partnerIn(matchId, userId);
    if (!p) throw notFound();
    return p.partnerId;
  }

  function stateFor(echo: EchoRow, userId: string, at: Date, sentToday: boolean): EchoState {
    const { phase, dayIndex } = echoPhaseAt(echo, at);
    const start = echo.started_at.getTime();
    const reflection = phase === "reflection";
    return {
      match_id: echo.match_id,
      phase,
      day: phase === "reflection" || phase === "open" ? dayIndex + 1 : null,
      started_at: echo.started_at.toISOString(),
      reflection_ends_at: new Date(start + EchoRules.reflectionDays * DAY_MS).toISOString(),
      completes_at: new Date(start + EchoRules.totalDays * DAY_MS).toISOString(),
      can_send: phase === "open" || phase === "kept" || (reflection && !sentToday),
      next_send_at: reflection && sentToday ? new Date(start + (dayIndex + 1) * DAY_MS).toISOString() : null,
      my_choice: echo.choices.find((c) => c.user_id === userId)?.choice ?? null,
      partner_chose: echo.choices.some((c) => c.user_id !== userId),
    };
  }

  async function state(userId: string, matchId: string, echo: EchoRow | null): Promise<EchoState | null> {
    if (!echo) return null;
    const at = now();
    const rule = ruleAt(echo, at);
    const sentToday = rule.kind === "reflection" ? await repo.wroteOn(matchId, userId, rule.dayIndex) : false;
    return stateFor(echo, userId, at, sentToday);
  }

  function ruleAt(echo: EchoRow | null, at: Date): EchoSendRule {
    if (!echo) return { kind: "none" };
    const { phase, dayIndex } = echoPhaseAt(echo, at);
    if (phase === "deciding") return { kind: "closed" };
    if (phase !== "reflection") return { kind: "none" };
    return { kind: "reflection", dayIndex };
  }

  return {
    /** The conversation's Echo chat as the member sees it, or null for an ordinary conversation. */
    async state(userId: string, matchId: string): Promise<EchoState | null> {
      await partnerOrThrow(matchId, userId);
      return state(userId, matchId, await repo.find(matchId));
    },

    /** Every Echo chat the member is in, among the matches they can see, and whether they may start one. */
    async mine(userId: string, matchIds: string[]): Promise<EchoChats> {
      const [canStart, rows] = await Promise.all([entitled(userId), repo.findMany(matchIds)]);
      const chats = await Promise.all(rows.map((row) => state(userId, row.match_id, row)));
      return { can_start: canStart, chats: chats.filter((c): c is EchoState => c !== null) };
    },

    /** Opens a new match (no message yet) as an Echo chat: Echo Amplified members only. */
    async start(userId: string, matchId: string): Promise<EchoState> {
      const partnerId = await partnerOrThrow(matchId, userId);
      if (!(await entitled(userId)))
        throw new DomainError("forbidden", ErrorCodes.premiumRequired, PremiumText.echoRequired);
      if (await anyMessages(matchId))
        throw new DomainError("conflict", ErrorCodes.echoUnavailable, EchoText.onlyNewMatches);
      const started = await repo.start(matchId, userId, now());
      if (started === "begun") throw new DomainError("conflict", ErrorCodes.echoUnavailable, EchoText.onlyNewMatches);
      if (started === "exists") throw new DomainError("conflict", ErrorCodes.echoUnavailable, EchoText.alreadyEcho);
      await bus.emit("EchoChanged", { matchId, userIds: [userId, partnerId] });
      return (await state(userId, matchId, await repo.find(matchId)))!;
    },

    /** After day 7: keep (both keeping opens the chat for good) or let go (the match ends for both). */
    async decide(
      userId: string,
      matchId: string,
      choice: EchoChoice,
    ): Promise<{ echo: EchoState | null; ended: boolean }> {
      const partnerId = await partnerOrThrow(matchId, userId);
      const echo = await repo.find(matchId);
      if (!echo) throw new DomainError("conflict", ErrorCodes.echoUnavailable, EchoText.notEcho);
      if (echoPhaseAt(echo, now()).phase !== "deciding")
        throw new DomainError("conflict", ErrorCodes.echoUnavailable, EchoText.notYetComplete);
      if (choice === "let_go") {
        await unmatch(userId, matchId);
        return { echo: null, ended: true };
      }
      const after = await repo.choose(matchId, userId, choice, now());
      await bus.emit("EchoChanged", { matchId, userIds: [userId, partnerId] });
      return { echo: after ? await state(userId, matchId, after) : null, ended: false };
    },

    /** For messaging's send: the rule this conversation's Echo chat puts on a message now. */
    async sendRule(matchId: string): Promise<EchoSendRule> {
      if (plain.has(matchId)) return { kind: "none" };
      return ruleAt(await repo.find(matchId), now());
    },

    /**
     * After a message was stored under no Echo rule (off the send's path): once per conversation,
     * reads again whether it is an Echo chat. The message has committed, so none can start after
     * this read (`start` refuses once a message exists): without one now, it never will be, and
     * its sends stop asking (one read fewer per message; npm run bench -- realtime).
     */
    async sentWithoutRule(matchId: string): Promise<void> {
      if (!plain.has(matchId) && !(await repo.find(matchId))) plain.set(matchId, true);
    },

    /**
     * Sends during reflection: the message is stored only with the sender's claim on this
     * reflection day, in the sender's transaction (`claims`: the echo repository made on it; a
     * second send that day, or at the same moment, is refused). The caller rolls the transaction
     * back when the message is not stored ("limit", "gone"), and the claim with it.
     */
    async sendInReflection<T>(
      claims: Pick<EchoRepository, "claimDay">,
      matchId: string,
      senderId: string,
      rule: Extract<EchoSendRule, { kind: "reflection" }>,
      insert: () => Promise<T | "limit" | "gone">,
    ): Promise<T | "limit" | "gone"> {
      if (!(await claims.claimDay(matchId, senderId, rule.dayIndex)))
        throw new DomainError("forbidden", ErrorCodes.echoLimit, EchoText.reflectionLimit);
      return insert();
    },
  };
}
export type EchoService = ReturnType<typeof createEchoService>;
