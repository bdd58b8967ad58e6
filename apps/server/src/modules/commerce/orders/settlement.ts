import type { BuyerDiscount } from '../pricing/buyer-discount.js';
import { isTransactionRollback } from '../../../platform/db/constraints.js';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import { createPaymentsRepository } from '../payments/payments.repository.js';
import type { OffersRepository } from '../pricing/offers.repository.js';
import type { ProductCatalog } from '../products/products.js';
import { LineRefused } from '../products/product-type.js';
import type { DomainEvents } from '../../../platform/tasks/domain-events.js';
import { bookingMovePublisher } from '../bookings/booking-events.js';
import { orderPaid } from './order-events.js';
import { createOrdersRepository, type OrderItemRow, type OrderRow } from './orders.repository.js';

/** What a settlement did, for the notifications sent after its transaction commits. */
export interface SettledOrder {
  order: OrderRow;
  items: OrderItemRow[];
  /** Lines whose seller is not told of the sale (`Fulfilled.quiet`: a subscription's renewal). */
  quietItemIds?: readonly string[];
}

/**
 * The stock side of an order's life, always inside the caller's transaction and always through the
 * order transition table: a move from a status the action does not allow changes nothing and
 * answers null, so a settlement run twice (two callbacks, callback and expiry racing) moves once.
 */
/** Work due later that an order's settlement plans or takes back in its transaction (reminders, booking requests). */
export interface SettlementTimers {
  paid(tx: DbOrTx, order: OrderRow, items: readonly OrderItemRow[]): Promise<void>;
  /** `paid` of many orders settled together; else `paid` is asked of each. */
  paidMany?(tx: DbOrTx, settled: readonly SettledOrder[]): Promise<void>;
  released(tx: DbOrTx, orderId: string): Promise<void>;
}

export function createSettlement(deps: {
  db: Db;
  products: ProductCatalog;
  offers: OffersRepository;
  events?: Pick<DomainEvents, 'publish'> & Partial<Pick<DomainEvents, 'publishMany'>>;
  buyerDiscounts?: () => readonly BuyerDiscount[];
  timers?: SettlementTimers;
}) {
  const { products, offers } = deps;
  const orders = createOrdersRepository(deps.db);
  const payments = createPaymentsRepository(deps.db);
  const bookingMoved = bookingMovePublisher(deps.events);

  async function fulfilAll(tx: DbOrTx, order: OrderRow, items: OrderItemRow[]): Promise<SettledOrder> {
    const done: OrderItemRow[] = [];
    const quietItemIds: string[] = [];
    for (const item of items) {
      const { bookingStatus, quiet } = await products
        .require(item.productType)
        .fulfil(tx, { orderItemId: item.id, orderId: order.id, userId: order.userId, productItemId: item.productId, quantity: item.quantity });
      if (quiet) quietItemIds.push(item.id);
      const fulfilled = await orders.setItemFulfilled(item.id, bookingStatus, tx);
      // A paid booking is approved or awaits its host: its reminders are planned now, however far ahead it is.
      await bookingMoved(tx, { orderItemId: fulfilled.id, calendarId: fulfilled.calendarId, status: fulfilled.bookingStatus });
      done.push(fulfilled);
    }
    const lines = done.map((item) => ({ orderItemId: item.id, productType: item.productType, productId: item.productId, quantity: item.quantity }));
    await deps.events?.publish(tx, orderPaid, { orderId: order.id, userId: order.userId, lines });
    await deps.timers?.paid(tx, order, done);
    return { order, items: done, quietItemIds };
  }

  /** `fulfilAll` of many orders paid together: each type's lines fulfilled at once where the type can (`fulfilMany`). */
  async function fulfilMany(tx: DbOrTx, paid: readonly OrderRow[], items: readonly OrderItemRow[]): Promise<SettledOrder[]> {
    const orderOf = new Map(paid.map((order) => [order.id, order]));
    const statusOf = new Map<string, string | null>();
    const quiet = new Set<string>();
    for (const type of new Set(items.map((item) => item.productType))) {
      const own = items.filter((item) => item.productType === type);
      const product = products.require(type);
      const lines = own.map((item) => ({
        orderItemId: item.id,
        orderId: item.orderId,
        userId: orderOf.get(item.orderId)!.userId,
        productItemId: item.productId,
        quantity: item.quantity,
      }));
      const answers = product.fulfilMany ? await product.fulfilMany(tx, lines) : [];
      for (const [i, item] of own.entries()) {
        const answer = answers[i] ?? (product.fulfilMany ? null : await product.fulfil(tx, lines[i]!));
        statusOf.set(item.id, answer?.bookingStatus ?? null);
        if (answer?.quiet) quiet.add(item.id);
      }
    }
    const fulfilled = await orders.setItemsFulfilled(
      items.map((item) => ({ id: item.id, bookingStatus: statusOf.get(item.id) ?? null })),
      tx,
    );
    for (const item of fulfilled) await bookingMoved(tx, { orderItemId: item.id, calendarId: item.calendarId, status: item.bookingStatus });
    const settled = paid.map((order) => {
      const own = fulfilled.filter((item) => item.orderId === order.id);
      return { order, items: own, quietItemIds: own.filter((item) => quiet.has(item.id)).map((item) => item.id) };
    });
    const linesOf = (done: OrderItemRow[]) =>
      done.map((item) => ({ orderItemId: item.id, productType: item.productType, productId: item.productId, quantity: item.quantity }));
    if (deps.events) {
      const payloads = settled.map(({ order, items: done }) => ({ orderId: order.id, userId: order.userId, lines: linesOf(done) }));
      if (deps.events.publishMany) await deps.events.publishMany(tx, orderPaid, payloads);
      else for (const payload of payloads) await deps.events.publish(tx, orderPaid, payload);
    }
    if (deps.timers?.paidMany) await deps.timers.paidMany(tx, settled);
    else for (const { order, items: done } of settled) await deps.timers?.paid(tx, order, done);
    return settled;
  }

  return {
    /**
     * `pay` of many pending orders paid together (a batch of card renewals), in the caller's
     * transaction: a statement for the orders, one for their lines, the lines fulfilled by type at
     * once where the type can, one for the lines' status, the events and timers together. An order no
     * longer pending is left out of the answer (as `pay` answers null for it).
     */
    async payMany(orderIds: readonly string[], paidAt: Date, tx: DbOrTx): Promise<SettledOrder[]> {
      const paid = await orders.transitionMany(orderIds, 'PAY', { paidAt }, tx);
      if (!paid.length) return [];
      const items = await orders.listItemsOf(
        paid.map((order) => order.id),
        { onlyHolding: true },
        tx,
      );
      // Rows are taken in one order (by product) so two settlements never wait on each other in a cycle.
      for (const item of [...items].sort((a, b) => a.productId.localeCompare(b.productId)))
        await products.require(item.productType).commit(tx, item.productId, item.quantity);
      return fulfilMany(tx, paid, items);
    },

    /**
     * A pending order is paid: its holds become sales and each line is fulfilled (tickets, bookings).
     * `refusable`: a line's type may refuse it (`LineRefused`, a plan change whose subscription moved
     * on); then nothing changes and null is answered, as for an order that cannot take the money.
     */
    async pay(orderId: string, paidAt: Date, tx: DbOrTx, options: { refusable?: boolean } = {}): Promise<SettledOrder | null> {
      const run = async (inner: DbOrTx) => {
        const order = await orders.transition(orderId, 'PAY', { paidAt }, inner);
        if (!order) return null;
        const items = await orders.listItemsOf([orderId], { onlyHolding: true }, inner);
        // Rows are taken in one order (by product) so two settlements never wait on each other in a cycle.
        for (const item of [...items].sort((a, b) => a.productId.localeCompare(b.productId)))
          await products.require(item.productType).commit(inner, item.productId, item.quantity);
        return fulfilAll(inner, order, items);
      };
      if (!options.refusable) return run(tx);
      return tx.transaction(run).catch((error: unknown) => {
        if (error instanceof LineRefused) return null;
        throw error;
      });
    },

    /**
     * A payment confirmed after the order expired: the lines are sold again if there is still room for
     * all of them (else nothing changes and the caller records that the money must go back).
     */
    async payLate(orderId: string, paidAt: Date, tx: DbOrTx): Promise<SettledOrder | null> {
      return tx
        .transaction(async (savepoint) => {
          const items = await orders.listItemsOf([orderId], {}, savepoint);
          for (const item of [...items].sort((a, b) => a.productId.localeCompare(b.productId))) {
            if (!(await products.require(item.productType).sellDirect(savepoint, item.productId, item.quantity))) {
              savepoint.rollback();
            }
          }
          const order = await orders.transition(orderId, 'LATE_PAY', { paidAt, cancelledAt: null }, savepoint);
          if (!order) savepoint.rollback();
          return fulfilAll(savepoint, order!, items);
        })
        .catch((error: unknown) => {
          // Drizzle's rollback error is named DrizzleError, so only its class tells it apart.
          if (isTransactionRollback(error) || error instanceof LineRefused) return null;
          throw error;
        });
    },

    /** The hold ran out (or the order was cancelled): holds go back, the voucher use too, attempts expire. */
    async release(orderId: string, action: 'EXPIRE' | 'CANCEL', at: Date, tx: DbOrTx): Promise<SettledOrder | null> {
      const order = await orders.transition(orderId, action, { cancelledAt: at }, tx);
      if (!order) return null;
      const items = await orders.listItemsOf([orderId], { onlyHolding: true }, tx);
      for (const item of [...items].sort((a, b) => a.productId.localeCompare(b.productId)))
        await products.require(item.productType).release(tx, item.productId, item.quantity);
      const cancelled = await orders.cancelItems(
        items.map((i) => i.id),
        tx,
      );
      await offers.giveBack(orderId, tx);
      for (const own of deps.buyerDiscounts?.() ?? []) await own.release(orderId, tx);
      await payments.transition({ orderId }, 'EXPIRE', {}, tx);
      await deps.timers?.released(tx, orderId);
      return { order, items: cancelled };
    },
  };
}
export type Settlement = ReturnType<typeof createSettlement>;
