import type { NotificationType } from '@market/contract';

/** Where the person follows their request, in the account pages. */
export const LAYOFF_LINK = '/account/layoff-support';

export interface LayoffNotice {
  type: Extract<NotificationType, 'LAYOFF_DISCOUNT_REQUESTED' | 'LAYOFF_DISCOUNT_APPROVED' | 'LAYOFF_DISCOUNT_REJECTED'>;
  title: string;
  body: string;
  link: string;
  data: Record<string, unknown>;
}

const dayOf = (at: Date) => new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', day: '2-digit', month: '2-digit', year: 'numeric' }).format(at);

/**
 * Told to the person who asked: admin queues in this product are looked at in the console, nobody is
 * notified of a new entry (host applications, refunds, moderation), so "requested" is the receipt.
 */
export const layoffRequestedNotice = (requestId: string): LayoffNotice => ({
  type: 'LAYOFF_DISCOUNT_REQUESTED',
  title: 'Đã nhận yêu cầu hỗ trợ người mất việc',
  body: 'Chúng tôi đã nhận yêu cầu và minh chứng của bạn. Kết quả xét duyệt sẽ được thông báo trong vài ngày làm việc.',
  link: LAYOFF_LINK,
  data: { layoffRequestId: requestId },
});

export const layoffApprovedNotice = (requestId: string, discount: { percent: number; validFrom: Date; validUntil: Date }): LayoffNotice => ({
  type: 'LAYOFF_DISCOUNT_APPROVED',
  title: 'Yêu cầu hỗ trợ người mất việc đã được duyệt',
  body: `Bạn được giảm ${discount.percent}% cho một lần đăng ký gói hội viên hoặc chương trình reskill, áp dụng từ ${dayOf(discount.validFrom)} đến hết ${dayOf(new Date(discount.validUntil.getTime() - 1))}.`,
  link: LAYOFF_LINK,
  data: { layoffRequestId: requestId, percent: discount.percent, validUntil: discount.validUntil.toISOString() },
});

export const layoffRejectedNotice = (requestId: string, reason: string): LayoffNotice => ({
  type: 'LAYOFF_DISCOUNT_REJECTED',
  title: 'Yêu cầu hỗ trợ người mất việc chưa được duyệt',
  body: `Lý do: ${reason}\nBạn có thể gửi lại yêu cầu với minh chứng bổ sung.`,
  link: LAYOFF_LINK,
  data: { layoffRequestId: requestId },
});
