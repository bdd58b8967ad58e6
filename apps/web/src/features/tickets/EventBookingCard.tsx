import type { BookingEventDto } from '@market/contract';
import { MapPin, Video } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../components/ui/Card';
import { m } from '../../lib/messages';
import { formatInstantRange } from '../../lib/vietnam-time';
import { orderPath } from '../orders/paths';
import { AddToCalendar } from './AddToCalendar';
import { TicketQr } from './TicketQr';

const t = m.bookings.tickets;

function placeOf(event: BookingEventDto['event']): string | null {
  if (event.format === 'ONLINE') return t.online;
  return [event.venueName, event.address, event.city].filter(Boolean).join(', ') || null;
}

/** One event I hold tickets for: when and where, what I bought, and each ticket's QR code. */
export function EventBookingCard({ booking, past }: { booking: BookingEventDto; past: boolean }) {
  const { event } = booking;
  const place = placeOf(event);
  const headingId = `booking-${event.id}`;
  return (
    <Card className="overflow-hidden" aria-labelledby={headingId} data-testid="event-booking">
      <div className="flex flex-col gap-4 border-b border-line p-5 sm:flex-row sm:p-6">
        {event.coverImage ? (
          <img src={event.coverImage} alt="" loading="lazy" className="aspect-[1.9] w-full rounded-xl border border-line object-cover sm:w-48" />
        ) : null}
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-lg font-semibold text-ink">
            <Link to={`/events/${event.slug}`} className="hover:text-brand-700 hover:underline">
              {event.title}
            </Link>
          </h2>
          <p className="mt-1 text-sm text-muted">{t.host(event.host.fullName)}</p>
          {event.startAt ? <p className="mt-2 text-sm font-medium text-ink tabular-nums">{formatInstantRange(event.startAt, event.endAt)}</p> : null}
          {place ? (
            <p className="mt-1 flex items-start gap-1.5 text-sm text-ink-soft">
              {event.format === 'ONLINE' ? <Video className="mt-0.5 size-4 shrink-0" aria-hidden /> : <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />}
              <span>{place}</span>
            </p>
          ) : null}
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-soft">
            {booking.lines.map((line) => (
              <li key={`${line.orderItemId}:${line.tier.id}`}>
                {line.tier.name} × {line.quantity} ·{' '}
                <Link to={orderPath(line.orderId)} className="text-brand-700 hover:underline">
                  {t.order(line.orderCode)}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
            <span className="font-medium text-ink">{t.checkedIn(booking.checkedInCount, booking.ticketCount)}</span>
            {event.format === 'ONLINE' && event.meetingUrl && !past ? (
              <a href={event.meetingUrl} target="_blank" rel="noreferrer" className="text-brand-700 hover:underline">
                {t.joinOnline}
              </a>
            ) : null}
          </div>
          {event.cancelledAt ? (
            <p className="mt-3 rounded-lg border border-danger-100 bg-danger-50 px-3 py-2 text-sm text-danger-700">{t.cancelledNote}</p>
          ) : past ? null : (
            <AddToCalendar event={event} place={event.format === 'ONLINE' ? event.meetingUrl : place} />
          )}
        </div>
      </div>
      <div className="grid gap-4 bg-canvas p-5 sm:grid-cols-2 sm:p-6 lg:grid-cols-3">
        {booking.tickets.map((ticket, index) => (
          <TicketQr key={ticket.id} ticket={ticket} label={`${ticket.tierName} · ${t.ticketOf(index + 1, booking.tickets.length)}`} />
        ))}
      </div>
    </Card>
  );
}
