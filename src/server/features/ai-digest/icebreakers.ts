import { EarlyAccessText } from "#shared/early-access";
import { ErrorCodes } from "#shared/errors";
import type { MatchList } from "#shared/matching";
import { MatchText, MessageText } from "#shared/messages";
import type { Question } from "#shared/quiz";
import { DomainError } from "../../platform/errors.js";
import { icebreakersFor } from "./digest-engine.js";
import { utcDay } from "./ai-digest.service.js";

/** A member as the engines read them (quiz's personOf). */
type Person = { answers: ReadonlyMap<number, number>; interests: readonly string[] };

type Deps = {
  /** Asked of early access: is the icebreakers flag on for this member (the server's evaluation)? */
  enabled: (userId: string) => Promise<boolean>;
  matchesOf: (userId: string) => Promise<MatchList>;
  /** Asked of messaging: whether the match's conversation has begun. */
  conversationBegun: (matchId: string) => Promise<boolean>;
  questions: () => Promise<Question[]>;
  personOf: (userId: string) => Promise<Person>;
  now: () => Date;
};

/** Icebreakers: three openers for a new match, from the digest engine, for members the flag lets in. */
export function createIcebreakers({ enabled, matchesOf, conversationBegun, questions, personOf, now }: Deps) {
  return async function icebreakers(userId: string, matchId: string): Promise<string[]> {
    if (!(await enabled(userId)))
      throw new DomainError("forbidden", ErrorCodes.featureOff, EarlyAccessText.icebreakersOff);
    const match = (await matchesOf(userId)).matches.find((m) => m.id === matchId);
    if (!match) throw new DomainError("not_found", ErrorCodes.notFound, MatchText.matchNotFound);
    if (await conversationBegun(matchId))
      throw new DomainError("conflict", ErrorCodes.featureOff, EarlyAccessText.alreadyTalking);
    const [bank, me, them] = await Promise.all([questions(), personOf(userId), personOf(match.user_id)]);
    return icebreakersFor(
      { date: utcDay(now()), bank, answers: me.answers, interests: me.interests },
      {
        match_id: matchId,
        name: match.name ?? MessageText.unknownUser,
        answers: them.answers,
        interests: them.interests,
      },
    );
  };
}
