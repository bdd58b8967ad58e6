import type { DbOrTx } from '../../../platform/db/database.js';
import { createUserDirectory } from '../../identity/index.js';
import type { Db } from '../../../platform/db/database.js';
import { nextPaymentStatus, type PaymentStatus } from '../payments/payment-status.js';
import type { PaymentsService } from '../payments/payments.service.js';
import type { ProductCatalog } from '../products/products.js';
import { paidNotices, type Notice } from './order-notices.js';
import type { OrdersService } from './orders.service.js';
import type { Settlement } from './settlement.js';

/** Without `tellMany`, receipts are sent a few at a time after the batch committed (each is a few round trips of its own). */
const TELLING_AT_ONCE = 4;

/**
 * Stored cards' successful charges of a batch of period orders, settled together in the caller's
 * transaction as `settleCharge` settles each: the attempts locked in one statement, the callbacks
 * recorded in one (the same dedupe key `card-charge:<payment>`: a charge settled before, by a retry
 * or the provider's webhook, is left alone), the attempts SUCCEEDED in one, and the orders still
 * pending paid together (`settlement.payMany`); an order in any other state goes through the
 * attempt settlement one by one, as a callback would. Answers what to run after the commit (the
 * receipts).
 */
export function createPeriodChargeBatches(deps: {
  db: Db;
  orders: OrdersService;
  payments: PaymentsService;
  settlement: Settlement;
  products: ProductCatalog;
  tell: (notices: Notice[]) => Promise<void>;
  tellMany?: (notices: Notice[]) => Promise<void>;
}) {
  const { orders, payments } = deps;
  const people = createUserDirectory(deps.db);

  return async function settleChargesMany(
    tx: DbOrTx,
    charges: readonly { paymentId: string; providerTransactionId: string | null }[],
  ): Promise<{ after: () => Promise<void> }> {
    const locked = await payments.repo.lockMany(
      charges.map((c) => c.paymentId),
      tx,
    );
    const txnOf = new Map(charges.map((c) => [c.paymentId, c.providerTransactionId]));
    const recorded = await payments.repo.recordCallbacks(
      locked.map((payment) => ({
        provider: payment.provider,
        dedupeKey: `card-charge:${payment.id}`,
        paymentId: payment.id,
        outcome: 'SUCCESS',
        payload: { cardCharge: true, code: 'succeeded' },
      })),
      tx,
    );
    const settling = locked.filter((p) => recorded.has(`card-charge:${p.id}`) && nextPaymentStatus(p.status as PaymentStatus, 'SUCCEED'));
    const paidAt = new Date();
    const paid = await payments.repo.succeedMany(
      settling.map((p) => ({ id: p.id, providerTransactionId: txnOf.get(p.id) ?? null })),
      { resultCode: 'succeeded', paidAt },
      tx,
    );
    if (!paid.length) return { after: async () => {} };
    const ordersOf = await orders.repo.lockMany(
      paid.map((p) => p.orderId),
      tx,
    );
    const pending = paid.filter((p) => ordersOf.get(p.orderId)?.status === 'PENDING');
    const others = paid.filter((p) => ordersOf.get(p.orderId)?.status !== 'PENDING');
    const afters: (() => Promise<void>)[] = [];
    for (const payment of others) afters.push(await orders.attemptSettlement.paid(tx, payment, paidAt));
    const settled = await deps.settlement.payMany(
      pending.map((p) => p.orderId),
      paidAt,
      tx,
    );
    const names = await people.findSummaries(
      settled.map(({ order }) => order.userId),
      tx,
    );
    const notices = settled.map(({ order, items, quietItemIds }) =>
      paidNotices(order, items, names.get(order.userId)?.fullName ?? 'Một người dùng', deps.products.saleOf, quietItemIds),
    );
    return {
      after: async () => {
        for (const after of afters) await after();
        if (deps.tellMany) await deps.tellMany(notices.flat());
        else
          for (let start = 0; start < notices.length; start += TELLING_AT_ONCE)
            await Promise.all(notices.slice(start, start + TELLING_AT_ONCE).map((own) => deps.tell(own)));
      },
    };
  };
}
