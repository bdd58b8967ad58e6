import { and, asc, eq, exists, inArray, isNull, ne, sql } from 'drizzle-orm';
import { eventSql } from '../../catalogue/index.js';
import type { DbOrTx } from '../../../platform/db/database.js';
import { orderItems, orders } from '../orders/orders.table.js';
import { payments } from '../payments/payments.table.js';
import { refunds } from '../refunds/refunds.table.js';
import { tickets } from '../tickets/tickets.table.js';

/** A paid ticket line of the event, with who paid and through which provider. */
export interface SoldLine {
  itemId: string;
  orderId: string;
  orderCode: string;
  userId: string;
  total: number;
  refundedAt: Date | null;
  /** The provider of the payment that took the order's money (FREE for a free order). */
  provider: string | null;
  /**
   * A combo's line: `total` is then the share of the cancelled event's tickets in it (event-cancellation.ts
   * comboShare), `cancelledTierIds` the tiers of its tickets whose events are called off (this one or
   * others before it) and `otherShares` what other events' cancellations gave back of it.
   */
  combo?: { comboId: string; quantity: number; cancelledTierIds: string[]; otherShares: number };
}

const PENDING_ORDER = ['PENDING', 'PENDING_UPGRADE'];

/**
 * What an event's cancellation reads of its sales: ticket-tier lines naming the event's tiers (on the
 * `order_items_product_idx` index), and combo lines that issued tickets of those tiers.
 */
export function createEventCancellationRepository(db: DbOrTx) {
  // The payment that paid for the lines (not a second one refunded on its own): its provider decides how money goes back.
  const paidProvider = sql<string | null>`(select ${payments.provider} from ${payments}
    where ${payments.orderId} = ${orders.id} and ${payments.transactionType} = 'PAY' and ${payments.status} in ('SUCCESS', 'REFUND')
      and not exists (select 1 from ${refunds} where ${refunds.paymentId} = ${payments.id})
    order by ${payments.paidAt} desc nulls last limit 1)`;
  // What every sold line reads, ticket or combo.
  const soldLine = {
    itemId: orderItems.id,
    orderId: orders.id,
    orderCode: orders.code,
    userId: orderItems.userId,
    total: orderItems.total,
    refundedAt: orderItems.refundedAt,
    provider: paidProvider,
  };

  return {
    /** Paid lines of these tiers, refunded ones included (the preview leaves them out). */
    async listSoldLines(tierIds: readonly string[], tx: DbOrTx = db): Promise<SoldLine[]> {
      if (!tierIds.length) return [];
      return tx
        .select(soldLine)
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            eq(orderItems.productType, 'TICKET_TIER'),
            inArray(orderItems.productId, [...tierIds]),
            eq(orderItems.status, 'SUCCESS'),
            inArray(orders.status, ['PAID', 'REFUNDED']),
          ),
        )
        .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
    },

    /**
     * Paid combo lines with tickets of these tiers (the event `eventId`'s), `total` the whole line's. A
     * line none of whose tickets of these tiers is left valid reads as refunded (`refundedAt`): its
     * share went back already.
     */
    async listComboLines(eventId: string, tierIds: readonly string[], tx: DbOrTx = db): Promise<SoldLine[]> {
      if (!tierIds.length) return [];
      const ofTiers = (item: typeof orderItems.id) => and(eq(tickets.orderItemId, item), inArray(tickets.tierId, [...tierIds]));
      const rows = await tx
        .select({
          ...soldLine,
          comboId: orderItems.productId,
          quantity: orderItems.quantity,
          live: exists(
            tx
              .select({ one: sql`1` })
              .from(tickets)
              .where(and(ofTiers(orderItems.id), ne(tickets.status, 'VOID'))),
          ),
          updatedAt: orderItems.updatedAt,
          cancelledTierIds: sql<string[]>`coalesce((select json_agg(distinct ${tickets.tierId}) from ${tickets}
            where ${tickets.orderItemId} = ${orderItems.id} and ${eventSql.isCancelled(tickets.eventId)}), '[]'::json)`,
          otherShares: sql<number>`(select coalesce(sum(${refunds.amount}), 0) from ${refunds}
            where ${refunds.orderItemId} = ${orderItems.id} and ${refunds.approval} = 'APPROVED'
              and ${refunds.shareOf} is not null and ${refunds.shareOf} <> ${eventId})`.mapWith(Number),
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            eq(orderItems.productType, 'COMBO'),
            eq(orderItems.status, 'SUCCESS'),
            inArray(orders.status, ['PAID', 'REFUNDED']),
            exists(
              tx
                .select({ one: sql`1` })
                .from(tickets)
                .where(ofTiers(orderItems.id)),
            ),
          ),
        )
        .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
      return rows.map(({ comboId, quantity, live, updatedAt, cancelledTierIds, otherShares, ...line }) => ({
        ...line,
        refundedAt: line.refundedAt ?? (live ? null : updatedAt),
        combo: { comboId, quantity, cancelledTierIds, otherShares },
      }));
    },

    /** Voids a line's tickets of these tiers (a combo's, the rest stay); answers how many were still valid. */
    async voidTicketsOf(itemId: string, tierIds: readonly string[], tx: DbOrTx): Promise<number> {
      const voided = await tx
        .update(tickets)
        .set({ status: 'VOID' })
        .where(and(eq(tickets.orderItemId, itemId), inArray(tickets.tierId, [...tierIds]), ne(tickets.status, 'VOID')))
        .returning({ id: tickets.id });
      return voided.length;
    },

    /** Unpaid orders holding places of these tiers, with their buyers. */
    async listPendingOrders(tierIds: readonly string[], tx: DbOrTx = db): Promise<{ orderId: string; userId: string }[]> {
      if (!tierIds.length) return [];
      return tx
        .selectDistinct({ orderId: orders.id, userId: orders.userId })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            eq(orderItems.productType, 'TICKET_TIER'),
            inArray(orderItems.productId, [...tierIds]),
            eq(orderItems.status, 'HOLDING'),
            inArray(orders.status, PENDING_ORDER),
          ),
        );
    },

    /** A paid line locked for its cancellation (null once refunded): two passes never take it back twice. */
    async lockUnrefundedLine(itemId: string, tx: DbOrTx): Promise<{ id: string } | null> {
      const [row] = await tx
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(and(eq(orderItems.id, itemId), isNull(orderItems.refundedAt)))
        .for('update');
      return row ?? null;
    },
  };
}
export type EventCancellationRepository = ReturnType<typeof createEventCancellationRepository>;
