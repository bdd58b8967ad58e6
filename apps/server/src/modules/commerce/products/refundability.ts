/** How long after buying a lasting-access item (with no start time) its buyer may still ask for the money back. */
export const LASTING_ACCESS_REFUND_DAYS = 7;
const DAY = 86_400_000;

export interface RefundableLine {
  /** When the product happens (an event, a booked frame); null for what has no start. */
  startsAt: Date | null;
  /** When the order was paid (its creation when the payment time is unknown). */
  paidAt: Date;
  grantsLastingAccess: boolean;
  /** The buyer has already used what was bought (a digital item opened, a ticket checked in). */
  consumed: boolean;
}

/**
 * Why a paid line can no longer be refunded, as the buyer is told, or null when it can. The one rule
 * of refund eligibility by time and use: nothing already used (a ticket checked in at the door before
 * the start, an opened digital item); a dated product until it starts; a lasting-access item within
 * LASTING_ACCESS_REFUND_DAYS of purchase; anything else always.
 */
export function refundRefusal(line: RefundableLine, now: Date): string | null {
  if (line.startsAt && line.startsAt <= now) return 'Sự kiện hoặc lịch hẹn đã bắt đầu nên không thể yêu cầu hoàn tiền.';
  if (line.consumed)
    return line.grantsLastingAccess ? 'Bạn đã sử dụng sản phẩm này nên không thể yêu cầu hoàn tiền.' : 'Vé đã được check-in nên không thể yêu cầu hoàn tiền.';
  if (line.startsAt || !line.grantsLastingAccess) return null;
  if (now.getTime() - line.paidAt.getTime() > LASTING_ACCESS_REFUND_DAYS * DAY)
    return `Chỉ yêu cầu hoàn tiền được trong ${LASTING_ACCESS_REFUND_DAYS} ngày kể từ khi mua.`;
  return null;
}
