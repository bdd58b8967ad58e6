import { describe, expect, it } from 'vitest';
import { digestPush, nextDigestAt } from './digest-slots.js';

/** A Vietnam wall-clock time as an instant. */
const vn = (isoLocal: string) => new Date(`${isoLocal}+07:00`);

describe('digest times', () => {
  it('sends a once-a-day digest at 08:00 Vietnam time, the next morning once 08:00 has passed', () => {
    expect(nextDigestAt('DAILY_BATCH_1', vn('2026-03-02T06:30:00'))).toEqual(vn('2026-03-02T08:00:00'));
    expect(nextDigestAt('DAILY_BATCH_1', vn('2026-03-02T08:00:00'))).toEqual(vn('2026-03-03T08:00:00'));
    expect(nextDigestAt('DAILY_BATCH_1', vn('2026-03-02T23:59:00'))).toEqual(vn('2026-03-03T08:00:00'));
  });

  it('sends a twice-a-day digest at 08:00 and 18:00', () => {
    expect(nextDigestAt('DAILY_BATCH_2', vn('2026-03-02T09:15:00'))).toEqual(vn('2026-03-02T18:00:00'));
    expect(nextDigestAt('DAILY_BATCH_2', vn('2026-03-02T18:00:01'))).toEqual(vn('2026-03-03T08:00:00'));
  });

  it('reads the Vietnam day, not the UTC one (01:00 in Vietnam is still the previous day in UTC)', () => {
    expect(nextDigestAt('DAILY_BATCH_3', vn('2026-03-03T01:00:00'))).toEqual(vn('2026-03-03T08:00:00'));
  });

  it('spreads five digests over the waking day', () => {
    const times: Date[] = [];
    let at = vn('2026-03-02T00:00:00');
    for (let i = 0; i < 5; i++) times.push((at = nextDigestAt('DAILY_BATCH_5', at)));
    expect(times).toEqual(['08', '11', '14', '17', '20'].map((h) => vn(`2026-03-02T${h}:00:00`)));
  });
});

describe('the digest push', () => {
  it('sends a lone notification as itself', () => {
    expect(digestPush([{ title: 'Vé của bạn', body: 'Đã thanh toán', link: '/me/tickets' }])).toEqual({
      title: 'Vé của bạn',
      body: 'Đã thanh toán',
      link: '/me/tickets',
    });
  });

  it('counts several and names the first three', () => {
    const held = ['Một', 'Hai', 'Ba', 'Bốn', 'Năm'].map((title) => ({ title, body: '', link: null }));
    expect(digestPush(held)).toEqual({ title: 'Bạn có 5 thông báo mới', body: 'Một · Hai · Ba và 2 thông báo khác', link: '/notifications' });
  });
});
