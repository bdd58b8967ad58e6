import type { Db } from '../../../platform/db/database.js';
import { createPaymentsRepository } from '../payments/payments.repository.js';
import type { PurchaseLedger } from '../purchases/purchases.service.js';
import { toPaymentRecordDto } from './order-dto.js';
import { createOrdersRepository } from './orders.repository.js';

/** `users/payments` and `users/payments/check` read orders and payments through this. */
export function createPurchaseLedger(db: Db): PurchaseLedger {
  const orders = createOrdersRepository(db);
  const payments = createPaymentsRepository(db);
  return {
    async paymentsOf(userId, query) {
      const { rows, total } = await payments.listOfBuyer(userId, query);
      return { rows: rows.map(toPaymentRecordDto), total };
    },

    async paidItems(userId, productItemIds) {
      const rows = await orders.listPaidItems(userId, productItemIds);
      const paid = new Map<string, { type: never; orderId: string; purchasedAt: Date }>();
      for (const row of rows)
        if (!paid.has(row.productId)) paid.set(row.productId, { type: row.type as never, orderId: row.orderId, purchasedAt: row.paidAt ?? new Date() });
      return paid;
    },
  };
}
