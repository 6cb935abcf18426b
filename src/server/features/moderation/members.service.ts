import { ErrorCodes } from "#shared/errors";
import { ModerationText, type AppealInput, type Notice, type Restriction } from "#shared/moderation";
import { AuthText } from "#shared/messages";
import { DomainError } from "../../platform/errors.js";
import type { Atomically } from "../../platform/events/event-bus.js";
import type { CasesRepository } from "./cases.repository.js";

type Deps = {
  repo: CasesRepository;
  atomically: Atomically<CasesRepository>;
  /**
   * Auth: the account these credentials open (no session is made), and whether it is under a
   * distributed password guess (`guarded`: then a right and a wrong password must look alike).
   */
  accountOf: (email: string, password: string, ip: string) => Promise<{ id: string | null; guarded: boolean }>;
  restriction: (userId: string) => Promise<Restriction | null>;
};

/** The member's side of moderation: what they are told, and the one appeal of a decision. */
export function createMembersService({ repo, atomically, accountOf, restriction }: Deps) {
  /** The one appeal of the member's standing decision, into the moderators' queue. */
  async function file(userId: string, text: string) {
    const decision = await restriction(userId);
    if (!decision) throw new DomainError("conflict", ErrorCodes.validation, ModerationText.noDecision);
    await atomically(async (r) => {
      const caseId = await r.open({ subjectId: userId, kind: "appeal" });
      const filed = await r.appeal({ restrictionId: decision.id, userId, text, caseId });
      // Thrown inside the transaction: the case opened for it is rolled back.
      if (!filed) throw new DomainError("conflict", ErrorCodes.alreadyAppealed, ModerationText.appealTwice);
    });
  }

  return {
    async notices(userId: string): Promise<{ notices: Notice[] }> {
      const rows = await repo.unseenNotices(userId);
      return {
        notices: rows.map((n) => ({
          id: n.id,
          kind: n.kind,
          text: n.notice_text,
          created_at: new Date(n.created_at).toISOString(),
        })),
      };
    },

    async seen(userId: string, noticeId: string): Promise<void> {
      if (!(await repo.markSeen(userId, noticeId)))
        throw new DomainError("not_found", ErrorCodes.notFound, ModerationText.notFound);
    },

    /**
     * A suspended or banned member cannot sign in, so they appeal with the credentials they
     * tried: once per decision; the appeal waits in the moderators' queue.
     */
    async appeal(input: AppealInput & { text: string }, ip: string): Promise<{ message: string }> {
      const { id: userId, guarded } = await accountOf(input.email, input.password, ip);
      // Under a distributed guess an answer must not tell a right password from a wrong one: the
      // appeal is filed when it can be, and everyone hears the same (ADR 0520).
      if (guarded) {
        if (userId)
          await file(userId, input.text).catch((err: unknown) => {
            if (!(err instanceof DomainError)) throw err;
          });
        return { message: ModerationText.appealSentIfRight };
      }
      if (!userId) throw new DomainError("unauthenticated", ErrorCodes.invalidCredentials, AuthText.invalidCredentials);
      await file(userId, input.text);
      return { message: ModerationText.appealSent };
    },
  };
}
export type MembersService = ReturnType<typeof createMembersService>;
