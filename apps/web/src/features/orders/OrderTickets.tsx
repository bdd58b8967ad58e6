import { productTypeOf, type OrderDto } from '@market/contract';
import { m } from '../../lib/messages';
import { useOrderTickets } from '../tickets/api';
import { TicketQr } from '../tickets/TicketQr';
import { comboSlugOf } from './bought-items';

const t = m.payment;
const tt = m.bookings.tickets;

/** Whether an order may have given tickets: a line of a type counted as tickets, or a combo (which may hold tiers). */
export const mayHoldTickets = (order: Pick<OrderDto, 'items'>) =>
  order.items.some((item) => productTypeOf(item.productItemType).countsAsTickets || comboSlugOf(item) !== null);

/**
 * A paid order's tickets, QR codes and all, right on the payment page: its ticket lines and the tiers its
 * combos hold, grouped by event and tier. Nothing is shown for an order that gave no ticket.
 */
export function OrderTickets({ order }: { order: OrderDto }) {
  const query = useOrderTickets(order.id, mayHoldTickets(order));
  if (!mayHoldTickets(order)) return null;
  if (query.isPending)
    return (
      <p className="text-center text-sm text-muted" role="status">
        {t.ticketsLoading}
      </p>
    );
  if (query.isError) return <p className="text-center text-sm text-muted">{t.ticketsError}</p>;
  const groups = query.data.data;
  if (!groups.length) return null;
  return (
    <section aria-labelledby="order-tickets-title" className="flex flex-col gap-3" data-testid="order-tickets">
      <div className="text-center">
        <h2 id="order-tickets-title" className="text-base font-semibold text-ink">
          {t.ticketsTitle}
        </h2>
        <p className="mt-1 text-sm text-muted">{t.ticketsLead}</p>
      </div>
      {groups.map((group) => (
        <div key={`${group.orderItemId}:${group.tierName}`} className="flex flex-col gap-3">
          <h3 className="text-sm font-medium text-ink-soft">
            {group.event.title} · {group.tierName}
          </h3>
          <div className="grid gap-3 sm:grid-cols-2">
            {group.tickets.map((ticket, index) => (
              <TicketQr key={ticket.id} ticket={ticket} label={tt.ticketOf(index + 1, group.tickets.length)} />
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}
