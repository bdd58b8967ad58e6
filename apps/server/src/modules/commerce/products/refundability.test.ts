import { describe, expect, it } from 'vitest';
import { LASTING_ACCESS_REFUND_DAYS, refundRefusal } from './refundability.js';

const now = new Date('2026-11-24T08:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
const line = { startsAt: null, paidAt: daysAgo(1), grantsLastingAccess: false, consumed: false };

describe('refund eligibility by time', () => {
  it.each([
    ['an event that has not started', { ...line, startsAt: new Date(now.getTime() + 3_600_000) }, null],
    ['an event that has started', { ...line, startsAt: now }, 'Sự kiện hoặc lịch hẹn đã bắt đầu nên không thể yêu cầu hoàn tiền.'],
    ['an undated item without lasting access, bought long ago', { ...line, paidAt: daysAgo(400) }, null],
    ['an unused digital item bought yesterday', { ...line, grantsLastingAccess: true }, null],
    ['an unused digital item on the last day', { ...line, grantsLastingAccess: true, paidAt: daysAgo(LASTING_ACCESS_REFUND_DAYS) }, null],
    [
      'an unused digital item past the window',
      { ...line, grantsLastingAccess: true, paidAt: daysAgo(LASTING_ACCESS_REFUND_DAYS + 1) },
      `Chỉ yêu cầu hoàn tiền được trong ${LASTING_ACCESS_REFUND_DAYS} ngày kể từ khi mua.`,
    ],
    [
      'a ticket checked in before its event starts',
      { ...line, startsAt: new Date(now.getTime() + 3_600_000), consumed: true },
      'Vé đã được check-in nên không thể yêu cầu hoàn tiền.',
    ],
    ['a digital item already used', { ...line, grantsLastingAccess: true, consumed: true }, 'Bạn đã sử dụng sản phẩm này nên không thể yêu cầu hoàn tiền.'],
  ])('%s', (_name, input, expected) => {
    expect(refundRefusal(input, now)).toBe(expected);
  });
});
