import type { BuyerDto, HostChip, TicketDto, TicketEventDto, TicketStateDto } from '@market/contract';
import { ticketQr } from './ticket-qr.js';
import type { EventRow, TicketLine, TicketRow } from './tickets.repository.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toTicketStateDto(row: TicketRow): TicketStateDto {
  return { id: row.id, seq: row.seq, code: row.code, status: row.status as TicketStateDto['status'], checkedInAt: iso(row.checkedInAt) };
}

/** A void ticket admits nobody, so it carries no QR code to show at the door. */
export async function toTicketDto(row: TicketRow, secret: string): Promise<TicketDto> {
  const qr = row.status === 'VOID' ? null : await ticketQr(row.id, secret);
  return { ...toTicketStateDto(row), qr: qr?.qr ?? null, qrSvg: qr?.qrSvg ?? null };
}

export function toTicketEventDto(
  event: EventRow,
  host: HostChip,
  sessions: readonly { id: string; title: string | null; startAt: Date; endAt: Date }[] = [],
): TicketEventDto {
  return {
    id: event.id,
    slug: event.slug,
    title: event.title,
    coverImage: event.coverImage,
    format: event.format as TicketEventDto['format'],
    venueName: event.venueName,
    address: event.address,
    city: event.city,
    meetingTool: event.meetingTool as TicketEventDto['meetingTool'],
    meetingUrl: event.meetingUrl,
    startAt: iso(event.startAt),
    endAt: iso(event.endAt),
    sessions: sessions.map((s) => ({ id: s.id, title: s.title, startAt: s.startAt.toISOString(), endAt: s.endAt.toISOString() })),
    cancelledAt: iso(event.cancelledAt),
    host,
  };
}

export const toBuyerDto = (buyer: TicketLine['buyer']): BuyerDto => ({ ...buyer });

/** The ticket line's tier (a tier line's name as frozen at checkout; a combo's tier named with its combo). */
export const tierOf = (line: TicketLine) => ({ id: line.tierId, name: line.tierName });

/** A ticket line's key: its order line and tier (a combo's line holds several tiers). */
export const ticketLineKey = (row: { orderItemId: string; tierId: string }) => `${row.orderItemId}:${row.tierId}`;
export const keyOfLine = (line: TicketLine) => ticketLineKey({ orderItemId: line.item.id, tierId: line.tierId });

/** Tickets grouped by their order line (`key` by default), or by ticket line (`ticketLineKey`). */
export function byLine<T extends { orderItemId: string }>(rows: readonly T[], key: (row: T) => string = (row) => row.orderItemId): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const row of rows) grouped.set(key(row), [...(grouped.get(key(row)) ?? []), row]);
  return grouped;
}
