import { billingPeriodLabel, formatVnd, type MembershipPriceDto } from '@market/contract';
import type { MembershipPriceRow } from './plans.table.js';

/** A price row as the wire shows it. */
export function toPriceDto(row: MembershipPriceRow): MembershipPriceDto {
  const period = row.periodUnit && row.periodCount ? { unit: row.periodUnit, count: row.periodCount } : null;
  return { id: row.id, amount: row.amount, period, isLifetime: period === null, status: row.status };
}

export type PriceChangeKind = 'MEMBERSHIP_PLAN_PRICE_CHANGED' | 'MEMBERSHIP_PLAN_PERIOD_CHANGED' | 'MEMBERSHIP_PLAN_ALL_CHANGED';

/** What changed of a price its members pay again: the amount, the period, both, or nothing to tell. */
export function priceChangeOf(
  before: Pick<MembershipPriceRow, 'amount' | 'periodUnit' | 'periodCount'>,
  after: { amount: number; period: { unit: string; count: number } | null },
): PriceChangeKind | null {
  const amount = before.amount !== after.amount;
  const period = (before.periodUnit ?? null) !== (after.period?.unit ?? null) || (before.periodCount ?? null) !== (after.period?.count ?? null);
  if (amount && period) return 'MEMBERSHIP_PLAN_ALL_CHANGED';
  if (amount) return 'MEMBERSHIP_PLAN_PRICE_CHANGED';
  return period ? 'MEMBERSHIP_PLAN_PERIOD_CHANGED' : null;
}

/** The notice of a price change, in the members' words: the new price applies from their next renewal. */
export function priceChangeNotice(
  planName: string,
  kind: PriceChangeKind,
  after: { amount: number; period: { unit: 'DAY' | 'WEEK' | 'MONTH' | 'YEAR'; count: number } | null },
) {
  const price = `${formatVnd(after.amount)} / ${billingPeriodLabel(after.period)}`;
  const title = {
    MEMBERSHIP_PLAN_PRICE_CHANGED: `Gói ${planName} thay đổi giá`,
    MEMBERSHIP_PLAN_PERIOD_CHANGED: `Gói ${planName} thay đổi chu kỳ thanh toán`,
    MEMBERSHIP_PLAN_ALL_CHANGED: `Gói ${planName} thay đổi giá và chu kỳ thanh toán`,
  }[kind];
  return { title, body: `Từ kỳ gia hạn tiếp theo, gói của bạn có giá ${price}. Bạn có thể đổi gói hoặc huỷ trước ngày gia hạn.`, link: '/me/subscription' };
}
