import type { MembershipDto } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { defaultPeriod, periodsOf, priceFor } from './pricing';

const price = (id: string, amount: number, period: { unit: 'DAY' | 'WEEK' | 'MONTH' | 'YEAR'; count: number } | null) => ({
  id,
  amount,
  period,
  isLifetime: period === null,
  status: 'ACTIVE' as const,
});
const plan = (prices: ReturnType<typeof price>[]) => ({ prices }) as unknown as MembershipDto;

describe('the pricing page’s period switch', () => {
  const plans = [
    plan([price('a', 1_990_000, { unit: 'YEAR', count: 1 }), price('b', 199_000, { unit: 'MONTH', count: 1 })]),
    plan([price('c', 4_990_000, null), price('d', 499_000, { unit: 'MONTH', count: 3 }), price('e', 249_000, { unit: 'MONTH', count: 1 })]),
  ];

  it('offers every period sold, shortest first and lifetime last, and starts on monthly', () => {
    const periods = periodsOf(plans);
    expect(periods.map((p) => p.key)).toEqual(['MONTH-1', 'MONTH-3', 'YEAR-1', 'LIFETIME']);
    expect(defaultPeriod(periods)).toBe('MONTH-1');
    expect(defaultPeriod(periodsOf([plan([price('x', 1, null)])]))).toBe('LIFETIME');
    expect(defaultPeriod([])).toBeNull();
  });

  it('shows each plan’s price for the chosen period, or none', () => {
    expect(priceFor(plans[0]!, 'YEAR-1')?.id).toBe('a');
    expect(priceFor(plans[0]!, 'LIFETIME')).toBeNull();
    expect(priceFor(plans[1]!, 'LIFETIME')?.id).toBe('c');
  });
});
