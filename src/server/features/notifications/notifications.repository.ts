import type { Kysely } from "kysely";
import { defaultNotificationSettings, type NotificationSettings } from "#shared/notifications";
import type { Database } from "../../db/types.js";

const settingColumns = ["matches", "messages", "message_previews", "digest", "product_mail"] as const;

/** push_subscriptions and notification_settings: only ever the member's own rows. */
export function createNotificationsRepository(db: Kysely<Database>) {
  return {
    /** What this feature holds about the member, table by table (the data export). */
    async exportRows(userId: string) {
      const [push_subscriptions, notification_settings] = await Promise.all([
        db
          .selectFrom("push_subscriptions")
          .select(["id", "endpoint", "created_at"])
          .where("user_id", "=", userId)
          .execute(),
        db.selectFrom("notification_settings").selectAll().where("user_id", "=", userId).execute(),
      ]);
      return { push_subscriptions, notification_settings };
    },

    async settings(userId: string): Promise<NotificationSettings> {
      return (
        (await db
          .selectFrom("notification_settings")
          .select(settingColumns)
          .where("user_id", "=", userId)
          .executeTakeFirst()) ?? defaultNotificationSettings
      );
    },

    async saveSettings(userId: string, changes: Partial<NotificationSettings>): Promise<NotificationSettings> {
      return db
        .insertInto("notification_settings")
        .values({ user_id: userId, ...defaultNotificationSettings, ...changes })
        .onConflict((oc) => oc.column("user_id").doUpdateSet({ ...changes, updated_at: new Date() }))
        .returning(settingColumns)
        .executeTakeFirstOrThrow();
    },

    /**
     * A browser's subscription. An endpoint already saved for another account moves to this one
     * only when the keys are the same (the same browser, now signed in to another account);
     * otherwise "taken": knowing someone's endpoint URL must not let one silence their pushes.
     */
    async saveSubscription(
      userId: string,
      id: string,
      sub: { endpoint: string; p256dh: string; auth: string },
    ): Promise<"saved" | "taken"> {
      const saved = await db
        .insertInto("push_subscriptions")
        .values({ id, user_id: userId, ...sub })
        .onConflict((oc) =>
          oc
            .column("endpoint")
            .doUpdateSet({ user_id: userId, p256dh: sub.p256dh, auth: sub.auth })
            .where((eb) =>
              eb.or([
                eb("push_subscriptions.user_id", "=", userId),
                eb.and([
                  eb("push_subscriptions.p256dh", "=", sub.p256dh),
                  eb("push_subscriptions.auth", "=", sub.auth),
                ]),
              ]),
            ),
        )
        .returning("id")
        .executeTakeFirst();
      return saved ? "saved" : "taken";
    },

    async deleteSubscription(userId: string, endpoint: string): Promise<void> {
      await db
        .deleteFrom("push_subscriptions")
        .where("user_id", "=", userId)
        .where("endpoint", "=", endpoint)
        .execute();
    },

    async deleteEndpoint(endpoint: string): Promise<void> {
      await db.deleteFrom("push_subscriptions").where("endpoint", "=", endpoint).execute();
    },

    subscriptionsOf: (userId: string) =>
      db
        .selectFrom("push_subscriptions")
        .select(["endpoint", "p256dh", "auth"])
        .where("user_id", "=", userId)
        .execute(),
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
