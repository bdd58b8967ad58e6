import type { ReminderBoardDto, ReminderBody, ReminderDto, ReminderRunDto } from '@market/contract';
import type { Db } from '../../../platform/db/database.js';
import { isUniqueViolation } from '../../../platform/db/constraints.js';
import type { Actor } from '../../../platform/http/access.js';
import { AppError } from '../../../platform/http/errors.js';
import { mayEditEvent } from '../../catalogue/index.js';
import { eventReminderKind, type ReminderEngine, type SubjectRef } from './reminder-engine.js';
import type { ReminderEngineRepository, RunRow } from './reminder-engine.repository.js';
import { notificationTypeOf, offsetMinutesOf, type ReminderRow } from './reminder-plan.js';

const toReminderDto = (r: ReminderRow): ReminderDto => ({
  id: r.id,
  kind: r.kind,
  anchor: r.anchor,
  direction: r.direction,
  amount: r.amount,
  unit: r.unit,
  recurrence: r.recurrence,
  offsetMinutes: r.offsetMinutes,
  notificationType: notificationTypeOf(r),
  isDefault: r.isDefault,
  createdAt: r.createdAt.toISOString(),
});
const toRunDto = (r: RunRow): ReminderRunDto => ({
  id: r.id,
  reminderId: r.reminderId,
  state: r.state,
  occurrenceAt: r.occurrenceAt.toISOString(),
  dueAt: r.dueAt.toISOString(),
  sent: r.sent,
  failed: r.failed,
  error: r.error,
  finishedAt: r.finishedAt?.toISOString() ?? null,
});

/**
 * A host's reminders of an event (owner, co-hosts, admins: whoever may edit it) or a calendar (its
 * host, admins). Every change plans the subject's runs again in the same transaction.
 */
export function createReminderSettings(deps: { db: Db; repo: ReminderEngineRepository; engine: Pick<ReminderEngine, 'plan'> }) {
  const { db, repo, engine } = deps;

  /** The subject `actor` may set reminders on, with the kind its reminders take. */
  async function requireSubject(actor: Actor, ref: SubjectRef) {
    if (ref.type === 'EVENT') {
      const event = await repo.findEvent(ref.id);
      if (!event) throw new AppError('EVENT_NOT_FOUND');
      if (!mayEditEvent(actor, event, event.coHostIds)) throw new AppError('INSUFFICIENT_PRIVILEGES');
      return { ref, kind: eventReminderKind(event.format) };
    }
    const hostId = await repo.findCalendarHost(ref.id);
    if (!hostId) throw new AppError('CALENDAR_NOT_FOUND');
    if (actor.role !== 'ADMIN' && actor.id !== hostId) throw new AppError('INSUFFICIENT_PRIVILEGES');
    return { ref, kind: 'CALENDAR' as const };
  }

  /** A reminder the actor may change: on an event or calendar they may set reminders on. */
  async function requireReminder(actor: Actor, id: string) {
    const reminder = await repo.findReminder(id);
    if (!reminder || !['EVENT', 'OFFLINE_EVENT', 'CALENDAR'].includes(reminder.kind)) throw new AppError('REMINDER_NOT_FOUND');
    const subject = await requireSubject(actor, { type: reminder.kind === 'CALENDAR' ? 'CALENDAR' : 'EVENT', id: reminder.subjectId });
    return { reminder, subject };
  }

  const sameMoment = (error: unknown) => {
    if (isUniqueViolation(error)) throw new AppError('REMINDER_DUPLICATE');
    throw error;
  };

  return {
    /** The reminders (the defaults written on first look) and the latest runs. */
    async board(actor: Actor, ref: SubjectRef): Promise<ReminderBoardDto> {
      await requireSubject(actor, ref);
      if (!(await repo.listReminders(ref.id)).length) await db.transaction((tx) => engine.plan(ref, tx));
      const [reminders, runs] = await Promise.all([repo.listReminders(ref.id), repo.latestRuns(ref.id)]);
      return { reminders: reminders.map(toReminderDto), runs: runs.map(toRunDto) };
    },

    async add(actor: Actor, ref: SubjectRef, body: ReminderBody): Promise<ReminderDto> {
      const { kind } = await requireSubject(actor, ref);
      return db
        .transaction(async (tx) => {
          // Planned first, so the defaults are written before this one joins them.
          await engine.plan(ref, tx);
          const [reminder] = await repo.insertReminders([{ ...body, kind, subjectId: ref.id, offsetMinutes: offsetMinutesOf(body), isDefault: false }], tx);
          await engine.plan(ref, tx);
          return toReminderDto(reminder!);
        })
        .catch(sameMoment);
    },

    async change(actor: Actor, id: string, body: ReminderBody): Promise<ReminderDto> {
      const { subject } = await requireReminder(actor, id);
      return db
        .transaction(async (tx) => {
          const reminder = await repo.updateReminder(id, { ...body, kind: subject.kind, offsetMinutes: offsetMinutesOf(body) }, tx);
          await engine.plan(subject.ref, tx);
          return toReminderDto(reminder);
        })
        .catch(sameMoment);
    },

    async remove(actor: Actor, id: string): Promise<{ success: true }> {
      const { subject } = await requireReminder(actor, id);
      await db.transaction(async (tx) => {
        await repo.removeReminder(id, new Date(), tx);
        await engine.plan(subject.ref, tx);
      });
      return { success: true };
    },
  };
}
export type ReminderSettings = ReturnType<typeof createReminderSettings>;
