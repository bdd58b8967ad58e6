import type { ComboDto, EventCardDto, EventListQuery, EventOrComboDto, Paged } from '@market/contract';
import type { Actor } from '../../../platform/http/access.js';
import { offsetOf, pageMeta } from '../../../platform/http/pagination.js';
import { Serialized } from '../../../platform/http/serialized.js';

/** What the merged list asks of combos: a slice of those on sale, newest first, and their total. */
export interface ComboShelf {
  slice(
    query: { offset: number; limit: number; hostId?: string | undefined; q?: string | undefined; price?: 'free' | 'paid' | undefined },
    viewer: Actor | null,
  ): Promise<{ data: ComboDto[]; total: number }>;
}

/**
 * Combos have no sessions, dates, place, format or category: a filter on those (or the caller's drafts)
 * lists events alone. Host, words and price (free or paid) narrow both.
 */
export const combosMatch = (query: EventListQuery) =>
  query.tab === 'all' && query.time === 'all' && !query.duration && !query.format && !query.city && !query.from && !query.to && !query.eventCategoryId;

/**
 * `events-and-combos`: one paged list, events first in the events list's own order (start time by
 * `sort`, same filters), then the combos on sale, newest first. A page takes what is left of the events
 * at its offset and fills up with combos, so the first pages read as the events list did before combos
 * joined it, and `total` counts both.
 */
export function createEventsAndCombos(deps: {
  events: (query: EventListQuery, actor: Actor | null) => Promise<Paged<EventCardDto> | Serialized<Paged<EventCardDto>>>;
  combos: ComboShelf;
}) {
  return async function list(query: EventListQuery, actor: Actor | null): Promise<Paged<EventOrComboDto>> {
    const answered = await deps.events(query, actor);
    const events = answered instanceof Serialized ? (JSON.parse(answered.json.toString()) as Paged<EventCardDto>) : answered;
    const data: EventOrComboDto[] = events.data.map((card) => ({ ...card, kind: 'EVENT' as const }));
    if (!combosMatch(query)) return { data, meta: events.meta };

    const eventsTotal = events.meta.total;
    const offset = Math.max(0, offsetOf(query) - eventsTotal);
    const combos = await deps.combos.slice({ offset, limit: query.limit - data.length, hostId: query.hostId, q: query.q, price: query.price }, actor);
    data.push(...combos.data.map((combo) => ({ ...combo, kind: 'COMBO' as const })));
    return { data, meta: pageMeta(query, eventsTotal + combos.total) };
  };
}
