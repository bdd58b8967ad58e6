import type { LayoffRequestStatus } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { blocksNewRequest, discountState, isDiscountUsable, layoffDiscountOff, moveLayoffRequest, type GrantedDiscount } from './layoff-request-status.js';

describe('layoff request transitions', () => {
  const cases: [LayoffRequestStatus, LayoffRequestStatus, string][] = [
    ['PENDING', 'APPROVED', 'APPROVED'],
    ['PENDING', 'REJECTED', 'REJECTED'],
    ['PENDING', 'PENDING', 'ILLEGAL_STATUS_TRANSITION'],
    ['APPROVED', 'REJECTED', 'LAYOFF_REQUEST_ALREADY_REVIEWED'],
    ['APPROVED', 'APPROVED', 'LAYOFF_REQUEST_ALREADY_REVIEWED'],
    ['APPROVED', 'PENDING', 'LAYOFF_REQUEST_ALREADY_REVIEWED'],
    ['REJECTED', 'APPROVED', 'LAYOFF_REQUEST_ALREADY_REVIEWED'],
    ['REJECTED', 'REJECTED', 'LAYOFF_REQUEST_ALREADY_REVIEWED'],
    ['REJECTED', 'PENDING', 'LAYOFF_REQUEST_ALREADY_REVIEWED'],
  ];
  it.each(cases)('from %s to %s answers %s', (from, to, expected) => {
    const move = moveLayoffRequest(from, to);
    expect(move.ok ? move.status : move.code).toBe(expected);
  });
});

describe('the granted discount', () => {
  const day = 24 * 3600 * 1000;
  const now = new Date('2026-06-01T00:00:00Z');
  const approved = (extra: Partial<GrantedDiscount> = {}): GrantedDiscount => ({
    status: 'APPROVED',
    discountPercent: 30,
    discountValidFrom: new Date(now.getTime() - day),
    discountValidUntil: new Date(now.getTime() + day),
    discountUsedAt: null,
    ...extra,
  });

  it('is usable inside its period until it is used', () => {
    expect(isDiscountUsable(approved(), now)).toBe(true);
    expect(isDiscountUsable(approved({ discountUsedAt: now }), now)).toBe(false);
    expect(isDiscountUsable(approved({ discountValidFrom: new Date(now.getTime() + 1) }), now)).toBe(false);
    expect(isDiscountUsable(approved({ discountValidUntil: now }), now)).toBe(false);
    expect(isDiscountUsable(approved({ status: 'REJECTED' }), now)).toBe(false);
  });

  it('keeps a person from asking again while a request is pending or a discount is still to be used', () => {
    expect(blocksNewRequest({ ...approved(), status: 'PENDING', discountPercent: null }, now)).toBe(true);
    expect(blocksNewRequest(approved(), now)).toBe(true);
    expect(blocksNewRequest(approved({ discountValidFrom: new Date(now.getTime() + day), discountValidUntil: new Date(now.getTime() + 2 * day) }), now)).toBe(
      true,
    );
    expect(blocksNewRequest(approved({ discountUsedAt: now }), now)).toBe(false);
    expect(blocksNewRequest(approved({ discountValidUntil: now }), now)).toBe(false);
    expect(blocksNewRequest({ ...approved(), status: 'REJECTED' }, now)).toBe(false);
  });

  it('says where it stands: upcoming, usable, used or expired', () => {
    expect(discountState(approved({ discountValidFrom: new Date(now.getTime() + 1) }), now)).toBe('UPCOMING');
    expect(discountState(approved(), now)).toBe('USABLE');
    expect(discountState(approved({ discountUsedAt: now, discountValidUntil: now }), now)).toBe('USED');
    expect(discountState(approved({ discountValidUntil: now }), now)).toBe('EXPIRED');
  });

  it('takes whole đồng off, rounded down, never more than the price', () => {
    expect(layoffDiscountOff(199_000, 30)).toBe(59_700);
    expect(layoffDiscountOff(99_999, 15)).toBe(14_999);
    expect(layoffDiscountOff(500_000, 100)).toBe(500_000);
    expect(layoffDiscountOff(0, 50)).toBe(0);
  });
});
