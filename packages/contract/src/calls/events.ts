import { IdParam, OkResponse, paged } from '../schemas/common.js';
import { SlugParam } from '../schemas/catalogue.js';
import {
  AdminEventActionBody,
  AdminEventsQuery,
  CountDto,
  CreateEventBody,
  CreateSlugBody,
  EventCardDto,
  EventCardList,
  EventDetailDto,
  EventDraftBody,
  EventListQuery,
  EventSessionDetailDto,
  HostEventCardDto,
  MyEventsQuery,
  OwnEventsQuery,
  SlugSuggestionDto,
  TicketTierDto,
  UpdateEventBody,
} from '../schemas/events.js';
import { EventOrComboDto } from '../schemas/products.js';
import { call } from './call.js';

/** Events, their sessions and tiers (v1 and v2), and the admin console's moderation. */
export const eventCalls = {
  suggestSlug: call({ method: 'POST', path: '/api/v1/events/create-slug', access: 'host', body: CreateSlugBody, response: SlugSuggestionDto }),
  // Create, list and update are the same use cases in v1 and v2.
  create: call({
    method: 'POST',
    path: '/api/v2/events',
    aliases: ['/api/v1/events'],
    access: 'host',
    body: CreateEventBody,
    response: EventDetailDto,
    status: 201,
  }),
  list: call({ method: 'GET', path: '/api/v2/events', aliases: ['/api/v1/events'], access: 'public', query: EventListQuery, response: paged(EventCardDto) }),
  update: call({
    method: 'PATCH',
    path: '/api/v2/events/:id',
    aliases: ['/api/v1/events/:id'],
    access: 'host',
    params: IdParam,
    body: UpdateEventBody,
    response: EventDetailDto,
  }),
  listMine: call({ method: 'GET', path: '/api/v1/events/mine', access: 'host', query: MyEventsQuery, response: paged(EventCardDto) }),
  getV1: call({ method: 'GET', path: '/api/v1/events/detail-by-id/:id', access: 'public', params: IdParam, response: EventDetailDto }),
  related: call({ method: 'GET', path: '/api/v1/events/trending-on-event-detail/:id', access: 'public', params: IdParam, response: EventCardList }),
  relatedToCart: call({ method: 'GET', path: '/api/v1/events/trending-on-cart/:id', access: 'public', params: IdParam, response: EventCardList }),
  publishedCountOfHost: call({ method: 'GET', path: '/api/v1/events/count-events-by-hostId/:id', access: 'public', params: IdParam, response: CountDto }),
  getBySlugV1: call({ method: 'GET', path: '/api/v1/events/:slug', access: 'public', params: SlugParam, response: EventDetailDto }),
  remove: call({ method: 'DELETE', path: '/api/v1/events/:id', access: 'host', params: IdParam, response: OkResponse }),
  sessionBySlug: call({ method: 'GET', path: '/api/v1/event-sessions/slug/:slug', access: 'public', params: SlugParam, response: EventSessionDetailDto }),
  session: call({ method: 'GET', path: '/api/v1/event-sessions/:id', access: 'public', params: IdParam, response: EventSessionDetailDto }),

  createDraft: call({ method: 'POST', path: '/api/v2/events/draft', access: 'host', body: EventDraftBody, response: EventDetailDto, status: 201 }),
  listWithCombos: call({
    method: 'GET',
    path: '/api/v2/events/events-and-combos',
    access: 'public',
    query: EventListQuery,
    response: paged(EventOrComboDto),
  }),
  listOwned: call({ method: 'GET', path: '/api/v2/events/mine', access: 'host', query: OwnEventsQuery, response: paged(HostEventCardDto) }),
  listCoHosted: call({ method: 'GET', path: '/api/v2/events/co-host', access: 'host', query: OwnEventsQuery, response: paged(HostEventCardDto) }),
  /** "Nhân bản sự kiện": a copy of one of my events as a new draft (nothing sold, no reviews). */
  duplicate: call({ method: 'POST', path: '/api/v2/events/:id/duplicate', access: 'host', params: IdParam, response: EventDetailDto, status: 201 }),
  coHostedCount: call({ method: 'GET', path: '/api/v2/events/co-host/count', access: 'host', response: CountDto }),
  getBySlug: call({ method: 'GET', path: '/api/v2/events/slug/:slug', access: 'public', params: SlugParam, response: EventDetailDto }),
  tier: call({ method: 'GET', path: '/api/v2/events/ticket-tier/:id', access: 'public', params: IdParam, response: TicketTierDto }),
  get: call({ method: 'GET', path: '/api/v2/events/:id', access: 'public', params: IdParam, response: EventDetailDto }),
  saveDraft: call({ method: 'POST', path: '/api/v2/events/:id/draft', access: 'host', params: IdParam, body: EventDraftBody, response: EventDetailDto }),

  adminList: call({ method: 'GET', path: '/api/v1/admin/events', access: 'admin', query: AdminEventsQuery, response: paged(EventCardDto) }),
  review: call({ method: 'PATCH', path: '/api/v1/admin/events/:id', access: 'admin', params: IdParam, body: AdminEventActionBody, response: EventDetailDto }),
  adminRemove: call({ method: 'DELETE', path: '/api/v1/admin/events/:id', access: 'admin', params: IdParam, response: OkResponse }),
} as const;
