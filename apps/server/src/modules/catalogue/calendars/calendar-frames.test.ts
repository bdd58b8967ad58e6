import { describe, expect, it } from 'vitest';
import { capacityFor, frameRangeProblem, freePlaces, planFrames } from './calendar-frames.js';

const at = (iso: string) => new Date(iso);
const now = at('2026-03-02T00:00:00Z');
const group = { type: 'TWO_WAY', durationMinutes: 60, capacityPerFrame: 8 };
const oneToOne = { type: 'ONE_TO_ONE', durationMinutes: 30, capacityPerFrame: 1 };

describe('planning the frames a host adds', () => {
  it.each([
    [
      'ends after the calendar’s length when no end is given',
      group,
      [{ startAt: '2026-03-03T02:00:00Z' }],
      [['2026-03-03T02:00:00Z', '2026-03-03T03:00:00Z', 8]],
    ],
    [
      'keeps an end the host gave',
      group,
      [{ startAt: '2026-03-03T02:00:00Z', endAt: '2026-03-03T02:45:00Z' }],
      [['2026-03-03T02:00:00Z', '2026-03-03T02:45:00Z', 8]],
    ],
    [
      'keeps the places the host gave for one frame',
      group,
      [{ startAt: '2026-03-03T02:00:00Z', capacity: 3 }],
      [['2026-03-03T02:00:00Z', '2026-03-03T03:00:00Z', 3]],
    ],
    [
      'gives a 1:1 frame one place whatever was asked',
      oneToOne,
      [{ startAt: '2026-03-03T02:00:00Z', capacity: 5 }],
      [['2026-03-03T02:00:00Z', '2026-03-03T02:30:00Z', 1]],
    ],
    ['reads instants written in Vietnam time', oneToOne, [{ startAt: '2026-03-03T09:00:00+07:00' }], [['2026-03-03T02:00:00Z', '2026-03-03T02:30:00Z', 1]]],
    [
      'puts frames in time order and lets one start where another ends',
      group,
      [{ startAt: '2026-03-03T03:00:00Z' }, { startAt: '2026-03-03T02:00:00Z' }],
      [
        ['2026-03-03T02:00:00Z', '2026-03-03T03:00:00Z', 8],
        ['2026-03-03T03:00:00Z', '2026-03-03T04:00:00Z', 8],
      ],
    ],
  ] as const)('%s', (_name, calendar, requests, expected) => {
    const plan = planFrames(calendar, requests, now);
    expect(plan).toEqual({ frames: expected.map(([startAt, endAt, capacity]) => ({ startAt: at(startAt), endAt: at(endAt), capacity })) });
  });

  it.each([
    ['an end before its start', [{ startAt: '2026-03-03T02:00:00Z', endAt: '2026-03-03T01:00:00Z' }], 'INVALID_DATE_RANGE'],
    ['an end equal to its start', [{ startAt: '2026-03-03T02:00:00Z', endAt: '2026-03-03T02:00:00Z' }], 'INVALID_DATE_RANGE'],
    ['a start in the past', [{ startAt: '2026-03-01T23:00:00Z' }], 'CALENDAR_FRAME_IN_PAST'],
    ['a start right now', [{ startAt: '2026-03-02T00:00:00Z' }], 'CALENDAR_FRAME_IN_PAST'],
    ['two frames of the request at the same time', [{ startAt: '2026-03-03T02:00:00Z' }, { startAt: '2026-03-03T02:00:00Z' }], 'CALENDAR_FRAME_OVERLAP'],
    ['one frame starting inside another', [{ startAt: '2026-03-03T02:00:00Z' }, { startAt: '2026-03-03T02:59:00Z' }], 'CALENDAR_FRAME_OVERLAP'],
    [
      'a long frame covering a short one',
      [{ startAt: '2026-03-03T05:00:00Z' }, { startAt: '2026-03-03T04:00:00Z', endAt: '2026-03-03T08:00:00Z' }],
      'CALENDAR_FRAME_OVERLAP',
    ],
  ] as const)('refuses %s', (_name, requests, code) => {
    expect(planFrames(group, requests, now)).toEqual({ error: code });
  });
});

describe('the window of a frames query', () => {
  it.each([
    ['one day', '2026-03-01T00:00:00Z', '2026-03-02T00:00:00Z', null],
    ['exactly 62 days', '2026-03-01T00:00:00Z', '2026-05-02T00:00:00Z', null],
    ['62 days and a second', '2026-03-01T00:00:00Z', '2026-05-02T00:00:01Z', 'INVALID_FRAME_RANGE'],
    ['an end before the start', '2026-03-02T00:00:00Z', '2026-03-01T00:00:00Z', 'INVALID_DATE_RANGE'],
    ['an empty window', '2026-03-01T00:00:00Z', '2026-03-01T00:00:00Z', 'INVALID_DATE_RANGE'],
  ] as const)('%s → %s', (_name, from, to, problem) => {
    expect(frameRangeProblem(at(from), at(to))).toBe(problem);
  });
});

describe('places', () => {
  it.each([
    ['TWO_WAY', 6, 6],
    ['ONE_WAY', 40, 40],
    ['ONE_TO_ONE', 6, 1],
  ] as const)('a %s calendar asked for %i places per frame gives %i', (type, asked, places) => {
    expect(capacityFor(type, asked)).toBe(places);
  });

  it.each([
    [{ capacity: 5, booked: 2, held: 1 }, 2],
    [{ capacity: 1, booked: 1, held: 0 }, 0],
    [{ capacity: 2, booked: 2, held: 1 }, 0],
  ])('%o has %i free', (frame, free) => {
    expect(freePlaces(frame)).toBe(free);
  });
});
