import { formatVnd, type NotificationType } from '@market/contract';
import { z } from 'zod';
import { defineTask } from '../../../platform/tasks/scheduler.js';
import type { NotificationsService } from '../../engagement/index.js';

export const SubscriptionNoticeKind = z.enum([
  'FIRST_PAID',
  'FIRST_FAILED',
  'TIMEOUT',
  'RENEWAL_DUE',
  'RENEWED',
  'RENEWAL_FAILED',
  'EXPIRED_UNPAID',
  'CANCELLED',
  'ENDED',
  'PLAN_CHANGED',
]);
export type SubscriptionNoticeKind = z.infer<typeof SubscriptionNoticeKind>;

const Payload = z.object({
  userId: z.uuid(),
  kind: SubscriptionNoticeKind,
  plan: z.string(),
  subscriptionId: z.uuid(),
  amount: z.number().int().optional(),
  /** ISO date: the period's end, the next try, or the last day to pay. */
  at: z.string().optional(),
  orderId: z.uuid().optional(),
});
export type SubscriptionNotice = z.infer<typeof Payload>;

const day = (iso: string | undefined) =>
  iso ? new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(iso)) : '';

/** Each notice in words (spec's subscription notification types), linking to where the member acts. */
export function noticeContent(n: SubscriptionNotice): { type: NotificationType; title: string; body: string; link: string } {
  const mine = '/me/subscription';
  const pay = n.orderId ? `/orders/${n.orderId}` : mine;
  const money = n.amount !== undefined ? formatVnd(n.amount) : '';
  switch (n.kind) {
    case 'FIRST_PAID':
      return {
        type: 'SUBSCRIPTION_FIRST_PAYMENT_SUCCESS',
        title: 'Chào mừng hội viên mới',
        body: `Gói ${n.plan} đã được kích hoạt. Các khoá học trong gói đã mở cho bạn.`,
        link: mine,
      };
    case 'FIRST_FAILED':
      return {
        type: 'SUBSCRIPTION_FIRST_PAYMENT_FAILED',
        title: 'Thanh toán gói hội viên không thành công',
        body: `Thanh toán đầu tiên cho gói ${n.plan} không thành công. Bạn có thể đăng ký lại bằng phương thức khác.`,
        link: '/memberships',
      };
    case 'TIMEOUT':
      return {
        type: 'SUBSCRIPTION_TIMEOUT',
        title: 'Đăng ký gói hội viên đã hết hạn chờ',
        body: `Bạn chưa thanh toán gói ${n.plan} trong thời gian giữ chỗ nên đăng ký đã bị huỷ.`,
        link: '/memberships',
      };
    case 'RENEWAL_DUE':
      return {
        type: 'SUBSCRIPTION_RENEWAL',
        title: 'Đến kỳ gia hạn gói hội viên',
        body: `Gói ${n.plan} đến kỳ gia hạn: ${money}. Vui lòng thanh toán trước ngày ${day(n.at)} để không bị gián đoạn.`,
        link: pay,
      };
    case 'RENEWED':
      return {
        type: 'SUBSCRIPTION_SUCCESS',
        title: 'Gia hạn gói hội viên thành công',
        body: `Gói ${n.plan} đã được gia hạn (${money}) đến ngày ${day(n.at)}.`,
        link: mine,
      };
    case 'RENEWAL_FAILED':
      return {
        type: 'SUBSCRIPTION_FAILED',
        title: 'Gia hạn gói hội viên không thành công',
        body: `Không thu được ${money} cho gói ${n.plan}. Chúng tôi sẽ thử lại vào ngày ${day(n.at)}; bạn có thể đổi thẻ hoặc thanh toán ngay.`,
        link: mine,
      };
    case 'EXPIRED_UNPAID':
      return {
        type: 'SUBSCRIPTION_FAILED',
        title: 'Gói hội viên đã hết hạn',
        body: `Gói ${n.plan} đã hết hạn vì kỳ gia hạn chưa được thanh toán. Bạn có thể đăng ký lại bất cứ lúc nào.`,
        link: '/memberships',
      };
    case 'CANCELLED':
      return {
        type: 'SUBSCRIPTION_CANCELLED',
        title: 'Đã huỷ gia hạn gói hội viên',
        body: `Gói ${n.plan} sẽ không tự gia hạn. Bạn vẫn dùng được đến hết ngày ${day(n.at)}.`,
        link: mine,
      };
    case 'ENDED':
      return {
        type: 'SUBSCRIPTION_CANCELLED',
        title: 'Gói hội viên đã kết thúc',
        body: `Gói ${n.plan} đã kết thúc theo yêu cầu huỷ của bạn.`,
        link: '/memberships',
      };
    case 'PLAN_CHANGED':
      return {
        type: 'SUBSCRIPTION_SUCCESS',
        title: 'Đã đổi gói hội viên',
        body: `Bạn đã chuyển sang gói ${n.plan}${money ? ` (đã thanh toán ${money})` : ''}.`,
        link: mine,
      };
  }
}

/**
 * A subscription notice, written in the transaction that decided it (a task of its own, keyed so
 * that the same fact is told once) and sent after that transaction committed.
 */
export function subscriptionNoticeTask(deps: { notifications: () => Pick<NotificationsService, 'notify' | 'notifyEach'> }) {
  const told = (notice: SubscriptionNotice) => {
    const { type, ...content } = noticeContent(notice);
    return { userId: notice.userId, type, content: { ...content, data: { subscriptionId: notice.subscriptionId } } };
  };
  return defineTask({
    name: 'memberships.subscription-notice',
    payload: Payload,
    maxAttempts: 3,
    async handle(notice) {
      const { userId, type, content } = told(notice);
      await deps.notifications().notify(userId, type, content);
    },
    // The notices of a batch of renewals, told together (as `notify` tells each).
    batch: {
      size: 100,
      async handle(tasks) {
        await deps.notifications().notifyEach(tasks.map((task) => told(task.payload)));
        return [];
      },
    },
  });
}
