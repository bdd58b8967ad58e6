import { describe, expect, it } from 'vitest';
import { hasDuplicateRef, isInEffect, promotionProblem, refKey, stateOf, usageLimitFits } from './promotion.js';

const now = new Date('2026-03-10T05:00:00Z');
const at = (iso: string) => new Date(iso);

describe('where a promotion stands', () => {
  it.each([
    ['within its window and switched on', { startAt: at('2026-03-01T00:00:00Z'), endAt: at('2026-04-01T00:00:00Z'), active: true }, 'ACTIVE'],
    ['from the very instant it starts', { startAt: now, endAt: at('2026-04-01T00:00:00Z'), active: true }, 'ACTIVE'],
    ['before its window', { startAt: at('2026-03-11T00:00:00Z'), endAt: at('2026-04-01T00:00:00Z'), active: true }, 'UPCOMING'],
    ['at the instant it ends', { startAt: at('2026-03-01T00:00:00Z'), endAt: now, active: true }, 'EXPIRED'],
    ['past its window even when switched off', { startAt: at('2026-02-01T00:00:00Z'), endAt: at('2026-03-01T00:00:00Z'), active: false }, 'EXPIRED'],
    ['switched off within its window', { startAt: at('2026-03-01T00:00:00Z'), endAt: at('2026-04-01T00:00:00Z'), active: false }, 'INACTIVE'],
    ['switched off before its window', { startAt: at('2026-03-20T00:00:00Z'), endAt: at('2026-04-01T00:00:00Z'), active: false }, 'INACTIVE'],
  ] as const)('is %s → %s', (_case, window, state) => {
    expect(stateOf(window, now)).toBe(state);
    expect(isInEffect(window, now)).toBe(state === 'ACTIVE');
  });
});

describe('the rules of a saved promotion', () => {
  const window = { startAt: at('2026-03-01T00:00:00Z'), endAt: at('2026-04-01T00:00:00Z') };
  it.each([
    [{ type: 'PERCENTAGE', value: 100, ...window }, null],
    [{ type: 'PERCENTAGE', value: 101, ...window }, 'INVALID_DISCOUNT_VALUE'],
    [{ type: 'FIXED_AMOUNT', value: 500_000, ...window }, null],
    [{ type: 'AMOUNT', value: 0, ...window }, 'INVALID_DISCOUNT_VALUE'],
    [{ type: 'PERCENTAGE', value: 10, startAt: window.endAt, endAt: window.startAt }, 'INVALID_DATE_RANGE'],
    [{ type: 'PERCENTAGE', value: 10, startAt: window.startAt, endAt: window.startAt }, 'INVALID_DATE_RANGE'],
  ])('%o → %s', (promotion, problem) => {
    expect(promotionProblem(promotion)).toBe(problem);
  });

  it('lets a usage limit come down to the uses already made, not below', () => {
    expect(usageLimitFits(null, 40)).toBe(true);
    expect(usageLimitFits(40, 40)).toBe(true);
    expect(usageLimitFits(39, 40)).toBe(false);
  });

  it('tells a product named twice, whatever else is in the list', () => {
    const tier = { productItemType: 'TICKET_TIER', productItemId: 'a' };
    const frame = { productItemType: 'CALENDAR_FRAME', productItemId: 'a' };
    expect(hasDuplicateRef([tier, frame])).toBe(false);
    expect(hasDuplicateRef([tier, frame, { ...tier }])).toBe(true);
    expect(refKey(frame)).toBe('CALENDAR_FRAME:a');
  });
});
