import { describe, expect, it } from 'vitest';
import { allocate, discountPerUnit, priceLines, voucherStateProblem, type PriceInput, type VoucherTerms } from './pricing.js';

const HOST = 'host-a';
const line = (key: string, unitPrice: number, quantity = 1, extra: Partial<PriceInput> = {}): PriceInput => ({
  key,
  hostId: HOST,
  unitPrice,
  quantity,
  discount: null,
  ...extra,
});
const voucher = (extra: Partial<VoucherTerms> = {}): VoucherTerms => ({
  hostId: HOST,
  type: 'PERCENTAGE',
  value: 10,
  maxDiscount: null,
  minOrderAmount: 0,
  applicability: 'ALL',
  productKeys: null,
  ...extra,
});

describe('the price of an order', () => {
  it('is the sum of unit price times quantity when nothing reduces it', () => {
    const result = priceLines([line('a', 150_000, 2), line('b', 99_000)], null);
    expect(result).toMatchObject({ subtotal: 399_000, discountTotal: 0, voucherTotal: 0, total: 399_000, voucherProblem: null });
  });

  it('takes a host discount per unit, rounding a percentage down to the đồng', () => {
    expect(discountPerUnit(99_999, { type: 'PERCENTAGE', value: 15 })).toBe(14_999);
    expect(discountPerUnit(50_000, { type: 'AMOUNT', value: 80_000 })).toBe(50_000);
    const result = priceLines([line('a', 99_999, 3, { discount: { type: 'PERCENTAGE', value: 15 } })], null);
    expect(result.lines[0]).toEqual({ key: 'a', subtotal: 299_997, discountAmount: 44_997, voucherAmount: 0, total: 255_000 });
  });

  it('shares a voucher for the whole order between lines, in proportion, to the exact đồng', () => {
    const result = priceLines([line('a', 100_000), line('b', 200_000), line('c', 1)], voucher({ type: 'FIXED_AMOUNT', value: 100_000 }));
    expect(result.voucherTotal).toBe(100_000);
    expect(result.lines.map((l) => l.voucherAmount)).toEqual([33_333, 66_667, 0]);
    expect(result.total).toBe(200_001);
  });

  it('caps a percentage voucher at its maximum discount', () => {
    const result = priceLines([line('a', 1_000_000)], voucher({ value: 50, maxDiscount: 100_000 }));
    expect(result.voucherTotal).toBe(100_000);
  });

  it('applies an EACH voucher to every unit, after the host discount', () => {
    const result = priceLines(
      [line('a', 100_000, 3, { discount: { type: 'AMOUNT', value: 20_000 } })],
      voucher({ type: 'FIXED_AMOUNT', value: 30_000, applicability: 'EACH' }),
    );
    expect(result.lines[0]).toMatchObject({ discountAmount: 60_000, voucherAmount: 90_000, total: 150_000 });
  });

  it('never goes below zero, whatever the voucher', () => {
    const result = priceLines([line('a', 40_000, 2)], voucher({ type: 'FIXED_AMOUNT', value: 500_000, applicability: 'EACH' }));
    expect(result.total).toBe(0);
    expect(result.lines[0]).toMatchObject({ voucherAmount: 80_000, total: 0 });
    expect(priceLines([line('a', 40_000)], voucher({ type: 'FIXED_AMOUNT', value: 500_000 })).total).toBe(0);
  });

  it("applies a voucher only to its host's lines, and to the products it names", () => {
    const other = line('x', 100_000, 1, { hostId: 'host-b' });
    expect(priceLines([other], voucher()).voucherProblem).toBe('VOUCHER_NOT_APPLICABLE');
    expect(priceLines([line('a', 100_000), other], voucher({ productKeys: new Set(['z']) })).voucherProblem).toBe('VOUCHER_PRODUCT_RESTRICTION');
    const result = priceLines([line('a', 100_000), line('b', 100_000), other], voucher({ productKeys: new Set(['b']) }));
    expect(result.lines.map((l) => l.voucherAmount)).toEqual([0, 10_000, 0]);
  });

  it('refuses a voucher when the eligible amount is under its minimum', () => {
    expect(priceLines([line('a', 90_000)], voucher({ minOrderAmount: 100_000 })).voucherProblem).toBe('VOUCHER_NOT_APPLICABLE');
  });
});

describe('allocating an amount', () => {
  it('sums exactly and never gives a line more than it weighs', () => {
    expect(allocate(10, [10, 10, 10])).toEqual([4, 3, 3]);
    expect(allocate(5, [2, 0, 3])).toEqual([2, 0, 3]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
  });
});

describe('whether a voucher can be used now', () => {
  const base = {
    active: true,
    startAt: new Date('2026-01-01'),
    endAt: new Date('2026-12-31'),
    usage: 'MULTI_USE',
    usageLimit: 10,
    usedCount: 0,
    restrictedUserIds: [] as string[],
  };
  const ctx = { userId: 'u1', now: new Date('2026-06-01'), usedByUser: 0 };
  it('answers each catalogue reason', () => {
    expect(voucherStateProblem(base, ctx)).toBeNull();
    expect(voucherStateProblem({ ...base, active: false }, ctx)).toBe('VOUCHER_INACTIVE');
    expect(voucherStateProblem(base, { ...ctx, now: new Date('2025-12-31') })).toBe('VOUCHER_NOT_STARTED');
    expect(voucherStateProblem(base, { ...ctx, now: new Date('2026-12-31') })).toBe('VOUCHER_EXPIRED');
    expect(voucherStateProblem({ ...base, usedCount: 10 }, ctx)).toBe('VOUCHER_USAGE_LIMIT_REACHED');
    expect(voucherStateProblem({ ...base, usage: 'SINGLE_USE' }, { ...ctx, usedByUser: 1 })).toBe('VOUCHER_USAGE_LIMIT_REACHED');
    expect(voucherStateProblem({ ...base, restrictedUserIds: ['u2'] }, ctx)).toBe('VOUCHER_NOT_APPLICABLE');
  });
});
