import type { TicketDto } from '@market/contract';
import { Badge, type BadgeTone } from '../../components/ui/Badge';
import { m } from '../../lib/messages';
import { formatDateTime } from '../../lib/time';

const t = m.bookings.tickets;
const tones: Record<TicketDto['status'], BadgeTone> = { VALID: 'brand', CHECKED_IN: 'success', VOID: 'neutral' };

/** A ticket's state as a badge (Chưa check-in / Đã check-in / Đã huỷ). */
export function TicketStatusBadge({ status }: { status: TicketDto['status'] }) {
  return <Badge tone={tones[status]}>{m.bookings.ticketStatuses[status] ?? status}</Badge>;
}

/**
 * One ticket as shown at the door: the QR code big enough to scan from a phone held up (about 5 cm on
 * screen, with its white quiet zone even in dark surroundings), the printed code under it for typing.
 */
export function TicketQr({ ticket, label }: { ticket: TicketDto; label: string }) {
  return (
    <figure className="flex flex-col items-center gap-3 rounded-xl border border-line bg-surface p-4 text-center" data-testid="ticket">
      <figcaption className="flex w-full items-center justify-between gap-2 text-sm">
        <span className="font-medium text-ink">{label}</span>
        <TicketStatusBadge status={ticket.status} />
      </figcaption>
      {ticket.qrSvg ? (
        <img
          src={`data:image/svg+xml;utf8,${encodeURIComponent(ticket.qrSvg)}`}
          alt={t.qrAlt(ticket.code)}
          width={224}
          height={224}
          className={`size-56 rounded-lg bg-white ${ticket.status === 'CHECKED_IN' ? 'opacity-60' : ''}`}
        />
      ) : (
        <p className="flex size-56 items-center justify-center rounded-lg bg-sunken px-6 text-sm text-muted">{t.voidNote}</p>
      )}
      <p className="text-xs text-muted">
        {t.code} <span className="font-mono text-base font-semibold tracking-wider text-ink">{ticket.code}</span>
      </p>
      {ticket.checkedInAt ? <p className="text-xs text-success-700">{t.checkedInAt(formatDateTime(ticket.checkedInAt))}</p> : null}
    </figure>
  );
}
