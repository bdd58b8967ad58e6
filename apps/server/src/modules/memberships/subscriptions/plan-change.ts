import { nextPeriodEnd, type Period } from '../plans/billing-period.js';

export interface PlanChange {
  kind: 'UPGRADE' | 'DOWNGRADE';
  /** VND charged now (through a PENDING_UPGRADE order); 0 for a downgrade. */
  chargeNow: number;
  /** When the new price takes over: now for an upgrade, the current period's end for a downgrade. */
  startsAt: Date;
}

/**
 * A change from the current recurring price to another one (spec: change-plan), as shown to the
 * member before they confirm.
 *
 * The two prices are compared over the current period: the target's amount is scaled to the current
 * period's length (its own period measured from the same start, on Vietnam's calendar), so a monthly
 * and a yearly price compare by what they cost per unit of time.
 * - UPGRADE (the target costs more over the period): the member pays now the unused part of the
 *   period's price difference, `(target scaled − current) × remaining / period length`, and the new
 *   price applies at once; the period's end stays, renewals then charge the target's amount.
 * - DOWNGRADE (costs the same or less): nothing now; the new price starts at the next period.
 *
 * Rounding: exact integer arithmetic (BigInt over milliseconds), then rounded DOWN to the whole đồng,
 * so the member never pays for a fraction they did not use (at most 1 đ in their favour).
 * A lifetime price is not a plan change (it is bought outright): both prices here recur.
 */
export function planChange(input: {
  current: { amount: number; periodStart: Date; periodEnd: Date };
  target: { amount: number; period: Period };
  now: Date;
}): PlanChange {
  const { current, target, now } = input;
  const start = current.periodStart.getTime();
  const end = current.periodEnd.getTime();
  if (!(end > start)) throw new RangeError('plan change: the current period must end after it starts');
  if (!Number.isSafeInteger(current.amount) || !Number.isSafeInteger(target.amount) || current.amount < 0 || target.amount < 0)
    throw new RangeError('plan change: amounts are whole VND, not negative');

  const currentLength = BigInt(end - start);
  const targetLength = BigInt(nextPeriodEnd(current.periodStart, target.period).getTime() - start);
  // (target scaled to the current period − current) × targetLength, kept whole.
  const difference = BigInt(target.amount) * currentLength - BigInt(current.amount) * targetLength;
  if (difference <= 0n) return { kind: 'DOWNGRADE', chargeNow: 0, startsAt: current.periodEnd };

  const remaining = BigInt(Math.min(Math.max(end - now.getTime(), 0), end - start));
  // BigInt division truncates toward zero: both factors are non-negative, so this rounds down.
  const chargeNow = (difference * remaining) / (targetLength * currentLength);
  return { kind: 'UPGRADE', chargeNow: Number(chargeNow), startsAt: now };
}
