import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ContentStatus, DurationType, EventFormat, MeetingTool, SessionType, TicketTierStatus } from '@market/contract';
import { oneOf } from '../../../platform/db/checks.js';
import { users } from '../../identity/users/users.table.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * An event. `startAt`, `endAt`, `durationMinutes`, `sessionCount`, `minPrice` and `maxPrice` are
 * derived from its sessions and tiers when they are saved, so the public list filters and sorts on
 * indexed columns instead of joining.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** The title folded for search ("Hội thảo" → "hoi thao"), stored so a search rechecks plain text. */
    searchTitle: text('search_title').generatedAlwaysAs(sql`immutable_unaccent(lower(title))`),
    summary: text('summary'),
    description: text('description'),
    coverImage: text('cover_image'),
    /** ONLINE | OFFLINE; null only in a draft. */
    format: text('format').$type<EventFormat>(),
    meetingTool: text('meeting_tool').$type<MeetingTool>(),
    meetingUrl: text('meeting_url'),
    venueName: text('venue_name'),
    address: text('address'),
    city: text('city'),
    sessionType: text('session_type').$type<SessionType>(),
    durationType: text('duration_type').$type<DurationType>(),
    /** Content status (spec 3.3), moved only by the event's transition table. */
    status: text('status').$type<ContentStatus>().notNull().default('DRAFT'),
    rejectReason: text('reject_reason'),
    /**
     * Set once when the host cancels the event (its status then moves to ARCHIVED through CANCEL):
     * a cancelled event is an archived one with this date, so the content status list stays the spec's.
     */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    durationMinutes: integer('duration_minutes'),
    sessionCount: integer('session_count').notNull().default(0),
    minPrice: bigint('min_price', { mode: 'number' }),
    maxPrice: bigint('max_price', { mode: 'number' }),
    /**
     * The event's categories, copied from event_category_links by triggers on that table (migration
     * 0013), so a list filters by category on the event's own row and indexes instead of a join.
     */
    categoryIds: uuid('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /**
     * The event's public card as JSON text around its host (`card_head` + host summary + `card_tail`),
     * written by a trigger on every insert and update (migration 0023) and refreshed when a category
     * it carries is renamed or moved: a page of the public list is then string concatenation instead
     * of building twenty objects. The host is left out because follower counts move on every follow.
     */
    cardHead: text('card_head'),
    cardTail: text('card_tail'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('events_slug_key').on(t.slug),
    // The public list: published events by start (tabs future/today/all) and by end (live/past). The
    // start index also carries the filtered columns (categories and folded title included), so a
    // page's ids are walked and a bounded total counted from it alone, without visiting the table.
    index('events_published_start_idx')
      .on(t.startAt, t.id, t.durationMinutes, t.minPrice, t.maxPrice, t.format, t.categoryIds, t.searchTitle)
      .where(sql`${t.status} = 'PUBLISHED'`),
    index('events_published_end_idx')
      .on(t.endAt, t.id)
      .where(sql`${t.status} = 'PUBLISHED'`),
    // Tabs live and today: published events whose span contains a moment or overlaps a day. The index
    // also INCLUDEs start_at, end_at and id (migration 0024, hand-written: drizzle's builder has no
    // INCLUDE), so those tabs' pages and counts are index-only scans.
    index('events_published_period_idx')
      .using('gist', sql`tstzrange(${t.startAt}, ${t.endAt})`)
      .where(sql`${t.status} = 'PUBLISHED'`),
    // The list's city filter (words of the city without accents, anywhere in it) on published events.
    index('events_published_city_trgm_idx')
      .using('gin', sql`immutable_unaccent(lower(${t.city})) gin_trgm_ops`)
      .where(sql`${t.status} = 'PUBLISHED'`),
    index('events_host_idx').on(t.hostId, t.createdAt.desc()),
    index('events_status_idx').on(t.status, t.createdAt.desc()),
    index('events_title_trgm_idx').using('gin', sql`${t.searchTitle} gin_trgm_ops`),
    // Category and words together on published events: one GIN index answers both (arrays and
    // trigrams are both GIN-native, so no btree_gin is needed).
    index('events_published_categories_title_idx')
      .using('gin', t.categoryIds, sql`${t.searchTitle} gin_trgm_ops`)
      .where(sql`${t.status} = 'PUBLISHED'`),
    oneOf('events_status_check', t.status, ContentStatus.values),
    oneOf('events_format_check', t.format, EventFormat.values),
    oneOf('events_meeting_tool_check', t.meetingTool, MeetingTool.values),
    oneOf('events_session_type_check', t.sessionType, SessionType.values),
    oneOf('events_duration_type_check', t.durationType, DurationType.values),
  ],
);

export const eventSessions = pgTable(
  'event_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('event_sessions_slug_key').on(t.slug),
    index('event_sessions_event_idx').on(t.eventId, t.position),
    check('event_sessions_time_check', sql`${t.endAt} > ${t.startAt}`),
  ],
);

/** What is sold. `sold + held <= capacity` is PostgreSQL's to keep, whatever the concurrency. */
export const ticketTiers = pgTable(
  'ticket_tiers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    price: bigint('price', { mode: 'number' }).notNull(),
    capacity: integer('capacity').notNull(),
    sold: integer('sold').notNull().default(0),
    held: integer('held').notNull().default(0),
    saleStartAt: timestamp('sale_start_at', { withTimezone: true }),
    saleEndAt: timestamp('sale_end_at', { withTimezone: true }),
    status: text('status').$type<TicketTierStatus>().notNull().default('ACTIVE'),
    maxPerOrder: integer('max_per_order').notNull().default(10),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('ticket_tiers_event_idx').on(t.eventId, t.position),
    check('ticket_tiers_price_check', sql`${t.price} >= 0`),
    check('ticket_tiers_stock_check', sql`${t.sold} >= 0 and ${t.held} >= 0 and ${t.sold} + ${t.held} <= ${t.capacity}`),
    oneOf('ticket_tiers_status_check', t.status, TicketTierStatus.values),
  ],
);

/** Hosts who may edit an event with its owner. */
export const eventCoHosts = pgTable(
  'event_co_hosts',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('event_co_hosts_user_idx').on(t.userId, t.createdAt.desc())],
);

/** Kinds of event (Hội thảo, Workshop, Hoà nhạc...), kept by admins. */
export const eventCategories = pgTable(
  'event_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    icon: text('icon'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('event_categories_slug_key').on(t.slug)],
);

export const eventCategoryLinks = pgTable(
  'event_category_links',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    eventCategoryId: uuid('event_category_id')
      .notNull()
      .references(() => eventCategories.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.eventCategoryId] }), index('event_category_links_category_idx').on(t.eventCategoryId, t.eventId)],
);

/** Every status move of an event, with who made it and why (the host reads the reasons). */
export const eventStatusChanges = pgTable(
  'event_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fromStatus: text('from_status').$type<ContentStatus>(),
    toStatus: text('to_status').$type<ContentStatus>().notNull(),
    reason: text('reason'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('event_status_changes_event_idx').on(t.eventId, t.createdAt),
    oneOf('event_status_changes_from_status_check', t.fromStatus, ContentStatus.values),
    oneOf('event_status_changes_to_status_check', t.toStatus, ContentStatus.values),
  ],
);

/**
 * Published events once per category they carry, in start order per category, with the columns the
 * public list filters on: a list of one category walks its own entries here (an eighth of the
 * published start index for a category of an eighth of the events) instead of checking every
 * published event's entry. Rows are the events' own, kept by triggers on events (migration 0025):
 * never written by the code. Columns are named as events' are, so the list's filters apply to a walk
 * of either.
 */
export const publishedEventsByCategory = pgTable(
  'published_events_by_category',
  {
    categoryId: uuid('category_id').notNull(),
    id: uuid('id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }),
    durationMinutes: integer('duration_minutes'),
    minPrice: bigint('min_price', { mode: 'number' }),
    maxPrice: bigint('max_price', { mode: 'number' }),
    format: text('format').$type<EventFormat>(),
    categoryIds: uuid('category_ids').array().notNull(),
    searchTitle: text('search_title'),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.categoryId] }),
    // Every column in the key, as on events_published_start_idx: a walk reads the index alone.
    index('published_events_by_category_walk_idx').on(
      t.categoryId,
      t.startAt,
      t.id,
      t.durationMinutes,
      t.minPrice,
      t.maxPrice,
      t.format,
      t.categoryIds,
      t.searchTitle,
    ),
  ],
);

/**
 * Published events, one row each, with the columns the public list filters on: a search by words
 * finds its matches through this table's trigram index and rechecks them on its narrow rows (about 50
 * a page) instead of on the events' own (three a page, with their texts), so that every match can be
 * counted with the page. Kept by the triggers that keep published_events_by_category (migration
 * 0055): never written by the code. Columns are named as events' are, so the list's filters apply.
 */
export const publishedEventTitles = pgTable(
  'published_event_titles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }),
    durationMinutes: integer('duration_minutes'),
    minPrice: bigint('min_price', { mode: 'number' }),
    maxPrice: bigint('max_price', { mode: 'number' }),
    format: text('format').$type<EventFormat>(),
    categoryIds: uuid('category_ids').array().notNull(),
    searchTitle: text('search_title'),
  },
  (t) => [index('published_event_titles_categories_title_idx').using('gin', t.categoryIds, sql`${t.searchTitle} gin_trgm_ops`)],
);
