import type { AdminOrderDto, AdminOrderSummaryDto, AdminOrdersQuery, AdminPaymentDto, OrderBuyerDto } from '@market/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { likeContaining } from '../../../platform/db/search.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import { users } from '../../identity/users/users.table.js';
import { toOrderDtos, toPaymentDto, toSummaries, type OrderRow, type PaymentRow } from '../orders/orders.repository.js';
import { orders } from '../orders/orders.table.js';
import { payments } from '../payments/payments.table.js';
import { vietnamMidnight } from '../reports/vietnam-days.js';


const folded = (text: SQL) => sql`immutable_unaccent(lower(${text}))`;

function toAdminPaymentDto(p: PaymentRow): AdminPaymentDto {
  return { ...toPaymentDto(p), transactionType: p.transactionType, reference: p.reference, providerTransactionId: p.providerTransactionId, failureReason: p.failureReason };
}

/** Reads of the admin's orders console: every order with its buyer, and the products an admin can sell. */
export function createAdminOrdersRepository() {
  async function buyersOf(tx: DbOrTx, ids: readonly string[]): Promise<Map<string, OrderBuyerDto>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const rows = await tx.select({ id: users.id, fullName: users.fullName, username: users.username, email: users.email, phone: users.phone }).from(users).where(inArray(users.id, unique));
    return new Map(rows.map((r) => [r.id, r]));
  }
  const unknownBuyer = (id: string): OrderBuyerDto => ({ id, fullName: 'Người dùng', username: null, email: null, phone: null });

  return {
    async page(tx: DbOrTx, query: AdminOrdersQuery): Promise<{ data: AdminOrderSummaryDto[]; total: number }> {
      const conditions: SQL[] = [];
      if (query.status) conditions.push(eq(orders.status, query.status));
      // "Paid through": any payment row of that provider (ADMIN for recorded orders, FREE for 0 ₫ ones).
      if (query.provider) conditions.push(sql`exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.provider} = ${query.provider})`);
      if (query.from) conditions.push(gte(orders.createdAt, vietnamMidnight(query.from)));
      if (query.to) conditions.push(lt(orders.createdAt, vietnamMidnight(query.to, 1)));
      if (query.search) {
        const pattern = likeContaining(query.search);
        conditions.push(or(ilike(orders.code, pattern), ilike(users.email, pattern), sql`${folded(sql`${users.fullName}`)} like ${folded(sql`${pattern}`)}`)!);
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        tx
          .select({ order: orders })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(where)
          .orderBy(query.sort === 'ASC' ? asc(orders.createdAt) : desc(orders.createdAt), desc(orders.id))
          .limit(query.limit)
          .offset(offsetOf(query)),
        tx.select({ n: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
      ]);
      const list = rows.map((r) => r.order);
      const [summaries, buyers] = await Promise.all([toOrderDtos(tx, list).then(toSummaries), buyersOf(tx, list.map((o) => o.userId))]);
      return {
        data: summaries.map((s, i) => ({ ...s, buyer: buyers.get(s.userId) ?? unknownBuyer(s.userId), createdBy: list[i]!.createdBy, note: list[i]!.note, referrerCode: list[i]!.referrerCode })),
        total: total?.n ?? 0,
      };
    },

    async detail(tx: DbOrTx, order: OrderRow): Promise<AdminOrderDto> {
      const [[dto], buyers, rows] = await Promise.all([
        toOrderDtos(tx, [order]),
        buyersOf(tx, [order.userId, ...(order.createdBy ? [order.createdBy] : [])]),
        tx.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.createdAt), asc(payments.attempt)),
      ]);
      const admin = order.createdBy ? buyers.get(order.createdBy) : undefined;
      return {
        ...dto!,
        buyer: buyers.get(order.userId) ?? unknownBuyer(order.userId),
        createdBy: order.createdBy ? { id: order.createdBy, fullName: admin?.fullName ?? 'Quản trị viên' } : null,
        note: order.note,
        referrerCode: order.referrerCode,
        payments: rows.map(toAdminPaymentDto),
      };
    },

    async hasMoneyMoved(tx: DbOrTx, orderId: string): Promise<boolean> {
      const [row] = await tx.select({ n: count() }).from(payments).where(and(eq(payments.orderId, orderId), inArray(payments.status, ['SUCCESS', 'REFUND'])));
      return (row?.n ?? 0) > 0;
    },

    async userByEmail(tx: DbOrTx, email: string): Promise<{ id: string } | null> {
      const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
      return row ?? null;
    },

    async userById(tx: DbOrTx, id: string): Promise<{ id: string } | null> {
      const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id));
      return row ?? null;
    },
  };
}
export type AdminOrdersRepository = ReturnType<typeof createAdminOrdersRepository>;
