import { describe, expect, it } from 'vitest';
import { adminActions, buyerRefundRights, nextRefundState, refundModeFor, type RefundState } from './refund-status.js';

const at = (approval: RefundState['approval'], status: RefundState['status']): RefundState => ({ approval, status });

describe('refund transitions', () => {
  it('starts the money moving when a pending request is approved', () => {
    expect(nextRefundState(at('PENDING', 'PENDING'), 'APPROVE', 'AUTO')).toEqual(at('APPROVED', 'PROCESSING'));
    expect(nextRefundState(at('PENDING', 'PENDING'), 'APPROVE', 'MANUAL')).toEqual(at('APPROVED', 'PROCESSING'));
  });

  it('does not approve a MANUAL request that still waits for the bank account', () => {
    expect(nextRefundState(at('PENDING', 'AWAITING_INFO'), 'APPROVE', 'MANUAL')).toBeNull();
  });

  it('closes a rejected request as FAILED, and never moves it again', () => {
    expect(nextRefundState(at('PENDING', 'PENDING'), 'REJECT', 'AUTO')).toEqual(at('REJECTED', 'FAILED'));
    for (const action of ['APPROVE', 'REJECT', 'RETRY', 'FAIL', 'PROVIDE_INFO', 'ASK_INFO', 'CONFIRM_TRANSFER', 'PROVIDER_OK'] as const) {
      expect(nextRefundState(at('REJECTED', 'FAILED'), action, 'MANUAL')).toBeNull();
    }
  });

  it('lets only the provider succeed an AUTO refund and only the admin confirm a MANUAL transfer', () => {
    expect(nextRefundState(at('APPROVED', 'PROCESSING'), 'PROVIDER_OK', 'AUTO')).toEqual(at('APPROVED', 'SUCCESS'));
    expect(nextRefundState(at('APPROVED', 'PROCESSING'), 'PROVIDER_OK', 'MANUAL')).toBeNull();
    expect(nextRefundState(at('APPROVED', 'PROCESSING'), 'CONFIRM_TRANSFER', 'MANUAL')).toEqual(at('APPROVED', 'SUCCESS'));
    expect(nextRefundState(at('APPROVED', 'PROCESSING'), 'CONFIRM_TRANSFER', 'AUTO')).toBeNull();
  });

  it('treats SUCCESS as final', () => {
    for (const action of ['APPROVE', 'REJECT', 'RETRY', 'FAIL', 'ASK_INFO', 'CONFIRM_TRANSFER', 'PROVIDER_OK'] as const) {
      expect(nextRefundState(at('APPROVED', 'SUCCESS'), action, 'MANUAL')).toBeNull();
    }
  });

  it('sends a MANUAL refund back to the buyer for bank details and on once they are given', () => {
    expect(nextRefundState(at('APPROVED', 'PROCESSING'), 'ASK_INFO', 'MANUAL')).toEqual(at('APPROVED', 'AWAITING_INFO'));
    expect(nextRefundState(at('APPROVED', 'AWAITING_INFO'), 'PROVIDE_INFO', 'MANUAL')).toEqual(at('APPROVED', 'PROCESSING'));
    expect(nextRefundState(at('PENDING', 'AWAITING_INFO'), 'PROVIDE_INFO', 'MANUAL')).toEqual(at('PENDING', 'PENDING'));
    expect(nextRefundState(at('PENDING', 'PENDING'), 'PROVIDE_INFO', 'AUTO')).toBeNull();
  });

  it('retries a failed approved refund, and rejects an AUTO one only once nothing is moving', () => {
    expect(nextRefundState(at('APPROVED', 'FAILED'), 'RETRY', 'AUTO')).toEqual(at('APPROVED', 'PROCESSING'));
    expect(nextRefundState(at('APPROVED', 'FAILED'), 'REJECT', 'AUTO')).toEqual(at('REJECTED', 'FAILED'));
    expect(nextRefundState(at('APPROVED', 'PROCESSING'), 'REJECT', 'AUTO')).toBeNull();
    expect(nextRefundState(at('APPROVED', 'PROCESSING'), 'REJECT', 'MANUAL')).toEqual(at('REJECTED', 'FAILED'));
  });
});

describe('what an admin asks for', () => {
  it('asks for nothing when the refund is already where the admin wants it', () => {
    expect(adminActions(at('APPROVED', 'SUCCESS'), { approval: 'APPROVED' }, 'AUTO')).toEqual([]);
    expect(adminActions(at('APPROVED', 'SUCCESS'), { approval: 'APPROVED', status: 'SUCCESS' }, 'MANUAL')).toEqual([]);
  });

  it('approves then confirms a MANUAL transfer in one request', () => {
    expect(adminActions(at('PENDING', 'PENDING'), { approval: 'APPROVED', status: 'SUCCESS' }, 'MANUAL')).toEqual(['APPROVE', 'CONFIRM_TRANSFER']);
  });

  it('refuses an admin SUCCESS for an AUTO refund and any move the table does not hold', () => {
    expect(adminActions(at('APPROVED', 'PROCESSING'), { status: 'SUCCESS' }, 'AUTO')).toBeNull();
    expect(adminActions(at('REJECTED', 'FAILED'), { approval: 'APPROVED' }, 'AUTO')).toBeNull();
    expect(adminActions(at('APPROVED', 'SUCCESS'), { approval: 'REJECTED' }, 'MANUAL')).toBeNull();
    expect(adminActions(at('PENDING', 'PENDING'), { status: 'SUCCESS' }, 'MANUAL')).toBeNull();
  });
});

describe('a refund the provider returned by itself', () => {
  it('is done from any state before the transfer, for MANUAL refunds only, and never after the money went', () => {
    for (const [approval, status] of [
      ['PENDING', 'PENDING'],
      ['PENDING', 'AWAITING_INFO'],
      ['APPROVED', 'AWAITING_INFO'],
      ['APPROVED', 'PROCESSING'],
      ['APPROVED', 'FAILED'],
    ] as const)
      expect(nextRefundState(at(approval, status), 'PROVIDER_RETURNED', 'MANUAL')).toEqual(at('APPROVED', 'SUCCESS'));
    expect(nextRefundState(at('APPROVED', 'SUCCESS'), 'PROVIDER_RETURNED', 'MANUAL')).toBeNull();
    expect(nextRefundState(at('PENDING', 'PENDING'), 'PROVIDER_RETURNED', 'AUTO')).toBeNull();
  });
});

describe('refund mode', () => {
  it('refunds provider payments automatically, and admin-recorded and App Store ones by transfer (Apple takes no merchant refunds)', () => {
    expect(['VNPAY', 'MOMO', 'STRIPE'].map(refundModeFor)).toEqual(['AUTO', 'AUTO', 'AUTO']);
    expect(refundModeFor('APPLE')).toBe('MANUAL');
    expect(refundModeFor('ADMIN')).toBe('MANUAL');
    expect(refundModeFor(null)).toBe('MANUAL');
  });

  it.each([
    ['PENDING', 'PENDING', true],
    ['PENDING', 'AWAITING_INFO', true],
    ['APPROVED', 'PROCESSING', false],
    ['APPROVED', 'FAILED', false],
    ['APPROVED', 'SUCCESS', false],
    ['REJECTED', 'FAILED', false],
    ['CANCELLED', 'FAILED', false],
  ] as const)('lets the buyer withdraw a %s/%s request: %s', (approval, status, allowed) => {
    expect(nextRefundState(at(approval, status), 'WITHDRAW', 'AUTO')).toEqual(allowed ? at('CANCELLED', 'FAILED') : null);
    expect(buyerRefundRights({ ...at(approval, status), mode: 'AUTO', openedBySystem: false }).withdrawable).toBe(allowed);
  });

  it('never lets the buyer withdraw a refund the platform opened for money it could not take', () => {
    expect(buyerRefundRights({ ...at('PENDING', 'PENDING'), mode: 'AUTO', openedBySystem: true }).withdrawable).toBe(false);
  });

  it('lets the buyer edit the bank account exactly where the PROVIDE_INFO move exists', () => {
    expect(buyerRefundRights({ ...at('PENDING', 'PENDING'), mode: 'MANUAL', openedBySystem: false }).accountEditable).toBe(true);
    expect(buyerRefundRights({ ...at('APPROVED', 'AWAITING_INFO'), mode: 'MANUAL', openedBySystem: false }).accountEditable).toBe(true);
    expect(buyerRefundRights({ ...at('APPROVED', 'PROCESSING'), mode: 'MANUAL', openedBySystem: false }).accountEditable).toBe(false);
    expect(buyerRefundRights({ ...at('PENDING', 'PENDING'), mode: 'AUTO', openedBySystem: false }).accountEditable).toBe(false);
  });
});
