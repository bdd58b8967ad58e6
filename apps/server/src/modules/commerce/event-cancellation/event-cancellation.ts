import { formatVnd, type EventCancellationDto } from '@market/contract';
import type { Notice } from '../orders/order-notices.js';
import { refundModeFor } from '../refunds/refund-status.js';
import type { SoldLine } from './event-cancellation.repository.js';

/** What cancelling does to one paid line: money back by the provider or by transfer, a free ticket voided, or nothing left to do. */
export type LineOutcome = 'REFUND_AUTO' | 'REFUND_MANUAL' | 'VOID' | 'DONE';

export function lineOutcome(line: Pick<SoldLine, 'total' | 'refundedAt' | 'provider'>): LineOutcome {
  if (line.refundedAt) return 'DONE';
  if (line.total === 0 || line.provider === 'FREE') return 'VOID';
  return refundModeFor(line.provider) === 'AUTO' ? 'REFUND_AUTO' : 'REFUND_MANUAL';
}

/**
 * The part of a combo line's price that paid for the cancelled event's tickets: the line's total
 * split pro rata to its items' list prices (each times its quantity), rounded to the đồng. A combo
 * of this event's tickets only is refunded whole; items with no list price at all share by quantity.
 */
export function comboShare(total: number, parts: readonly { listPrice: number; quantity: number; cancelled: boolean }[]): number {
  const priced = parts.some((p) => p.listPrice > 0);
  const weight = (p: (typeof parts)[number]) => (priced ? p.listPrice : 1) * p.quantity;
  const all = parts.reduce((sum, p) => sum + weight(p), 0);
  const cancelled = parts.filter((p) => p.cancelled).reduce((sum, p) => sum + weight(p), 0);
  if (!all || cancelled >= all) return total;
  return Math.round((total * cancelled) / all);
}

/** What one buyer is owed by the cancellation. */
export interface BuyerShare {
  userId: string;
  refund: number;
  byTransfer: boolean;
  freeLines: number;
  pendingOrders: number;
}

/** Each buyer's share of the cancellation, from the lines not refunded yet and the unpaid orders. */
export function buyerShares(lines: readonly SoldLine[], pending: readonly { userId: string }[]): BuyerShare[] {
  const shares = new Map<string, BuyerShare>();
  const of = (userId: string) => {
    let share = shares.get(userId);
    if (!share) shares.set(userId, (share = { userId, refund: 0, byTransfer: false, freeLines: 0, pendingOrders: 0 }));
    return share;
  };
  for (const line of lines) {
    const outcome = lineOutcome(line);
    if (outcome === 'DONE') continue;
    const share = of(line.userId);
    if (outcome === 'VOID') share.freeLines += 1;
    else share.refund += line.total;
    if (outcome === 'REFUND_MANUAL') share.byTransfer = true;
  }
  for (const order of pending) of(order.userId).pendingOrders += 1;
  return [...shares.values()];
}

/** What the studio shows before (and after) cancelling: the host's "n buyers, amount refunded". */
export function cancellationSummary(
  event: { id: string; title: string; cancelledAt: Date | null; cancelReason: string | null; endAt: Date | null },
  lines: readonly SoldLine[],
  pending: readonly { orderId: string; userId: string }[],
  coHosts: number,
  now: Date,
): EventCancellationDto {
  const outcomes = lines.map((line) => ({ line, outcome: lineOutcome(line) }));
  const paid = outcomes.filter((o) => o.outcome === 'REFUND_AUTO' || o.outcome === 'REFUND_MANUAL');
  return {
    eventId: event.id,
    title: event.title,
    buyers: buyerShares(lines, pending).length,
    paidLines: paid.length,
    refundAmount: paid.reduce((sum, o) => sum + o.line.total, 0),
    bankTransferRefunds: paid.filter((o) => o.outcome === 'REFUND_MANUAL').length,
    freeLines: outcomes.filter((o) => o.outcome === 'VOID').length,
    pendingOrders: pending.length,
    coHosts,
    cancelledAt: event.cancelledAt?.toISOString() ?? null,
    cancelReason: event.cancelReason,
    canCancel: !event.cancelledAt && !(event.endAt && event.endAt <= now),
  };
}

/** The buyer's notice: the event is off, why, and what happens to their money and tickets. */
export function buyerCancelledNotice(event: { id: string; title: string }, reason: string | null, share: BuyerShare): Notice {
  const parts = [`Sự kiện "${event.title}" đã bị ban tổ chức huỷ.${reason ? ` Lý do: ${reason}` : ''}`];
  if (share.refund > 0)
    parts.push(
      share.byTransfer
        ? `Bạn sẽ được hoàn lại ${formatVnd(share.refund)} bằng chuyển khoản: vui lòng nhập tài khoản nhận tiền trong mục Hoàn tiền.`
        : `Bạn sẽ được hoàn lại ${formatVnd(share.refund)} qua cổng thanh toán bạn đã dùng.`,
    );
  if (share.freeLines > 0) parts.push('Vé miễn phí của bạn đã bị huỷ.');
  if (share.pendingOrders > 0) parts.push('Đơn hàng chưa thanh toán của bạn đã được huỷ, vé giữ chỗ được trả lại.');
  return {
    userId: share.userId,
    type: 'EVENT_CANCELLED',
    title: 'Sự kiện đã bị huỷ',
    body: parts.join(' '),
    link: share.refund > 0 ? '/me/refunds' : '/me/tickets',
    data: { eventId: event.id, refund: share.refund },
  };
}

/** A co-host's notice: the event they help run is off, and what went back to buyers. */
export function coHostCancelledNotice(event: { id: string; title: string }, userId: string, shares: readonly BuyerShare[]): Notice {
  const refund = shares.reduce((sum, s) => sum + s.refund, 0);
  return {
    userId,
    type: 'EVENT_CANCELLED',
    title: 'Sự kiện bạn đồng tổ chức đã bị huỷ',
    body: `Sự kiện "${event.title}" đã bị huỷ. ${shares.length} người mua được báo tin; tổng số tiền hoàn lại ${formatVnd(refund)}.`,
    link: '/studio/events',
    data: { eventId: event.id, buyers: shares.length, refund },
  };
}
