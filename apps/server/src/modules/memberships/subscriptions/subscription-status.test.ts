import { describe, expect, it } from 'vitest';
import {
  grantsPlan,
  nextSubscriptionStatus,
  subscriptionStatusesFor,
  subscriptionTargetOf,
  type SubscriptionAction,
  type SubscriptionStatus,
} from './subscription-status.js';

const ALL: SubscriptionStatus[] = ['PENDING', 'ACTIVE', 'FAILED', 'CANCEL', 'EXPIRED', 'PENDING_RENEWAL'];

describe('subscription status moves', () => {
  const allowed: [SubscriptionAction, SubscriptionStatus, SubscriptionStatus][] = [
    ['PAY_FIRST', 'PENDING', 'ACTIVE'],
    ['FAIL_FIRST', 'PENDING', 'FAILED'],
    ['TIME_OUT', 'PENDING', 'FAILED'],
    ['ABANDON', 'PENDING', 'FAILED'],
    ['REVIVE', 'FAILED', 'PENDING'],
    ['RENEWAL_DUE', 'ACTIVE', 'PENDING_RENEWAL'],
    ['RENEW', 'PENDING_RENEWAL', 'ACTIVE'],
    ['CANCEL', 'ACTIVE', 'CANCEL'],
    ['RESUME', 'CANCEL', 'ACTIVE'],
    ['EXPIRE', 'ACTIVE', 'EXPIRED'],
    ['EXPIRE', 'PENDING_RENEWAL', 'EXPIRED'],
    ['EXPIRE', 'CANCEL', 'EXPIRED'],
  ];

  it.each(allowed)('%s moves a %s subscription to %s', (action, from, to) => {
    expect(nextSubscriptionStatus(from, action)).toBe(to);
  });

  it('refuses every other move (an illegal transition is never a silent overwrite)', () => {
    for (const action of new Set(allowed.map(([a]) => a)))
      for (const from of ALL) {
        const expected = allowed.find(([a, f]) => a === action && f === from)?.[2] ?? null;
        expect(nextSubscriptionStatus(from, action), `${action} from ${from}`).toBe(expected);
      }
  });

  it('never leaves EXPIRED, and leaves FAILED only when its provider collected the first payment after all (REVIVE)', () => {
    for (const action of new Set(allowed.map(([a]) => a))) {
      expect(nextSubscriptionStatus('FAILED', action)).toBe(action === 'REVIVE' ? 'PENDING' : null);
      expect(nextSubscriptionStatus('EXPIRED', action)).toBeNull();
    }
  });

  it('does not cancel while a renewal charge is open, nor pay a first payment twice', () => {
    expect(nextSubscriptionStatus('PENDING_RENEWAL', 'CANCEL')).toBeNull();
    expect(nextSubscriptionStatus('ACTIVE', 'PAY_FIRST')).toBeNull();
  });

  it('names the statuses each action starts from and its one target, for conditional updates', () => {
    expect(subscriptionStatusesFor('EXPIRE')).toEqual(['ACTIVE', 'PENDING_RENEWAL', 'CANCEL']);
    expect(subscriptionTargetOf('EXPIRE')).toBe('EXPIRED');
    expect(subscriptionTargetOf('CANCEL')).toBe('CANCEL');
  });
});

describe('whether a subscription grants its plan', () => {
  const now = new Date('2026-06-15T00:00:00Z');
  const start = new Date('2026-06-01T00:00:00Z');
  const end = new Date('2026-07-01T00:00:00Z');
  const past = new Date('2026-06-10T00:00:00Z');
  const cases: [string, SubscriptionStatus, boolean, Date | null, Date | null, boolean][] = [
    ['an active member within the period', 'ACTIVE', false, start, end, true],
    ['a member whose renewal is being charged', 'PENDING_RENEWAL', false, start, end, true],
    ['a cancelled member until the period ends', 'CANCEL', false, start, end, true],
    ['a cancelled member once the period ended', 'CANCEL', false, start, past, false],
    ['a member whose renewal is still being collected after the period ended (grace)', 'PENDING_RENEWAL', false, start, past, true],
    ['a lifetime member', 'ACTIVE', true, start, null, true],
    ['a subscription waiting for its first payment', 'PENDING', false, null, null, false],
    ['an expired subscription', 'EXPIRED', false, start, end, false],
    ['a failed subscription', 'FAILED', false, null, null, false],
  ];
  it.each(cases)('%s: %s', (_name, status, isLifetime, currentPeriodStart, currentPeriodEnd, expected) => {
    expect(grantsPlan({ status, isLifetime, currentPeriodStart, currentPeriodEnd }, now)).toBe(expected);
  });
});
