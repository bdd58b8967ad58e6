import type { ProductItemLine } from '@market/contract';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import { createUserDirectory } from '../../identity/index.js';
import type { PaymentSettlement, ProviderName, SettleResult } from '../payments/payment-provider.js';
import type { PaymentsService } from '../payments/payments.service.js';
import { AppError } from '../../../platform/http/errors.js';
import { linesError, type QuotationService } from '../pricing/quotation.service.js';
import type { ProductCatalog } from '../products/products.js';
import { productKey } from '../products/products.js';
import { paidNotices, type Notice } from './order-notices.js';
import type { OrdersService } from './orders.service.js';
import type { Settlement } from './settlement.js';
import type { BuyerDiscount } from '../pricing/buyer-discount.js';
import type { OwedRefunds } from '../refunds/owed-refunds.js';
import { createPeriodOrderBatches } from './period-orders-batch.js';
import { createPeriodChargeBatches } from './period-charges-batch.js';

/** How a period is paid: through a provider's page (a pay link), or by a stored card the caller charges itself. */
export interface PeriodPayment {
  provider: ProviderName;
  method: string | null;
  /** The caller charges a stored card after commit (`settleCharge`): no provider page is opened. */
  chargedByCaller: boolean;
}

export interface OpenedPeriodOrder {
  orderId: string;
  code: string;
  total: number;
  /** The attempt to pay it (null: nothing to pay, the order was paid at once). */
  paymentId: string | null;
  /** Runs after the caller's commit: tells the buyer of an order paid at once. */
  after: () => Promise<void>;
}

/**
 * The orders of a subscription's periods, offered to the memberships context as the `periodOrders`
 * port: every period is an ordinary order (one line of a type sold its own way, `ownCheckout`), so
 * refunds, reports, the buyer's payments and exports see subscription money like any other. The
 * order, its line and its payment attempt are written in the caller's transaction (which holds the
 * subscription and its period's key); a free period is paid at once in it.
 */
export function createPeriodOrders(deps: {
  db: Db;
  orders: OrdersService;
  payments: PaymentsService;
  settlement: Settlement;
  paymentSettlement: () => PaymentSettlement;
  products: ProductCatalog;
  quotation: QuotationService;
  buyerDiscounts?: () => readonly BuyerDiscount[];
  /** Money a provider collected that no period can take: a refund of it in the admins' queue. */
  owedRefunds: OwedRefunds;
  tell: (notices: Notice[]) => Promise<void>;
  /** Many notices told at once (a batch's receipts); else told one by one. */
  tellMany?: (notices: Notice[]) => Promise<void>;
}) {
  const { db, orders, payments, settlement } = deps;
  const people = createUserDirectory(db);
  const openMany = createPeriodOrderBatches({ ...deps, openOne: (tx, input) => api.open(tx, input) });
  const settleChargesMany = createPeriodChargeBatches(deps);

  const api = {
    /**
     * `open` of many pending orders of the same item at once (renewals falling due together), in the
     * caller's transaction; answers them in the order of `buyers` (see period-orders-batch.ts).
     */
    openMany,

    /**
     * `settleCharge` of many stored cards' successful charges at once (a batch of renewals), in the
     * caller's transaction; answers what to run after its commit (see period-charges-batch.ts).
     */
    settleChargesMany,

    /** What one period of an item costs this member now, with a voucher (refused as checkout would refuse it). */
    async quote(userId: string, item: { productItemType: string; productItemId: string }, voucherCode: string | undefined, now: Date) {
      const quote = await deps.quotation.price({ userId, lines: [{ ...item, quantity: 1 } as ProductItemLine], voucherCode, now, ownCheckout: true }, db);
      const problem = linesError(quote);
      if (problem) throw problem;
      if (quote.voucherProblem) throw new AppError(quote.voucherProblem);
      return { subtotal: quote.subtotal, discount: quote.discountTotal + quote.voucherTotal, total: quote.total };
    },

    /**
     * A pending order of one period. `orderId` is chosen by the caller (its period row names it before
     * the order exists, so that a free order's fulfilment finds it). `unitPrice`: an amount agreed
     * elsewhere (a plan change's prorated part) instead of the price's own.
     */
    async open(
      tx: DbOrTx,
      input: {
        orderId: string;
        userId: string;
        item: { productItemType: string; productItemId: string };
        voucherCode?: string | undefined;
        unitPrice?: number;
        now: Date;
        holdExpiresAt: Date;
        status?: 'PENDING' | 'PENDING_UPGRADE';
        pay: PeriodPayment;
        ipAddress: string;
      },
    ): Promise<OpenedPeriodOrder> {
      const { item, now } = input;
      await orders.repo.lockCheckoutOf(input.userId, tx);
      const key = productKey(item.productItemType, item.productItemId);
      const { order, payment } = await orders.holdOrder(tx, input.userId, [{ ...item, quantity: 1 } as ProductItemLine], {
        voucherCode: input.voucherCode,
        now,
        holdExpiresAt: input.holdExpiresAt,
        values: { id: input.orderId, provider: input.pay.provider, method: input.pay.method, status: input.status ?? 'PENDING' },
        bookingNote: null,
        payWith: { provider: input.pay.provider, method: input.pay.method, context: { ipAddress: input.ipAddress } },
        pricing: { ownCheckout: true, ...(input.unitPrice !== undefined ? { unitPrices: new Map([[key, input.unitPrice]]) } : {}) },
      });
      if (payment) return { orderId: order.id, code: order.code, total: order.total, paymentId: payment.row.id, after: async () => {} };
      await payments.recordSettled(tx, order, 'FREE', null);
      const settled = await settlement.pay(order.id, now, tx);
      const name = (await people.findSummary(input.userId, tx))?.fullName ?? 'Một người dùng';
      const after = settled ? () => deps.tell(paidNotices(settled.order, settled.items, name, deps.products.saleOf, settled.quietItemIds)) : async () => {};
      return { orderId: order.id, code: order.code, total: order.total, paymentId: null, after };
    },

    /** A new attempt on a period's order still pending (a retried renewal): the previous one is given up. */
    async retry(tx: DbOrTx, orderId: string, pay: PeriodPayment): Promise<string | null> {
      const order = await orders.repo.findById(orderId, { lock: true }, tx);
      if (!order || (order.status !== 'PENDING' && order.status !== 'PENDING_UPGRADE')) return null;
      await payments.repo.transition({ orderId }, 'CANCEL', {}, tx);
      return (await payments.recordAttempt(tx, order, pay.provider, pay.method)).id;
    },

    /** After commit: asks the provider for the page where the member pays (null: it could not start). */
    async payLink(orderId: string, paymentId: string, context: { ipAddress: string }): Promise<string | null> {
      const [order, payment] = await Promise.all([orders.repo.findById(orderId), payments.repo.findById(paymentId)]);
      if (!order || !payment) return null;
      if (payment.payUrl) return payment.payUrl;
      return (await payments.open(order, payment, context)).payUrl;
    },

    /**
     * The outcome of a stored card's charge, settled like a provider's callback (once: keyed by the
     * attempt; a provider webhook for the same charge later finds the attempt settled), in the
     * caller's transaction: the task that charged commits the settlement with its own completion
     * (one commit, no second connection). Answers what to run after that commit (telling people).
     */
    async settleCharge(
      tx: DbOrTx,
      paymentId: string,
      outcome: { ok: boolean; code: string; providerTransactionId: string | null },
    ): Promise<{ result: SettleResult; after: () => Promise<void> }> {
      const payment = await payments.repo.findById(paymentId, tx);
      if (!payment) return { result: 'NOT_FOUND', after: async () => {} };
      return deps.paymentSettlement().settleIn(tx, {
        provider: payment.provider as ProviderName,
        reference: payment.reference,
        amount: payment.amount,
        currency: payment.currency,
        success: outcome.ok,
        resultCode: outcome.code,
        providerTransactionId: outcome.providerTransactionId,
        dedupeKey: `card-charge:${paymentId}`,
        payload: { cardCharge: true, code: outcome.code },
      });
    },

    /**
     * A charge the provider made by itself for a period's order still pending (an App Store renewal:
     * no page was opened, no callback names our attempt), paid in the caller's transaction, a charge
     * target's: the order's open attempt takes the provider's transaction, then the order is paid as a
     * callback would pay it. The provider must have collected the order's total.
     */
    async payByProvider(
      tx: DbOrTx,
      orderId: string,
      charge: { amount: number; resultCode: string; providerTransactionId: string | null },
    ): Promise<{ result: 'PAID' | 'AMOUNT_MISMATCH' | 'NOT_PENDING'; after: () => Promise<void> }> {
      const nothing = async () => {};
      const order = await orders.repo.findById(orderId, { lock: true }, tx);
      if (!order || (order.status !== 'PENDING' && order.status !== 'PENDING_UPGRADE')) return { result: 'NOT_PENDING', after: nothing };
      if (charge.amount !== order.total) return { result: 'AMOUNT_MISMATCH', after: nothing };
      const paidAt = new Date();
      const [paid] = await payments.repo.transition(
        { orderId },
        'SUCCEED',
        { resultCode: charge.resultCode, providerTransactionId: charge.providerTransactionId, paidAt },
        tx,
      );
      if (!paid) return { result: 'NOT_PENDING', after: nothing };
      return { result: 'PAID', after: await orders.attemptSettlement.paid(tx, paid, paidAt) };
    },

    /**
     * A charge the provider made by itself that no period can take (an App Store purchase confirmed
     * after its subscription was given up, while the member holds another live one of the same plan or
     * its price is no longer sold; an App Store renewal of a price withdrawn meanwhile, or of a
     * subscription ended here):
     * the money is kept on record as a SUCCESS payment of the given-up period's order (which stays as it
     * is), and a refund of it opens in the admins' refund queue (owed refunds, as for any payment an
     * order cannot take), in the caller's transaction. Once per provider transaction: the payment's
     * reference is the transaction's id (`DUPLICATE` the next time). Answers the buyer's notice, told
     * after the commit.
     */
    async owedByProvider(
      tx: DbOrTx,
      orderId: string,
      charge: {
        provider: ProviderName;
        amount: number;
        resultCode: string;
        providerTransactionId: string;
        reason: 'SUBSCRIPTION_HELD' | 'PRICE_WITHDRAWN' | 'SUBSCRIPTION_ENDED';
      },
    ): Promise<{ result: 'OWED' | 'DUPLICATE' | 'NOT_FOUND'; after: () => Promise<void> }> {
      const nothing = async () => {};
      const order = await orders.repo.findById(orderId, { lock: true }, tx);
      if (!order) return { result: 'NOT_FOUND', after: nothing };
      const reference = `txn:${charge.providerTransactionId}`;
      if (await payments.repo.findByReference(charge.provider, reference, {}, tx)) return { result: 'DUPLICATE', after: nothing };
      const payment = await payments.repo.insert(
        {
          orderId,
          provider: charge.provider,
          method: order.method,
          amount: charge.amount,
          reference,
          attempt: (await payments.repo.countOfOrder(orderId, tx)) + 1,
          status: 'SUCCESS',
          paidAt: new Date(),
          resultCode: charge.resultCode,
          providerTransactionId: charge.providerTransactionId,
        },
        tx,
      );
      const notice = await deps.owedRefunds.open(order, payment, charge.reason, tx);
      return { result: 'OWED', after: () => deps.tell(notice ? [notice] : []) };
    },

    /**
     * The provider gave a paid period's money back by itself (Apple refunds the buyer, never the
     * merchant): its lines are taken back (the type's `revoke`) and the order is REFUNDED, in the
     * caller's transaction. There is no refund request: nothing was asked of anyone.
     */
    async refundedByProvider(tx: DbOrTx, orderId: string): Promise<boolean> {
      const now = new Date();
      const order = await orders.repo.findById(orderId, { lock: true }, tx);
      if (order?.status !== 'PAID') return false;
      for (const line of await orders.repo.listItemsOf([orderId], {}, tx)) {
        const item = await orders.repo.markItemRefunded(line.id, now, tx);
        if (!item) continue;
        await deps.products
          .require(item.productType)
          .revoke(tx, { orderItemId: item.id, orderId, userId: item.userId, productItemId: item.productId, quantity: item.quantity });
      }
      if (!(await orders.repo.transition(orderId, 'REFUND', {}, tx))) return false;
      await payments.repo.transition({ orderId, transactionType: 'PAY' }, 'REFUND', {}, tx);
      return true;
    },

    /** The provider refunded, by itself, a charge of its owed back here (`owedByProvider`): no transfer is made for it then. */
    async owedReturnedByProvider(tx: DbOrTx, provider: ProviderName, providerTransactionId: string): Promise<boolean> {
      return (await deps.owedRefunds.returnedByProvider(provider, providerTransactionId, tx)) !== null;
    },

    /** Ends a period's order still pending (its hold ran out, or the member gave it up); false when it was not pending. */
    async release(tx: DbOrTx, orderId: string, action: 'EXPIRE' | 'CANCEL', now: Date): Promise<boolean> {
      return (await settlement.release(orderId, action, now, tx)) !== null;
    },
  };
  return api;
}
export type PeriodOrders = ReturnType<typeof createPeriodOrders>;
