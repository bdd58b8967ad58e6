import { describe, expect, it } from 'vitest';
import { actionFor, bookingAbilities, bookingStatusesFor, bookingTransition, nextBookingStatus, RELEASES_PLACE } from './booking-status.js';

const NOW = new Date('2026-05-01T03:00:00Z');
const LATER = new Date('2026-05-02T03:00:00Z');
const EARLIER = new Date('2026-04-30T03:00:00Z');

describe('booking status moves', () => {
  it('a paid booking waits for the host, or is confirmed at once', () => {
    expect(nextBookingStatus('HOLDING', 'AWAIT_APPROVAL')).toBe('PENDING');
    expect(nextBookingStatus('HOLDING', 'CONFIRM')).toBe('APPROVED');
    expect(nextBookingStatus('HOLDING', 'RELEASE')).toBe('CANCELED');
  });

  it('a request nobody answered expires: cancelled, its place given back; nothing else expires', () => {
    expect(nextBookingStatus('PENDING', 'EXPIRE')).toBe('CANCELED');
    expect(bookingStatusesFor('EXPIRE')).toEqual(['PENDING']);
    expect(bookingTransition('PENDING', 'EXPIRE', 'host', LATER, NOW)).toEqual({ error: 'INSUFFICIENT_PRIVILEGES' });
  });

  it('the host approves or rejects a pending booking, once', () => {
    expect(bookingTransition('PENDING', 'APPROVE', 'host', LATER, NOW)).toEqual({ status: 'APPROVED' });
    expect(bookingTransition('PENDING', 'REJECT', 'host', LATER, NOW)).toEqual({ status: 'REJECTED' });
    expect(bookingTransition('APPROVED', 'APPROVE', 'host', LATER, NOW)).toEqual({ error: 'ILLEGAL_STATUS_TRANSITION' });
    expect(bookingTransition('APPROVED', 'REJECT', 'host', LATER, NOW)).toEqual({ error: 'ILLEGAL_STATUS_TRANSITION' });
    expect(bookingTransition('REJECTED', 'APPROVE', 'host', LATER, NOW)).toEqual({ error: 'ILLEGAL_STATUS_TRANSITION' });
  });

  it('only the host answers; the buyer may only cancel', () => {
    expect(bookingTransition('PENDING', 'APPROVE', 'buyer', LATER, NOW)).toEqual({ error: 'INSUFFICIENT_PRIVILEGES' });
    expect(bookingTransition('PENDING', 'HOST_CANCEL', 'buyer', LATER, NOW)).toEqual({ error: 'INSUFFICIENT_PRIVILEGES' });
    expect(actionFor('CANCELED', 'buyer')).toBe('USER_CANCEL');
    expect(actionFor('CANCELED', 'host')).toBe('HOST_CANCEL');
    expect(actionFor('APPROVED', 'buyer')).toBe('APPROVE');
  });

  it('either party cancels a pending or approved booking before it starts', () => {
    for (const from of ['PENDING', 'APPROVED'] as const) {
      expect(bookingTransition(from, 'USER_CANCEL', 'buyer', LATER, NOW)).toEqual({ status: 'CANCELED' });
      expect(bookingTransition(from, 'HOST_CANCEL', 'host', LATER, NOW)).toEqual({ status: 'CANCELED' });
      expect(bookingTransition(from, 'USER_CANCEL', 'buyer', EARLIER, NOW)).toEqual({ error: 'BOOKING_ALREADY_STARTED' });
    }
  });

  it('never cancels an unpaid, rejected or cancelled booking', () => {
    for (const from of ['HOLDING', 'REJECTED', 'CANCELED'] as const) {
      expect(bookingTransition(from, 'USER_CANCEL', 'buyer', LATER, NOW)).toEqual({ error: 'ILLEGAL_STATUS_TRANSITION' });
    }
  });

  it('gives the place back when a booking is rejected, cancelled or expired, not when approved', () => {
    expect([...RELEASES_PLACE].sort()).toEqual(['EXPIRE', 'HOST_CANCEL', 'REJECT', 'USER_CANCEL']);
    expect(bookingStatusesFor('HOST_CANCEL')).toEqual(['PENDING', 'APPROVED']);
  });

  it('tells each party which buttons to show', () => {
    expect(bookingAbilities('PENDING', 'host', LATER, NOW)).toEqual({ canApprove: true, canReject: true, canCancel: true });
    expect(bookingAbilities('PENDING', 'buyer', LATER, NOW)).toEqual({ canApprove: false, canReject: false, canCancel: true });
    expect(bookingAbilities('APPROVED', 'buyer', EARLIER, NOW)).toEqual({ canApprove: false, canReject: false, canCancel: false });
    expect(bookingAbilities('REJECTED', 'host', LATER, NOW)).toEqual({ canApprove: false, canReject: false, canCancel: false });
  });
});
