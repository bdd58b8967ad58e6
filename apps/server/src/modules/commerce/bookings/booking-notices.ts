import type { NotificationType } from '@market/contract';
import type { Notice } from '../orders/order-notices.js';
import type { BookingAction } from './booking-status.js';

interface Booking {
  id: string;
  userId: string;
  hostId: string;
  title: string;
  subtitle: string | null;
  total: number;
}

const REFUND_HINT = 'Bạn có thể gửi yêu cầu hoàn tiền trong mục Đơn hàng của tôi.';

/** Who hears of a booking's answer or cancellation: always the other party (spec 3.5 kinds). */
export function bookingNotice(action: BookingAction, booking: Booking, names: { host: string; buyer: string }, reason?: string): Notice | null {
  const what = `"${booking.title}"${booking.subtitle ? ` (${booking.subtitle})` : ''}`;
  const why = reason ? ` Lý do: ${reason}` : '';
  const refund = booking.total > 0 ? ` ${REFUND_HINT}` : '';
  const toBuyer = (type: NotificationType, kind: string, title: string, body: string): Notice => ({
    userId: booking.userId,
    type,
    title,
    body,
    link: '/me/bookings',
    data: { orderItemId: booking.id, kind, ...(reason ? { reason } : {}) },
  });
  switch (action) {
    case 'APPROVE':
      return toBuyer('CALENDAR_BOOKING_APPROVED', 'APPROVED', 'Lịch hẹn đã được xác nhận', `${names.host} đã xác nhận lịch hẹn ${what} của bạn.`);
    case 'REJECT':
      return toBuyer('CALENDAR_BOOKING_REJECTED', 'REJECTED', 'Lịch hẹn bị từ chối', `${names.host} đã từ chối lịch hẹn ${what}.${why}${refund}`);
    case 'HOST_CANCEL':
      return toBuyer('CALENDAR_BOOKING_HOST_CANCELED', 'HOST_CANCELED', 'Lịch hẹn đã bị huỷ', `${names.host} đã huỷ lịch hẹn ${what}.${why}${refund}`);
    case 'USER_CANCEL':
      return {
        userId: booking.hostId,
        type: 'CALENDAR_BOOKING_USER_CANCELED',
        title: 'Một lịch hẹn đã bị huỷ',
        body: `${names.buyer} đã huỷ lịch hẹn ${what}.${why} Khung giờ đã được mở lại cho người khác đặt.`,
        link: '/studio/bookings',
        data: { orderItemId: booking.id, kind: 'USER_CANCELED', ...(reason ? { reason } : {}) },
      };
    default:
      return null;
  }
}
