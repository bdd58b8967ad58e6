import type { AdminRefundsQuery } from '@market/contract';
import { and, asc, count, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { likeContaining } from '../../../platform/db/search.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import { createUserDirectory } from '../../identity/index.js';
import { orderItems, orders } from '../orders/orders.table.js';
import type { RefundState } from './refund-status.js';
import { refunds } from './refunds.table.js';

export type RefundRow = typeof refunds.$inferSelect;
export type NewRefundRow = typeof refunds.$inferInsert;

/** The payment row of one attempt to give a refund's money back: "RF-<refund id>-<attempt>". */
export const refundReference = (refundId: string, attempt: number) => `RF-${refundId}-${attempt}`;
export const refundReferencePrefix = (refundId: string) => `RF-${refundId}-`;
export const refundIdOf = (reference: string) => /^RF-([0-9a-f-]{36})-\d+$/.exec(reference)?.[1] ?? null;

/** What both refund lists filter on; `search` matches the order code, the buyer and the product's title. */
export interface RefundsFilter extends Partial<Pick<AdminRefundsQuery, 'status' | 'approval' | 'mode' | 'search'>> {
  userId?: string;
}

/** Refund requests; the only code that reads or writes `refunds`. */
export function createRefundsRepository(db: DbOrTx) {
  const people = createUserDirectory(db);

  function whereOf(filter: RefundsFilter): SQL | undefined {
    const conditions: SQL[] = [];
    if (filter.userId) conditions.push(eq(refunds.userId, filter.userId));
    if (filter.status) conditions.push(eq(refunds.status, filter.status));
    if (filter.approval) conditions.push(eq(refunds.approval, filter.approval));
    if (filter.mode) conditions.push(eq(refunds.mode, filter.mode));
    if (filter.search) {
      const pattern = likeContaining(filter.search);
      const folded = (column: SQL | AnyColumn) => sql`immutable_unaccent(lower(coalesce(${column}, ''))) like immutable_unaccent(lower(${pattern}))`;
      conditions.push(or(ilike(orders.code, pattern), people.userMatching(refunds.userId, filter.search), folded(orderItems.title))!);
    }
    return conditions.length ? and(...conditions) : undefined;
  }

  return {
    async findById(id: string, options: { lock?: boolean } = {}, tx: DbOrTx = db): Promise<RefundRow | null> {
      const query = tx.select().from(refunds).where(eq(refunds.id, id));
      const [row] = options.lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /** A refund of one payment the order could not take; null when that payment already has one. */
    /** The refund opened for a payment the order did not take (one at most: a unique index). */
    async findByPayment(paymentId: string, options: { lock?: boolean } = {}, tx: DbOrTx = db): Promise<RefundRow | null> {
      const query = tx.select().from(refunds).where(eq(refunds.paymentId, paymentId)).limit(1);
      const [row] = await (options.lock ? query.for('update') : query);
      return row ?? null;
    },

    async insertForPayment(values: NewRefundRow & { paymentId: string }, tx: DbOrTx = db): Promise<RefundRow | null> {
      const [row] = await tx
        .insert(refunds)
        .values(values)
        .onConflictDoNothing({ target: refunds.paymentId, where: sql`${refunds.paymentId} is not null` })
        .returning();
      return row ?? null;
    },

    /**
     * A refund of a line unless one is open for it (pending or approved: the open-request index holds
     * it, whoever races): null then, and `findOpenOf` names the one there.
     */
    async insertUnlessOpen(values: NewRefundRow, tx: DbOrTx = db): Promise<RefundRow | null> {
      const [row] = await tx.insert(refunds).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** The open (pending or approved) refund of a whole line, locked; a refund of a payment not taken or a combo's share is not one. */
    async findOpenOf(orderItemId: string, tx: DbOrTx = db): Promise<RefundRow | null> {
      const [row] = await tx
        .select()
        .from(refunds)
        .where(
          and(
            eq(refunds.orderItemId, orderItemId),
            sql`${refunds.approval} in ('PENDING', 'APPROVED')`,
            sql`${refunds.paymentId} is null`,
            sql`${refunds.shareOf} is null`,
          ),
        )
        .for('update');
      return row ?? null;
    },

    /** Whether some cancelled event's share of the line went back (or is on its way): the whole line can no longer be asked for. */
    async hasOpenShare(orderItemId: string, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(eq(refunds.orderItemId, orderItemId), sql`${refunds.approval} in ('PENDING', 'APPROVED')`, sql`${refunds.shareOf} is not null`))
        .limit(1);
      return !!row;
    },

    /** What went back of a line so far (its refunds that succeeded, shares included; not a payment the order never took). */
    async succeededAmountOf(orderItemId: string, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ sum: sql<number>`coalesce(sum(${refunds.amount}), 0)::bigint`.mapWith(Number) })
        .from(refunds)
        .where(and(eq(refunds.orderItemId, orderItemId), eq(refunds.status, 'SUCCESS'), sql`${refunds.paymentId} is null`));
      return row?.sum ?? 0;
    },

    async insert(values: NewRefundRow, tx: DbOrTx = db): Promise<RefundRow> {
      const [row] = await tx.insert(refunds).values(values).returning();
      return row!;
    },

    /** Moves a refund from the state it was read in (locked) to `to`: null when it moved meanwhile. */
    async transition(refund: RefundRow, to: RefundState, extra: Partial<NewRefundRow> = {}, tx: DbOrTx = db): Promise<RefundRow | null> {
      const [row] = await tx
        .update(refunds)
        .set({ ...to, updatedAt: sql`now()`, ...extra })
        .where(and(eq(refunds.id, refund.id), eq(refunds.approval, refund.approval), eq(refunds.status, refund.status)))
        .returning();
      return row ?? null;
    },

    async setNote(id: string, adminNote: string | null, tx: DbOrTx = db): Promise<RefundRow> {
      const [row] = await tx
        .update(refunds)
        .set({ adminNote, updatedAt: sql`now()` })
        .where(eq(refunds.id, id))
        .returning();
      return row!;
    },

    async list(
      filter: RefundsFilter,
      query: Pick<AdminRefundsQuery, 'page' | 'limit' | 'sort'>,
      tx: DbOrTx = db,
    ): Promise<{ rows: RefundRow[]; total: number }> {
      const where = whereOf(filter);
      const [rows, [total]] = await Promise.all([
        tx
          .select({ refund: refunds })
          .from(refunds)
          .innerJoin(orders, eq(orders.id, refunds.orderId))
          .innerJoin(orderItems, eq(orderItems.id, refunds.orderItemId))
          .where(where)
          .orderBy(query.sort === 'ASC' ? asc(refunds.createdAt) : desc(refunds.createdAt), desc(refunds.id))
          .limit(query.limit)
          .offset(offsetOf(query)),
        tx
          .select({ n: count() })
          .from(refunds)
          .innerJoin(orders, eq(orders.id, refunds.orderId))
          .innerJoin(orderItems, eq(orderItems.id, refunds.orderItemId))
          .where(where),
      ]);
      return { rows: rows.map((r) => r.refund), total: total?.n ?? 0 };
    },

    async countBy(column: 'status' | 'approval', tx: DbOrTx = db): Promise<Map<string, number>> {
      const field = column === 'status' ? refunds.status : refunds.approval;
      const rows = await tx.select({ key: field, n: count() }).from(refunds).groupBy(field);
      return new Map(rows.map((r) => [r.key, r.n]));
    },
  };
}
export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
