import { describe, expect, it } from 'vitest';
import { nextOrderStatus, orderStatusesFor } from './order-status.js';

describe('order status moves', () => {
  it('pays, expires or fails a pending order', () => {
    expect(nextOrderStatus('PENDING', 'PAY')).toBe('PAID');
    expect(nextOrderStatus('PENDING', 'EXPIRE')).toBe('CANCELLED');
    expect(nextOrderStatus('PENDING', 'FAIL')).toBe('FAILED');
  });

  it('refunds only a paid order, and never pays one twice', () => {
    expect(nextOrderStatus('PAID', 'REFUND')).toBe('REFUNDED');
    expect(nextOrderStatus('PENDING', 'REFUND')).toBeNull();
    expect(nextOrderStatus('PAID', 'PAY')).toBeNull();
    expect(nextOrderStatus('REFUNDED', 'LATE_PAY')).toBeNull();
  });

  it('accepts a late payment of an expired order', () => {
    expect(nextOrderStatus('CANCELLED', 'LATE_PAY')).toBe('PAID');
    expect(orderStatusesFor('LATE_PAY')).toEqual(['CANCELLED', 'FAILED']);
  });
});

describe("the admin's mark paid", () => {
  it('pays a pending order and sells a cancelled or failed one again', () => {
    for (const from of ['PENDING', 'PENDING_UPGRADE', 'CANCELLED', 'FAILED'] as const) expect(nextOrderStatus(from, 'MARK_PAID')).toBe('PAID');
    expect(nextOrderStatus('PAID', 'MARK_PAID')).toBeNull();
    expect(nextOrderStatus('REFUNDED', 'MARK_PAID')).toBeNull();
  });

  it('never marks paid an order that owes money back, whatever its status', () => {
    for (const from of ['PENDING', 'CANCELLED', 'FAILED'] as const) expect(nextOrderStatus(from, 'MARK_PAID', { owesBack: true })).toBeNull();
    // A provider's own late payment is not the admin's hand: it is settled by the stock left.
    expect(nextOrderStatus('CANCELLED', 'LATE_PAY', { owesBack: true })).toBe('PAID');
  });
});
