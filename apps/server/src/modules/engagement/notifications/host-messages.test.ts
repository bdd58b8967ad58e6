import { describe, expect, it } from 'vitest';
import { goesOut } from './host-messages.js';

describe('the host notification mode', () => {
  it('sends every host message under ALL', () => {
    expect(goesOut('NEW_FOLLOWER', 'ALL')).toBe(true);
    expect(goesOut('CALENDAR_BOOKING_NEW', 'ALL')).toBe(true);
  });

  it('sends only what needs the host under IMPORTANT', () => {
    expect(goesOut('CALENDAR_BOOKING_NEW', 'IMPORTANT')).toBe(true);
    expect(goesOut('EVENT_REJECTED', 'IMPORTANT')).toBe(true);
    expect(goesOut('EVENT_APPROVED', 'IMPORTANT')).toBe(false);
    expect(goesOut('NEW_FOLLOWER', 'IMPORTANT')).toBe(false);
  });

  it('sends no host message under NONE', () => {
    expect(goesOut('CALENDAR_BOOKING_NEW', 'NONE')).toBe(false);
    expect(goesOut('HOST_PROFILE_REJECTED', 'NONE')).toBe(false);
  });

  it('never holds back what a host is told as a buyer or learner', () => {
    expect(goesOut('PAYMENT_SUCCESS', 'NONE')).toBe(true);
    expect(goesOut('EVENT_REMINDER', 'NONE')).toBe(true);
  });
});
