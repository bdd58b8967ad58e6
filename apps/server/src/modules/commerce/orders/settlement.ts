import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import type { OffersRepository } from '../pricing/offers.repository.js';
import type { ProductCatalog } from '../products/products.js';
import { payments } from '../payments/payments.table.js';
import { orderStatusesFor, type OrderAction } from './order-status.js';
import type { OrderItemRow, OrderRow } from './orders.repository.js';
import { orderItems, orders } from './orders.table.js';

/** What a settlement did, for the notifications sent after its transaction commits. */
export interface SettledOrder {
  order: OrderRow;
  items: OrderItemRow[];
}

/**
 * The stock side of an order's life, always inside the caller's transaction and always through the
 * order transition table: a move from a status the action does not allow changes nothing and
 * answers null, so a settlement run twice (two callbacks, callback and expiry racing) moves once.
 */
export function createSettlement(deps: { products: ProductCatalog; offers: OffersRepository }) {
  const { products, offers } = deps;

  async function move(tx: DbOrTx, orderId: string, action: OrderAction, to: string, extra: Partial<typeof orders.$inferInsert> = {}): Promise<OrderRow | null> {
    const [row] = await tx
      .update(orders)
      .set({ status: to, updatedAt: sql`now()`, ...extra })
      .where(and(eq(orders.id, orderId), inArray(orders.status, orderStatusesFor(action))))
      .returning();
    return row ?? null;
  }

  async function fulfilAll(tx: DbOrTx, order: OrderRow, items: OrderItemRow[]): Promise<OrderItemRow[]> {
    const done: OrderItemRow[] = [];
    for (const item of items) {
      const { bookingStatus } = await products.require(item.productType).fulfil(tx, { orderItemId: item.id, orderId: order.id, userId: order.userId, productItemId: item.productId, quantity: item.quantity });
      const [row] = await tx.update(orderItems).set({ status: 'SUCCESS', bookingStatus, updatedAt: sql`now()` }).where(eq(orderItems.id, item.id)).returning();
      done.push(row!);
    }
    return done;
  }

  return {
    /** A pending order is paid: its holds become sales and each line is fulfilled (tickets, bookings). */
    async pay(tx: DbOrTx, orderId: string, paidAt: Date): Promise<SettledOrder | null> {
      const order = await move(tx, orderId, 'PAY', 'PAID', { paidAt });
      if (!order) return null;
      const items = await tx.select().from(orderItems).where(and(eq(orderItems.orderId, orderId), eq(orderItems.status, 'HOLDING')));
      // Rows are taken in one order (by product) so two settlements never wait on each other in a cycle.
      for (const item of [...items].sort((a, b) => a.productId.localeCompare(b.productId))) await products.require(item.productType).commit(tx, item.productId, item.quantity);
      return { order, items: await fulfilAll(tx, order, items) };
    },

    /**
     * A payment confirmed after the order expired: the lines are sold again if there is still room for
     * all of them (else nothing changes and the caller records that the money must go back).
     */
    async payLate(tx: DbOrTx, orderId: string, paidAt: Date): Promise<SettledOrder | null> {
      return tx.transaction(async (savepoint) => {
        const items = await savepoint.select().from(orderItems).where(eq(orderItems.orderId, orderId));
        for (const item of [...items].sort((a, b) => a.productId.localeCompare(b.productId))) {
          if (!(await products.require(item.productType).sellDirect(savepoint, item.productId, item.quantity))) {
            savepoint.rollback();
          }
        }
        const order = await move(savepoint, orderId, 'LATE_PAY', 'PAID', { paidAt, cancelledAt: null });
        if (!order) savepoint.rollback();
        return { order: order!, items: await fulfilAll(savepoint, order!, items) };
      }).catch((error: unknown) => {
        if ((error as Error)?.name === 'TransactionRollbackError') return null;
        throw error;
      });
    },

    /** The hold ran out (or the order was cancelled): holds go back, the voucher use too, attempts expire. */
    async release(tx: DbOrTx, orderId: string, action: 'EXPIRE' | 'CANCEL', at: Date): Promise<SettledOrder | null> {
      const order = await move(tx, orderId, action, 'CANCELLED', { cancelledAt: at });
      if (!order) return null;
      const items = await tx.select().from(orderItems).where(and(eq(orderItems.orderId, orderId), eq(orderItems.status, 'HOLDING')));
      for (const item of [...items].sort((a, b) => a.productId.localeCompare(b.productId))) await products.require(item.productType).release(tx, item.productId, item.quantity);
      const cancelled = items.length
        ? await tx
            .update(orderItems)
            .set({ status: 'CANCELED', bookingStatus: sql`case when ${orderItems.bookingStatus} is null then null else 'CANCELED' end`, updatedAt: sql`now()` })
            .where(inArray(orderItems.id, items.map((i) => i.id)))
            .returning()
        : [];
      await offers.giveBack(tx, orderId);
      await tx.update(payments).set({ status: 'EXPIRED', updatedAt: sql`now()` }).where(and(eq(payments.orderId, orderId), eq(payments.status, 'PENDING')));
      return { order, items: cancelled };
    },
  };
}
export type Settlement = ReturnType<typeof createSettlement>;
