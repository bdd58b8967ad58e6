import type { BookingCalendarDto } from '@market/contract';
import { Badge, type BadgeTone } from '../../components/ui/Badge';
import { m } from '../../lib/messages';

const tones: Record<BookingCalendarDto['bookingStatus'], BadgeTone> = {
  HOLDING: 'neutral',
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
  CANCELED: 'neutral',
};

/** Chờ duyệt / Đã xác nhận / Bị từ chối / Đã huỷ. */
export function BookingStatusBadge({ status }: { status: BookingCalendarDto['bookingStatus'] }) {
  return <Badge tone={tones[status]}>{m.bookings.statuses[status] ?? status}</Badge>;
}
