import { describe, expect, it } from 'vitest';
import { eventPriceLabel, priceText } from './event-price';
import { vnDayKey, vnDayStart } from '../../lib/vietnam-time';
import { formatDay, formatEventStart, formatLongDate, formatTimeRange } from './event-time';

const now = Date.parse('2026-06-01T00:00:00Z');

describe('event times in Vietnam', () => {
  it('shows a start as weekday, day, month and time on Vietnam’s clock', () => {
    expect(formatEventStart('2026-11-28T12:30:00.000Z', now)).toBe('T7, 28 thg 11 · 19:30');
    expect(formatEventStart('2026-11-29T02:00:00+07:00', now)).toBe('CN, 29 thg 11 · 02:00');
  });

  it('moves to the next day when it is already past midnight in Vietnam', () => {
    expect(formatDay('2026-11-28T17:30:00.000Z', now)).toBe('CN, 29 thg 11');
    expect(vnDayKey('2026-11-28T17:30:00.000Z')).toBe('2026-11-29');
  });

  it('adds the year only when it is not this year', () => {
    expect(formatDay('2027-01-04T03:00:00.000Z', now)).toBe('T2, 4 thg 1, 2027');
  });

  it('says there is no date yet for a draft', () => {
    expect(formatEventStart(null, now)).toBe('Chưa có lịch');
  });

  it('shows a range on one day with one date, across days with both', () => {
    expect(formatTimeRange('2026-11-28T12:30:00Z', '2026-11-28T14:00:00Z', now)).toBe('T7, 28 thg 11 · 19:30 – 21:00');
    expect(formatTimeRange('2026-11-28T12:30:00Z', '2026-11-29T02:00:00Z', now)).toBe('T7, 28 thg 11 · 19:30 – CN, 29 thg 11 · 09:00');
  });

  it('writes a long date and finds the start of a Vietnamese day', () => {
    expect(formatLongDate('2026-11-28T12:30:00Z')).toBe('Thứ Bảy, 28 tháng 11, 2026');
    expect(new Date(vnDayStart(2026, 11, 28)).toISOString()).toBe('2026-11-27T17:00:00.000Z');
  });
});

describe('event prices', () => {
  it('says free, one price, or the lowest price', () => {
    expect(eventPriceLabel({ isFree: true, minPrice: 0, maxPrice: 0 })).toBe('Miễn phí');
    expect(eventPriceLabel({ isFree: false, minPrice: 150_000, maxPrice: 150_000 })).toBe(priceText(150_000));
    expect(eventPriceLabel({ isFree: false, minPrice: 150_000, maxPrice: 500_000 })?.replace(/\s/g, ' ')).toBe('Từ 150.000 ₫');
    expect(eventPriceLabel({ isFree: false, minPrice: 0, maxPrice: 300_000 })?.replace(/\s/g, ' ')).toBe('Miễn phí – 300.000 ₫');
    expect(eventPriceLabel({ isFree: false, minPrice: null, maxPrice: null })).toBeNull();
  });
});
