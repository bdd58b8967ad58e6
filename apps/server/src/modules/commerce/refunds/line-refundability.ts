import { errorMessage, type OrderDto, type OrderItemDto } from '@market/contract';
import type { DbOrTx } from '../../../platform/db/database.js';
import type { OrderItemRow, OrderRow } from '../orders/orders.repository.js';
import type { ProductCatalog } from '../products/products.js';
import { refundRefusal } from './refund-status.js';
import { createRefundsRepository } from './refunds.repository.js';

export type LineRefundRefusal = { code: 'REFUND_NOT_ALLOWED' | 'REFUND_FREE_ITEM'; message?: string };

/**
 * The one rule of whether a buyer may ask a paid line's money back at `at`, or why not: the line's
 * state (paid, not refunded, not free: refund-status.ts), then its product's rule of time and use
 * (products/refundability.ts, a combo's items each by their own). A refund request refuses with it and
 * the buyer's order says it beforehand (`refundable`, `refundRefusal`), so the web never offers what
 * the server would refuse.
 */
export async function lineRefundRefusal(
  products: Pick<ProductCatalog, 'refundRefusal'>,
  item: OrderItemRow,
  order: Pick<OrderRow, 'id' | 'status' | 'paidAt' | 'createdAt'>,
  at: Date,
  tx: DbOrTx,
): Promise<LineRefundRefusal | null> {
  const refusal = refundRefusal({ ...item, orderStatus: order.status }, at);
  if (refusal) return refusal;
  const late = await products.refundRefusal(
    tx,
    {
      orderItemId: item.id,
      orderId: order.id,
      userId: item.userId,
      productItemId: item.productId,
      quantity: item.quantity,
      productType: item.productType,
      startsAt: item.startsAt,
      paidAt: order.paidAt ?? order.createdAt,
    },
    at,
  );
  return late ? { code: 'REFUND_NOT_ALLOWED', message: late } : null;
}

/** One line of the buyer's own order, judged whole when its state allows a refund (see below). */
export async function judgedLine(
  products: Pick<ProductCatalog, 'refundRefusal'>,
  item: OrderItemDto,
  row: OrderItemRow,
  order: OrderRow,
  now: Date,
  tx: DbOrTx,
): Promise<OrderItemDto> {
  if (!item.refundable) return item;
  const refusal = await lineRefundRefusal(products, row, order, now, tx);
  if (refusal) return { ...item, refundable: false, refundRefusal: refusal.message ?? null };
  // A combo line part of which went back (a cancelled event's share) cannot be asked for whole: the request refuses it.
  if (row.productType === 'COMBO' && (await createRefundsRepository(tx).hasOpenShare(row.id, tx))) {
    return { ...item, refundable: false, refundRefusal: errorMessage('REFUND_ALREADY_REQUESTED') ?? null };
  }
  return item;
}

/**
 * The buyer's own orders with the refund rule applied whole to their lines: only lines whose state
 * allows a refund (`refundable` from the line alone) are judged by their product, whether it was
 * used, so the order page never offers a refund the server would refuse, and says why not.
 */
export async function withRefundability(
  products: Pick<ProductCatalog, 'refundRefusal'>,
  dtos: OrderDto[],
  orders: OrderRow[],
  lines: OrderItemRow[],
  tx: DbOrTx,
): Promise<OrderDto[]> {
  const now = new Date();
  const lineOf = new Map(lines.map((line) => [line.id, line]));
  const orderOf = new Map(orders.map((order) => [order.id, order]));
  return Promise.all(
    dtos.map(async (dto) => ({
      ...dto,
      items: await Promise.all(dto.items.map((item) => judgedLine(products, item, lineOf.get(item.id)!, orderOf.get(dto.id)!, now, tx))),
    })),
  );
}
