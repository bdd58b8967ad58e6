import { formatVnd, type OrderSummaryDto } from '@market/contract';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { formatDateTime } from '../../lib/time';
import { m } from '../../lib/messages';
import { formatClock } from '../events/event-time';
import { holdExpired } from './order-state';
import { OrderStatusBadge } from './OrderStatusBadge';
import { orderPath } from './paths';

const t = m.orders;

function titlesText(order: OrderSummaryDto): string {
  const [first, ...rest] = order.titles;
  if (!first) return '';
  const others = Math.max(order.itemCount, order.titles.length) - 1;
  return others > 0 ? `${first} ${t.more(others)}` : [first, ...rest].join(', ');
}

interface OrderCardProps {
  order: OrderSummaryDto;
  now: number;
  onPay: (order: OrderSummaryDto) => void;
  paying: boolean;
}

/** One order in the list: code, when, what, how much, where it stands; a pending one can be paid from here. */
export function OrderCard({ order, now, onPay, paying }: OrderCardProps) {
  const payable = order.status === 'PENDING' && !holdExpired(order, now);
  return (
    <li
      className="relative flex flex-col gap-3 px-5 py-4 transition-colors hover:bg-sunken/50 sm:flex-row sm:items-center sm:gap-5 sm:px-6"
      data-testid="order-card"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link to={orderPath(order.id)} aria-label={t.viewOf(order.code)} className="font-semibold text-ink after:absolute after:inset-0 hover:text-brand-700">
            {t.code(order.code)}
          </Link>
          <OrderStatusBadge status={order.status} />
        </div>
        <p className="mt-1 line-clamp-2 text-sm text-ink-soft">{titlesText(order)}</p>
        <p className="mt-1 text-[13px] text-muted">
          <time dateTime={order.createdAt}>{t.placedAt(formatDateTime(order.createdAt))}</time>
          {payable && order.holdExpiresAt ? <span className="text-warning-700"> · {t.holdUntil(formatClock(order.holdExpiresAt))}</span> : null}
        </p>
      </div>
      <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
        <p className="font-semibold text-ink tabular-nums">
          <span className="sr-only">{t.total}: </span>
          {formatVnd(order.total)}
        </p>
        {payable ? (
          // Above the card's stretched link, so it gets the click.
          <Button size="sm" className="relative z-10" onClick={() => onPay(order)} loading={paying} aria-label={t.payNowOf(order.code)}>
            {t.payNow}
          </Button>
        ) : (
          <ChevronRight className="hidden size-5 text-subtle sm:block" aria-hidden />
        )}
      </div>
    </li>
  );
}
