import type { OrderItemDto } from '@market/contract';
import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/Badge';
import { m } from '../../lib/messages';
import { priceText } from '../events/event-price';
import { formatEventStart } from '../events/event-time';
import { comboSlugOf } from './bought-items';
import { ComboContents } from './ComboContents';

const t = m.orders;

/** An order's lines: what, when, how many at what price, what was paid, and each line's own status. */
export function OrderItems({
  items,
  showStatus = false,
  actions,
}: {
  items: readonly OrderItemDto[];
  showStatus?: boolean;
  actions?: (item: OrderItemDto) => ReactNode;
}) {
  return (
    <ul className="divide-y divide-line">
      {items.map((item) => (
        <li key={item.id} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0" data-testid="order-item">
          <div className="min-w-0">
            <p className="font-medium text-ink">{item.title}</p>
            {item.subtitle ? <p className="text-sm text-ink-soft">{item.subtitle}</p> : null}
            <p className="mt-0.5 text-[13px] text-muted">
              {m.checkout.quantityPrice(item.quantity, priceText(item.unitPrice))}
              {item.startsAt ? ` · ${t.startsAt(formatEventStart(item.startsAt))}` : null}
            </p>
            {comboSlugOf(item) ? <ComboContents slug={comboSlugOf(item)!} title={item.title} /> : null}
            {showStatus ? (
              <div className="mt-1.5 flex flex-wrap gap-1.5">
                <Badge tone={item.status === 'SUCCESS' ? 'success' : item.status === 'HOLDING' ? 'warning' : 'neutral'}>
                  {t.itemStatuses[item.status] ?? item.status}
                </Badge>
                {item.bookingStatus ? <Badge tone="brand">{t.bookingStatuses[item.bookingStatus] ?? item.bookingStatus}</Badge> : null}
              </div>
            ) : null}
            {actions ? <div className="mt-2">{actions(item)}</div> : null}
          </div>
          <p className="shrink-0 font-semibold text-ink tabular-nums">{priceText(item.total)}</p>
        </li>
      ))}
    </ul>
  );
}
