import { describe, expect, it } from 'vitest';
import { timeLeftText } from './reminder-content.js';
import { defaultReminders, notificationTypeOf, offsetMinutesOf, planRuns, wantedRuns, type ExistingRun, type ReminderRow } from './reminder-plan.js';

const HOUR = 3_600_000;
const t0 = new Date('2026-12-01T12:00:00Z');
const at = (hours: number) => new Date(t0.getTime() + hours * HOUR);
const reminder = (over: Partial<ReminderRow>): ReminderRow => ({
  id: 'r1',
  kind: 'EVENT',
  subjectId: 'e1',
  anchor: 'START_TIME',
  direction: 'BEFORE',
  amount: 1,
  unit: 'days',
  recurrence: 'RECURRING',
  offsetMinutes: -1440,
  isDefault: false,
  createdAt: t0,
  removedAt: null,
  ...over,
});
const sessions = [
  { id: 's1', startAt: at(30), endAt: at(32) },
  { id: 's2', startAt: at(54), endAt: at(56) },
];

describe('reminder timing', () => {
  it('counts minutes, hours and days before or after the anchor', () => {
    expect(offsetMinutesOf({ direction: 'BEFORE', amount: 2, unit: 'days' })).toBe(-2880);
    expect(offsetMinutesOf({ direction: 'AFTER', amount: 3, unit: 'hours' })).toBe(180);
    expect(offsetMinutesOf({ direction: 'BEFORE', amount: 15, unit: 'minutes' })).toBe(-15);
  });

  it('tells "it has started" at or after a start, and reminds otherwise', () => {
    expect(notificationTypeOf({ anchor: 'START_TIME', direction: 'AFTER', amount: 0 })).toBe('EVENT_STARTED');
    expect(notificationTypeOf({ anchor: 'START_TIME', direction: 'BEFORE', amount: 0 })).toBe('EVENT_STARTED');
    expect(notificationTypeOf({ anchor: 'START_TIME', direction: 'BEFORE', amount: 1 })).toBe('EVENT_REMINDER');
    expect(notificationTypeOf({ anchor: 'END_TIME', direction: 'AFTER', amount: 0 })).toBe('EVENT_REMINDER');
  });

  it('gives events the day before, the hour before and "started"; calendars the first two', () => {
    expect(defaultReminders('EVENT').map(offsetMinutesOf)).toEqual([-1440, -60, 0]);
    expect(defaultReminders('CALENDAR').map(offsetMinutesOf)).toEqual([-1440, -60]);
  });

  it('times a recurring reminder on each session, a one-time one on the first start or the last end', () => {
    expect(wantedRuns([reminder({})], sessions).map((r) => [r.occurrenceId, r.dueAt])).toEqual([
      ['s1', at(6)],
      ['s2', at(30)],
    ]);
    const once = reminder({ recurrence: 'ONE-TIME', anchor: 'END_TIME', direction: 'AFTER', amount: 1, unit: 'hours', offsetMinutes: 60 });
    expect(wantedRuns([once], sessions).map((r) => [r.occurrenceId, r.occurrenceAt, r.dueAt])).toEqual([['e1', at(56), at(57)]]);
  });

  it('says the time really left', () => {
    expect(timeLeftText(1439)).toBe('sau 1 ngày nữa');
    expect(timeLeftText(59)).toBe('sau 1 giờ nữa');
    expect(timeLeftText(30)).toBe('sau 30 phút nữa');
  });
});

describe('planning runs', () => {
  const dayBefore = reminder({});
  const hourBefore = reminder({ id: 'r2', amount: 1, unit: 'hours', offsetMinutes: -60 });
  const run = (over: Partial<ExistingRun>): ExistingRun => ({
    id: 'x',
    reminderId: 'r1',
    occurrenceId: 's1',
    occurrenceAt: at(30),
    dueAt: at(6),
    state: 'PENDING',
    ...over,
  });

  it('writes new runs and leaves unchanged ones alone', () => {
    const wanted = wantedRuns([dayBefore], sessions);
    expect(planRuns(wanted, [], t0).schedule).toHaveLength(2);
    const plan = planRuns(wanted, [run({}), run({ id: 'y', occurrenceId: 's2', occurrenceAt: at(54), dueAt: at(30) })], t0);
    expect(plan).toEqual({ schedule: [], drop: [] });
  });

  it('moves a waiting run with its session, and runs a finished one again only when its session moved', () => {
    const moved = [{ id: 's1', startAt: at(40), endAt: at(42) }];
    expect(planRuns(wantedRuns([dayBefore], moved), [run({})], t0).schedule.map((r) => r.dueAt)).toEqual([at(16)]);
    expect(planRuns(wantedRuns([dayBefore], moved), [run({ state: 'COMPLETED' })], t0).schedule).toHaveLength(1);
    expect(planRuns(wantedRuns([dayBefore], [sessions[0]!]), [run({ state: 'COMPLETED' })], t0).schedule).toEqual([]);
  });

  it('drops the waiting runs of a removed reminder or session, never the finished ones', () => {
    const plan = planRuns([], [run({}), run({ id: 'done', state: 'COMPLETED' })], t0);
    expect(plan.drop.map((r) => r.id)).toEqual(['x']);
  });

  it('sends only the nearest late reminder before a start still ahead', () => {
    const soon = [{ id: 's1', startAt: at(3), endAt: at(4) }];
    const plan = planRuns(wantedRuns([dayBefore, hourBefore], soon), [], t0);
    expect(plan.schedule.map((r) => r.reminderId)).toEqual(['r1', 'r2']);
    const sooner = [{ id: 's1', startAt: at(0.5), endAt: at(1) }];
    expect(planRuns(wantedRuns([dayBefore, hourBefore], sooner), [], t0).schedule.map((r) => r.reminderId)).toEqual(['r2']);
  });
});
