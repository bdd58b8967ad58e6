import type { AdminRefundsQuery, RefundDto } from '@market/contract';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { likeContaining } from '../../../platform/db/search.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import { users } from '../../identity/users/users.table.js';
import { orderItems, orders } from '../orders/orders.table.js';
import { payments } from '../payments/payments.table.js';
import { refunds } from './refunds.table.js';

export type RefundRow = typeof refunds.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/** The payment row of one attempt to give a refund's money back: "RF-<refund id>-<attempt>". */
export const refundReference = (refundId: string, attempt: number) => `RF-${refundId}-${attempt}`;
const refundIdOf = (reference: string) => /^RF-([0-9a-f-]{36})-\d+$/.exec(reference)?.[1] ?? null;

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function createRefundsRepository() {
  return {
    async byId(tx: DbOrTx, id: string, options: { lock?: boolean } = {}): Promise<RefundRow | null> {
      const query = tx.select().from(refunds).where(eq(refunds.id, id));
      const [row] = options.lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /** The payment that took the order's money (its provider decides how the money goes back). */
    async paidPayment(tx: DbOrTx, orderId: string): Promise<PaymentRow | null> {
      const [row] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.transactionType, 'PAY'), inArray(payments.status, ['SUCCESS', 'REFUND'])))
        .orderBy(desc(payments.paidAt))
        .limit(1);
      return row ?? null;
    },

    async refundAttempts(tx: DbOrTx, refund: Pick<RefundRow, 'id' | 'orderId'>): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(payments)
        .where(and(eq(payments.orderId, refund.orderId), eq(payments.transactionType, 'REFUND'), sql`${payments.reference} like ${`RF-${refund.id}-%`}`));
      return row?.n ?? 0;
    },

    async page(tx: DbOrTx, where: SQL | undefined, query: Pick<AdminRefundsQuery, 'page' | 'limit' | 'sort'>): Promise<{ rows: RefundRow[]; total: number }> {
      const base = () => tx.select().from(refunds).innerJoin(orders, eq(orders.id, refunds.orderId)).innerJoin(orderItems, eq(orderItems.id, refunds.orderItemId)).innerJoin(users, eq(users.id, refunds.userId));
      const [rows, [total]] = await Promise.all([
        base()
          .where(where)
          .orderBy(query.sort === 'ASC' ? asc(refunds.createdAt) : desc(refunds.createdAt), desc(refunds.id))
          .limit(query.limit)
          .offset(offsetOf(query)),
        tx.select({ n: count() }).from(refunds).innerJoin(orders, eq(orders.id, refunds.orderId)).innerJoin(orderItems, eq(orderItems.id, refunds.orderItemId)).innerJoin(users, eq(users.id, refunds.userId)).where(where),
      ]);
      return { rows: rows.map((r) => r.refunds), total: total?.n ?? 0 };
    },

    /** The filters of both lists; `search` matches the order code, the buyer and the product's title. */
    filters(query: Partial<Pick<AdminRefundsQuery, 'status' | 'approval' | 'mode' | 'search'>>): SQL[] {
      const conditions: SQL[] = [];
      if (query.status) conditions.push(eq(refunds.status, query.status));
      if (query.approval) conditions.push(eq(refunds.approval, query.approval));
      if (query.mode) conditions.push(eq(refunds.mode, query.mode));
      if (query.search) {
        const pattern = likeContaining(query.search);
        const folded = (column: SQL | AnyColumn) => sql`immutable_unaccent(lower(coalesce(${column}, ''))) like immutable_unaccent(lower(${pattern}))`;
        conditions.push(or(ilike(orders.code, pattern), ilike(users.email, pattern), folded(users.fullName), folded(orderItems.title))!);
      }
      return conditions;
    },

    async countBy(tx: DbOrTx, column: 'status' | 'approval'): Promise<Map<string, number>> {
      const field = column === 'status' ? refunds.status : refunds.approval;
      const rows = await tx.select({ key: field, n: count() }).from(refunds).groupBy(field);
      return new Map(rows.map((r) => [r.key, r.n]));
    },

    /** Refund rows → DTOs with the order, line, buyer and last failed attempt, one query each. */
    async toDtos(tx: DbOrTx, rows: RefundRow[]): Promise<RefundDto[]> {
      if (!rows.length) return [];
      const orderIds = [...new Set(rows.map((r) => r.orderId))];
      const [orderRows, itemRows, buyerRows, attempts] = await Promise.all([
        tx.select({ id: orders.id, code: orders.code, provider: orders.provider }).from(orders).where(inArray(orders.id, orderIds)),
        tx.select().from(orderItems).where(inArray(orderItems.id, rows.map((r) => r.orderItemId))),
        tx.select({ id: users.id, fullName: users.fullName, email: users.email, phone: users.phone }).from(users).where(inArray(users.id, [...new Set(rows.map((r) => r.userId))])),
        tx
          .select({ reference: payments.reference, status: payments.status, failureReason: payments.failureReason })
          .from(payments)
          .where(and(inArray(payments.orderId, orderIds), eq(payments.transactionType, 'REFUND')))
          .orderBy(asc(payments.createdAt), asc(payments.attempt)),
      ]);
      const orderOf = new Map(orderRows.map((o) => [o.id, o]));
      const itemOf = new Map(itemRows.map((i) => [i.id, i]));
      const buyerOf = new Map(buyerRows.map((u) => [u.id, u]));
      const lastAttempt = new Map<string, (typeof attempts)[number]>();
      for (const attempt of attempts) {
        const id = refundIdOf(attempt.reference);
        if (id) lastAttempt.set(id, attempt);
      }
      return rows.map((r): RefundDto => {
        const item = itemOf.get(r.orderItemId)!;
        const order = orderOf.get(r.orderId)!;
        const attempt = lastAttempt.get(r.id);
        return {
          id: r.id,
          orderId: r.orderId,
          orderCode: order.code,
          orderItemId: r.orderItemId,
          item: { productItemType: item.productType as RefundDto['item']['productItemType'], productItemId: item.productId, title: item.title, subtitle: item.subtitle, quantity: item.quantity, startsAt: iso(item.startsAt) },
          buyer: buyerOf.get(r.userId) ?? { id: r.userId, fullName: 'Người dùng', email: null, phone: null },
          amount: r.amount,
          currency: 'VND',
          reason: r.reason,
          status: r.status as RefundDto['status'],
          approval: r.approval as RefundDto['approval'],
          mode: r.mode as RefundDto['mode'],
          provider: order.provider,
          bankName: r.bankName,
          bankAccountNumber: r.bankAccountNumber,
          bankAccountName: r.bankAccountName,
          adminNote: r.adminNote,
          failureReason: r.status === 'FAILED' && attempt?.status === 'FAILED' ? attempt.failureReason : null,
          reviewedAt: iso(r.reviewedAt),
          completedAt: iso(r.completedAt),
          createdAt: r.createdAt.toISOString(),
          updatedAt: r.updatedAt.toISOString(),
        };
      });
    },
  };
}
export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
