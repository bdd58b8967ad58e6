import type { MyPaymentsBody } from '@market/contract';
import { and, asc, count, desc, eq, inArray, like, type AnyColumn, type SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { insertAlongside, preparedInsert } from '../../../platform/db/prepared-once.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import { orders } from '../orders/orders.table.js';
import { refunds } from '../refunds/refunds.table.js';
import { MONEY_MOVED_STATUSES, paymentStatusesFor, paymentTargetOf, type PaymentAction } from './payment-status.js';
import { paymentCallbacks, payments } from './payments.table.js';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
type NewCallbackRow = typeof paymentCallbacks.$inferInsert;

/** Which attempts a move applies to: one by id, or an order's (of one type, of one refund's references). */
export type PaymentScope = { id: string } | { orderId: string; transactionType?: 'PAY' | 'REFUND'; referencePrefix?: string };

function scopeOf(scope: PaymentScope): SQL | undefined {
  if ('id' in scope) return eq(payments.id, scope.id);
  return and(
    eq(payments.orderId, scope.orderId),
    scope.transactionType ? eq(payments.transactionType, scope.transactionType) : undefined,
    scope.referencePrefix ? like(payments.reference, `${scope.referencePrefix}%`) : undefined,
  );
}

/** Whether the order whose id is in `orderId` (a column of the outer statement) ever moved money, read beside each row of a page. */
export function moneyMovedOf(orderId: AnyColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${payments} where ${and(eq(payments.orderId, orderId), inArray(payments.status, [...MONEY_MOVED_STATUSES]))})`;
}

// Every checkout records its payment attempt: prepared once (see preparedInsert).
const insertPayments = preparedInsert(payments, 'payments_insert');

/** Payment attempts (PAY and REFUND rows) and provider callbacks; the only writer of both tables. */
export function createPaymentsRepository(db: DbOrTx) {
  return {
    async findById(id: string, tx: DbOrTx = db): Promise<PaymentRow | null> {
      const [row] = await tx.select().from(payments).where(eq(payments.id, id));
      return row ?? null;
    },

    /** The attempt a callback names, locked so two callbacks of one attempt take turns. */
    async findByReference(provider: string, reference: string, options: { lock?: boolean } = {}, tx: DbOrTx = db): Promise<PaymentRow | null> {
      const query = tx
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.reference, reference)));
      const [row] = options.lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /** An attempt written in the statement of another insert (its order's). */
    insertAlongside(values: NewPaymentRow) {
      return insertAlongside(payments, 'payment_attempt', [values]);
    },

    /** Many attempts written in another insert's statement (a batch of renewals' orders). */
    insertManyAlongside(rows: readonly NewPaymentRow[]) {
      return insertAlongside(payments, 'payment_attempts', rows);
    },

    async insert(values: NewPaymentRow, tx: DbOrTx = db): Promise<PaymentRow> {
      const [row] = await insertPayments(tx, [values]);
      return row!;
    },

    async countOfOrder(orderId: string, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(payments).where(eq(payments.orderId, orderId));
      return row?.n ?? 0;
    },

    /** How many attempts carry references starting with `prefix` (a refund's "RF-<id>-"). */
    async countWithPrefix(orderId: string, prefix: string, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(payments)
        .where(scopeOf({ orderId, transactionType: 'REFUND', referencePrefix: prefix }));
      return row?.n ?? 0;
    },

    /**
     * Applies a move of the payment transition table to the attempts in scope that may take it
     * (a conditional update: attempts in any other status are left alone). Returns the moved rows.
     */
    async transition(scope: PaymentScope, action: PaymentAction, extra: Partial<NewPaymentRow> = {}, tx: DbOrTx = db): Promise<PaymentRow[]> {
      return tx
        .update(payments)
        .set({ ...extra, status: paymentTargetOf(action), updatedAt: sql`now()` })
        .where(and(scopeOf(scope), inArray(payments.status, paymentStatusesFor(action))))
        .returning();
    },

    /** What the provider answered when asked to start collecting. */
    async setStarted(id: string, started: { payUrl: string | null; providerTransactionId: string | null }, tx: DbOrTx = db): Promise<PaymentRow> {
      const [row] = await tx
        .update(payments)
        .set({ ...started, updatedAt: sql`now()` })
        .where(eq(payments.id, id))
        .returning();
      return row!;
    },

    /** The payment that took the order's money (its provider decides how the money goes back). */
    async findPaid(orderId: string, tx: DbOrTx = db): Promise<PaymentRow | null> {
      const [row] = await tx
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.orderId, orderId),
            eq(payments.transactionType, 'PAY'),
            inArray(payments.status, ['SUCCESS', 'REFUND']),
            // A second payment the order never took has its own refund; it did not pay for the lines.
            sql`not exists (select 1 from ${refunds} where ${refunds.paymentId} = ${payments.id})`,
          ),
        )
        .orderBy(desc(payments.paidAt))
        .limit(1);
      return row ?? null;
    },

    async hasMoneyMoved(orderId: string, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({ n: count() })
        .from(payments)
        .where(and(eq(payments.orderId, orderId), inArray(payments.status, [...MONEY_MOVED_STATUSES])));
      return (row?.n ?? 0) > 0;
    },

    /**
     * Each order's latest PAY attempt (money given back is not the order's payment attempt). A payment
     * with its own refund is money the order did not take (`listOwedBack`), as `findPaid` says too: a
     * cancelled order paid late still tells its own last attempt, never that payment's SUCCESS.
     */
    async listLatestAttempts(orderIds: readonly string[], tx: DbOrTx = db): Promise<PaymentRow[]> {
      if (!orderIds.length) return [];
      return tx
        .selectDistinctOn([payments.orderId])
        .from(payments)
        .where(
          and(
            inArray(payments.orderId, [...orderIds]),
            eq(payments.transactionType, 'PAY'),
            sql`not exists (select 1 from ${refunds} where ${refunds.paymentId} = ${payments.id})`,
          ),
        )
        .orderBy(payments.orderId, desc(payments.createdAt), desc(payments.attempt));
    },

    /** The payments these orders did not take, each with the refund sending it back (one statement, oldest first). */
    async listOwedBack(orderIds: readonly string[], tx: DbOrTx = db) {
      if (!orderIds.length) return [];
      return tx
        .select({ payment: payments, refundId: refunds.id, refundStatus: refunds.status })
        .from(payments)
        .innerJoin(refunds, eq(refunds.paymentId, payments.id))
        .where(and(inArray(payments.orderId, [...orderIds]), eq(payments.transactionType, 'PAY')))
        .orderBy(asc(payments.createdAt), asc(payments.attempt));
    },

    async listOfOrder(orderId: string, tx: DbOrTx = db): Promise<PaymentRow[]> {
      return tx.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt), asc(payments.attempt));
    },

    /** The REFUND attempts of these orders, oldest first. */
    async listRefundAttempts(orderIds: readonly string[], tx: DbOrTx = db): Promise<Pick<PaymentRow, 'reference' | 'status' | 'failureReason'>[]> {
      if (!orderIds.length) return [];
      return tx
        .select({ reference: payments.reference, status: payments.status, failureReason: payments.failureReason })
        .from(payments)
        .where(and(inArray(payments.orderId, [...orderIds]), eq(payments.transactionType, 'REFUND')))
        .orderBy(asc(payments.createdAt), asc(payments.attempt));
    },

    /** A buyer's PAY attempts with their order codes, newest first (a refund is its own row; the status shows REFUND). */
    async listOfBuyer(userId: string, query: MyPaymentsBody, tx: DbOrTx = db): Promise<{ rows: { payment: PaymentRow; orderCode: string }[]; total: number }> {
      const where = and(eq(orders.userId, userId), eq(payments.transactionType, 'PAY'), query.status ? eq(payments.status, query.status) : undefined);
      const [rows, [total]] = await Promise.all([
        tx
          .select({ payment: payments, orderCode: orders.code })
          .from(payments)
          .innerJoin(orders, eq(orders.id, payments.orderId))
          .where(where)
          .orderBy(desc(payments.createdAt), desc(payments.id))
          .limit(query.limit)
          .offset(offsetOf(query)),
        tx.select({ n: count() }).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Records a verified callback once: false when the same notification was recorded before. */
    /** Attempts locked by id (a batch of card charges settling). */
    async lockMany(ids: readonly string[], tx: DbOrTx): Promise<PaymentRow[]> {
      if (!ids.length) return [];
      return tx
        .select()
        .from(payments)
        .where(inArray(payments.id, [...ids]))
        .orderBy(payments.id)
        .for('update');
    },

    /** `recordCallback` of many: answers the dedupe keys recorded now (the others were seen before). */
    async recordCallbacks(values: readonly NewCallbackRow[], tx: DbOrTx): Promise<Set<string>> {
      if (!values.length) return new Set();
      const rows = await tx
        .insert(paymentCallbacks)
        .values([...values])
        .onConflictDoNothing()
        .returning({ dedupeKey: paymentCallbacks.dedupeKey });
      return new Set(rows.map((row) => row.dedupeKey));
    },

    /** SUCCEED of many attempts, each with its provider's transaction, as `transition` moves one; answers those moved. */
    async succeedMany(rows: readonly { id: string; providerTransactionId: string | null }[], common: { resultCode: string; paidAt: Date }, tx: DbOrTx) {
      if (!rows.length) return [];
      const txn = sql`(select d.txn from unnest(${sql.param(rows.map((r) => r.id))}::uuid[], ${sql.param(rows.map((r) => r.providerTransactionId))}::text[]) as d(id, txn) where d.id = ${payments.id})`;
      return tx
        .update(payments)
        .set({ status: paymentTargetOf('SUCCEED'), resultCode: common.resultCode, paidAt: common.paidAt, providerTransactionId: txn, updatedAt: sql`now()` })
        .where(
          and(
            inArray(
              payments.id,
              rows.map((r) => r.id),
            ),
            inArray(payments.status, paymentStatusesFor('SUCCEED')),
          ),
        )
        .returning();
    },

    async recordCallback(values: NewCallbackRow, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx.insert(paymentCallbacks).values(values).onConflictDoNothing().returning({ id: paymentCallbacks.id });
      return rows.length > 0;
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
