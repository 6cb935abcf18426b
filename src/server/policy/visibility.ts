import { expressionBuilder, sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
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
 * until a moderator decides (ADR 0323).
 *
 * The constants are SQL literals, not parameters: discovery checks this per candidate, and only a
 * literal lets PostgreSQL use the small partial indexes of migration 0009 (confirmed accounts; the
 * few settings that are not public) in a prepared statement's generic plan.
 *
 * Discovery checks it for a thousand candidates a search, so each rule is written to cost little
 * per row (ADR 0400, 0401): what depends on the viewer alone (their blocks,
 * the held members who are not their matches) is a set PostgreSQL builds once per query and
 * probes by hash; the rest is an index probe per row, cheapest first. With `listed`, a row of
 * discovery's projection whose `listed` says the member had not chosen Unlocked Mode when the
 * row was written (`listedNow`) skips that rule's look-ups; a row without it takes them. (`listed`
 * also says the target is such a row, whose account exists.)
 * Confirmation and the visibility setting stay live look-ups: both can change under a row
 * (an address changed; a setting written by an operator) with no event to rewrite it.
 */
export function visibleTo(
  viewerId: string | Expression<string>,
  targetIdColumn: string | Expression<string>,
  options: { viewerAgeVerified?: boolean; listed?: Expression<boolean> } = {},
) {
  // Usually a viewer's id and a column of the query's rows; either may be an SQL expression
  // instead (a conversation checks both of its members, each as the other's viewer, in one query).
  const target = typeof targetIdColumn === "string" ? sql.ref<string>(targetIdColumn) : targetIdColumn;
  return (outer: ExpressionBuilder<Database, keyof Database>): Expression<SqlBool> => {
    // The same builder, seen through the narrower schema (see PolicyTables): it builds SQL nodes
    // only, and never names a table of the outer query (the target arrives as an expression).
    const eb = outer as unknown as ExpressionBuilder<PolicyTables, never>;
    const notUnlocked = notInUnlockedMode(eb, viewerId, target);
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
        // Blocked either way: two sets of the viewer's (usually empty), each built once.
        eb(
          target,
          "not in",
          eb
            .selectFrom("user_blocks as blocked")
            .select("blocked.blocked_user_id")
            .where("blocked.blocker_id", "=", viewerId),
        ),
        eb(
          target,
          "not in",
          eb
            .selectFrom("user_blocks as blocker")
            .select("blocker.blocker_id")
            .where("blocker.blocked_user_id", "=", viewerId),
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
        // Held by reports and not matched with the viewer: a set built once (few members are held).
        eb(
          target,
          "not in",
          eb
            .selectFrom("moderation_cases as held")
            .select("held.subject_id")
            .where("held.status", "=", sql.lit("open"))
            .where("held.hidden", "=", sql.lit(true))
            .where((w) =>
              w.not(
                w.exists(
                  matched(w as unknown as PolicyBuilder, viewerId, sql.ref<string>("held.subject_id"), "held_match"),
                ),
              ),
            ),
        ),
        options.listed ? eb.or([options.listed, notUnlocked]) : notUnlocked,
        // A projection row's account exists (its foreign key), so for discovery "confirmed" is
        // "not among the unconfirmed": a probe of their small index (migration 0044) instead of
        // the index of every confirmed account (three levels deep at a million).
        options.listed
          ? eb.not(
              eb.exists(
                eb
                  .selectFrom("users as unconfirmed_user")
                  .select(sql.lit(1).as("one"))
                  .where("unconfirmed_user.id", "=", target)
                  .where("unconfirmed_user.email_verified", "=", sql.lit(false)),
              ),
            )
          : eb.exists(
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
                  w.not(w.exists(matched(w as unknown as PolicyBuilder, viewerId, target, "visible_match"))),
                ]),
              ),
          ),
        ),
      ]),
    ]);
  };
}

/**
 * What discovery's projection keeps as `listed` (discovery_candidates.listed) for `userId`: they
 * have not chosen Unlocked Mode. Read whenever the row is written, and rewritten on
 * PerkSettingsChanged (the matching feature). Whether the mode is in force (a Beyond plan) is
 * left to the full rule, so a plan's start or end never makes a row stale; a row marked false
 * only costs its look-ups.
 */
export function listedNow(userId: string | Expression<string>): Expression<boolean> {
  const target = typeof userId === "string" ? sql.val(userId) : userId;
  const eb = expressionBuilder<PolicyTables, never>();
  return eb.not(eb.exists(choseUnlockedMode(eb, target, "chose_unlocked"))) as Expression<boolean>;
}

type PolicyBuilder = ExpressionBuilder<PolicyTables, never>;

/** The two are matched (either way round). */
function matched(
  eb: PolicyBuilder,
  a: string | Expression<string>,
  b: Expression<string>,
  alias: "held_match" | "visible_match",
) {
  const u1 = sql.ref<string>(`${alias}.user1_id`);
  const u2 = sql.ref<string>(`${alias}.user2_id`);
  return eb
    .selectFrom(`matches as ${alias}`)
    .select(sql.lit(1).as("one"))
    .where((m) => m.or([m.and([m(u1, "=", a), m(u2, "=", b)]), m.and([m(u1, "=", b), m(u2, "=", a)])]));
}

/** `target` chose Unlocked Mode (their perk setting; whether a plan puts it in force is apart). */
function choseUnlockedMode(eb: PolicyBuilder, target: Expression<string>, alias: "chose_unlocked" | "unlocked") {
  return eb
    .selectFrom(`perk_settings as ${alias}`)
    .select(sql.lit(1).as("one"))
    .where(sql.ref<string>(`${alias}.user_id`), "=", target)
    .where(sql.ref<boolean>(`${alias}.unlocked_mode`), "=", sql.lit(true));
}

/**
 * In Unlocked Mode, in force, and not having liked the viewer. Written as one chain so the tiny
 * partial index of members who chose it (migration 0034) is probed first and alone for everyone
 * else: as separate sub-queries, a generic plan probed memberships for every row before it.
 */
function notInUnlockedMode(eb: PolicyBuilder, viewerId: string | Expression<string>, target: Expression<string>) {
  return eb.not(
    eb.and([
      eb.exists(choseUnlockedMode(eb, target, "unlocked")),
      // Only while Beyond gives access (the subscriptions service's rule, in SQL).
      eb.exists(
        eb
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
      eb.not(
        eb.exists(
          eb
            .selectFrom("likes as unlocked_like")
            .select(sql.lit(1).as("one"))
            .where("unlocked_like.from_user_id", "=", target)
            .where("unlocked_like.to_user_id", "=", viewerId)
            .where("unlocked_like.kind", "=", sql.lit("like")),
        ),
      ),
    ]),
  );
}
