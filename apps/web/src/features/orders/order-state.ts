import { CheckoutProvider, type CheckoutBody, type OrderDto, type OrderItemDto } from '@market/contract';

/**
 * What the buyer should see about an order right now:
 * - WAITING: its payment has no answer yet (the page keeps asking);
 * - RETRY: the payment failed or was cancelled but the hold still runs, so paying again is possible;
 * - PAID, REFUNDED;
 * - CLOSED: cancelled or failed, or its hold ran out (the server cancels it shortly).
 */
export type OrderView = 'WAITING' | 'RETRY' | 'PAID' | 'REFUNDED' | 'CLOSED';

export function holdExpired(order: Pick<OrderDto, 'holdExpiresAt'>, now: number): boolean {
  return order.holdExpiresAt !== null && Date.parse(order.holdExpiresAt) <= now;
}

export function orderView(order: Pick<OrderDto, 'status' | 'payment' | 'holdExpiresAt'>, now: number): OrderView {
  switch (order.status) {
    case 'PAID':
      return 'PAID';
    case 'REFUNDED':
      return 'REFUNDED';
    case 'CANCELLED':
    case 'FAILED':
      return 'CLOSED';
    default:
      if (holdExpired(order, now)) return 'CLOSED';
      return order.payment === null || order.payment.status === 'PENDING' ? 'WAITING' : 'RETRY';
  }
}

/** The page to go back to for another try: the product's own page (calendar or event), else the events. */
export function productLink(items: readonly Pick<OrderItemDto, 'calendarId' | 'link'>[]): { to: string; kind: 'calendar' | 'event' } {
  const first = items.find((item) => item.link) ?? items[0];
  const kind = first?.calendarId ? 'calendar' : 'event';
  return { to: first?.link ?? (first?.calendarId ? `/calendars/${first.calendarId}` : '/events'), kind };
}

/** "12:05" (minutes:seconds), or "1:02:05" past an hour; never negative. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** An order's provider as the retry call takes it (Apple is paid in the app, so the web picks again). */
export function webProvider(value: string | null): Exclude<CheckoutBody['provider'], 'APPLE'> | undefined {
  const parsed = CheckoutProvider.safeParse(value);
  return parsed.success && parsed.data !== 'APPLE' ? parsed.data : undefined;
}
