import { randomUUID } from 'node:crypto';
import type { PayoutChannelDto } from '@market/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import { isUniqueViolation } from '../../../platform/db/constraints.js';
import { nextPaymentStatus, type PaymentStatus } from '../orders/order-status.js';
import type { OrderRow, PaymentRow } from '../orders/orders.repository.js';
import { orders } from '../orders/orders.table.js';
import type { CallbackOutcome, PaymentProviderAdapter, PaymentSettlement, ProviderName, SettleResult } from './payment-provider.js';
import { paymentCallbacks, payments } from './payments.table.js';

/** How the order side reacts to a settled attempt (in the same transaction), and after commit. */
export interface OrderSettlementHooks {
  paid(tx: DbOrTx, payment: PaymentRow, paidAt: Date): Promise<() => Promise<void>>;
  failed(tx: DbOrTx, payment: PaymentRow, reason: string): Promise<() => Promise<void>>;
}

const CHANNELS: Omit<PayoutChannelDto, 'sandbox'>[] = [
  { provider: 'VNPAY', name: 'VNPay', description: 'Thẻ ATM, tài khoản ngân hàng nội địa hoặc quét mã VNPAY-QR', methods: ['VNPAY', 'QR_CODE', 'BANK_TRANSFER'], web: true },
  { provider: 'MOMO', name: 'Ví MoMo', description: 'Thanh toán bằng ví MoMo hoặc quét mã QR', methods: ['EWALLET', 'QR_CODE'], web: true },
  { provider: 'STRIPE', name: 'Thẻ quốc tế', description: 'Visa, Mastercard, JCB, American Express', methods: ['CREDIT_CARD'], web: true },
  { provider: 'APPLE', name: 'Apple In-App Purchase', description: 'Mua trong ứng dụng trên iPhone, iPad', methods: ['CREDIT_CARD'], web: false },
];

/** ASCII only, no diacritics: what VNPay accepts in vnp_OrderInfo. */
export const paymentDescription = (orderCode: string) => `Thanh toan don hang ${orderCode}`;

/**
 * Payment attempts: one is started per checkout or retry, and only a verified provider callback
 * settles it. `settle` is the single place where money arriving changes anything; it is idempotent
 * (the callback table's unique key) and checks amount and currency before anything moves.
 */
export function createPaymentsService(deps: {
  db: Db;
  providers: Partial<Record<ProviderName, PaymentProviderAdapter>>;
  sandbox: boolean;
  publicUrl: string;
  log?: { warn: (obj: unknown, msg: string) => void; error: (obj: unknown, msg: string) => void };
}) {
  const { db, providers } = deps;
  let hooks: OrderSettlementHooks | null = null;

  async function setStatus(tx: DbOrTx, payment: PaymentRow, action: Parameters<typeof nextPaymentStatus>[1], extra: Partial<typeof payments.$inferInsert> = {}) {
    const to = nextPaymentStatus(payment.status as PaymentStatus, action);
    if (!to) return null;
    const [row] = await tx
      .update(payments)
      .set({ status: to, updatedAt: sql`now()`, ...extra })
      .where(and(eq(payments.id, payment.id), eq(payments.status, payment.status)))
      .returning();
    return row ?? null;
  }

  const settlement: PaymentSettlement = {
    async settle(outcome: CallbackOutcome): Promise<SettleResult> {
      if (!hooks) throw new Error('payments: order hooks are not installed');
      const orderHooks = hooks;
      let after: (() => Promise<void>) | null = null;
      const result = await db.transaction(async (tx): Promise<SettleResult> => {
        const [payment] = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.provider, outcome.provider), eq(payments.reference, outcome.reference)))
          .for('update');
        if (!payment) return 'NOT_FOUND';
        if (outcome.currency.toUpperCase() !== payment.currency || outcome.amount !== payment.amount) return 'AMOUNT_MISMATCH';
        const recorded = await tx
          .insert(paymentCallbacks)
          .values({ provider: outcome.provider, dedupeKey: outcome.dedupeKey, paymentId: payment.id, outcome: outcome.success ? 'SUCCESS' : 'FAILED', payload: outcome.payload as object })
          .onConflictDoNothing()
          .returning({ id: paymentCallbacks.id });
        if (!recorded.length) return 'DUPLICATE';
        if (!nextPaymentStatus(payment.status as PaymentStatus, outcome.success ? 'SUCCEED' : 'FAIL')) return 'ALREADY_SETTLED';
        const common = { resultCode: outcome.resultCode, providerTransactionId: outcome.providerTransactionId };
        if (outcome.success) {
          const paidAt = new Date();
          const paid = await setStatus(tx, payment, 'SUCCEED', { ...common, paidAt });
          after = await orderHooks.paid(tx, paid!, paidAt);
        } else {
          const failed = await setStatus(tx, payment, 'FAIL', { ...common, failureReason: outcome.resultCode });
          after = await orderHooks.failed(tx, failed!, outcome.resultCode);
        }
        return 'SETTLED';
      });
      if (after) await (after as () => Promise<void>)().catch((error: unknown) => deps.log?.error({ err: error }, 'payment settled, but telling people failed'));
      return result;
    },
  };

  return {
    settlement,
    installOrderHooks(orderHooks: OrderSettlementHooks) {
      hooks = orderHooks;
    },

    /** Records a new PENDING attempt for the order (inside the caller's transaction). */
    async recordAttempt(tx: DbOrTx, order: OrderRow, provider: ProviderName, method: string | null, options: { first?: boolean } = {}): Promise<PaymentRow> {
      const [row] = options.first ? [{ n: 0 }] : await tx.select({ n: count() }).from(payments).where(eq(payments.orderId, order.id));
      const attempt = (row?.n ?? 0) + 1;
      const [payment] = await tx
        .insert(payments)
        // StoreKit takes the reference as appAccountToken, which must be a UUID.
        .values({ orderId: order.id, provider, method, amount: order.total, reference: provider === 'APPLE' ? randomUUID() : `${order.code}-${attempt}`, attempt })
        .returning();
      if (order.provider !== provider || order.method !== method) await tx.update(orders).set({ provider, method, updatedAt: sql`now()` }).where(eq(orders.id, order.id));
      return payment!;
    },

    /** A free order or one an admin records: settled at once, without a provider. */
    async recordSettled(tx: DbOrTx, order: OrderRow, provider: 'FREE' | 'ADMIN', method: string | null): Promise<PaymentRow> {
      const [payment] = await tx
        .insert(payments)
        .values({ orderId: order.id, provider, method, amount: order.total, reference: order.code, status: 'SUCCESS', paidAt: new Date() })
        .returning();
      return payment!;
    },

    /**
     * Asks the provider where to send the buyer (after the attempt's transaction committed: a live
     * provider is a network call). A provider that cannot start leaves the attempt FAILED; the order
     * keeps its holds and can be retried.
     */
    async open(order: OrderRow, payment: PaymentRow, context: { ipAddress: string }): Promise<PaymentRow> {
      const adapter = providers[payment.provider as ProviderName];
      try {
        if (!adapter) throw new Error(`no adapter for ${payment.provider}`);
        const started = await adapter.createPayment({
          paymentId: payment.id,
          reference: payment.reference,
          orderId: order.id,
          orderCode: order.code,
          userId: order.userId,
          amount: payment.amount,
          description: paymentDescription(order.code),
          method: (payment.method as never) ?? null,
          returnUrl: `${deps.publicUrl}/payment/result?orderId=${order.id}`,
          ipAddress: context.ipAddress,
          createdAt: payment.createdAt,
          expiresAt: order.holdExpiresAt ?? new Date(Date.now() + 15 * 60_000),
        });
        const [row] = await db
          .update(payments)
          .set({ payUrl: started.payUrl, providerTransactionId: started.providerTransactionId ?? null, updatedAt: sql`now()` })
          .where(eq(payments.id, payment.id))
          .returning();
        return row!;
      } catch (error) {
        deps.log?.warn({ err: error, provider: payment.provider, orderId: order.id }, 'payment could not be started');
        const [row] = await db
          .update(payments)
          .set({ status: 'FAILED', failureReason: 'PROVIDER_UNAVAILABLE', updatedAt: sql`now()` })
          .where(and(eq(payments.id, payment.id), eq(payments.status, 'PENDING')))
          .returning();
        return row ?? payment;
      }
    },

    channels(): { data: PayoutChannelDto[] } {
      return { data: CHANNELS.map((c) => ({ ...c, sandbox: deps.sandbox })).filter((c) => providers[c.provider]) };
    },

    /** Records a verified callback that settles no order payment (subscription variants until memberships exist). */
    async recordUnmatched(provider: ProviderName, dedupeKey: string, payload: unknown): Promise<'RECORDED' | 'DUPLICATE'> {
      try {
        const rows = await db.insert(paymentCallbacks).values({ provider, dedupeKey, paymentId: null, outcome: 'UNMATCHED', payload: payload as object }).onConflictDoNothing().returning({ id: paymentCallbacks.id });
        return rows.length ? 'RECORDED' : 'DUPLICATE';
      } catch (error) {
        if (isUniqueViolation(error)) return 'DUPLICATE';
        throw error;
      }
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
