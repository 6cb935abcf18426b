import { sql, type Kysely, type Selectable } from "kysely";
import type { PlanCode } from "#shared/plans";
import type { Database, PaymentsTable } from "../../db/types.js";

export type PaymentRow = Selectable<PaymentsTable>;
type Provider = PaymentsTable["provider"];

/** PostgreSQL's code (PGlite's too) for a duplicate key. */
const UNIQUE_VIOLATION = "23505";

/** The ledger (payments) and the provider notifications already handled (payment_events). */
export function createPaymentsRepository(db: Kysely<Database>) {
  return {
    /** What this feature holds about the member, table by table (the data export). */
    async exportRows(userId: string) {
      return {
        payments: await db
          .selectFrom("payments")
          .selectAll()
          .where("user_id", "=", userId)
          .orderBy("created_at")
          .execute(),
      };
    },

    async createCheckout(p: {
      userId: string;
      plan: PlanCode;
      provider: Provider;
      amountCents: number;
      currency: string;
    }): Promise<PaymentRow> {
      return db
        .insertInto("payments")
        .values({
          user_id: p.userId,
          plan: p.plan,
          provider: p.provider,
          kind: "checkout",
          amount_cents: p.amountCents,
          currency: p.currency,
          status: "pending",
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async setProviderRef(id: string, ref: string): Promise<void> {
      await db
        .updateTable("payments")
        .set({ provider_ref: ref, updated_at: sql<Date>`now()` })
        .where("id", "=", id)
        .execute();
    },

    async find(id: string): Promise<PaymentRow | undefined> {
      return db.selectFrom("payments").selectAll().where("id", "=", id).executeTakeFirst();
    },

    async findByTxn(provider: Provider, txnId: string): Promise<PaymentRow | undefined> {
      return db
        .selectFrom("payments")
        .selectAll()
        .where("provider", "=", provider)
        .where("provider_txn_id", "=", txnId)
        .executeTakeFirst();
    },

    /**
     * pending → completed with the provider's transaction id. Only one caller wins (a return and
     * a webhook at once, a double return): the loser gets undefined and applies nothing.
     */
    async complete(id: string, txnId: string): Promise<PaymentRow | undefined> {
      return db
        .updateTable("payments")
        .set({ status: "completed", provider_txn_id: txnId, updated_at: sql<Date>`now()` })
        .where("id", "=", id)
        .where("status", "=", "pending")
        .returningAll()
        .executeTakeFirst();
    },

    /** pending → cancelled or failed; a settled payment stays as it is. */
    async settleUnpaid(id: string, status: "cancelled" | "failed", failure: string | null = null): Promise<boolean> {
      const r = await db
        .updateTable("payments")
        .set({ status, failure, updated_at: sql<Date>`now()` })
        .where("id", "=", id)
        .where("status", "=", "pending")
        .executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },

    /** A renewal the provider charged; undefined when this transaction is already recorded. */
    async recordRenewal(p: {
      userId: string;
      plan: PlanCode;
      provider: Provider;
      ref: string | null;
      txnId: string;
      amountCents: number;
      currency: string;
    }): Promise<PaymentRow | undefined> {
      return db
        .insertInto("payments")
        .values({
          user_id: p.userId,
          plan: p.plan,
          provider: p.provider,
          kind: "renewal",
          provider_ref: p.ref,
          provider_txn_id: p.txnId,
          amount_cents: p.amountCents,
          currency: p.currency,
          status: "completed",
        })
        .onConflict((oc) =>
          oc.columns(["provider", "provider_txn_id"]).where("provider_txn_id", "is not", null).doNothing(),
        )
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * PayPal's first charge of a subscription arrives as a sale like any renewal: when the
     * checkout that started the subscription still carries its placeholder transaction, the sale
     * is that checkout's (its id replaces the placeholder) and not a renewal. True when claimed.
     */
    async claimFirstSale(provider: Provider, subscriptionId: string, saleId: string): Promise<boolean> {
      const r = await db
        .updateTable("payments")
        .set({ provider_txn_id: saleId, updated_at: sql<Date>`now()` })
        .where("provider", "=", provider)
        .where("provider_ref", "=", subscriptionId)
        .where("kind", "=", "checkout")
        .where("provider_txn_id", "=", `SUB-${subscriptionId}`)
        .executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },

    async handled(provider: string, eventId: string): Promise<boolean> {
      return (
        (await db
          .selectFrom("payment_events")
          .select("event_id")
          .where("provider", "=", provider)
          .where("event_id", "=", eventId)
          .executeTakeFirst()) !== undefined
      );
    },

    /** completed → refunded; false when it was not completed (already refunded, never paid). */
    async refund(id: string): Promise<boolean> {
      const r = await db
        .updateTable("payments")
        .set({ status: "refunded", updated_at: sql<Date>`now()` })
        .where("id", "=", id)
        .where("status", "=", "completed")
        .executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },

    /** The member's receipts, newest first. */
    async listFor(userId: string): Promise<PaymentRow[]> {
      return db
        .selectFrom("payments")
        .selectAll()
        .where("user_id", "=", userId)
        .where("status", "<>", "pending")
        .orderBy("created_at", "desc")
        .limit(100)
        .execute();
    },

    /** Records a provider notification; false when it was handled before (a replay). */
    async firstDelivery(provider: string, eventId: string, eventType: string): Promise<boolean> {
      try {
        const r = await db
          .insertInto("payment_events")
          .values({ provider, event_id: eventId, event_type: eventType })
          .onConflict((oc) => oc.columns(["provider", "event_id"]).doNothing())
          .executeTakeFirst();
        return (r.numInsertedOrUpdatedRows ?? 0n) > 0n;
      } catch (err) {
        if ((err as { code?: string }).code === UNIQUE_VIOLATION) return false;
        throw err;
      }
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
