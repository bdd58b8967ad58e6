import type { Db, DbOrTx } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/http/errors.js';
import type { Notice } from '../orders/order-notices.js';
import { createOrdersRepository } from '../orders/orders.repository.js';
import type { PaymentProviderAdapter, ProviderName } from '../payments/payment-provider.js';
import { createPaymentsRepository, type NewPaymentRow, type PaymentRow } from '../payments/payments.repository.js';
import type { ProductCatalog } from '../products/products.js';
import { refundFailedNotice, refundSucceededNotice } from './refund-notices.js';
import { nextRefundState, type RefundAction } from './refund-status.js';
import { createRefundsRepository, refundReference, refundReferencePrefix, type NewRefundRow, type RefundRow } from './refunds.repository.js';

type Log = { warn: (obj: unknown, msg: string) => void; error: (obj: unknown, msg: string) => void };

/** What the provider said about giving the money back, reduced to what we record. */
interface ProviderAnswer {
  ok: boolean;
  refundId: string | null;
  code: string | null;
  reason: string | null;
}

/**
 * How a refund's money moves, shared by the admin's queue (refunds.service.ts) and an event's
 * cancellation: moves through the refund table, attempts recorded as REFUND payment rows before the
 * provider is asked, the provider's answer settled under a row lock, and the line taken back once.
 */
export function createRefundMoney(deps: {
  db: Db;
  products: ProductCatalog;
  providers: Partial<Record<ProviderName, PaymentProviderAdapter>>;
  notify: (notice: Notice) => Promise<unknown>;
  log?: Log | undefined;
}) {
  const { db, products } = deps;
  const repo = createRefundsRepository(db);
  const orderRows = createOrdersRepository(db);
  const paymentRows = createPaymentsRepository(db);

  async function tell(notices: Notice[]) {
    for (const notice of notices)
      await deps.notify(notice).catch((error: unknown) => deps.log?.error({ err: error, type: notice.type }, 'notification failed'));
  }

  async function context(refund: RefundRow, tx: DbOrTx) {
    const line = await orderRows.findItemWithOrder(refund.orderItemId, tx);
    return { refund, title: line?.item.title ?? 'sản phẩm', orderCode: line?.order.code ?? '' };
  }

  /**
   * A refund locked for a move, its line locked first: an event's cancellation locks the line then its refunds, so every
   * path that may take a line back locks in that order too (the other order deadlocks against a cancellation).
   */
  async function lockRefund(id: string, tx: DbOrTx): Promise<RefundRow | null> {
    const seen = await repo.findById(id, {}, tx);
    if (!seen) return null;
    if (!seen.paymentId) await orderRows.lockItem(seen.orderItemId, tx);
    return repo.findById(id, { lock: true }, tx);
  }

  /** One move of the table, as a conditional update on the state the row was read in (locked). */
  async function move(refund: RefundRow, action: RefundAction, extra: Partial<NewRefundRow>, tx: DbOrTx): Promise<RefundRow> {
    const to = nextRefundState({ approval: refund.approval as never, status: refund.status as never }, action, refund.mode as never);
    if (!to) throw new AppError('ILLEGAL_STATUS_TRANSITION');
    const row = await repo.transition(refund, to, extra, tx);
    if (!row) throw new AppError('ILLEGAL_STATUS_TRANSITION');
    return row;
  }

  /** A refund's payment row, numbered after the attempts before it (reference `<refund>-<attempt>`). */
  async function recordRefundPayment(
    refund: RefundRow,
    fields: Pick<NewPaymentRow, 'provider' | 'method'> & Partial<Pick<NewPaymentRow, 'status' | 'paidAt'>>,
    tx: DbOrTx,
  ) {
    const attempt = (await paymentRows.countWithPrefix(refund.orderId, refundReferencePrefix(refund.id), tx)) + 1;
    return paymentRows.insert(
      { orderId: refund.orderId, transactionType: 'REFUND', amount: refund.amount, reference: refundReference(refund.id, attempt), attempt, ...fields },
      tx,
    );
  }

  /** A new attempt to send an AUTO refund's money back, recorded before the provider is asked. */
  function openAttempt(refund: RefundRow, paid: PaymentRow, tx: DbOrTx): Promise<PaymentRow> {
    return recordRefundPayment(refund, { provider: paid.provider, method: paid.method }, tx);
  }

  async function settleAttempt(attempt: PaymentRow, answer: ProviderAnswer, tx: DbOrTx) {
    await paymentRows.transition(
      { id: attempt.id },
      answer.ok ? 'SUCCEED' : 'FAIL',
      {
        resultCode: answer.code,
        providerTransactionId: answer.refundId,
        failureReason: answer.ok ? null : answer.reason,
        paidAt: answer.ok ? new Date() : null,
      },
      tx,
    );
  }

  /** The payment whose money goes back: the one the refund was opened for, else the one that paid the order. */
  function paidOf(refund: RefundRow, tx: DbOrTx): Promise<PaymentRow | null> {
    return refund.paymentId ? paymentRows.findById(refund.paymentId, tx) : paymentRows.findPaid(refund.orderId, tx);
  }

  /**
   * The money went back: the line is taken back once (refundedAt is set only if it was not), and the
   * order becomes REFUNDED through the order table when no paid line of it is left. A payment the
   * order never took is only marked refunded: the order's own sale stands.
   */
  async function takeBack(refund: RefundRow, manual: { provider: string; method: string } | null, tx: DbOrTx) {
    const now = new Date();
    // A combo's share (an event cancelled inside it) leaves the line the buyer's until its refunds add up to what it cost.
    const line = refund.paymentId ? null : await orderRows.lockItem(refund.orderItemId, tx);
    const whole = line !== null && (await repo.succeededAmountOf(refund.orderItemId, tx)) >= line.total;
    const item = whole ? await orderRows.markItemRefunded(refund.orderItemId, now, tx) : null;
    if (item) {
      await products
        .require(item.productType)
        .revoke(tx, { orderItemId: item.id, orderId: item.orderId, userId: item.userId, productItemId: item.productId, quantity: item.quantity });
    }
    if (manual) await recordRefundPayment(refund, { ...manual, status: 'SUCCESS', paidAt: now }, tx);
    if (refund.paymentId) {
      await paymentRows.transition({ id: refund.paymentId }, 'REFUND', {}, tx);
      return;
    }
    if ((await orderRows.countUnrefundedPaidLines(refund.orderId, tx)) === 0) {
      const moved = await orderRows.transition(refund.orderId, 'REFUND', {}, tx);
      if (moved) await paymentRows.transition({ orderId: refund.orderId, transactionType: 'PAY' }, 'REFUND', {}, tx);
    }
  }

  async function askProvider(refund: RefundRow, paid: PaymentRow, attempt: PaymentRow): Promise<ProviderAnswer> {
    const adapter = deps.providers[paid.provider as ProviderName];
    if (!adapter)
      return {
        ok: false,
        refundId: null,
        code: 'NO_PROVIDER_ADAPTER',
        reason: `Chưa có kết nối hoàn tiền tự động với ${paid.provider}; cần hoàn tiền thủ công.`,
      };
    try {
      const answer = await adapter.refund({
        reference: paid.reference,
        providerTransactionId: paid.providerTransactionId,
        amount: refund.amount,
        paidAmount: paid.amount,
        reason: refund.reason,
        paidAt: paid.paidAt,
        refundReference: attempt.reference,
      });
      return answer.ok ? { ...answer, reason: null } : { ...answer, reason: `Cổng thanh toán từ chối hoàn tiền (mã ${answer.code ?? 'không rõ'}).` };
    } catch (error) {
      deps.log?.warn({ err: error, refundId: refund.id, provider: paid.provider }, 'refund could not be sent to the provider');
      return { ok: false, refundId: null, code: 'PROVIDER_ERROR', reason: 'Không kết nối được cổng thanh toán.' };
    }
  }

  /** Sends an AUTO refund in PROCESSING to its provider and settles it by the answer. */
  async function sendToProvider(refundId: string, attempt: PaymentRow, paid: PaymentRow): Promise<void> {
    const before = await repo.findById(refundId);
    if (!before) return;
    const answer = await askProvider(before, paid, attempt);
    const notices = await db.transaction(async (tx) => {
      const refund = await lockRefund(refundId, tx);
      // Moved meanwhile (rejected while stuck, settled by a second request): the answer changes nothing.
      if (!refund || refund.approval !== 'APPROVED' || refund.status !== 'PROCESSING') return [];
      await settleAttempt(attempt, answer, tx);
      if (answer.ok) {
        const done = await move(refund, 'PROVIDER_OK', { providerRefundId: answer.refundId, completedAt: new Date() }, tx);
        await takeBack(done, null, tx);
        return [refundSucceededNotice(await context(done, tx))];
      }
      const failed = await move(refund, 'FAIL', {}, tx);
      return [refundFailedNotice(await context(failed, tx), answer.reason)];
    });
    await tell(notices);
  }

  return { tell, context, lockRefund, move, recordRefundPayment, openAttempt, paidOf, takeBack, sendToProvider };
}
export type RefundMoney = ReturnType<typeof createRefundMoney>;
