import { describe, expect, it } from 'vitest';
import { lunarYearName, solarDateOf } from './lunar-calendar.js';

describe('the Vietnamese lunar calendar', () => {
  it('puts Tết on the days Vietnam celebrates it', () => {
    const tet = Object.fromEntries(
      [2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035].map((year) => [year, solarDateOf({ day: 1, month: 1, year })]),
    );
    expect(tet).toEqual({
      2024: '2024-02-10',
      2025: '2025-01-29',
      2026: '2026-02-17',
      2027: '2027-02-06',
      2028: '2028-01-26',
      2029: '2029-02-13',
      2030: '2030-02-02',
      2031: '2031-01-23',
      2032: '2032-02-11',
      2033: '2033-01-31',
      2034: '2034-02-19',
      2035: '2035-02-08',
    });
  });

  it('reckons at Vietnam’s meridian, not China’s (Tết 1985, 2007 and 2030 fall a day or a month earlier)', () => {
    expect(solarDateOf({ day: 1, month: 1, year: 1985 })).toBe('1985-01-21');
    expect(solarDateOf({ day: 1, month: 1, year: 2007 })).toBe('2007-02-17');
    expect(solarDateOf({ day: 1, month: 1, year: 2030 })).toBe('2030-02-02');
  });

  it('finds the other lunar feasts', () => {
    expect(solarDateOf({ day: 10, month: 3, year: 2025 })).toBe('2025-04-07');
    expect(solarDateOf({ day: 15, month: 8, year: 2025 })).toBe('2025-10-06');
    expect(solarDateOf({ day: 10, month: 3, year: 2026 })).toBe('2026-04-26');
    expect(solarDateOf({ day: 15, month: 8, year: 2026 })).toBe('2026-09-25');
  });

  it('knows a leap month only where there is one (2025 repeats the 6th month)', () => {
    expect(solarDateOf({ day: 1, month: 6, year: 2025, leap: true })).toBe('2025-07-25');
    expect(solarDateOf({ day: 1, month: 5, year: 2025, leap: true })).toBeNull();
    expect(solarDateOf({ day: 1, month: 6, year: 2026, leap: true })).toBeNull();
  });

  it('names the lunar year', () => {
    expect(lunarYearName(2026)).toBe('Bính Ngọ');
    expect(lunarYearName(2025)).toBe('Ất Tỵ');
  });
});
