import type { PromotionOrderItemsQuery } from '@market/contract';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import { userSql } from '../../identity/index.js';
import { orderItems, orders } from '../orders/orders.table.js';

const itemView = {
  id: orderItems.id,
  orderId: orderItems.orderId,
  orderCode: orders.code,
  orderStatus: orders.status,
  buyer: userSql.cardOf(orderItems.userId),
  productType: orderItems.productType,
  productId: orderItems.productId,
  title: orderItems.title,
  subtitle: orderItems.subtitle,
  unitPrice: orderItems.unitPrice,
  quantity: orderItems.quantity,
  discountAmount: orderItems.discountAmount,
  voucherAmount: orderItems.voucherAmount,
  total: orderItems.total,
  status: orderItems.status,
  createdAt: orderItems.createdAt,
};
const selectItems = (db: DbOrTx) => db.select(itemView).from(orderItems).innerJoin(orders, eq(orders.id, orderItems.orderId));
export type PromotionOrderItemRow = Awaited<ReturnType<typeof selectItems>>[number];

/** Order lines a voucher or a discount took part in, newest first unless asked otherwise; only the host's own lines. */
export function createPromotionOrdersRepository(db: DbOrTx) {
  async function page(where: SQL, query: PromotionOrderItemsQuery): Promise<{ rows: PromotionOrderItemRow[]; total: number }> {
    const order = query.sort === 'ASC' ? [asc(orderItems.createdAt), asc(orderItems.id)] : [desc(orderItems.createdAt), desc(orderItems.id)];
    const [rows, [total]] = await Promise.all([
      selectItems(db)
        .where(where)
        .orderBy(...order)
        .limit(query.limit)
        .offset(offsetOf(query)),
      db.select({ n: count() }).from(orderItems).innerJoin(orders, eq(orders.id, orderItems.orderId)).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }
  return {
    /** Every line of the orders that used the voucher (the voucher may spread over all of them). */
    listOfVoucher: (hostId: string, voucherId: string, query: PromotionOrderItemsQuery) =>
      page(and(eq(orders.voucherId, voucherId), eq(orderItems.hostId, hostId))!, query),
    /** The lines the discount lowered. */
    listOfDiscount: (hostId: string, discountId: string, query: PromotionOrderItemsQuery) =>
      page(and(eq(orderItems.discountId, discountId), eq(orderItems.hostId, hostId))!, query),
  };
}
export type PromotionOrdersRepository = ReturnType<typeof createPromotionOrdersRepository>;
