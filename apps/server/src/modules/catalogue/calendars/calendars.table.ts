import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CALENDAR_STATUSES, CalendarType, MeetingTool, type CalendarStatus } from '@market/contract';
import { oneOf } from '../../../platform/db/checks.js';
import { users } from '../../identity/users/users.table.js';

/** Bookable time a host offers: 1:1 or group, paid or free, with or without approval. */
export const calendars = pgTable(
  'calendars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    type: text('type').$type<CalendarType>().notNull(),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    durationMinutes: integer('duration_minutes').notNull(),
    capacityPerFrame: integer('capacity_per_frame').notNull().default(1),
    requiresApproval: boolean('requires_approval').notNull().default(false),
    meetingTool: text('meeting_tool').$type<MeetingTool>(),
    meetingUrl: text('meeting_url'),
    location: text('location'),
    status: text('status').$type<CalendarStatus>().notNull().default('ACTIVE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('calendars_host_idx').on(t.hostId, t.createdAt.desc()),
    check('calendars_price_check', sql`${t.price} >= 0`),
    oneOf('calendars_type_check', t.type, CalendarType.values),
    oneOf('calendars_meeting_tool_check', t.meetingTool, MeetingTool.values),
    oneOf('calendars_status_check', t.status, CALENDAR_STATUSES),
  ],
);

/**
 * A bookable slot. `hostId` is copied from the calendar so that the exclusion constraint
 * `calendar_frames_no_overlap` (migration 0005) keeps one host's frames apart across calendars.
 */
export const calendarFrames = pgTable(
  'calendar_frames',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
    held: integer('held').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('calendar_frames_calendar_idx').on(t.calendarId, t.startAt),
    check('calendar_frames_time_check', sql`${t.endAt} > ${t.startAt}`),
    check('calendar_frames_stock_check', sql`${t.booked} >= 0 and ${t.held} >= 0 and ${t.booked} + ${t.held} <= ${t.capacity}`),
  ],
);
