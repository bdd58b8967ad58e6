import { describe, expect, it } from 'vitest';
import { eventTransition, isEditableByHost, mustStayComplete } from './event-status.js';
import { deriveEventFields, isOnSale, submissionProblem, tierChangeProblem, vietnamDay } from './event-rules.js';

const at = (iso: string) => new Date(iso);
const session = (start: string, end: string) => ({ startAt: at(start), endAt: at(end) });
const tier = (price: number, status = 'ACTIVE') => ({ price, status, capacity: 100 });

describe('event status moves', () => {
  it.each([
    ['DRAFT', 'SUBMIT', 'PENDING_APPROVAL_WITH_ADMIN'],
    ['REJECTED', 'SUBMIT', 'PENDING_APPROVAL_WITH_ADMIN'],
    ['PENDING_APPROVAL_WITH_ADMIN', 'APPROVE', 'PUBLISHED'],
    ['PENDING', 'APPROVE', 'PUBLISHED'],
    ['PENDING_APPROVAL_WITH_ADMIN', 'REJECT', 'REJECTED'],
    ['PUBLISHED', 'HIDE', 'REMOVED'],
    ['REMOVED', 'UNHIDE', 'PUBLISHED'],
    ['PUBLISHED', 'ARCHIVE', 'ARCHIVED'],
    ['DRAFT', 'WITHDRAW', 'ARCHIVED'],
    ['PENDING_APPROVAL_WITH_ADMIN', 'WITHDRAW', 'ARCHIVED'],
    ['PUBLISHED', 'WITHDRAW', 'ARCHIVED'],
    ['PUBLISHED', 'CANCEL', 'ARCHIVED'],
    ['REMOVED', 'CANCEL', 'ARCHIVED'],
  ] as const)('%s --%s--> %s', (from, action, to) => {
    expect(eventTransition(from, action)).toEqual({ status: to });
  });

  it.each([
    ['DRAFT', 'APPROVE'],
    ['PUBLISHED', 'SUBMIT'],
    ['PUBLISHED', 'APPROVE'],
    ['REJECTED', 'APPROVE'],
    ['REMOVED', 'ARCHIVE'],
    ['ARCHIVED', 'UNHIDE'],
    ['DRAFT', 'HIDE'],
    ['REMOVED', 'WITHDRAW'],
    ['ARCHIVED', 'WITHDRAW'],
    ['ARCHIVED', 'CANCEL'],
    ['DRAFT', 'CANCEL'],
  ] as const)('refuses %s --%s-->', (from, action) => {
    expect(eventTransition(from, action)).toEqual({ error: 'ILLEGAL_STATUS_TRANSITION' });
  });

  it('lets hosts edit everything but hidden and archived events', () => {
    expect(isEditableByHost('PUBLISHED')).toBe(true);
    expect(isEditableByHost('REJECTED')).toBe(true);
    expect(isEditableByHost('REMOVED')).toBe(false);
    expect(isEditableByHost('ARCHIVED')).toBe(false);
  });

  it('keeps submitted events complete, while drafts and rejected events may be unfinished', () => {
    expect(mustStayComplete('DRAFT')).toBe(false);
    expect(mustStayComplete('REJECTED')).toBe(false);
    expect(mustStayComplete('PENDING_APPROVAL_WITH_ADMIN')).toBe(true);
    expect(mustStayComplete('PUBLISHED')).toBe(true);
  });
});

describe('fields derived from sessions and tiers', () => {
  it('spans the sessions, measures the first one and ranges over the tiers people can buy', () => {
    const derived = deriveEventFields(
      [session('2026-12-02T02:00:00Z', '2026-12-02T05:00:00Z'), session('2026-12-01T02:00:00Z', '2026-12-01T03:30:00Z')],
      [tier(150_000), tier(0, 'HIDDEN'), tier(900_000, 'DISABLED')],
    );
    expect(derived).toEqual({
      startAt: at('2026-12-01T02:00:00Z'),
      endAt: at('2026-12-02T05:00:00Z'),
      durationMinutes: 90,
      sessionCount: 2,
      minPrice: 0,
      maxPrice: 150_000,
    });
  });

  it('is empty for a draft without sessions or tiers', () => {
    expect(deriveEventFields([], [])).toEqual({ startAt: null, endAt: null, durationMinutes: null, sessionCount: 0, minPrice: null, maxPrice: null });
  });
});

describe('what an event needs before review', () => {
  const complete = {
    format: 'OFFLINE',
    meetingTool: null,
    address: '1 Lê Lợi, Huế',
    sessionType: 'SINGLE',
    sessions: [session('2026-12-01T02:00:00Z', '2026-12-01T03:00:00Z')],
    tiers: [tier(0)],
  };
  it('accepts a complete event', () => expect(submissionProblem(complete)).toBeNull());
  it.each([
    [{ sessions: [] }, 'EVENT_INCOMPLETE'],
    [{ tiers: [] }, 'EVENT_INCOMPLETE'],
    [{ format: null }, 'EVENT_INCOMPLETE'],
    [
      { sessions: [session('2026-12-01T02:00:00Z', '2026-12-01T03:00:00Z'), session('2026-12-02T02:00:00Z', '2026-12-02T03:00:00Z')] },
      'EVENT_SESSION_COUNT_INVALID',
    ],
    [{ address: ' ' }, 'EVENT_LOCATION_REQUIRED'],
    [{ format: 'ONLINE' }, 'EVENT_LOCATION_REQUIRED'],
    [{ sessions: [session('2026-12-01T03:00:00Z', '2026-12-01T03:00:00Z')] }, 'INVALID_DATE_RANGE'],
  ])('refuses %j with %s', (change, code) => {
    expect(submissionProblem({ ...complete, ...change })).toBe(code);
  });
});

describe('a tier on sale', () => {
  const now = at('2026-12-01T00:00:00Z');
  const base = { price: 100_000, status: 'ACTIVE', capacity: 10, sold: 0, held: 0 };
  it('is active, in its window and not sold out', () => {
    expect(isOnSale(base, now)).toBe(true);
    expect(isOnSale({ ...base, status: 'HIDDEN' }, now)).toBe(false);
    expect(isOnSale({ ...base, saleStartAt: at('2026-12-02T00:00:00Z') }, now)).toBe(false);
    expect(isOnSale({ ...base, saleEndAt: now }, now)).toBe(false);
    expect(isOnSale({ ...base, sold: 7, held: 3 }, now)).toBe(false);
  });
});

describe('the day in Vietnam', () => {
  it('runs from 00:00 to 24:00 in UTC+7', () => {
    expect(vietnamDay(at('2026-11-22T18:30:00Z'))).toEqual({ start: at('2026-11-22T17:00:00Z'), end: at('2026-11-23T17:00:00Z') });
    expect(vietnamDay(at('2026-11-22T16:59:00Z'))).toEqual({ start: at('2026-11-21T17:00:00Z'), end: at('2026-11-22T17:00:00Z') });
  });
});

describe('changing the tiers of an event', () => {
  const current = [
    { id: 'a', sold: 0, held: 0 },
    { id: 'b', sold: 3, held: 2 },
  ];
  it('lets unsold tiers go and sold ones grow or shrink down to what was taken', () => {
    expect(tierChangeProblem(current, [{ id: 'b', capacity: 5 }, { capacity: 10 }])).toBeNull();
  });
  it('refuses to drop a tier with sales or holds, or to shrink it below them', () => {
    expect(tierChangeProblem(current, [{ id: 'a', capacity: 10 }])).toBe('TICKET_TIER_HAS_SALES');
    expect(tierChangeProblem(current, [{ id: 'b', capacity: 4 }])).toBe('TICKET_TIER_HAS_SALES');
  });
  it('refuses tiers of another event', () => {
    expect(
      tierChangeProblem(current, [
        { id: 'z', capacity: 1 },
        { id: 'b', capacity: 5 },
      ]),
    ).toBe('TICKET_NOT_FOUND');
  });
});
