import type { OrderDto, OrderItemDto, OrderSummaryDto, OrdersQuery, PaymentDto } from '@market/contract';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import { payments } from '../payments/payments.table.js';
import { hostChips } from '../products/host-chips.js';
import { orderItems, orders } from './orders.table.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toPaymentDto(p: PaymentRow): PaymentDto {
  return {
    id: p.id,
    provider: p.provider,
    method: p.method,
    amount: p.amount,
    currency: 'VND',
    status: p.status as PaymentDto['status'],
    payUrl: p.status === 'PENDING' ? p.payUrl : null,
    resultCode: p.resultCode,
    createdAt: p.createdAt.toISOString(),
    paidAt: iso(p.paidAt),
  };
}

/** Order rows → DTOs, with items, hosts and latest payments fetched in one query each (no N+1). */
export async function toOrderDtos(tx: DbOrTx, rows: OrderRow[]): Promise<OrderDto[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [items, latest] = await Promise.all([
    tx.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.createdAt), asc(orderItems.id)),
    tx
      .selectDistinctOn([payments.orderId])
      .from(payments)
      // Money given back (REFUND rows) is not the order's payment attempt.
      .where(and(inArray(payments.orderId, ids), eq(payments.transactionType, 'PAY')))
      .orderBy(payments.orderId, desc(payments.createdAt), desc(payments.attempt)),
  ]);
  const hostOf = await hostChips(tx, items.map((i) => i.hostId));
  const itemsOf = new Map<string, OrderItemDto[]>();
  for (const item of items) itemsOf.set(item.orderId, [...(itemsOf.get(item.orderId) ?? []), toOrderItemDto(item, hostOf(item.hostId))]);
  const paymentOf = new Map(latest.map((p) => [p.orderId, toPaymentDto(p)]));
  return rows.map((o) => orderDtoOf(o, itemsOf.get(o.id) ?? [], paymentOf.get(o.id) ?? null));
}

/** One order as the buyer sees it, from rows already in hand. */
export function orderDtoOf(o: OrderRow, items: OrderItemDto[], payment: PaymentDto | null): OrderDto {
  return {
    id: o.id,
    code: o.code,
    userId: o.userId,
    status: o.status as OrderDto['status'],
    subtotal: o.subtotal,
    discountTotal: o.discountTotal,
    voucherTotal: o.voucherTotal,
    total: o.total,
    currency: 'VND',
    voucherCode: o.voucherCode,
    provider: o.provider,
    method: o.method,
    holdExpiresAt: o.status === 'PENDING' ? iso(o.holdExpiresAt) : null,
    paidAt: iso(o.paidAt),
    cancelledAt: iso(o.cancelledAt),
    createdAt: o.createdAt.toISOString(),
    items,
    payment,
  };
}

export function toOrderItemDto(item: OrderItemRow, host: OrderItemDto['host']): OrderItemDto {
  return {
    id: item.id,
    orderId: item.orderId,
    productItemType: item.productType as OrderItemDto['productItemType'],
    productItemId: item.productId,
    eventId: item.eventId,
    calendarId: item.calendarId,
    title: item.title,
    subtitle: item.subtitle,
    link: item.link,
    host,
    unitPrice: item.unitPrice,
    quantity: item.quantity,
    discountAmount: item.discountAmount,
    voucherAmount: item.voucherAmount,
    total: item.total,
    status: item.status as OrderItemDto['status'],
    bookingStatus: item.bookingStatus as OrderItemDto['bookingStatus'],
    startsAt: iso(item.startsAt),
    endsAt: iso(item.endsAt),
    refundedAt: iso(item.refundedAt),
    createdAt: item.createdAt.toISOString(),
  };
}

export function toSummaries(dtos: OrderDto[]): OrderSummaryDto[] {
  return dtos.map(({ items, ...order }) => ({ ...order, itemCount: items.length, titles: [...new Set(items.map((i) => i.title))] }));
}

export function createOrdersRepository() {
  return {
    async byId(tx: DbOrTx, id: string, options: { lock?: boolean } = {}): Promise<OrderRow | null> {
      const query = tx.select().from(orders).where(eq(orders.id, id));
      const [row] = options.lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async itemsOf(tx: DbOrTx, orderId: string): Promise<OrderItemRow[]> {
      return tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.createdAt), asc(orderItems.id));
    },

    /** A page of orders matching `where`, newest first unless asked otherwise. */
    async page(tx: DbOrTx, where: SQL | undefined, query: OrdersQuery): Promise<{ rows: OrderRow[]; total: number }> {
      const conditions = and(where, query.status ? eq(orders.status, query.status) : undefined);
      const [rows, [totalRow]] = await Promise.all([
        tx
          .select()
          .from(orders)
          .where(conditions)
          .orderBy(query.sort === 'ASC' ? asc(orders.createdAt) : desc(orders.createdAt), desc(orders.id))
          .limit(query.limit)
          .offset(offsetOf(query)),
        tx.select({ n: count() }).from(orders).where(conditions),
      ]);
      return { rows, total: totalRow?.n ?? 0 };
    },

    /** Pending orders whose holds ran out, oldest first. */
    async dueForExpiry(tx: DbOrTx, now: Date, limit = 100): Promise<string[]> {
      const rows = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'PENDING'), sql`${orders.holdExpiresAt} <= ${now.toISOString()}`))
        .orderBy(asc(orders.holdExpiresAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
