import type { Feature, Platform } from "../../platform/feature.js";
import { createActivityRepository } from "./activity.repository.js";
import { matchCreatedMail, profileCompletedMail, quizCompletedMail } from "./journey.mails.js";

/**
 * The member's journey: user_events (profile_completed, quiz_completed…) written in reaction to
 * other features' events, and the journey mails that follow them, sent off the request's path.
 */
type Deps = {
  /** Who a journey mail goes to (auth's address, profiles' name); null when the account is gone. */
  recipientOf: (userId: string) => Promise<{ email: string; name: string | null } | null>;
  /** Notifications: whether the member takes this kind of mail (match mails; tips and news). */
  wants: (userId: string, kind: "matches" | "product_mail") => Promise<boolean>;
};

export function createActivityFeature(p: Platform, { recipientOf, wants }: Deps): Feature<ActivityService> {
  const repo = createActivityRepository(p.db);
  const service = {
    quizCompleted: (userId: string) => repo.hasEvent(userId, "quiz_completed"),
  };
  return {
    exportOf: repo.exportRows,
    name: "activity",
    service,
    subscribe(bus) {
      bus.on("ProfileCompleted", async ({ userId, email, name }) => {
        if (!(await repo.recordOnce(userId, "profile_completed")) || !(await wants(userId, "product_mail"))) return;
        // A courtesy: a mail failure is logged by the background tasks and undoes nothing.
        p.tasks.run(p.mailer.send(profileCompletedMail(email, name, p.config.appUrl), "journey:profile_completed"));
      });
      bus.on("MatchCreated", async ({ matchId, userIds }) => {
        for (const userId of userIds) await repo.record(userId, "match_created", { match_id: matchId });
        // The mail never names the other person: an inbox is not always private.
        const mails = userIds.map(async (userId) => {
          const to = (await wants(userId, "matches")) ? await recipientOf(userId) : null;
          if (to) await p.mailer.send(matchCreatedMail(to.email, to.name, p.config.appUrl), "journey:match_created");
        });
        p.tasks.run(Promise.all(mails));
      });
      bus.on("MessageSent", ({ senderId, matchId, messageId }) => repo.record(senderId, "message_sent", { match_id: matchId, message_id: messageId }));
      bus.on("QuizCompleted", async ({ userId, email, name }) => {
        if (!(await repo.recordOnce(userId, "quiz_completed")) || !(await wants(userId, "product_mail"))) return;
        p.tasks.run(p.mailer.send(quizCompletedMail(email, name, p.config.appUrl), "journey:quiz_completed"));
      });
    },
  };
}
export type ActivityService = { quizCompleted: (userId: string) => Promise<boolean> };
