import type { ErrorCode } from '@market/contract';

/**
 * The one price calculation. All amounts are integer VND. Rounding rules:
 * 1. A host discount is taken per unit: PERCENTAGE → floor(unit × p / 100); AMOUNT → min(value, unit).
 *    Per unit, so that refunding one line gives back exactly what that line cost.
 * 2. A voucher applies only to its host's lines (and, if it names products, only to those), on the
 *    price after the discount.
 *    - applicability EACH: per eligible unit, as in rule 1 (a percentage is capped by maxDiscount per unit).
 *    - applicability ALL: once on the eligible total: floor(total × p / 100) capped by maxDiscount,
 *      or min(value, total); then shared between the eligible lines in proportion to their totals,
 *      each share rounded down and the đồng left over given to the largest lines first.
 * 3. Every amount is floored at 0: a line never costs less than nothing, nor does an order.
 */
export interface PricedDiscount {
  type: string;
  value: number;
}

export interface VoucherTerms {
  hostId: string;
  type: string;
  value: number;
  maxDiscount: number | null;
  minOrderAmount: number;
  applicability: string;
  /** Product keys it is restricted to; null means every product of its host. */
  productKeys: ReadonlySet<string> | null;
}

export interface PriceInput {
  key: string;
  hostId: string;
  unitPrice: number;
  quantity: number;
  discount: PricedDiscount | null;
}

export interface PricedLine {
  key: string;
  subtotal: number;
  discountAmount: number;
  voucherAmount: number;
  total: number;
}

export interface PriceResult {
  lines: PricedLine[];
  subtotal: number;
  discountTotal: number;
  voucherTotal: number;
  total: number;
  /** Why the voucher gave nothing (VOUCHER_PRODUCT_RESTRICTION...), or null. */
  voucherProblem: ErrorCode | null;
}

function percentOf(amount: number, percent: number): number {
  return Math.floor((amount * percent) / 100);
}

export function discountPerUnit(unitPrice: number, discount: PricedDiscount | null): number {
  if (!discount) return 0;
  const off = discount.type === 'PERCENTAGE' ? percentOf(unitPrice, discount.value) : discount.value;
  return Math.max(0, Math.min(unitPrice, off));
}

function voucherPerUnit(unitPrice: number, voucher: VoucherTerms): number {
  const off = voucher.type === 'PERCENTAGE' ? Math.min(percentOf(unitPrice, voucher.value), voucher.maxDiscount ?? Infinity) : voucher.value;
  return Math.max(0, Math.min(unitPrice, off));
}

/** Splits `amount` over `weights` in proportion, in whole đồng, summing exactly to `amount`. */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || amount <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / sum);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((a, b) => a + b, 0);
  const order = weights.map((w, i) => i).sort((a, b) => exact[b]! - shares[b]! - (exact[a]! - shares[a]!) || weights[b]! - weights[a]!);
  for (const i of order) {
    if (left <= 0) break;
    if (shares[i]! < weights[i]!) {
      shares[i]! += 1;
      left -= 1;
    }
  }
  return shares;
}

export function priceLines(inputs: readonly PriceInput[], voucher: VoucherTerms | null): PriceResult {
  const lines: PricedLine[] = inputs.map((input) => {
    const subtotal = input.unitPrice * input.quantity;
    const discountAmount = discountPerUnit(input.unitPrice, input.discount) * input.quantity;
    return { key: input.key, subtotal, discountAmount, voucherAmount: 0, total: subtotal - discountAmount };
  });

  let voucherProblem: ErrorCode | null = null;
  if (voucher) {
    const ofHost = inputs.map((input, i) => ({ input, line: lines[i]! })).filter(({ input }) => input.hostId === voucher.hostId);
    const eligible = ofHost.filter(({ input }) => !voucher.productKeys || voucher.productKeys.has(input.key));
    const base = eligible.reduce((sum, { line }) => sum + line.total, 0);
    if (!ofHost.length) voucherProblem = 'VOUCHER_NOT_APPLICABLE';
    else if (!eligible.length) voucherProblem = 'VOUCHER_PRODUCT_RESTRICTION';
    else if (base < voucher.minOrderAmount || base === 0) voucherProblem = 'VOUCHER_NOT_APPLICABLE';
    else if (voucher.applicability === 'EACH') {
      for (const { input, line } of eligible) {
        const unitAfterDiscount = input.unitPrice - discountPerUnit(input.unitPrice, input.discount);
        line.voucherAmount = Math.min(line.total, voucherPerUnit(unitAfterDiscount, voucher) * input.quantity);
      }
    } else {
      const off = voucher.type === 'PERCENTAGE' ? Math.min(percentOf(base, voucher.value), voucher.maxDiscount ?? Infinity) : voucher.value;
      const shares = allocate(
        Math.max(0, Math.min(base, off)),
        eligible.map(({ line }) => line.total),
      );
      eligible.forEach(({ line }, i) => (line.voucherAmount = shares[i]!));
    }
    for (const line of lines) line.total = Math.max(0, line.total - line.voucherAmount);
  }

  const sum = (pick: (l: PricedLine) => number) => lines.reduce((a, l) => a + pick(l), 0);
  return {
    lines,
    subtotal: sum((l) => l.subtotal),
    discountTotal: sum((l) => l.discountAmount),
    voucherTotal: sum((l) => l.voucherAmount),
    total: Math.max(
      0,
      sum((l) => l.total),
    ),
    voucherProblem,
  };
}

/** A voucher as stored, checked against the moment and the buyer (the product side is `priceLines`'). */
export interface VoucherState {
  active: boolean;
  startAt: Date;
  endAt: Date;
  usage: string;
  usageLimit: number | null;
  usedCount: number;
  restrictedUserIds: readonly string[];
}

export function voucherStateProblem(voucher: VoucherState, context: { userId: string; now: Date; usedByUser: number }): ErrorCode | null {
  if (!voucher.active) return 'VOUCHER_INACTIVE';
  if (context.now < voucher.startAt) return 'VOUCHER_NOT_STARTED';
  if (context.now >= voucher.endAt) return 'VOUCHER_EXPIRED';
  if (voucher.restrictedUserIds.length && !voucher.restrictedUserIds.includes(context.userId)) return 'VOUCHER_NOT_APPLICABLE';
  if (voucher.usageLimit !== null && voucher.usedCount >= voucher.usageLimit) return 'VOUCHER_USAGE_LIMIT_REACHED';
  if (voucher.usage === 'SINGLE_USE' && context.usedByUser > 0) return 'VOUCHER_USAGE_LIMIT_REACHED';
  return null;
}
