import type { ProductItemLine } from '@market/contract';
import type { DbOrTx } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/http/errors.js';
import type { PaymentsService } from '../payments/payments.service.js';
import { buyerDiscountHolders, type BuyerDiscount } from '../pricing/buyer-discount.js';
import { linesError, type QuotationService } from '../pricing/quotation.service.js';
import { parentColumns, type ProductCatalog } from '../products/products.js';
import { orderCode } from './order-code.js';
import type { OrdersService } from './orders.service.js';
import type { OpenedPeriodOrder, PeriodPayment } from './period-orders.js';

/** One order of a batch: its id (named by the caller's period row first) and its buyer. */
export interface PeriodOrderOfBatch {
  orderId: string;
  userId: string;
}

/** What all the orders of a batch share: one item (a price), the time, the hold and how they are paid. */
export interface PeriodBatch {
  item: { productItemType: string; productItemId: string };
  now: Date;
  holdExpiresAt: Date;
  pay: PeriodPayment;
  ipAddress: string;
}

type OpenOne = (tx: DbOrTx, input: PeriodOrderOfBatch & Omit<PeriodBatch, 'item'> & { item: PeriodBatch['item'] }) => Promise<OpenedPeriodOrder>;

/**
 * `periodOrders.open` for many buyers of the same item at once (renewals falling due together): the
 * same orders, lines and attempts, written with a handful of statements whatever the count: the
 * buyers' checkout locks in one, the item priced once (as any buyer gets it), the buyers still holding
 * it in one read, those with a discount of their own in one read (priced and opened one by one, as
 * `open` does), then every order with its line and attempt in one insert. A buyer still holding the
 * item refuses the whole batch (TICKET_ALREADY_HOLD, as `open` refuses it): the caller then opens them
 * one by one, and only that one is refused.
 */
export function createPeriodOrderBatches(deps: {
  orders: OrdersService;
  payments: PaymentsService;
  products: ProductCatalog;
  quotation: QuotationService;
  buyerDiscounts?: () => readonly BuyerDiscount[];
  openOne: OpenOne;
}) {
  const { orders, payments } = deps;

  return async function openMany(tx: DbOrTx, batch: PeriodBatch, buyers: readonly PeriodOrderOfBatch[]): Promise<OpenedPeriodOrder[]> {
    if (!buyers.length) return [];
    const { item, now } = batch;
    const one = (buyer: PeriodOrderOfBatch) => deps.openOne(tx, { ...batch, ...buyer });
    // Lasting access is refused per buyer (what each owns): such a type is opened one by one.
    if (deps.products.grantsLastingAccess(item.productItemType)) {
      const opened = [];
      for (const buyer of buyers) opened.push(await one(buyer));
      return opened;
    }
    const userIds = buyers.map((b) => b.userId);
    await orders.repo.lockCheckoutsOf(userIds, tx);
    const line = { ...item, quantity: 1 } as ProductItemLine;
    const quote = await deps.quotation.price({ userId: userIds[0]!, lines: [line], now, lockVoucher: true, ownCheckout: true, withoutBuyerDiscount: true }, tx);
    const problem = linesError(quote);
    if (problem) throw problem;
    const priced = quote.lines[0]!;
    if ((await orders.repo.findHoldersOf(userIds, [priced.ref.productItemId], now, tx)).size) throw new AppError('TICKET_ALREADY_HOLD');
    const own = await buyerDiscountHolders(deps.buyerDiscounts?.() ?? [], item.productItemType, userIds, now, tx);
    // A free period is paid at once (`open` settles it): not a batch's case.
    const alone = new Set(quote.total === 0 ? userIds : userIds.filter((id) => own.has(id)));
    const together = buyers.filter((b) => !alone.has(b.userId));
    const opened = new Map<string, OpenedPeriodOrder>();
    if (together.length) {
      const facts = priced.facts!;
      const booking = deps.products.saleOf(item.productItemType).isBooking;
      const entries = together.map((buyer) => ({
        values: {
          id: buyer.orderId,
          code: orderCode(),
          userId: buyer.userId,
          subtotal: quote.subtotal,
          discountTotal: quote.discountTotal,
          voucherTotal: quote.voucherTotal,
          total: quote.total,
          voucherId: null,
          voucherCode: null,
          holdExpiresAt: batch.holdExpiresAt,
          provider: batch.pay.provider,
          method: batch.pay.method,
          status: 'PENDING' as const,
        },
        lines: [
          {
            userId: buyer.userId,
            hostId: facts.hostId,
            productType: priced.ref.productItemType,
            productId: priced.ref.productItemId,
            ...parentColumns(facts.parent),
            title: facts.title,
            subtitle: facts.subtitle,
            link: facts.link,
            unitPrice: facts.unitPrice,
            quantity: priced.ref.quantity,
            discountId: priced.discount?.id ?? null,
            discountAmount: priced.priced.discountAmount,
            voucherAmount: priced.priced.voucherAmount,
            total: priced.priced.total,
            bookingStatus: booking ? ('HOLDING' as const) : null,
            bookingNote: null,
            startsAt: facts.startsAt,
            endsAt: facts.endsAt,
          },
        ],
      }));
      const attempts = await payments.firstAttempts(
        entries.map((e) => e.values),
        batch.pay.provider,
        batch.pay.method,
        { ipAddress: batch.ipAddress },
      );
      const { inserted } = await orders.repo.insertManyWithLines(entries, tx, [attempts]);
      const paymentOf = new Map(attempts.rowsIn(inserted).map((row) => [row.orderId, row.id]));
      for (const order of inserted.rows)
        opened.set(order.id, { orderId: order.id, code: order.code, total: order.total, paymentId: paymentOf.get(order.id) ?? null, after: async () => {} });
    }
    for (const buyer of buyers.filter((b) => alone.has(b.userId))) opened.set(buyer.orderId, await one(buyer));
    return buyers.map((buyer) => opened.get(buyer.orderId)!);
  };
}
