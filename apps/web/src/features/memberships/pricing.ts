import type { MembershipDto, MembershipPriceDto } from '@market/contract';

/** A choice of the period switch: a recurring period ("MONTH-1") or LIFETIME. */
export type PeriodKey = string;
export const LIFETIME: PeriodKey = 'LIFETIME';

const ORDER = { DAY: 0, WEEK: 1, MONTH: 2, YEAR: 3 } as const;

export const periodKeyOf = (price: Pick<MembershipPriceDto, 'period'>): PeriodKey => (price.period ? `${price.period.unit}-${price.period.count}` : LIFETIME);

/** The periods any plan is sold by, shortest first, lifetime last (what the switch offers). */
export function periodsOf(
  plans: readonly MembershipDto[],
): { key: PeriodKey; unit: MembershipPriceDto['period'] extends infer P ? (P extends { unit: infer U } ? U : never) | null : never; count: number }[] {
  const seen = new Map<PeriodKey, MembershipPriceDto['period']>();
  for (const plan of plans) for (const price of plan.prices) seen.set(periodKeyOf(price), price.period);
  return [...seen.entries()]
    .map(([key, period]) => ({ key, unit: period?.unit ?? null, count: period?.count ?? 1 }))
    .sort((a, b) => (a.unit === null ? 1 : b.unit === null ? -1 : ORDER[a.unit] - ORDER[b.unit] || a.count - b.count));
}

/** The switch's first choice: monthly if any plan has it, else the first period offered. */
export function defaultPeriod(periods: readonly { key: PeriodKey }[]): PeriodKey | null {
  return periods.find((p) => p.key === 'MONTH-1')?.key ?? periods[0]?.key ?? null;
}

/** A plan's price for the chosen period, if it has one. */
export const priceFor = (plan: MembershipDto, key: PeriodKey | null) => plan.prices.find((p) => periodKeyOf(p) === key) ?? null;
