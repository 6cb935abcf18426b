import DataLoader from "dataloader";
import type { DomainEvents } from "../../platform/events/domain-events.js";
import { atomicallyWith } from "../../platform/events/event-bus.js";
import type { Feature, Platform } from "../../platform/feature.js";
import { createActivityRepository } from "./activity.repository.js";
import { matchCreatedMail, profileCompletedMail, quizCompletedMail } from "./journey.mails.js";

/**
 * The member's journey: user_events (profile_completed, quiz_completed…) written in reaction to
 * other features' events, and the journey mails that follow them, sent off the request's path.
 */
type Deps = {
  /** Auth: where a journey mail goes; null when the account is gone. */
  emailOf: (userId: string) => Promise<string | null>;
  /** Profiles: the name the mail greets the member by. */
  nameOf: (userId: string) => Promise<string | null>;
  /** Notifications: whether the member takes this kind of mail (match mails; tips and news). */
  wants: (userId: string, kind: "matches" | "product_mail") => Promise<boolean>;
};

type Step = DomainEvents["JourneyMailDue"]["step"];

/** How long a message's journey row waits for others to share its statement. */
const JOURNEY_BATCH_MS = 20;

export function createActivityFeature(p: Platform, { emailOf, nameOf, wants }: Deps): Feature<ActivityService> {
  const repo = createActivityRepository(p.db);
  const atomically = atomicallyWith(p.bus, createActivityRepository);
  const service = {};

  /**
   * A message's journey row is written with those of the other messages sent in the same few
   * milliseconds, in one statement (one round trip per batch, not per message: npm run bench --
   * realtime). Each handler waits for the statement that holds its row, so a failure is retried
   * through the outbox as before.
   */
  const messagesSent = new DataLoader<Parameters<typeof repo.recordMany>[0][number], void>(
    async (rows) => {
      await repo.recordMany(rows);
      return rows.map(() => undefined);
    },
    { cache: false, maxBatchSize: 500, batchScheduleFn: (run) => setTimeout(run, JOURNEY_BATCH_MS) },
  );

  /**
   * Records a journey step and, the first time only, makes its mail due in the same transaction:
   * a redelivered event records nothing and mails nothing again.
   */
  const step = (
    userId: string,
    recorded: (r: ReturnType<typeof createActivityRepository>) => Promise<boolean>,
    mail: Step,
  ) =>
    atomically(async (r, emit) => {
      if (await recorded(r)) emit("JourneyMailDue", { userId, step: mail });
    });

  /** The journey mail of a step; the mail never names another person (an inbox is not always private). */
  async function sendJourneyMail({ userId, step: which }: DomainEvents["JourneyMailDue"]): Promise<void> {
    if (!(await wants(userId, which === "match_created" ? "matches" : "product_mail"))) return;
    const email = await emailOf(userId);
    if (!email) return;
    const to = { email, name: await nameOf(userId) };
    const { appUrl } = p.config;
    const mail =
      which === "profile_completed"
        ? profileCompletedMail(to.email, to.name ?? "", appUrl)
        : which === "quiz_completed"
          ? quizCompletedMail(to.email, to.name, appUrl)
          : matchCreatedMail(to.email, to.name, appUrl);
    // A transport failure throws: the delivery is retried (the mailer does not count it as sent).
    await p.mailer.send(mail, `journey:${which}`);
  }

  return {
    exportOf: repo.exportRows,
    name: "activity",
    service,
    subscribe(bus) {
      bus.on("ProfileCompleted", "activity.profile-completed", ({ userId }) =>
        step(userId, (r) => r.recordOnce(userId, "profile_completed"), "profile_completed"),
      );
      bus.on("QuizCompleted", "activity.quiz-completed", ({ userId }) =>
        step(userId, (r) => r.recordOnce(userId, "quiz_completed"), "quiz_completed"),
      );
      bus.on("MatchCreated", "activity.match-created", async ({ matchId, userIds }) => {
        for (const userId of userIds)
          await step(userId, (r) => r.record(userId, "match_created", { match_id: matchId }, matchId), "match_created");
      });
      // After the answer: the sender's journey row need not hold up their message (npm run bench -- realtime).
      bus.on(
        "MessageSent",
        "activity.message-sent",
        ({ senderId, matchId, messageId }) =>
          messagesSent.load({
            userId: senderId,
            eventType: "message_sent",
            data: { match_id: matchId, message_id: messageId },
            key: messageId,
          }),
        { offPath: true },
      );
      bus.on("JourneyMailDue", "activity.journey-mail", sendJourneyMail, { offPath: true });
    },
  };
}
/** Nothing for other features: activity only reacts to their events. */
export type ActivityService = Record<string, never>;
