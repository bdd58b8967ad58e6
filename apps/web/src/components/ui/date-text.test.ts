import { describe, expect, it } from 'vitest';
import { dayTextToIso, isoToDayText, typedDayText } from './date-text';

describe('days written dd/mm/yyyy', () => {
  it('shows a kept day as dd/mm/yyyy and reads one back as yyyy-mm-dd', () => {
    expect(isoToDayText('2026-03-09')).toBe('09/03/2026');
    expect(dayTextToIso('09/03/2026')).toBe('2026-03-09');
    expect(dayTextToIso('9/3/2026')).toBe('2026-03-09');
  });

  it('reads no day from one that does not exist or is unfinished', () => {
    expect(dayTextToIso('31/02/2026')).toBeNull();
    expect(dayTextToIso('12/2026')).toBeNull();
    expect(dayTextToIso('')).toBeNull();
    expect(isoToDayText('')).toBe('');
  });

  it.each([
    ['0', '0'],
    ['09', '09/'],
    ['09/0', '09/0'],
    ['09/03', '09/03/'],
    ['09/03/2', '09/03/2'],
    ['09032026', '09/03/2026'],
    ['9/3/2026', '9/3/2026'],
    ['09/03/20261', '09/03/2026'],
  ])('puts the slashes in as "%s" is typed: "%s"', (typed, shown) => {
    expect(typedDayText(typed)).toBe(shown);
  });
});
