import { describe, expect, it } from 'vitest';
import { priceChangeNotice, priceChangeOf } from './plan.js';

describe('what a price edit tells its members', () => {
  const monthly = { amount: 199_000, periodUnit: 'MONTH' as const, periodCount: 1 };
  const cases: [string, { amount: number; period: { unit: 'MONTH' | 'YEAR'; count: number } | null }, string | null][] = [
    ['nothing when nothing they pay changed', { amount: 199_000, period: { unit: 'MONTH', count: 1 } }, null],
    ['the price when only the amount changed', { amount: 249_000, period: { unit: 'MONTH', count: 1 } }, 'MEMBERSHIP_PLAN_PRICE_CHANGED'],
    ['the period when only the count changed', { amount: 199_000, period: { unit: 'MONTH', count: 3 } }, 'MEMBERSHIP_PLAN_PERIOD_CHANGED'],
    ['the period when it became lifetime', { amount: 199_000, period: null }, 'MEMBERSHIP_PLAN_PERIOD_CHANGED'],
    ['both when both changed', { amount: 1_990_000, period: { unit: 'YEAR', count: 1 } }, 'MEMBERSHIP_PLAN_ALL_CHANGED'],
  ];
  it.each(cases)('tells %s', (_name, after, kind) => {
    expect(priceChangeOf(monthly, after)).toBe(kind);
  });

  it('says the new price and that it applies from the next renewal', () => {
    const notice = priceChangeNotice('Học không giới hạn', 'MEMBERSHIP_PLAN_ALL_CHANGED', { amount: 1_990_000, period: { unit: 'YEAR', count: 1 } });
    expect(notice.title).toBe('Gói Học không giới hạn thay đổi giá và chu kỳ thanh toán');
    expect(notice.body).toContain('1.990.000');
    expect(notice.body).toContain('/ năm');
    expect(notice.body).toContain('kỳ gia hạn tiếp theo');
  });
});
