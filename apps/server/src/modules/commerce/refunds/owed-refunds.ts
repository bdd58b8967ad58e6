import { formatVnd } from '@market/contract';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import type { Notice } from '../orders/order-notices.js';
import type { OrderRow } from '../orders/orders.repository.js';
import { createOrdersRepository } from '../orders/orders.repository.js';
import type { PaymentRow } from '../payments/payments.repository.js';
import { createPaymentsRepository } from '../payments/payments.repository.js';
import { nextRefundState, refundModeFor } from './refund-status.js';
import { createRefundsRepository, type RefundRow } from './refunds.repository.js';

/** Why money arrived that the order could not take. */
export type OwedReason = 'ALREADY_PAID' | 'SOLD_OUT' | 'SUBSCRIPTION_HELD' | 'PRICE_WITHDRAWN' | 'SUBSCRIPTION_ENDED';

const REASONS: Record<OwedReason, string> = {
  ALREADY_PAID: 'Đơn hàng đã được thanh toán bằng một giao dịch khác; khoản thanh toán trùng được hoàn lại.',
  SOLD_OUT: 'Thanh toán đến sau khi hết thời gian giữ chỗ và chỗ đã được bán hết; khoản thanh toán được hoàn lại.',
  SUBSCRIPTION_HELD:
    'Thanh toán gói hội viên đến sau khi đăng ký đã bị huỷ, trong lúc bạn đã có một đăng ký khác của cùng gói; khoản thanh toán được hoàn lại.',
  PRICE_WITHDRAWN: 'Thanh toán gói hội viên đến sau khi mức giá hoặc gói hội viên đã ngừng bán; khoản thanh toán được hoàn lại.',
  SUBSCRIPTION_ENDED:
    'App Store gia hạn gói hội viên sau khi đăng ký đã huỷ hoặc đã kết thúc; khoản thanh toán được hoàn lại. Hãy tắt tự động gia hạn trong cài đặt App Store nếu bạn không muốn tiếp tục.',
};

const WHY: Record<OwedReason, string> = {
  ALREADY_PAID: 'đã được thanh toán trước đó',
  SOLD_OUT: 'đã hết chỗ khi thanh toán của bạn đến',
  SUBSCRIPTION_HELD: 'đã bị huỷ và bạn đang có một đăng ký khác của cùng gói hội viên',
  PRICE_WITHDRAWN: 'thuộc một mức giá hội viên đã ngừng bán',
  SUBSCRIPTION_ENDED: 'thuộc một đăng ký hội viên đã huỷ hoặc đã kết thúc',
};

export function refundOpenedNotice(
  order: Pick<OrderRow, 'id' | 'code' | 'userId'>,
  payment: Pick<PaymentRow, 'amount'>,
  reason: OwedReason,
  refundId: string,
): Notice {
  const why = WHY[reason];
  return {
    userId: order.userId,
    type: 'PAYMENT_FAILED',
    title: 'Thanh toán sẽ được hoàn lại',
    body: `Đơn hàng ${order.code} ${why}, nên khoản ${formatVnd(payment.amount)} bạn vừa thanh toán sẽ được hoàn lại. Bạn có thể theo dõi trong mục Hoàn tiền.`,
    link: '/me/refunds',
    data: { orderId: order.id, orderCode: order.code, refundId },
  };
}

/**
 * Money confirmed for an order that cannot take it (paid twice, or paid late with no room left)
 * opens a refund of that payment in the admin's queue, inside the settlement's transaction: AUTO
 * through the provider that took it when it can refund, else a MANUAL transfer once the buyer gives
 * an account. One refund per payment (a unique index), so a redelivered callback opens nothing more.
 */
export function createOwedRefunds(deps: { db: Db }) {
  const refunds = createRefundsRepository(deps.db);
  const orders = createOrdersRepository(deps.db);
  const payments = createPaymentsRepository(deps.db);
  return {
    /**
     * The provider gave an owed payment back to the buyer by itself (an App Store REFUND of a
     * transaction we owed back): its refund, if no transfer was made yet, is done (PROVIDER_RETURNED)
     * and the payment refunded, so the admins transfer nothing. Answers the refund's state after it
     * (null: no owed payment of that transaction). A refund already transferred stays as it is: the
     * money went back twice, which the admins see on the refund.
     */
    async returnedByProvider(provider: string, providerTransactionId: string, tx: DbOrTx): Promise<RefundRow | null> {
      const payment = await payments.findByReference(provider, `txn:${providerTransactionId}`, { lock: true }, tx);
      const found = payment && (await refunds.findByPayment(payment.id, { lock: true }, tx));
      if (!payment || !found) return null;
      const to = nextRefundState({ approval: found.approval as never, status: found.status as never }, 'PROVIDER_RETURNED', found.mode as never);
      if (!to) return found;
      const done = await refunds.transition(
        found,
        to,
        { completedAt: new Date(), adminNote: found.adminNote ?? 'Cổng thanh toán đã tự hoàn khoản này cho người mua; không cần chuyển khoản.' },
        tx,
      );
      if (done) await payments.transition({ id: payment.id }, 'REFUND', {}, tx);
      return done;
    },

    async open(order: OrderRow, payment: PaymentRow, reason: OwedReason, tx: DbOrTx): Promise<Notice | null> {
      const [line] = await orders.listItemsOf([order.id], {}, tx);
      if (!line) return null;
      const mode = refundModeFor(payment.provider);
      const refund = await refunds.insertForPayment(
        {
          orderId: order.id,
          orderItemId: line.id,
          userId: order.userId,
          paymentId: payment.id,
          amount: payment.amount,
          reason: REASONS[reason],
          mode,
          status: mode === 'MANUAL' ? 'AWAITING_INFO' : 'PENDING',
        },
        tx,
      );
      return refund ? refundOpenedNotice(order, payment, reason, refund.id) : null;
    },
  };
}
export type OwedRefunds = ReturnType<typeof createOwedRefunds>;
