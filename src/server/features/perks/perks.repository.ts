import { sql, type Kysely } from "kysely";
import type { OverlayName } from "#shared/perks";
import type { Database } from "../../db/types.js";

export type PerkRow = { unlocked_mode: boolean; badge_hidden: boolean; overlays_seen: string[] };
const defaults: PerkRow = { unlocked_mode: false, badge_hidden: false, overlays_seen: [] };

/** perk_settings: a row once the member makes a choice; none means the defaults. */
export function createPerksRepository(db: Kysely<Database>) {
  return {
    /** What this feature holds about the member, table by table (the data export). */
    async exportRows(userId: string) {
      const perk_settings = await db
        .selectFrom("perk_settings")
        .select(["unlocked_mode", "badge_hidden", "overlays_seen", "updated_at"])
        .where("user_id", "=", userId)
        .execute();
      return { perk_settings };
    },

    async settings(userId: string): Promise<PerkRow> {
      const row = await db
        .selectFrom("perk_settings")
        .select(["unlocked_mode", "badge_hidden", "overlays_seen"])
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return row ?? defaults;
    },

    async update(userId: string, changes: Partial<Pick<PerkRow, "unlocked_mode" | "badge_hidden">>): Promise<void> {
      await db
        .insertInto("perk_settings")
        .values({ user_id: userId, ...changes })
        .onConflict((oc) => oc.column("user_id").doUpdateSet({ ...changes, updated_at: sql<Date>`now()` }))
        .execute();
    },

    /** Of these members, those who hid their badge. */
    async badgeHiddenAmong(userIds: readonly string[]): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .selectFrom("perk_settings")
        .select("user_id")
        .where("user_id", "in", [...userIds])
        .where("badge_hidden", "=", true)
        .execute();
      return new Set(rows.map((r) => r.user_id));
    },

    /** Remembers an overlay as seen (once, whatever the number of devices that say so). */
    async markSeen(userId: string, name: OverlayName): Promise<void> {
      await db
        .insertInto("perk_settings")
        .values({ user_id: userId, overlays_seen: sql<string[]>`array[${name}]::text[]` })
        .onConflict((oc) =>
          oc.column("user_id").doUpdateSet({
            overlays_seen: sql<string[]>`case when ${name} = any(perk_settings.overlays_seen)
              then perk_settings.overlays_seen else array_append(perk_settings.overlays_seen, ${name}) end`,
            updated_at: sql<Date>`now()`,
          }),
        )
        .execute();
    },

    async forgetSeen(userId: string): Promise<void> {
      await db
        .updateTable("perk_settings")
        .set({ overlays_seen: sql<string[]>`'{}'::text[]`, updated_at: sql<Date>`now()` })
        .where("user_id", "=", userId)
        .execute();
    },
  };
}
export type PerksRepository = ReturnType<typeof createPerksRepository>;
