import { randomUUID } from 'node:crypto';
import type { OrdersQuery } from '@market/contract';
import { and, asc, count, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { insertAlongside, preparedInsert, preparedOnce, type Alongside, type InsertedWith } from '../../../platform/db/prepared-once.js';
import { tellStockAfterCommit, type StockMoves } from '../../../platform/db/stock-told.js';
import { AppError } from '../../../platform/http/errors.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import { orderStatusesFor, orderTargetOf, type OrderAction } from './order-status.js';
import { orderItems, orders } from './orders.table.js';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItemRow = typeof orderItems.$inferInsert;

// The bookings and tickets lists still import the line mapper from here.
export { toOrderItemDto } from './order-dto.js';

/** Which orders a buyer's list shows: all theirs, or those holding one product. */
export interface BuyerOrdersFilter {
  userId: string;
  product?: { type: string; id: string };
}

// Every checkout takes its buyer's lock, asks what they still hold and writes its order and lines:
// statements built once and prepared once per connection, then only executed.
const checkoutLock = preparedOnce((tx) =>
  tx
    .select({ locked: sql`pg_advisory_xact_lock(hashtext(${sql.placeholder('key')}))` })
    .from(sql`(values (1)) as one (n)`)
    .prepare('checkout_lock_of'),
);
// The same, in a transaction that changes nothing of ticket_tiers and calendar_frames but their stock and tells those
// moves itself once committed (migration 0060: their triggers then return at once, and refuse any other change): said in
// the lock's statement, no round trip more.
const checkoutLockTellingStock = preparedOnce((tx) =>
  tx
    .select({
      locked: sql`pg_advisory_xact_lock(hashtext(${sql.placeholder('key')}))`,
      told: sql`set_config('market.stock_told', 'on', true)`,
    })
    .from(sql`(values (1)) as one (n)`)
    .prepare('checkout_lock_telling_stock'),
);

const heldProductIds = preparedOnce((tx) =>
  tx
    .selectDistinct({ productId: orderItems.productId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orderItems.userId, sql.placeholder('userId')),
        sql`${orderItems.productId} = any(${sql.placeholder('productIds')}::uuid[])`,
        eq(orderItems.status, 'HOLDING'),
        eq(orders.status, 'PENDING'),
        sql`${orders.holdExpiresAt} > ${sql.placeholder('now')}::timestamptz`,
      ),
    )
    .prepare('held_product_ids_of'),
);
const insertOrders = preparedInsert(orders, 'orders_insert');

/** Orders and their lines; the only code that reads or writes `orders` and `order_items`. */
export function createOrdersRepository(db: DbOrTx) {
  return {
    async findById(id: string, options: { lock?: boolean } = {}, tx: DbOrTx = db): Promise<OrderRow | null> {
      const query = tx.select().from(orders).where(eq(orders.id, id));
      const [row] = options.lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /**
     * The order locked, in a transaction that changes nothing of ticket_tiers and calendar_frames but their stock and
     * tells the moves answered once it commits (migration 0060): said in the lock's statement.
     */
    async lockTellingStock(id: string, tx: DbOrTx): Promise<{ order: OrderRow | null; moves: StockMoves }> {
      const told = sql<string>`set_config('market.stock_told', 'on', true)`;
      const [row] = await tx.select({ order: orders, told }).from(orders).where(eq(orders.id, id)).for('update');
      return { order: row?.order ?? null, moves: tellStockAfterCommit(tx) };
    },

    async getById(id: string, options: { lock?: boolean } = {}, tx: DbOrTx = db): Promise<OrderRow> {
      const row = await this.findById(id, options, tx);
      if (!row) throw new AppError('ORDER_NOT_FOUND');
      return row;
    },

    /**
     * One checkout at a time per buyer (until the transaction ends), so "already holding" is decided on settled facts.
     * `stockToldAfterCommit`: this transaction changes nothing of ticket_tiers and calendar_frames but their stock, and
     * the caller tells the moves recorded in what is answered once it commits (migration 0060, platform/db/stock-told.ts).
     */
    async lockCheckoutOf(userId: string, tx: DbOrTx, options: { stockToldAfterCommit?: boolean } = {}): Promise<StockMoves | null> {
      await (options.stockToldAfterCommit ? checkoutLockTellingStock : checkoutLock)(tx).execute({ key: `checkout:${userId}` });
      return options.stockToldAfterCommit ? tellStockAfterCommit(tx) : null;
    },

    /**
     * An order and its lines in one statement (with `alongside`, other writes of the same checkout:
     * a round trip each saved; `inserted` to read back what they returned). Lines come back in the
     * order given (a CTE's rows are scanned as written).
     */
    async insertWithLines(
      values: NewOrderRow,
      lines: Omit<NewOrderItemRow, 'orderId'>[],
      tx: DbOrTx = db,
      alongside: readonly Alongside[] = [],
    ): Promise<{ order: OrderRow; items: OrderItemRow[]; inserted: InsertedWith<OrderRow> }> {
      // The lines name their order, so its id is chosen here rather than by the database.
      const order = { ...values, id: values.id ?? randomUUID() };
      const written = insertAlongside(
        orderItems,
        'order_lines',
        lines.map((line) => ({ ...line, orderId: order.id })),
      );
      const inserted = await insertOrders.with(tx, [order], [...alongside, written]);
      return { order: inserted.rows[0]!, items: written.rowsIn(inserted), inserted };
    },

    /**
     * Many orders with their lines in one statement (`alongside` as in insertWithLines): a batch of
     * renewals. Answers the orders and the lines, each in the order given.
     */
    async insertManyWithLines(
      entries: readonly { values: NewOrderRow & { id: string }; lines: Omit<NewOrderItemRow, 'orderId'>[] }[],
      tx: DbOrTx,
      alongside: readonly Alongside[] = [],
    ): Promise<{ orders: OrderRow[]; items: OrderItemRow[]; inserted: InsertedWith<OrderRow> }> {
      const written = insertAlongside(
        orderItems,
        'order_lines',
        entries.flatMap((entry) => entry.lines.map((line) => ({ ...line, orderId: entry.values.id }))),
      );
      const inserted = await insertOrders.with(
        tx,
        entries.map((entry) => entry.values),
        [...alongside, written],
      );
      return { orders: inserted.rows, items: written.rowsIn(inserted), inserted };
    },

    /** `lockCheckoutOf` of many buyers in one statement (in a fixed order: two batches never wait on each other in a circle). */
    async lockCheckoutsOf(userIds: readonly string[], tx: DbOrTx): Promise<void> {
      const keys = [...new Set(userIds)].map((id) => `checkout:${id}`).sort();
      if (keys.length)
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(k)) from unnest(${sql.param(keys)}::text[]) with ordinality as u(k, n) order by n`);
    },

    /** `findHeldProductIds` of many buyers at once: the buyers among `userIds` still holding one of `productIds`. */
    async findHoldersOf(userIds: readonly string[], productIds: readonly string[], now: Date, tx: DbOrTx): Promise<Set<string>> {
      if (!userIds.length || !productIds.length) return new Set();
      const rows = await tx
        .selectDistinct({ userId: orderItems.userId })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            sql`${orderItems.userId} = any(${sql.param([...userIds])}::uuid[])`,
            sql`${orderItems.productId} = any(${sql.param([...productIds])}::uuid[])`,
            eq(orderItems.status, 'HOLDING'),
            eq(orders.status, 'PENDING'),
            sql`${orders.holdExpiresAt} > ${now.toISOString()}::timestamptz`,
          ),
        );
      return new Set(rows.map((row) => row.userId));
    },

    async update(
      id: string,
      values: Partial<Pick<NewOrderRow, 'provider' | 'method' | 'note' | 'invoiceNumber' | 'invoiceIssuedAt'>>,
      tx: DbOrTx = db,
    ): Promise<OrderRow> {
      const [row] = await tx
        .update(orders)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(orders.id, id))
        .returning();
      return row!;
    },

    async delete(id: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(orders).where(eq(orders.id, id));
    },

    /**
     * Applies a move of the order transition table as a conditional update: from a status the
     * action does not allow nothing changes and null is answered.
     */
    async transition(
      id: string,
      action: OrderAction,
      extra: Partial<Pick<NewOrderRow, 'paidAt' | 'cancelledAt'>> = {},
      tx: DbOrTx = db,
    ): Promise<OrderRow | null> {
      const [row] = await tx
        .update(orders)
        .set({ ...extra, status: orderTargetOf(action), updatedAt: sql`now()` })
        .where(and(eq(orders.id, id), inArray(orders.status, orderStatusesFor(action))))
        .returning();
      return row ?? null;
    },

    /** Orders locked, by id. */
    async lockMany(ids: readonly string[], tx: DbOrTx): Promise<Map<string, OrderRow>> {
      if (!ids.length) return new Map();
      const rows = await tx
        .select()
        .from(orders)
        .where(inArray(orders.id, [...ids]))
        .orderBy(orders.id)
        .for('update');
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** `transition` of many orders with the same action and values; answers those moved. */
    async transitionMany(
      ids: readonly string[],
      action: OrderAction,
      extra: Partial<Pick<NewOrderRow, 'paidAt' | 'cancelledAt'>>,
      tx: DbOrTx,
    ): Promise<OrderRow[]> {
      if (!ids.length) return [];
      return tx
        .update(orders)
        .set({ ...extra, status: orderTargetOf(action), updatedAt: sql`now()` })
        .where(and(inArray(orders.id, [...ids]), inArray(orders.status, orderStatusesFor(action))))
        .returning();
    },

    /** `setItemFulfilled` of many lines, a statement for each booking status among them (one, mostly); answers them. */
    async setItemsFulfilled(rows: readonly { id: string; bookingStatus: string | null }[], tx: DbOrTx): Promise<OrderItemRow[]> {
      const fulfilled: OrderItemRow[] = [];
      for (const bookingStatus of new Set(rows.map((r) => r.bookingStatus))) {
        const ids = rows.filter((r) => r.bookingStatus === bookingStatus).map((r) => r.id);
        fulfilled.push(
          ...(await tx
            .update(orderItems)
            .set({ status: 'SUCCESS', bookingStatus, updatedAt: sql`now()` })
            .where(inArray(orderItems.id, ids))
            .returning()),
        );
      }
      return fulfilled;
    },

    /** The products among `productIds` the buyer still holds in an unpaid order. */
    async findHeldProductIds(userId: string, productIds: string[], now: Date, tx: DbOrTx = db): Promise<string[]> {
      const rows = await heldProductIds(tx).execute({ userId, productIds: [...new Set(productIds)], now: now.toISOString() });
      return rows.map((r) => r.productId);
    },

    /** A page of a buyer's orders, newest first unless asked otherwise. */
    async listOfBuyer(filter: BuyerOrdersFilter, query: OrdersQuery, tx: DbOrTx = db): Promise<{ rows: OrderRow[]; total: number }> {
      const conditions: (SQL | undefined)[] = [eq(orders.userId, filter.userId), query.status ? eq(orders.status, query.status) : undefined];
      if (filter.product)
        conditions.push(
          sql`exists (select 1 from ${orderItems} oi where oi.order_id = ${orders.id} and oi.product_type = ${filter.product.type} and oi.product_id = ${filter.product.id})`,
        );
      const where = and(...conditions);
      const [rows, [totalRow]] = await Promise.all([
        tx
          .select()
          .from(orders)
          .where(where)
          .orderBy(query.sort === 'ASC' ? asc(orders.createdAt) : desc(orders.createdAt), desc(orders.id))
          .limit(query.limit)
          .offset(offsetOf(query)),
        tx.select({ n: count() }).from(orders).where(where),
      ]);
      return { rows, total: totalRow?.n ?? 0 };
    },

    /** Pending orders whose holds ran out, oldest first. */
    async listDueForExpiry(now: Date, limit = 100, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'PENDING'), sql`${orders.holdExpiresAt} <= ${now.toISOString()}`))
        .orderBy(asc(orders.holdExpiresAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    // --- Lines ---------------------------------------------------------------------------------

    async findItem(id: string, tx: DbOrTx = db): Promise<OrderItemRow | null> {
      const [row] = await tx.select().from(orderItems).where(eq(orderItems.id, id));
      return row ?? null;
    },

    /** A line locked for what is taken back of it (its refunds' money adds up under this lock). */
    async lockItem(id: string, tx: DbOrTx): Promise<OrderItemRow | null> {
      const [row] = await tx.select().from(orderItems).where(eq(orderItems.id, id)).for('update');
      return row ?? null;
    },

    /** A line with its order (a refund request names the line). */
    async findItemWithOrder(id: string, tx: DbOrTx = db): Promise<{ item: OrderItemRow; order: OrderRow } | null> {
      const [row] = await tx
        .select({ item: orderItems, order: orders })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(eq(orderItems.id, id));
      return row ?? null;
    },

    async findItemsByIds(ids: readonly string[], tx: DbOrTx = db): Promise<OrderItemRow[]> {
      return ids.length
        ? tx
            .select()
            .from(orderItems)
            .where(inArray(orderItems.id, [...ids]))
        : [];
    },

    /** The lines of these orders, in the order they were bought. */
    async listItemsOf(orderIds: readonly string[], options: { onlyHolding?: boolean } = {}, tx: DbOrTx = db): Promise<OrderItemRow[]> {
      if (!orderIds.length) return [];
      return tx
        .select()
        .from(orderItems)
        .where(and(inArray(orderItems.orderId, [...orderIds]), options.onlyHolding ? eq(orderItems.status, 'HOLDING') : undefined))
        .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
    },

    /** The orders' codes by id. */
    async findCodes(orderIds: readonly string[], tx: DbOrTx = db): Promise<Map<string, { code: string; provider: string | null }>> {
      if (!orderIds.length) return new Map();
      const rows = await tx
        .select({ id: orders.id, code: orders.code, provider: orders.provider })
        .from(orders)
        .where(inArray(orders.id, [...orderIds]));
      return new Map(rows.map((r) => [r.id, r]));
    },

    async setItemFulfilled(id: string, bookingStatus: string | null, tx: DbOrTx = db): Promise<OrderItemRow> {
      const [row] = await tx
        .update(orderItems)
        .set({ status: 'SUCCESS', bookingStatus, updatedAt: sql`now()` })
        .where(eq(orderItems.id, id))
        .returning();
      return row!;
    },

    /** Held lines given back: the line and its booking (if any) are cancelled. */
    async cancelItems(ids: readonly string[], tx: DbOrTx = db): Promise<OrderItemRow[]> {
      if (!ids.length) return [];
      return tx
        .update(orderItems)
        .set({ status: 'CANCELED', bookingStatus: sql`case when ${orderItems.bookingStatus} is null then null else 'CANCELED' end`, updatedAt: sql`now()` })
        .where(inArray(orderItems.id, [...ids]))
        .returning();
    },

    /** Marks a line refunded once: null when it already was. */
    async markItemRefunded(id: string, at: Date, tx: DbOrTx = db): Promise<OrderItemRow | null> {
      const [row] = await tx
        .update(orderItems)
        .set({ refundedAt: at, updatedAt: sql`now()` })
        .where(and(eq(orderItems.id, id), isNull(orderItems.refundedAt)))
        .returning();
      return row ?? null;
    },

    /** How many paid, non-free lines of the order are not refunded. */
    async countUnrefundedPaidLines(orderId: string, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orderId), eq(orderItems.status, 'SUCCESS'), gt(orderItems.total, 0), isNull(orderItems.refundedAt)));
      return row?.n ?? 0;
    },

    /** The buyer's paid, unrefunded lines among these products, latest payment first. */
    async listPaidItems(
      userId: string,
      productIds: string[],
      tx: DbOrTx = db,
    ): Promise<{ productId: string; type: string; orderId: string; paidAt: Date | null }[]> {
      if (!productIds.length) return [];
      return tx
        .select({ productId: orderItems.productId, type: orderItems.productType, orderId: orderItems.orderId, paidAt: orders.paidAt })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orderItems.userId, userId), inArray(orderItems.productId, productIds), eq(orderItems.status, 'SUCCESS'), isNull(orderItems.refundedAt)))
        .orderBy(desc(orders.paidAt));
    },
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
