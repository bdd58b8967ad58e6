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
