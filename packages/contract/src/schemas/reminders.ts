import { z } from 'zod';
import { ReminderAnchor, ReminderDirection, ReminderKind, ReminderRecurrence, ReminderRunState, ReminderTimeUnit } from '../enums.js';

/** The most a reminder may sit from its anchor: 30 days (in any unit). */
export const REMINDER_MAX_MINUTES = 30 * 1440;
const MINUTES_PER_UNIT = { minutes: 1, hours: 60, days: 1440 } as const;

/** A reminder's timing as a host sets it: `amount` `unit` BEFORE or AFTER the START_TIME or END_TIME, once or at each occurrence. */
export const ReminderBody = z
  .object({
    anchor: ReminderAnchor.schema,
    direction: ReminderDirection.schema,
    amount: z.coerce.number().int().min(0),
    unit: ReminderTimeUnit.schema,
    recurrence: ReminderRecurrence.schema.default('RECURRING'),
  })
  .refine((r) => r.amount * MINUTES_PER_UNIT[r.unit] <= REMINDER_MAX_MINUTES, {
    message: 'Lời nhắc chỉ cách mốc thời gian tối đa 30 ngày.',
    path: ['amount'],
  });
export type ReminderBody = z.infer<typeof ReminderBody>;

export const ReminderIdParam = z.object({ id: z.uuid() });

/** One reminder of an event or a calendar, with what it sends (EVENT_REMINDER, or EVENT_STARTED at the start itself). */
export const ReminderDto = z.object({
  id: z.uuid(),
  kind: ReminderKind.schema,
  anchor: ReminderAnchor.schema,
  direction: ReminderDirection.schema,
  amount: z.number().int(),
  unit: ReminderTimeUnit.schema,
  recurrence: ReminderRecurrence.schema,
  /** Signed minutes from the anchor (negative: before). */
  offsetMinutes: z.number().int(),
  notificationType: z.enum(['EVENT_REMINDER', 'EVENT_STARTED']),
  /** One of the defaults every event or calendar starts with. */
  isDefault: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ReminderDto = z.infer<typeof ReminderDto>;

/** One (reminder, occurrence): when it goes out and how it went. */
export const ReminderRunDto = z.object({
  id: z.uuid(),
  reminderId: z.uuid(),
  state: ReminderRunState.schema,
  /** The start or end it reminds of. */
  occurrenceAt: z.iso.datetime({ offset: true }),
  dueAt: z.iso.datetime({ offset: true }),
  sent: z.number().int(),
  failed: z.number().int(),
  error: z.string().nullable(),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ReminderRunDto = z.infer<typeof ReminderRunDto>;

/** An event's or a calendar's reminders and their latest runs (newest due first, at most 100). */
export const ReminderBoardDto = z.object({
  reminders: z.array(ReminderDto),
  runs: z.array(ReminderRunDto),
});
export type ReminderBoardDto = z.infer<typeof ReminderBoardDto>;
