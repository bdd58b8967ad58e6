import { DURATION_FILTERS, EVENT_FORMATS, PRICE_FILTERS, UUID_PATTERN } from '@market/contract';
import type { EventListParams } from './api';

/**
 * The public tabs (drafts are the host's own, in the studio). Upcoming comes first and is the default:
 * "all" in start order would open on the oldest past event.
 */
export const EVENT_TABS = ['future', 'today', 'live', 'past', 'all'] as const;
export const DEFAULT_EVENT_TAB: EventTab = 'future';
export type EventTab = (typeof EVENT_TABS)[number];
export const EVENTS_PAGE_SIZE = 12;

/** What the address can say about the list; each value is checked as the contract's query schema would. */
export interface EventFilters {
  tab: EventTab;
  q: string;
  eventCategoryId: string;
  price: string;
  format: string;
  duration: string;
  city: string;
  /** Vietnam days, yyyy-mm-dd ('' leaves that end open). */
  from: string;
  to: string;
  page: number;
}

/** The filters a person can clear (the tab and the page are not filters). */
export const FILTER_KEYS = ['q', 'eventCategoryId', 'price', 'format', 'duration', 'city', 'from', 'to'] as const;

/**
 * The checks of the contract's EventListQuery, written without zod so the page's first bundle does not
 * carry the schemas (a value the server would refuse is dropped rather than sent).
 */
const checks = {
  eventCategoryId: (value: string) => UUID_PATTERN.test(value),
  price: (value: string) => (PRICE_FILTERS as readonly string[]).includes(value),
  format: (value: string) => (EVENT_FORMATS as readonly string[]).includes(value),
  duration: (value: string) => (DURATION_FILTERS as readonly string[]).includes(value),
  city: (value: string) => value.trim().length <= 100,
  day: (value: string) => {
    const day = new Date(`${value}T00:00:00Z`);
    return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
  },
};
const valid = (key: keyof typeof checks, value: string | null) => (value !== null && value !== '' && checks[key](value) ? value : '');

/** A range the server would refuse (ending before it starts) keeps its start. */
const days = (from: string, to: string) => ({ from, to: from && to && to < from ? '' : to });

export function readEventFilters(params: URLSearchParams): EventFilters {
  const tab = params.get('tab');
  return {
    tab: (EVENT_TABS as readonly string[]).includes(tab ?? '') ? (tab as EventTab) : DEFAULT_EVENT_TAB,
    q: params.get('q') ?? '',
    eventCategoryId: valid('eventCategoryId', params.get('eventCategoryId')),
    price: valid('price', params.get('price')),
    format: valid('format', params.get('format')),
    duration: valid('duration', params.get('duration')),
    city: valid('city', params.get('city')),
    ...days(valid('day', params.get('from')), valid('day', params.get('to'))),
    page: Math.max(1, Math.trunc(Number(params.get('page'))) || 1),
  };
}

/** The request for the filters; past events come newest first. */
export function toEventListQuery(filters: EventFilters, q: string): EventListParams {
  const blank = (value: string) => (value.trim() === '' ? undefined : value);
  return {
    tab: filters.tab,
    q: blank(q)?.trim(),
    eventCategoryId: blank(filters.eventCategoryId),
    price: blank(filters.price) as EventListParams['price'],
    format: blank(filters.format) as EventListParams['format'],
    duration: blank(filters.duration) as EventListParams['duration'],
    city: blank(filters.city),
    from: blank(filters.from),
    to: blank(filters.to),
    sort: filters.tab === 'past' ? 'DESC' : undefined,
    page: filters.page,
    limit: EVENTS_PAGE_SIZE,
  };
}
