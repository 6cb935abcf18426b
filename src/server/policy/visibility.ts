import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import { RENEWAL_GRACE_HOURS } from "#shared/plans";
import type { Database } from "../db/types.js";

/**
 * The tables the policy reads. Its subqueries are typed against these alone: typed against the
 * whole schema, each nested, aliased `selectFrom` makes the compiler resolve every column of every
 * table at each level, and this one file took half of the server's type-check (9 s of 18 s).
 */
type PolicyTables = Pick<
  Database,
  | "users"
  | "safety_settings"
  | "user_blocks"
  | "matches"
  | "perk_settings"
  | "memberships"
  | "likes"
  | "account_restrictions"
  | "moderation_cases"
>;

/**
 * The one policy for who may see whom. Every query that returns another user's data filters its
 * rows through `visibleTo(viewerId, column)`, single look-ups included. It is the only code
 * outside a feature that reads feature tables (users, safety_settings, blocks, matches; for
 * Unlocked Mode perk_settings, memberships and likes), so the rule lives in one place, as immich's
 * hidden-content filter does.
 *
 * A viewer sees: themself; anyone else only when that account is confirmed and their
 * profile_visibility is 'public' (no row means the default, public), or 'matches_only' and the two
 * are matched. 'private' shows to nobody else. A block, by either of the two, hides each from the
 * other everywhere (discovery, matches, conversations, profiles). A member in Unlocked Mode (an
 * Unlocked Beyond perk, in force only while that plan gives access) is seen only by people they
 * liked: browsing without being browsed. Trust and safety: a suspended or banned account is seen
 * by nobody; a member held by reports (an open case marked hidden) is seen only by their matches
 * until a moderator decides (DECISIONS: Moderation).
 *
 * The constants are SQL literals, not parameters: discovery checks this per candidate, and only a
 * literal lets PostgreSQL use the small partial indexes of migration 0009 (confirmed accounts; the
 * few settings that are not public) in a prepared statement's generic plan.
 */
export function visibleTo(
  viewerId: string | Expression<string>,
  targetIdColumn: string | Expression<string>,
  options: { viewerAgeVerified?: boolean } = {},
) {
  // Usually a viewer's id and a column of the query's rows; either may be an SQL expression
  // instead (a conversation checks both of its members, each as the other's viewer, in one query).
  const target = typeof targetIdColumn === "string" ? sql.ref<string>(targetIdColumn) : targetIdColumn;
  return (outer: ExpressionBuilder<Database, keyof Database>): Expression<SqlBool> => {
    // The same builder, seen through the narrower schema (see PolicyTables): it builds SQL nodes
    // only, and never names a table of the outer query (the target arrives as an expression).
    const eb = outer as unknown as ExpressionBuilder<PolicyTables, never>;
    return eb.or([
      eb(target, "=", viewerId),
      eb.and([
        // Where the viewer is known not to be age-verified (discovery asks), only members who
        // turned require_age_verification off (it is on by default) may be found.
        ...(options.viewerAgeVerified === false
          ? [
              eb.exists(
                eb
                  .selectFrom("safety_settings as verified_only")
                  .select(sql.lit(1).as("one"))
                  .where("verified_only.user_id", "=", target)
                  .where("verified_only.require_age_verification", "=", sql.lit(false)),
              ),
            ]
          : []),
        eb.not(
          eb.exists(
            eb
              .selectFrom("user_blocks as visible_block")
              .select(sql.lit(1).as("one"))
              .where((b) =>
                b.or([
                  b.and([
                    b("visible_block.blocker_id", "=", viewerId),
                    b("visible_block.blocked_user_id", "=", target),
                  ]),
                  b.and([
                    b("visible_block.blocker_id", "=", target),
                    b("visible_block.blocked_user_id", "=", viewerId),
                  ]),
                ]),
              ),
          ),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom("perk_settings as unlocked")
              .select(sql.lit(1).as("one"))
              .where("unlocked.user_id", "=", target)
              .where("unlocked.unlocked_mode", "=", sql.lit(true))
              .where((u) =>
                u.and([
                  // Only while Beyond gives access (the subscriptions service's rule, in SQL).
                  u.exists(
                    u
                      .selectFrom("memberships as unlocked_plan")
                      .select(sql.lit(1).as("one"))
                      .where("unlocked_plan.user_id", "=", target)
                      .where("unlocked_plan.plan", "=", sql.lit("unlocked-beyond"))
                      .where((m) =>
                        m.or([
                          m("unlocked_plan.period_end", "is", null),
                          m("unlocked_plan.period_end", ">", sql<Date>`now()`),
                          m.and([
                            m("unlocked_plan.renews", "=", sql.lit(true)),
                            m(
                              "unlocked_plan.period_end",
                              ">",
                              sql<Date>`now() - ${sql.lit(`${RENEWAL_GRACE_HOURS} hours`)}::interval`,
                            ),
                          ]),
                        ]),
                      ),
                  ),
                  // Unless they liked the viewer.
                  u.not(
                    u.exists(
                      u
                        .selectFrom("likes as unlocked_like")
                        .select(sql.lit(1).as("one"))
                        .where("unlocked_like.from_user_id", "=", target)
                        .where("unlocked_like.to_user_id", "=", viewerId)
                        .where("unlocked_like.kind", "=", sql.lit("like")),
                    ),
                  ),
                ]),
              ),
          ),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom("account_restrictions as restricted")
              .select(sql.lit(1).as("one"))
              .where("restricted.user_id", "=", target)
              .where("restricted.lifted_at", "is", null)
              .where((w) =>
                w.or([w("restricted.ends_at", "is", null), w("restricted.ends_at", ">", sql<Date>`now()`)]),
              ),
          ),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom("moderation_cases as held")
              .select(sql.lit(1).as("one"))
              .where("held.subject_id", "=", target)
              .where("held.status", "=", sql.lit("open"))
              .where("held.hidden", "=", sql.lit(true))
              .where((w) =>
                w.not(
                  w.exists(
                    w
                      .selectFrom("matches as held_match")
                      .select(sql.lit(1).as("one"))
                      .where((m) =>
                        m.or([
                          m.and([m("held_match.user1_id", "=", viewerId), m("held_match.user2_id", "=", target)]),
                          m.and([m("held_match.user1_id", "=", target), m("held_match.user2_id", "=", viewerId)]),
                        ]),
                      ),
                  ),
                ),
              ),
          ),
        ),
        eb.exists(
          eb
            .selectFrom("users as visible_user")
            .select(sql.lit(1).as("one"))
            .where("visible_user.id", "=", target)
            .where("visible_user.email_verified", "=", sql.lit(true)),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom("safety_settings as visible_settings")
              .select(sql.lit(1).as("one"))
              .where("visible_settings.user_id", "=", target)
              .where("visible_settings.profile_visibility", "<>", sql.lit("public"))
              .where((w) =>
                w.or([
                  w("visible_settings.profile_visibility", "=", sql.lit("private")),
                  w.not(
                    w.exists(
                      w
                        .selectFrom("matches as visible_match")
                        .select(sql.lit(1).as("one"))
                        .where((m) =>
                          m.or([
                            m.and([
                              m("visible_match.user1_id", "=", viewerId),
                              m("visible_match.user2_id", "=", target),
                            ]),
                            m.and([
                              m("visible_match.user1_id", "=", target),
                              m("visible_match.user2_id", "=", viewerId),
                            ]),
                          ]),
                        ),
                    ),
                  ),
                ]),
              ),
          ),
        ),
      ]),
    ]);
  };
}
