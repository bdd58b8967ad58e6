import { describe, expect, it } from 'vitest';
import type { Period } from '../plans/billing-period.js';
import { planChange } from './plan-change.js';

const vn = (wall: string) => new Date(`${wall}+07:00`);
const monthly: Period = { unit: 'MONTH', count: 1 };
const yearly: Period = { unit: 'YEAR', count: 1 };

// April 2026 has 30 days: a period from 1 April to 1 May, asked on 21 April, has a third left.
const april = { periodStart: vn('2026-04-01T00:00'), periodEnd: vn('2026-05-01T00:00') };
const aThirdLeft = vn('2026-04-21T00:00');

describe('the amount of a plan change', () => {
  const cases: [string, number, number, Period, Date, 'UPGRADE' | 'DOWNGRADE', number][] = [
    ['an upgrade pays a third of the monthly difference with a third left', 100_000, 250_000, monthly, aThirdLeft, 'UPGRADE', 50_000],
    ['an upgrade on the first moment pays the whole difference', 100_000, 250_000, monthly, april.periodStart, 'UPGRADE', 150_000],
    ['an upgrade at the period’s end pays nothing', 100_000, 250_000, monthly, april.periodEnd, 'UPGRADE', 0],
    ['a fraction of a đồng is rounded down, in the member’s favour', 100_000, 200_001, monthly, aThirdLeft, 'UPGRADE', 33_333],
    ['1 đ of difference with a third left rounds down to 0', 100_000, 100_001, monthly, aThirdLeft, 'UPGRADE', 0],
    ['a downgrade costs nothing now', 250_000, 100_000, monthly, aThirdLeft, 'DOWNGRADE', 0],
    ['the same amount is no upgrade', 100_000, 100_000, monthly, aThirdLeft, 'DOWNGRADE', 0],
    // A year from 1 April 2026 is 365 days; scaled to April's 30: 1,200,000 × 30 / 365 = 98,630.13 < 100,000.
    ['a yearly price cheaper per month than the monthly one is a downgrade', 100_000, 1_200_000, yearly, aThirdLeft, 'DOWNGRADE', 0],
    // 2,400,000 × 30 / 365 = 197,260.27; minus 100,000 = 97,260.27; a third of it = 32,420.09 → 32,420.
    ['a dearer yearly price is compared over the current month', 100_000, 2_400_000, yearly, aThirdLeft, 'UPGRADE', 32_420],
  ];
  it.each(cases)('%s', (_name, from, to, period, now, kind, chargeNow) => {
    const change = planChange({ current: { amount: from, ...april }, target: { amount: to, period }, now });
    expect(change).toEqual({ kind, chargeNow, startsAt: kind === 'UPGRADE' ? now : april.periodEnd });
  });

  it('starts a downgrade at the next period and an upgrade at once', () => {
    expect(planChange({ current: { amount: 300_000, ...april }, target: { amount: 100_000, period: monthly }, now: aThirdLeft }).startsAt).toEqual(
      april.periodEnd,
    );
    expect(planChange({ current: { amount: 100_000, ...april }, target: { amount: 300_000, period: monthly }, now: aThirdLeft }).startsAt).toEqual(aThirdLeft);
  });

  it('charges nothing beyond the difference even if asked before the period started', () => {
    const before = vn('2026-03-20T00:00');
    expect(planChange({ current: { amount: 100_000, ...april }, target: { amount: 250_000, period: monthly }, now: before }).chargeNow).toBe(150_000);
  });

  it('stays exact with the largest prices (no float rounding)', () => {
    const change = planChange({ current: { amount: 0, ...april }, target: { amount: 999_999_999, period: monthly }, now: aThirdLeft });
    expect(change.chargeNow).toBe(333_333_333);
  });

  it('refuses a period that ends before it starts, or a negative amount', () => {
    const backwards = { amount: 1, periodStart: april.periodEnd, periodEnd: april.periodStart };
    expect(() => planChange({ current: backwards, target: { amount: 2, period: monthly }, now: aThirdLeft })).toThrow(RangeError);
    expect(() => planChange({ current: { amount: -1, ...april }, target: { amount: 2, period: monthly }, now: aThirdLeft })).toThrow(RangeError);
  });
});
