import type { PaymentDto } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { formatCountdown, orderView, productLink } from './order-state';

const now = Date.parse('2026-11-20T03:00:00Z');
const inTen = '2026-11-20T03:10:00.000Z';
const payment = (status: PaymentDto['status']) => ({ status }) as PaymentDto;

describe('what a buyer sees about an order', () => {
  it('waits while the payment has no answer and the hold runs', () => {
    expect(orderView({ status: 'PENDING', payment: payment('PENDING'), holdExpiresAt: inTen }, now)).toBe('WAITING');
    expect(orderView({ status: 'PENDING', payment: null, holdExpiresAt: inTen }, now)).toBe('WAITING');
  });

  it('offers another try when the payment failed but the hold still runs', () => {
    expect(orderView({ status: 'PENDING', payment: payment('FAILED'), holdExpiresAt: inTen }, now)).toBe('RETRY');
    expect(orderView({ status: 'PENDING', payment: payment('CANCEL'), holdExpiresAt: null }, now)).toBe('RETRY');
  });

  it('closes the order once the hold has run out, whatever the server says yet', () => {
    expect(orderView({ status: 'PENDING', payment: payment('FAILED'), holdExpiresAt: '2026-11-20T02:59:59.000Z' }, now)).toBe('CLOSED');
    expect(orderView({ status: 'CANCELLED', payment: payment('EXPIRED'), holdExpiresAt: null }, now)).toBe('CLOSED');
  });

  it('shows paid and refunded orders as such', () => {
    expect(orderView({ status: 'PAID', payment: payment('SUCCESS'), holdExpiresAt: inTen }, now)).toBe('PAID');
    expect(orderView({ status: 'REFUNDED', payment: payment('REFUND'), holdExpiresAt: null }, now)).toBe('REFUNDED');
  });

  it('counts the hold down in minutes and seconds', () => {
    expect(formatCountdown(9 * 60_000 + 5_000)).toBe('09:05');
    expect(formatCountdown(3_725_000)).toBe('1:02:05');
    expect(formatCountdown(-1)).toBe('00:00');
  });

  it('leads back to the calendar of a booking', () => {
    expect(productLink([{ calendarId: 'ca1', link: '/calendars/ca1' }])).toEqual({ to: '/calendars/ca1', kind: 'calendar' });
    expect(productLink([{ calendarId: null, link: '/events/hoi-thao-ai' }])).toEqual({ to: '/events/hoi-thao-ai', kind: 'event' });
    expect(productLink([{ calendarId: null, link: null }])).toEqual({ to: '/events', kind: 'event' });
  });
});
