/**
 * Discovery's order and its cursor: pure helpers for discovery.service.ts. A search ranks the
 * nearest thousand once and keeps the best few hundred (discovery-rankings.repository.ts); the
 * cursor names the kept ranking and the place in it, plus the last person's own sort key, so a
 * page still continues in order when the ranking has gone (replaced, swept, or another process's
 * crash): it is made again and read from that key on.
 */
import { createHash, randomBytes } from "node:crypto";
import { ErrorCodes } from "#shared/errors";
import { DiscoveryText } from "#shared/messages";
import type { Intent } from "#shared/profiles";
import { DomainError } from "../../platform/errors.js";
import type { Prefilter } from "./discovery-search.repository.js";

/**
 * One ranked person: whether they show a photo (1 or 0), compatibility, then priority matching
 * (1 or 0), then id, so each has one place.
 */
export type Entry = { photo: number; percent: number; priority: number; id: string };

/**
 * Members with a photo first (ADR 0517 — a photo is encouraged, not forced:
 * one without keeps their art and is shown after those with one); then the higher score; among
 * equal scores, members with priority matching (Plus, Beyond); then id.
 */
export const order = (a: Entry, b: Entry) =>
  b.photo - a.photo || b.percent - a.percent || b.priority - a.priority || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
export const before = (a: Entry, b: Entry) => order(a, b) < 0;

/** A kept ranking's sort keys are one small number each (smallint): photo × 256 + percent × 2 + priority. */
export const keyOf = (e: Entry) => e.photo * 256 + e.percent * 2 + e.priority;
export const entryOf = (id: string, key: number): Entry => ({
  id,
  photo: (key >> 8) & 1,
  percent: (key & 255) >> 1,
  priority: key & 1,
});

/** The last person shown, and (when a ranking was kept) which ranking and where the next page starts in it. */
export type Cursor = Entry & { ranking: { token: string; position: number } | null };

const TOKEN = /^[A-Za-z0-9_-]{16}$/;
export const newToken = () => randomBytes(12).toString("base64url");

export function encodeCursor(c: Cursor): string {
  const kept = c.ranking ? `${c.ranking.position}:${c.ranking.token}:` : "";
  return Buffer.from(`p${c.photo}:${c.percent}:${c.priority}:${kept}${c.id}`).toString("base64url");
}

export function decodeCursor(text: string): Cursor {
  const match = Buffer.from(text, "base64url")
    .toString()
    // A cursor from before photos ranked first has no `p0:`/`p1:`: read as with a photo.
    .match(/^(?:p([01]):)?(\d{1,3}):([01]):(?:(\d{1,4}):([A-Za-z0-9_-]{16}):)?(.{1,100})$/s);
  if (!match || (match[5] !== undefined && !TOKEN.test(match[5])))
    throw new DomainError("invalid", ErrorCodes.validation, DiscoveryText.badCursor, {
      cursor: DiscoveryText.badCursor,
    });
  return {
    photo: match[1] === "0" ? 0 : 1,
    percent: Number(match[2]),
    priority: Number(match[3]),
    id: match[6]!,
    ranking: match[5] ? { token: match[5], position: Number(match[4]) } : null,
  };
}

/** What a kept ranking answers: the search's effective rules, not who asked when. */
export function queryKeyOf(f: Prefilter): string {
  const { searcherId: _who, today: _when, cap: _cap, ...rules } = f;
  return createHash("sha256").update(JSON.stringify(rules)).digest("base64url").slice(0, 22);
}

/** A member's quiz answers as the compatibility engine reads them: question id → option index, and importance. */
export type Answers = {
  get(questionId: number): number | undefined;
  importance?(questionId: number): number | undefined;
};

/** One side of a pair, as the quiz feature's compatibility engine reads it. */
export type ScoredPerson = {
  answers: Answers;
  interests: readonly string[];
  lookingFor: Intent | null;
  /** Holds the plan with the deeper quizzes now: their answers may count (the engine decides). */
  deeper?: boolean;
};
export type Scorer = (a: ScoredPerson, b: ScoredPerson) => { percent: number; reasons: string[] };
/** The percent alone, one member against many: the same number Scorer gives. */
export type Ranker = (a: ScoredPerson) => (b: ScoredPerson) => number;

/**
 * Answers as the projection's rows carry them: one digit per question, in question-id order
 * ('-' where unanswered). An option's index is 0–9 (quizAnswerSchema), so one digit holds it.
 */
export function digitAnswers(digits: string, importance = ""): Answers {
  const digitAt = (text: string, questionId: number) => {
    const code = text.charCodeAt(questionId - 1);
    return code >= 48 && code <= 57 ? code - 48 : undefined;
  };
  return {
    get: (questionId) => digitAt(digits, questionId),
    // The same order: one digit per question, 0 a little, 1 somewhat, 2 very; '-' or none: neutral.
    importance: (questionId) => digitAt(importance, questionId),
  };
}
