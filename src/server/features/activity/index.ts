import type { Feature, Platform } from "../../platform/feature.js";
import { createActivityRepository } from "./activity.repository.js";
import { profileCompletedMail, quizCompletedMail } from "./journey.mails.js";

/**
 * The member's journey: user_events (profile_completed, quiz_completed…) written in reaction to
 * other features' events, and the journey mails that follow them, sent off the request's path.
 */
export function createActivityFeature(p: Platform): Feature<ActivityService> {
  const repo = createActivityRepository(p.db);
  const service = {
    quizCompleted: (userId: string) => repo.hasEvent(userId, "quiz_completed"),
  };
  return {
    name: "activity",
    service,
    subscribe(bus) {
      bus.on("ProfileCompleted", async ({ userId, email, name }) => {
        if (!(await repo.recordOnce(userId, "profile_completed"))) return;
        // A courtesy: a mail failure is logged by the background tasks and undoes nothing.
        p.tasks.run(p.mailer.send(profileCompletedMail(email, name, p.config.appUrl), "journey:profile_completed"));
      });
      bus.on("MatchCreated", async ({ matchId, userIds }) => {
        for (const userId of userIds) await repo.record(userId, "match_created", { match_id: matchId });
      });
      bus.on("QuizCompleted", async ({ userId, email, name }) => {
        if (!(await repo.recordOnce(userId, "quiz_completed"))) return;
        p.tasks.run(p.mailer.send(quizCompletedMail(email, name, p.config.appUrl), "journey:quiz_completed"));
      });
    },
  };
}
export type ActivityService = { quizCompleted: (userId: string) => Promise<boolean> };
