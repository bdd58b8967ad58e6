import { PaymentStatus } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { nextPaymentStatus, paymentStatusesFor, paymentTargetOf, type PaymentAction } from './payment-status.js';

const ACTIONS: PaymentAction[] = ['SUCCEED', 'FAIL', 'EXPIRE', 'CANCEL', 'REFUND'];

// Every (status, action) pair the table allows; all others must answer null.
const ALLOWED: [from: string, action: PaymentAction, to: string][] = [
  ['PENDING', 'SUCCEED', 'SUCCESS'],
  ['EXPIRED', 'SUCCEED', 'SUCCESS'],
  ['CANCEL', 'SUCCEED', 'SUCCESS'],
  ['PENDING', 'FAIL', 'FAILED'],
  ['PENDING', 'EXPIRE', 'EXPIRED'],
  ['PENDING', 'CANCEL', 'CANCEL'],
  ['SUCCESS', 'REFUND', 'REFUND'],
];

describe('payment attempt moves', () => {
  it.each(ALLOWED)('moves %s by %s to %s', (from, action, to) => {
    expect(nextPaymentStatus(from as never, action)).toBe(to);
    expect(paymentTargetOf(action)).toBe(to);
  });

  it('refuses every move the table does not list (a settled attempt is never settled twice)', () => {
    for (const from of PaymentStatus.values) {
      for (const action of ACTIONS) {
        if (ALLOWED.some(([f, a]) => f === from && a === action)) continue;
        expect(nextPaymentStatus(from, action), `${from} by ${action}`).toBeNull();
      }
    }
  });

  it('lists the statuses each action starts from, for conditional updates', () => {
    expect(paymentStatusesFor('SUCCEED')).toEqual(['PENDING', 'EXPIRED', 'CANCEL']);
    expect(paymentStatusesFor('CANCEL')).toEqual(['PENDING']);
    expect(paymentStatusesFor('REFUND')).toEqual(['SUCCESS']);
  });
});
