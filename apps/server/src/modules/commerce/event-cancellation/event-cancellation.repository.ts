import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { orderItems, orders } from '../orders/orders.table.js';
import { payments } from '../payments/payments.table.js';
import { refunds } from '../refunds/refunds.table.js';

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
}

const PENDING_ORDER = ['PENDING', 'PENDING_UPGRADE'];

/**
 * What an event's cancellation reads of its sales: ticket-tier lines naming the event's tiers (on the
 * `order_items_product_idx` index). Lines of combos holding a tier are not read here (see the report).
 */
export function createEventCancellationRepository(db: DbOrTx) {
  // The payment that paid for the lines (not a second one refunded on its own): its provider decides how money goes back.
  const paidProvider = sql<string | null>`(select ${payments.provider} from ${payments}
    where ${payments.orderId} = ${orders.id} and ${payments.transactionType} = 'PAY' and ${payments.status} in ('SUCCESS', 'REFUND')
      and not exists (select 1 from ${refunds} where ${refunds.paymentId} = ${payments.id})
    order by ${payments.paidAt} desc nulls last limit 1)`;

  return {
    /** Paid lines of these tiers, refunded ones included (the preview leaves them out). */
    async listSoldLines(tierIds: readonly string[], tx: DbOrTx = db): Promise<SoldLine[]> {
      if (!tierIds.length) return [];
      return tx
        .select({
          itemId: orderItems.id,
          orderId: orders.id,
          orderCode: orders.code,
          userId: orderItems.userId,
          total: orderItems.total,
          refundedAt: orderItems.refundedAt,
          provider: paidProvider,
        })
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
