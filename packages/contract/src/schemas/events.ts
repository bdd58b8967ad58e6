import { z } from 'zod';
import {
  ContentStatus,
  DurationFilter,
  DurationType,
  EventFilterTab,
  EventFormat,
  MeetingTool,
  PriceFilter,
  SessionType,
  SortOrder,
  TicketTierStatus,
  TimeFilter,
} from '../enums.js';
import { KindBody, KindDto, Slug, UpdateKindBody } from './catalogue.js';
import { PageQuery } from './common.js';
import { UserSummaryDto } from './profiles.js';

/**
 * Events (spec 7.13): a host's event with its sessions and ticket tiers. Money is an integer number of
 * VND; times are ISO 8601 instants, shown in Asia/Ho_Chi_Minh ("today" and "live" are computed there).
 */

export const EVENT_TIME_ZONE = 'Asia/Ho_Chi_Minh';
export const MAX_EVENT_SESSIONS = 50;
export const MAX_TICKET_TIERS = 20;
export const MAX_TICKET_PRICE = 1_000_000_000;

const Instant = z.iso.datetime({ offset: true, message: 'INVALID_DATE' });
const Text = (max: number) => z.string().trim().max(max).nullable().optional();
const WebUrl = z.url({ protocol: /^https?$/, message: 'INVALID_URL' }).max(2048, 'INVALID_URL');

export const EventSessionInput = z.object({
  /** Present when an existing session is kept (update); absent for a new one. */
  id: z.uuid().optional(),
  title: Text(200),
  startAt: Instant,
  endAt: Instant,
  /** Seats of this session; absent → limited by the ticket tiers only. */
  capacity: z.number().int().min(1).max(1_000_000).nullable().optional(),
});
export type EventSessionInput = z.infer<typeof EventSessionInput>;

export const TicketTierInput = z.object({
  id: z.uuid().optional(),
  name: z.string().trim().min(1).max(100),
  description: Text(1000),
  /** VND; 0 = free. */
  price: z.number().int('INVALID_PRICE').min(0, 'INVALID_PRICE').max(MAX_TICKET_PRICE, 'INVALID_PRICE'),
  capacity: z.number().int().min(1).max(1_000_000),
  saleStartAt: Instant.nullable().optional(),
  saleEndAt: Instant.nullable().optional(),
  status: TicketTierStatus.schema.default('ACTIVE'),
  maxPerOrder: z.number().int().min(1).max(100).default(10),
  /**
   * Member-only: the membership plans whose members alone may buy it (empty: anyone; absent: as it
   * was). The tier joins those plans' included products (MEMBERSHIP_NOT_FOUND for a plan not offered).
   */
  memberPlanIds: z.array(z.uuid()).max(20).optional(),
});
export type TicketTierInput = z.input<typeof TicketTierInput>;

/** Everything an event is made of. Drafts may leave most of it out; a submitted event may not. */
const EventFields = {
  title: z.string().trim().min(3, 'INVALID_EVENT_TITLE').max(200, 'INVALID_EVENT_TITLE'),
  slug: Slug.optional(),
  summary: Text(500),
  /** Rich text (sanitised HTML from the editor). */
  description: Text(50_000),
  coverImage: WebUrl.nullable().optional(),
  format: EventFormat.schema,
  meetingTool: MeetingTool.schema.nullable().optional(),
  meetingUrl: WebUrl.nullable().optional(),
  venueName: Text(200),
  address: Text(500),
  city: Text(100),
  sessionType: SessionType.schema,
  durationType: DurationType.schema.optional(),
  sessions: z.array(EventSessionInput).min(1).max(MAX_EVENT_SESSIONS),
  ticketTiers: z.array(TicketTierInput).min(1).max(MAX_TICKET_TIERS),
  /** Event categories (admin-kept list, see event-categories). */
  eventCategoryIds: z.array(z.uuid()).max(5).optional(),
  /** Hosts who may edit this event with its owner. */
  coHostIds: z.array(z.uuid()).max(10).optional(),
};

/** Create (v1 and v2) = save and submit for review. */
export const CreateEventBody = z.object(EventFields);
export type CreateEventBody = z.input<typeof CreateEventBody>;

/** A draft needs only a title; whatever else is given is checked field by field. */
export const EventDraftBody = z.object({
  ...EventFields,
  format: EventFields.format.optional(),
  sessionType: EventFields.sessionType.optional(),
  sessions: z.array(EventSessionInput).max(MAX_EVENT_SESSIONS).optional(),
  ticketTiers: z.array(TicketTierInput).max(MAX_TICKET_TIERS).optional(),
});
export type EventDraftBody = z.input<typeof EventDraftBody>;

/**
 * Update: any field; `sessions` and `ticketTiers` replace the lists (items with an id are kept and
 * edited, the others added, the missing ones removed unless tickets were sold). `action` moves the
 * status: SUBMIT (draft or rejected → review), ARCHIVE (published → archived).
 */
export const UpdateEventBody = EventDraftBody.partial().extend({ action: z.enum(['SUBMIT', 'ARCHIVE']).optional() });
export type UpdateEventBody = z.input<typeof UpdateEventBody>;

export const CreateSlugBody = z.object({ title: z.string().trim().min(1).max(200) });
export const SlugSuggestionDto = z.object({ slug: z.string(), available: z.boolean() });
export type SlugSuggestionDto = z.infer<typeof SlugSuggestionDto>;

export const EventSessionDto = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  slug: z.string(),
  title: z.string().nullable(),
  startAt: z.string(),
  endAt: z.string(),
  capacity: z.number().int().nullable(),
  position: z.number().int(),
});
export type EventSessionDto = z.infer<typeof EventSessionDto>;

export const TicketTierDto = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.number().int(),
  capacity: z.number().int(),
  sold: z.number().int(),
  held: z.number().int(),
  /** capacity − sold − held, never below 0. */
  available: z.number().int(),
  saleStartAt: z.string().nullable(),
  saleEndAt: z.string().nullable(),
  status: TicketTierStatus.schema,
  maxPerOrder: z.number().int(),
  position: z.number().int(),
  /** ACTIVE, inside its sale window and not sold out. */
  onSale: z.boolean(),
  /**
   * Member-only ("Dành cho hội viên"): the membership plans including it, whose members alone may buy
   * it (MEMBERSHIP_REQUIRED to others); empty: anyone. Filled on the event page's tiers.
   */
  memberPlans: z.array(z.object({ id: z.uuid(), name: z.string() })).optional(),
});
export type TicketTierDto = z.infer<typeof TicketTierDto>;

export const EventCategoryChip = z.object({ id: z.uuid(), name: z.string(), slug: z.string() });

/** An event as a card in a list. */
export const EventCardDto = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  coverImage: z.string().nullable(),
  format: EventFormat.schema,
  city: z.string().nullable(),
  venueName: z.string().nullable(),
  status: ContentStatus.schema,
  /** First session's start and last session's end (null for a draft without sessions). */
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  /** Length of the first session, in minutes. */
  durationMinutes: z.number().int().nullable(),
  sessionCount: z.number().int(),
  /** Over the tiers people can buy (VND); null when there is none. */
  minPrice: z.number().int().nullable(),
  maxPrice: z.number().int().nullable(),
  isFree: z.boolean(),
  host: UserSummaryDto,
  eventCategories: z.array(EventCategoryChip),
  publishedAt: z.string().nullable(),
  /** Why an admin rejected or hid it: only in the host's own lists and the admin's; null elsewhere. */
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EventCardDto = z.infer<typeof EventCardDto>;

/** One of my events in the studio's list: the card, with the tickets sold over the places of all its tiers. */
export const HostEventCardDto = EventCardDto.extend({ ticketsSold: z.number().int(), ticketCapacity: z.number().int() });
export type HostEventCardDto = z.infer<typeof HostEventCardDto>;

export const EventDetailDto = EventCardDto.extend({
  description: z.string().nullable(),
  meetingTool: MeetingTool.schema.nullable(),
  /** Only for the owner, co-hosts and admins (buyers get it with their ticket). */
  meetingUrl: z.string().nullable(),
  address: z.string().nullable(),
  sessionType: SessionType.schema,
  durationType: DurationType.schema.nullable(),
  timeZone: z.string(),
  sessions: z.array(EventSessionDto),
  /** HIDDEN tiers only for those who may edit. */
  ticketTiers: z.array(TicketTierDto),
  coHosts: z.array(UserSummaryDto),
  /** For those who may edit: why an admin rejected or hid it. */
  rejectReason: z.string().nullable(),
  canEdit: z.boolean(),
});
export type EventDetailDto = z.infer<typeof EventDetailDto>;

const Search = z.string().trim().max(100).optional();
/**
 * The public list: published events only, except `tab=draft` (the caller's own drafts). `tab` and
 * `time` both narrow by time (live = happening now, today = overlapping today in Asia/Ho_Chi_Minh).
 * Sorted by start time (`sort`, ASC by default).
 */
export const EventListQuery = PageQuery.extend({
  sort: SortOrder.schema.default('ASC'),
  tab: EventFilterTab.schema.default('all'),
  time: TimeFilter.schema.default('all'),
  duration: DurationFilter.schema.optional(),
  price: PriceFilter.schema.optional(),
  eventCategoryId: z.uuid().optional(),
  hostId: z.uuid().optional(),
  format: EventFormat.schema.optional(),
  city: z.string().trim().max(100).optional(),
  /** Events that are on at some time of these days (from/to included), days read on Vietnam's clock: `2026-12-01`. */
  from: z.iso.date('INVALID_INPUT_PARAMS').optional(),
  to: z.iso.date('INVALID_INPUT_PARAMS').optional(),
  q: Search,
}).refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'INVALID_INPUT_PARAMS', path: ['to'] });
export type EventListQuery = z.infer<typeof EventListQuery>;

/** The host's own events (owner or co-host), any status. */
export const MyEventsQuery = PageQuery.extend({
  status: ContentStatus.schema.optional(),
  tab: EventFilterTab.schema.default('all'),
  q: Search,
  /** v2 `mine` only counts events the caller owns; co-host lists those shared with them. */
  role: z.enum(['ALL', 'OWNER', 'CO_HOST']).default('ALL'),
});
export type MyEventsQuery = z.infer<typeof MyEventsQuery>;
/** v2 `mine` and `co-host` fix the role themselves. */
export const OwnEventsQuery = MyEventsQuery.omit({ role: true });
export type OwnEventsQuery = z.infer<typeof OwnEventsQuery>;

export const AdminEventsQuery = PageQuery.extend({
  status: ContentStatus.schema.optional(),
  hostId: z.uuid().optional(),
  q: Search,
});
export type AdminEventsQuery = z.infer<typeof AdminEventsQuery>;

/** What an admin does to an event: the status moves through the one transition table. */
export const AdminEventActionBody = z.object({
  action: z.enum(['APPROVE', 'REJECT', 'HIDE', 'UNHIDE']),
  /** Required to REJECT and HIDE: the host reads it. */
  reason: z.string().trim().min(1).max(1000).optional(),
});
export type AdminEventActionBody = z.infer<typeof AdminEventActionBody>;

export const CountDto = z.object({ count: z.number().int() });
export type CountDto = z.infer<typeof CountDto>;

/** Related events (trending-on-event-detail, trending-on-cart): upcoming, published, at most 8. */
export const EventCardList = z.object({ data: z.array(EventCardDto) });
export type EventCardList = z.infer<typeof EventCardList>;

export const EventSessionDetailDto = EventSessionDto.extend({ event: EventCardDto });
export type EventSessionDetailDto = z.infer<typeof EventSessionDetailDto>;

// Event categories (admin-kept: Hội thảo, Workshop, Âm nhạc...)

export const EventCategoryBody = KindBody;
export type EventCategoryBody = KindBody;
export const UpdateEventCategoryBody = UpdateKindBody;
export type UpdateEventCategoryBody = UpdateKindBody;
export const EventCategoryDto = KindDto.extend({
  /** Published events in this category. */
  eventCount: z.number().int(),
});
export type EventCategoryDto = z.infer<typeof EventCategoryDto>;
export const EventCategoryListQuery = PageQuery.extend({
  q: Search,
  sort: SortOrder.schema.default('ASC'),
  limit: z.coerce.number().int().min(1).max(100).default(100),
});
export type EventCategoryListQuery = z.infer<typeof EventCategoryListQuery>;
