import { formatVnd } from '@market/contract';
import type { Notice } from '../orders/order-notices.js';
import type { RefundRow } from './refunds.repository.js';

interface Context {
  refund: Pick<RefundRow, 'id' | 'userId' | 'amount' | 'mode' | 'orderId'>;
  title: string;
  orderCode: string;
}

const LINK = '/me/refunds';
const data = (c: Context) => ({ refundId: c.refund.id, orderId: c.refund.orderId, orderCode: c.orderCode });

export function refundSucceededNotice(c: Context): Notice {
  const where =
    c.refund.mode === 'AUTO'
      ? 'Tiền sẽ về thẻ hoặc ví bạn đã dùng để thanh toán trong vài ngày làm việc.'
      : 'Tiền đã được chuyển vào tài khoản ngân hàng bạn cung cấp.';
  return {
    userId: c.refund.userId,
    type: 'REFUND_SUCCESS',
    title: 'Hoàn tiền thành công',
    body: `Đã hoàn ${formatVnd(c.refund.amount)} cho ${c.title} (đơn hàng ${c.orderCode}). ${where}`,
    link: LINK,
    data: data(c),
  };
}

export function refundRejectedNotice(c: Context, note: string | null): Notice {
  return {
    userId: c.refund.userId,
    type: 'REFUND_FAILED',
    title: 'Yêu cầu hoàn tiền bị từ chối',
    body: `Yêu cầu hoàn tiền cho ${c.title} (đơn hàng ${c.orderCode}) đã bị từ chối${note ? `: ${note}` : '.'}`,
    link: LINK,
    data: data(c),
  };
}

export function refundFailedNotice(c: Context, reason: string | null): Notice {
  return {
    userId: c.refund.userId,
    type: 'REFUND_FAILED',
    title: 'Hoàn tiền chưa thành công',
    body: `Chưa hoàn được ${formatVnd(c.refund.amount)} cho ${c.title} (đơn hàng ${c.orderCode})${reason ? `: ${reason}` : '.'} Chúng tôi sẽ kiểm tra và liên hệ với bạn.`,
    link: LINK,
    data: data(c),
  };
}
