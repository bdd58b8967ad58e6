import type { PaymentRecordDto } from '@market/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import type { PurchaseLedger } from '../purchases/purchases.service.js';
import { payments } from '../payments/payments.table.js';
import { orderItems, orders } from './orders.table.js';

/** `users/payments` and `users/payments/check` read orders and payments through this. */
export function createPurchaseLedger(db: Db): PurchaseLedger {
  return {
    async paymentsOf(userId, query) {
      // A refund is recorded as its own payment row; the history lists what was paid (its status shows REFUND).
      const where = and(eq(orders.userId, userId), eq(payments.transactionType, 'PAY'), query.status ? eq(payments.status, query.status) : undefined);
      const [rows, [total]] = await Promise.all([
        db
          .select({ payment: payments, code: orders.code })
          .from(payments)
          .innerJoin(orders, eq(orders.id, payments.orderId))
          .where(where)
          .orderBy(desc(payments.createdAt), desc(payments.id))
          .limit(query.limit)
          .offset(offsetOf(query)),
        db.select({ n: count() }).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(where),
      ]);
      return {
        rows: rows.map(({ payment, code }): PaymentRecordDto => ({
          id: payment.id,
          orderId: payment.orderId,
          orderCode: code,
          amount: payment.amount,
          currency: 'VND',
          provider: (['STRIPE', 'VNPAY', 'MOMO', 'APPLE'].includes(payment.provider) ? payment.provider : null) as PaymentRecordDto['provider'],
          method: payment.method as PaymentRecordDto['method'],
          status: payment.status as PaymentRecordDto['status'],
          createdAt: payment.createdAt.toISOString(),
          paidAt: payment.paidAt?.toISOString() ?? null,
        })),
        total: total?.n ?? 0,
      };
    },

    async paidItems(userId, productItemIds) {
      if (!productItemIds.length) return new Map();
      const rows = await db
        .select({ productId: orderItems.productId, type: orderItems.productType, orderId: orderItems.orderId, paidAt: orders.paidAt })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orderItems.userId, userId), inArray(orderItems.productId, productItemIds), eq(orderItems.status, 'SUCCESS'), sql`${orderItems.refundedAt} is null`))
        .orderBy(desc(orders.paidAt));
      const paid = new Map<string, { type: never; orderId: string; purchasedAt: Date }>();
      for (const row of rows) if (!paid.has(row.productId)) paid.set(row.productId, { type: row.type as never, orderId: row.orderId, purchasedAt: row.paidAt ?? new Date() });
      return paid;
    },
  };
}
