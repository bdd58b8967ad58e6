import type { ErrorCode, LayoffRequestStatus } from '@market/contract';

/**
 * The one table of allowed moves of a layoff discount request: an admin decides a pending request
 * once, either way. A decided request is final (the person may file a new one, see `blocksNewRequest`).
 */
const MOVES: Readonly<Record<LayoffRequestStatus, readonly LayoffRequestStatus[]>> = {
  PENDING: ['APPROVED', 'REJECTED'],
  APPROVED: [],
  REJECTED: [],
};

export type LayoffMove = { ok: true; status: LayoffRequestStatus; action: 'APPROVED' | 'REJECTED' } | { ok: false; code: ErrorCode };

export function moveLayoffRequest(from: LayoffRequestStatus, to: LayoffRequestStatus): LayoffMove {
  if (MOVES[from].includes(to)) return { ok: true, status: to, action: to as 'APPROVED' | 'REJECTED' };
  return { ok: false, code: from === 'PENDING' ? 'ILLEGAL_STATUS_TRANSITION' : 'LAYOFF_REQUEST_ALREADY_REVIEWED' };
}

/** The discount an approval granted, as stored. */
export interface GrantedDiscount {
  status: LayoffRequestStatus;
  discountPercent: number | null;
  discountValidFrom: Date | null;
  discountValidUntil: Date | null;
  discountUsedAt: Date | null;
}

/** Usable at `at`: approved, not used yet, inside [validFrom, validUntil). */
export function isDiscountUsable(row: GrantedDiscount, at: Date): boolean {
  return (
    row.status === 'APPROVED' &&
    row.discountPercent !== null &&
    row.discountUsedAt === null &&
    row.discountValidFrom !== null &&
    row.discountValidUntil !== null &&
    row.discountValidFrom <= at &&
    at < row.discountValidUntil
  );
}

/**
 * One open request at a time: a pending one, or an approved one whose discount is still to be used
 * (now or later in its period). A rejected request, or a discount used or lapsed, lets the person ask again.
 */
export function blocksNewRequest(row: GrantedDiscount, at: Date): boolean {
  if (row.status === 'PENDING') return true;
  return row.status === 'APPROVED' && row.discountUsedAt === null && row.discountValidUntil !== null && at < row.discountValidUntil;
}

/** What the discount takes off one unit's price, in whole đồng (rounded down, as every percentage in pricing.ts). */
export function layoffDiscountOff(unitPrice: number, percent: number): number {
  return Math.max(0, Math.min(unitPrice, Math.floor((unitPrice * percent) / 100)));
}

/** Where a granted discount stands at `at`. */
export function discountState(row: GrantedDiscount, at: Date): 'UPCOMING' | 'USABLE' | 'USED' | 'EXPIRED' {
  if (row.discountUsedAt) return 'USED';
  if (row.discountValidUntil && at >= row.discountValidUntil) return 'EXPIRED';
  if (row.discountValidFrom && at < row.discountValidFrom) return 'UPCOMING';
  return 'USABLE';
}
