import { randomUUID } from 'node:crypto';
import { errorMessage, type ProductItemLine } from '@market/contract';
import type { DbOrTx } from '../../../platform/db/database.js';
import type { Alongside } from '../../../platform/db/prepared-once.js';
import { AppError } from '../../../platform/http/errors.js';
import type { CartsService } from '../carts/carts.service.js';
import type { ProviderName } from '../payments/payment-provider.js';
import type { PaymentRow } from '../payments/payments.repository.js';
import type { PaymentsService } from '../payments/payments.service.js';
import type { OffersRepository } from '../pricing/offers.repository.js';
import { linesError, type PricedQuote, type QuotationService } from '../pricing/quotation.service.js';
import { parentColumns, type ProductCatalog } from '../products/products.js';
import type { CheckoutDoor } from './checkout-door.js';
import type { NewOrderRow, OrderItemRow, OrderRow, OrdersRepository } from './orders.repository.js';
import { orderCode } from './order-code.js';

/** Checkout's first half, shared by checkout, the orders an admin records and a subscription's period orders. */
export function createHeldOrders(deps: {
  products: ProductCatalog;
  offers: OffersRepository;
  quotation: QuotationService;
  carts: CartsService;
  payments: PaymentsService;
  repo: OrdersRepository;
  door: CheckoutDoor;
}) {
  /** A buyer who is still holding a product in an unpaid order pays that order instead of holding twice. */
  async function refuseHeldAgain(tx: DbOrTx, userId: string, quote: Pick<PricedQuote, 'lines'>, now: Date) {
    const held = await deps.repo.findHeldProductIds(
      userId,
      quote.lines.map((l) => l.ref.productItemId),
      now,
      tx,
    );
    if (!held.length) return;
    const details = held.map((productId) => ({ field: productId, code: 'TICKET_ALREADY_HOLD', message: errorMessage('TICKET_ALREADY_HOLD')! }));
    throw new AppError('TICKET_ALREADY_HOLD', undefined, details);
  }

  /**
   * Prices the lines, creates the pending order and its lines, counts the voucher use (in the caller's transaction,
   * which holds the buyer's checkout lock, then calls holdLines last). Checkout, admin-recorded orders and subscription periods start here.
   */
  async function createHeldOrder(
    tx: DbOrTx,
    userId: string,
    lines: ProductItemLine[],
    options: {
      voucherCode?: string | undefined;
      now: Date;
      holdExpiresAt: Date;
      values?: Partial<NewOrderRow>;
      bookingNote: string | null;
      /** Bought products leave the buyer's cart (checkout; not an order an admin records). */
      emptyCart?: boolean;
      /** The first payment attempt of an order to pay (checkout), written with the order. */
      payWith?: { provider: ProviderName; method: string | null; context: { ipAddress: string } };
      /** Written in the order's own statement when it is to be paid (checkout's payment reminder), a round trip less. */
      payReminder?: (order: { id: string; total: number; createdAt: Date; holdExpiresAt: Date | null }) => Alongside | undefined;
      /** A type sold its own way, priced for its flow (QuotationService's `ownCheckout` and `unitPrices`). */
      pricing?: { ownCheckout?: boolean; unitPrices?: ReadonlyMap<string, number> };
    },
  ): Promise<{ order: OrderRow; quote: PricedQuote; items: OrderItemRow[]; payment: { row: PaymentRow; started: boolean } | null }> {
    const { now } = options;
    const quote = await deps.quotation.price({ userId, lines, voucherCode: options.voucherCode, now, lockVoucher: true, ...options.pricing }, tx);
    for (const line of quote.lines) {
      if (line.problem === 'TICKET_SOLDE_OUT' && line.facts?.available === 0) deps.door.markSoldOut(line.key);
      else if (typeof line.facts?.available === 'number') deps.door.seen(line.key, line.facts.available);
    }
    const problem = linesError(quote);
    if (problem) throw problem;
    if (quote.voucherProblem) throw new AppError(quote.voucherProblem);
    await refuseHeldAgain(tx, userId, quote, now);
    const bought = options.emptyCart ? deps.carts.removeBoughtWith(userId, quote.lines) : undefined;
    const values = {
      id: randomUUID(),
      code: orderCode(),
      userId,
      subtotal: quote.subtotal,
      discountTotal: quote.discountTotal,
      voucherTotal: quote.voucherTotal,
      total: quote.total,
      voucherId: quote.voucher?.voucher.id ?? null,
      voucherCode: quote.voucher?.voucher.code ?? null,
      holdExpiresAt: options.holdExpiresAt,
      ...options.values,
      // A free order has no provider to pay through.
      ...(quote.total === 0 ? { provider: null, method: null } : {}),
    };
    const pay = quote.total > 0 ? options.payWith : undefined;
    const first = pay ? await deps.payments.firstAttempt(values, pay.provider, pay.method, pay.context) : null;
    // The order's time is its transaction's; `now`, read just before it began, stands for it.
    const reminder = first
      ? options.payReminder?.({ id: values.id, total: values.total, createdAt: now, holdExpiresAt: values.holdExpiresAt ?? null })
      : undefined;
    const { order, items, inserted } = await deps.repo.insertWithLines(
      values,
      quote.lines.map((line) => ({
        userId,
        hostId: line.facts!.hostId,
        productType: line.ref.productItemType,
        productId: line.ref.productItemId,
        ...parentColumns(line.facts!.parent),
        title: line.facts!.title,
        subtitle: line.facts!.subtitle,
        link: line.facts!.link,
        unitPrice: line.facts!.unitPrice,
        quantity: line.ref.quantity,
        discountId: line.discount?.id ?? null,
        discountAmount: line.priced.discountAmount,
        voucherAmount: line.priced.voucherAmount,
        total: line.priced.total,
        bookingStatus: deps.products.saleOf(line.ref.productItemType).isBooking ? 'HOLDING' : null,
        bookingNote: deps.products.saleOf(line.ref.productItemType).isBooking ? options.bookingNote : null,
        startsAt: line.facts!.startsAt,
        endsAt: line.facts!.endsAt,
      })),
      tx,
      // The cart is emptied and the payment attempt written in the order's own statement: a round trip less each.
      [...(bought ? [bought] : []), ...(first ? [first.alongside] : []), ...(reminder ? [reminder] : [])],
    );
    if (quote.voucher && !(await deps.offers.redeem({ voucherId: quote.voucher.voucher.id, orderId: order.id, userId, amount: quote.voucherTotal }, tx))) {
      throw new AppError('VOUCHER_USAGE_LIMIT_REACHED');
    }
    // The buyer's own discount is single-use: another order taking it first refuses this one.
    if (quote.buyerDiscount && !(await quote.buyerDiscount.source.consume(userId, order.id, tx))) throw new AppError('BUYER_DISCOUNT_UNAVAILABLE');
    return { order, quote, items, payment: first ? { row: first.alongside.rowsIn(inserted)[0]!, started: first.started } : null };
  }

  return createHeldOrder;
}
export type CreateHeldOrder = ReturnType<typeof createHeldOrders>;
