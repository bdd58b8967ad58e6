import type { EventCardDto, EventSessionDto, TicketTierDto, UserSummaryDto } from '@market/contract';
import type { Actor } from '../../../platform/http/access.js';
import { AppError } from '../../../platform/http/errors.js';
import { isOnSale } from './event-rules.js';
import { eventTransition, type EventAction, type EventStatus } from './event-status.js';
import type { eventSessions, events, ticketTiers } from './events.table.js';

export type EventRow = typeof events.$inferSelect;
export type SessionRow = typeof eventSessions.$inferSelect;
export type TierRow = typeof ticketTiers.$inferSelect;
/** What a card shows: an event without its long description and private fields. */
export type CardRow = Pick<
  EventRow,
  | 'id'
  | 'hostId'
  | 'slug'
  | 'title'
  | 'summary'
  | 'coverImage'
  | 'format'
  | 'city'
  | 'venueName'
  | 'status'
  | 'startAt'
  | 'endAt'
  | 'durationMinutes'
  | 'sessionCount'
  | 'minPrice'
  | 'maxPrice'
  | 'publishedAt'
  | 'rejectReason'
  | 'createdAt'
  | 'updatedAt'
>;
export interface ChipRow {
  id: string;
  name: string;
  slug: string;
}
export interface CategoryChipRow extends ChipRow {
  eventId: string;
}

/** The owner, a co-host or an admin: who may edit an event and see what only its makers see. */
export function mayEdit(actor: Actor | null, event: { hostId: string }, coHostIds: readonly string[]): boolean {
  if (!actor) return false;
  return actor.role === 'ADMIN' || actor.id === event.hostId || coHostIds.includes(actor.id);
}

/** Only the owner and admins delete an event or change who co-hosts it. */
export const isOwnerOrAdmin = (actor: Actor, event: { hostId: string }) => actor.role === 'ADMIN' || actor.id === event.hostId;

/** The status after `action` (through the one transition table), or ILLEGAL_STATUS_TRANSITION. */
export function movedStatus(from: string, action: EventAction): EventStatus {
  const next = eventTransition(from as EventStatus, action);
  if ('error' in next) throw new AppError(next.error);
  return next.status;
}

/** Session slugs follow the event's: `<event-slug>-<n>`, n counting from 1 in time order (unique because event slugs are). */
export const sessionSlug = (eventSlug: string, position: number) => `${eventSlug}-${position + 1}`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toSessionDto(row: SessionRow): EventSessionDto {
  return {
    id: row.id,
    eventId: row.eventId,
    slug: row.slug,
    title: row.title,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    capacity: row.capacity,
    position: row.position,
  };
}

export function toTierDto(row: TierRow, now: Date): TicketTierDto {
  return {
    id: row.id,
    eventId: row.eventId,
    name: row.name,
    description: row.description,
    price: row.price,
    capacity: row.capacity,
    sold: row.sold,
    held: row.held,
    available: Math.max(0, row.capacity - row.sold - row.held),
    saleStartAt: iso(row.saleStartAt),
    saleEndAt: iso(row.saleEndAt),
    status: row.status as TicketTierDto['status'],
    maxPerOrder: row.maxPerOrder,
    position: row.position,
    onSale: isOnSale(row, now),
  };
}

/** `withReason` for the event's makers and admins only (see EventCardDto.rejectReason). */
export function toCardDto(row: CardRow, host: UserSummaryDto, chips: readonly ChipRow[], withReason = false): EventCardDto {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    coverImage: row.coverImage,
    // Drafts are saved with a format (ONLINE unless chosen), so the column is never null.
    format: (row.format ?? 'ONLINE') as EventCardDto['format'],
    city: row.city,
    venueName: row.venueName,
    status: row.status as EventStatus,
    startAt: iso(row.startAt),
    endAt: iso(row.endAt),
    durationMinutes: row.durationMinutes,
    sessionCount: row.sessionCount,
    minPrice: row.minPrice,
    maxPrice: row.maxPrice,
    isFree: row.minPrice === 0,
    host,
    eventCategories: chips.map(({ id, name, slug }) => ({ id, name, slug })),
    publishedAt: iso(row.publishedAt),
    rejectReason: withReason ? row.rejectReason : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Stand-in for a host whose account is gone (cards must still render). */
export function unknownHost(id: string): UserSummaryDto {
  return { id, username: '', fullName: '', avatar: null, headline: null, city: null, role: 'HOST', followerCount: 0, topHostRank: null };
}
