import { describe, expect, it } from 'vitest';
import { makeFrame } from '../../../test/studio-fixtures';
import { framesByDay, planProblem, recurringFrames, weekBounds, weekDates } from './frames';

const early = new Date('2026-01-01T00:00:00.000Z');

describe('recurring frames', () => {
  it('makes one frame per chosen weekday and start time in the range, in time order, as Vietnam-time instants', () => {
    // 7–20 Dec 2026: Mondays are the 7th and 14th, Thursdays the 10th and 17th.
    const { frames, skipped } = recurringFrames({ weekdays: [4, 1], times: ['14:30', '09:00'], from: '2026-12-07', to: '2026-12-20' }, early);
    expect(skipped).toBe(0);
    expect(frames.map((f) => f.startAt)).toEqual([
      '2026-12-07T02:00:00.000Z',
      '2026-12-07T07:30:00.000Z',
      '2026-12-10T02:00:00.000Z',
      '2026-12-10T07:30:00.000Z',
      '2026-12-14T02:00:00.000Z',
      '2026-12-14T07:30:00.000Z',
      '2026-12-17T02:00:00.000Z',
      '2026-12-17T07:30:00.000Z',
    ]);
  });

  it('includes both ends of the range and counts a start time given twice once', () => {
    const { frames } = recurringFrames({ weekdays: [7], times: ['08:00', '08:00', ''], from: '2026-12-13', to: '2026-12-13' }, early);
    expect(frames).toEqual([{ startAt: '2026-12-13T01:00:00.000Z' }]);
  });

  it('skips frames that have already started', () => {
    // 10:00 on Monday 7 Dec in Vietnam: the 09:00 frame that day is past, the 14:30 one is not.
    const now = new Date('2026-12-07T03:00:00.000Z');
    const { frames, skipped } = recurringFrames({ weekdays: [1], times: ['09:00', '14:30'], from: '2026-12-07', to: '2026-12-14' }, now);
    expect(skipped).toBe(1);
    expect(frames.map((f) => f.startAt)).toEqual(['2026-12-07T07:30:00.000Z', '2026-12-14T02:00:00.000Z', '2026-12-14T07:30:00.000Z']);
  });

  it('says what is missing: weekdays, a valid time, an ordered range of at most eight weeks', () => {
    const plan = { weekdays: [1], times: ['09:00'], from: '2026-12-01', to: '2026-12-31' };
    expect(planProblem(plan)).toBeNull();
    expect(planProblem({ ...plan, weekdays: [] })).toBe('weekdays');
    expect(planProblem({ ...plan, times: ['', '25:00'] })).toBe('times');
    expect(planProblem({ ...plan, to: '2026-11-30' })).toBe('range');
    expect(planProblem({ ...plan, to: '2027-01-25' })).toBeNull();
    expect(planProblem({ ...plan, to: '2027-01-26' })).toBe('tooLong');
    expect(recurringFrames({ ...plan, weekdays: [] }, early).frames).toEqual([]);
  });
});

describe('a week of frames', () => {
  it('runs Monday to Sunday and is bounded by Vietnam midnights', () => {
    expect(weekDates('2026-12-07')).toEqual(['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13']);
    expect(weekBounds('2026-12-07')).toEqual({ from: '2026-12-06T17:00:00.000Z', to: '2026-12-13T17:00:00.000Z' });
  });

  it('puts each frame on the Vietnam day it starts, even when that is another day in UTC', () => {
    const late = makeFrame('2026-12-12T17:30:00.000Z'); // 00:30 on Sunday the 13th in Vietnam
    const morning = makeFrame('2026-12-07T02:00:00.000Z');
    const byDay = framesByDay([late, morning], weekDates('2026-12-07'));
    expect(byDay.get('2026-12-07')).toEqual([morning]);
    expect(byDay.get('2026-12-12')).toEqual([]);
    expect(byDay.get('2026-12-13')).toEqual([late]);
  });
});
