import { randomUUID } from 'node:crypto';
import type { PayoutChannelDto } from '@market/contract';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import { isUniqueViolation } from '../../../platform/db/constraints.js';
import type { AlongsideInsert } from '../../../platform/db/prepared-once.js';
import type { OrderRow } from '../orders/orders.repository.js';
import type { PaymentIntent, PaymentProviderAdapter, ProviderName } from './payment-provider.js';
import { createPaymentsRepository, type PaymentRow } from './payments.repository.js';
import type { payments } from './payments.table.js';

const CHANNELS: Omit<PayoutChannelDto, 'sandbox'>[] = [
  {
    provider: 'VNPAY',
    name: 'VNPay',
    description: 'Thẻ ATM, tài khoản ngân hàng nội địa hoặc quét mã VNPAY-QR',
    methods: ['VNPAY', 'QR_CODE', 'BANK_TRANSFER'],
    web: true,
  },
  { provider: 'MOMO', name: 'Ví MoMo', description: 'Thanh toán bằng ví MoMo hoặc quét mã QR', methods: ['EWALLET', 'QR_CODE'], web: true },
  { provider: 'STRIPE', name: 'Thẻ quốc tế', description: 'Visa, Mastercard, JCB, American Express', methods: ['CREDIT_CARD'], web: true },
  { provider: 'APPLE', name: 'Apple In-App Purchase', description: 'Mua trong ứng dụng trên iPhone, iPad', methods: ['CREDIT_CARD'], web: false },
];

/** What a payment needs of its order, known before the order is written. */
export type OrderDraft = Pick<OrderRow, 'id' | 'code' | 'userId' | 'total' | 'holdExpiresAt'>;

// StoreKit takes the reference as appAccountToken, which must be a UUID.
const referenceOf = (order: Pick<OrderRow, 'code'>, provider: ProviderName, attempt: number) =>
  provider === 'APPLE' ? randomUUID() : `${order.code}-${attempt}`;

/** ASCII only, no diacritics: what VNPay accepts in vnp_OrderInfo. */
export const paymentDescription = (orderCode: string) => `Thanh toan don hang ${orderCode}`;

/**
 * Payment attempts: one is started per checkout or retry, and only a verified provider callback
 * settles it (payment-settlement.ts).
 */
export function createPaymentsService(deps: {
  db: Db;
  providers: Partial<Record<ProviderName, PaymentProviderAdapter>>;
  sandbox: boolean;
  publicUrl: string;
  log?: { warn: (obj: unknown, msg: string) => void; error: (obj: unknown, msg: string) => void };
}) {
  const { db, providers } = deps;
  const repo = createPaymentsRepository(db);

  function intentOf(
    order: OrderDraft,
    payment: Pick<PaymentRow, 'id' | 'reference' | 'amount' | 'method' | 'createdAt'>,
    context: { ipAddress: string },
  ): PaymentIntent {
    return {
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
    };
  }

  /** A first payment attempt's row; a provider that starts locally (a pay URL of our own making) is started now. */
  async function firstAttemptRow(order: OrderDraft, provider: ProviderName, method: string | null, context: { ipAddress: string }) {
    const attempt = {
      id: randomUUID(),
      orderId: order.id,
      provider,
      method,
      amount: order.total,
      reference: referenceOf(order, provider, 1),
      attempt: 1,
      createdAt: new Date(),
    };
    const adapter = providers[provider];
    // A provider that cannot start is left to open(), which records the failure as it always does.
    const started = adapter?.startsLocally ? await adapter.createPayment(intentOf(order, attempt, context)).catch(() => null) : null;
    return {
      row: { ...attempt, payUrl: started?.payUrl ?? null, providerTransactionId: started?.providerTransactionId ?? null },
      started: started !== null,
    };
  }

  return {
    repo,

    /** Records a new PENDING attempt for the order (inside the caller's transaction, which records the provider on the order). */
    async recordAttempt(tx: DbOrTx, order: OrderRow, provider: ProviderName, method: string | null): Promise<PaymentRow> {
      const attempt = (await repo.countOfOrder(order.id, tx)) + 1;
      return repo.insert({ orderId: order.id, provider, method, amount: order.total, reference: referenceOf(order, provider, attempt), attempt }, tx);
    },

    /** A free order or one an admin records: settled at once, without a provider. */
    async recordSettled(tx: DbOrTx, order: OrderRow, provider: 'FREE' | 'ADMIN', method: string | null): Promise<PaymentRow> {
      return repo.insert({ orderId: order.id, provider, method, amount: order.total, reference: order.code, status: 'SUCCESS', paidAt: new Date() }, tx);
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
        const started = await adapter.createPayment(intentOf(order, payment, context));
        return await repo.setStarted(payment.id, { payUrl: started.payUrl, providerTransactionId: started.providerTransactionId ?? null });
      } catch (error) {
        deps.log?.warn({ err: error, provider: payment.provider, orderId: order.id }, 'payment could not be started');
        const [row] = await repo.transition({ id: payment.id }, 'FAIL', { failureReason: 'PROVIDER_UNAVAILABLE' });
        return row ?? payment;
      }
    },

    /**
     * A checkout's first attempt, to be written in the same statement as its order (`alongside`; read
     * the row back with `alongside.rowsIn`). A provider that starts without a network call is asked
     * here, and its pay URL is written with the attempt (one write, one commit); `started` false means
     * the caller must `open` the attempt after commit.
     */
    async firstAttempt(
      order: OrderDraft,
      provider: ProviderName,
      method: string | null,
      context: { ipAddress: string },
    ): Promise<{ alongside: AlongsideInsert<typeof payments>; started: boolean }> {
      const { row, started } = await firstAttemptRow(order, provider, method, context);
      return { alongside: repo.insertAlongside(row), started };
    },

    /** `firstAttempt` of many orders (a batch of renewals), written alongside their orders in one statement. */
    async firstAttempts(
      drafts: readonly OrderDraft[],
      provider: ProviderName,
      method: string | null,
      context: { ipAddress: string },
    ): Promise<AlongsideInsert<typeof payments>> {
      const rows = [];
      for (const order of drafts) rows.push((await firstAttemptRow(order, provider, method, context)).row);
      return repo.insertManyAlongside(rows);
    },

    channels(): { data: PayoutChannelDto[] } {
      return { data: CHANNELS.map((c) => ({ ...c, sandbox: deps.sandbox })).filter((c) => providers[c.provider]) };
    },

    /** Records a verified callback that settles no order payment (subscription variants until memberships exist). */
    async recordUnmatched(provider: ProviderName, dedupeKey: string, payload: unknown): Promise<'RECORDED' | 'DUPLICATE'> {
      try {
        return (await repo.recordCallback({ provider, dedupeKey, paymentId: null, outcome: 'UNMATCHED', payload: payload as object }))
          ? 'RECORDED'
          : 'DUPLICATE';
      } catch (error) {
        if (isUniqueViolation(error)) return 'DUPLICATE';
        throw error;
      }
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
