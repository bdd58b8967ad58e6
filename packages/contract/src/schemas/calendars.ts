import { z } from 'zod';
import { CalendarType, MeetingTool } from '../enums.js';
import { PageQuery } from './common.js';
import { UserSummaryDto } from './profiles.js';

/**
 * Calendars (spec 7.16): bookable time a host offers (1:1 mentoring, group sessions). A calendar has
 * frames, the slots people book; one host's frames never overlap, across all of their calendars.
 */

export const MAX_FRAMES_PER_REQUEST = 500;
const Instant = z.iso.datetime({ offset: true, message: 'INVALID_DATE' });
const Text = (max: number) => z.string().trim().max(max).nullable().optional();

export const CALENDAR_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const CalendarStatus = z.enum(CALENDAR_STATUSES);
export type CalendarStatus = z.infer<typeof CalendarStatus>;

const CalendarFields = {
  title: z.string().trim().min(3, 'INVALID_EVENT_TITLE').max(200, 'INVALID_EVENT_TITLE'),
  description: Text(10_000),
  /** ONE_TO_ONE: one person per frame; ONE_WAY / TWO_WAY: a group (the host talks / everyone talks). */
  type: CalendarType.schema,
  /** VND per booking; 0 = free. */
  price: z.number().int('INVALID_PRICE').min(0, 'INVALID_PRICE').max(1_000_000_000, 'INVALID_PRICE'),
  /** Default length of a frame, in minutes. */
  durationMinutes: z.number().int().min(15).max(480),
  /** People per frame (1 for ONE_TO_ONE). */
  capacityPerFrame: z.number().int().min(1).max(500).default(1),
  /** The host approves each booking (else a paid booking is confirmed at once). */
  requiresApproval: z.boolean().default(false),
  meetingTool: MeetingTool.schema.nullable().optional(),
  meetingUrl: z
    .url({ protocol: /^https?$/, message: 'INVALID_URL' })
    .max(2048)
    .nullable()
    .optional(),
  location: Text(500),
  status: CalendarStatus.default('ACTIVE'),
};
export const CalendarBody = z.object(CalendarFields);
export type CalendarBody = z.input<typeof CalendarBody>;
/** Every field optional and none defaulted: an edit changes only the fields it names. */
export const UpdateCalendarBody = z
  .object({
    ...CalendarFields,
    capacityPerFrame: CalendarFields.capacityPerFrame.unwrap(),
    requiresApproval: CalendarFields.requiresApproval.unwrap(),
    status: CalendarFields.status.unwrap(),
  })
  .partial();
export type UpdateCalendarBody = z.input<typeof UpdateCalendarBody>;

export const CalendarDto = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  type: CalendarType.schema,
  price: z.number().int(),
  durationMinutes: z.number().int(),
  capacityPerFrame: z.number().int(),
  requiresApproval: z.boolean(),
  meetingTool: MeetingTool.schema.nullable(),
  /** Only for the host (bookers get it with their booking). */
  meetingUrl: z.string().nullable(),
  location: z.string().nullable(),
  status: CalendarStatus,
  host: UserSummaryDto,
  /** Frames from now on that still have a free place. */
  upcomingFreeFrames: z.number().int(),
  canEdit: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CalendarDto = z.infer<typeof CalendarDto>;

/** Browsing: the active calendars of every host, or of one host (`hostId`), newest first unless `sort=ASC`. */
export const CalendarBrowseQuery = PageQuery.extend({ hostId: z.uuid().optional() });
export type CalendarBrowseQuery = z.infer<typeof CalendarBrowseQuery>;

/** `list-by-user`: a host's calendars (`userId`, else the caller's own). */
export const CalendarListQuery = PageQuery.extend({ userId: z.uuid().optional(), status: CalendarStatus.optional() });
export type CalendarListQuery = z.infer<typeof CalendarListQuery>;

/** Frames to add: each a start, and an end unless the calendar's default length applies. */
export const AddFramesBody = z.object({
  frames: z
    .array(z.object({ startAt: Instant, endAt: Instant.optional(), capacity: z.number().int().min(1).max(500).optional() }))
    .min(1)
    .max(MAX_FRAMES_PER_REQUEST),
});
export type AddFramesBody = z.infer<typeof AddFramesBody>;

export const CalendarFrameDto = z.object({
  id: z.uuid(),
  calendarId: z.uuid(),
  startAt: z.string(),
  endAt: z.string(),
  capacity: z.number().int(),
  booked: z.number().int(),
  held: z.number().int(),
  /** capacity − booked − held, never below 0. */
  available: z.number().int(),
  price: z.number().int(),
});
export type CalendarFrameDto = z.infer<typeof CalendarFrameDto>;
export const CalendarFrameList = z.object({ data: z.array(CalendarFrameDto) });

/** Frames of a calendar between two instants (at most 62 days apart), in time order. */
export const CalendarFramesQuery = z.object({
  calendarId: z.uuid(),
  from: Instant,
  to: Instant,
  /** Only frames with a free place. */
  available: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type CalendarFramesQuery = z.infer<typeof CalendarFramesQuery>;
