import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine, icsDate } from './ics';

const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('the .ics builder', () => {
  const now = new Date('2026-11-20T01:02:03.456Z');
  const ics = buildIcs(
    [
      {
        uid: 's1@events',
        title: 'Hội thảo AI; buổi 1',
        startAt: '2026-11-28T19:30:00+07:00',
        endAt: '2026-11-28T21:00:00+07:00',
        location: 'Toà nhà A, Quận 1',
        url: 'https://vidu.vn/events/ai',
      },
      {
        uid: 's2@events',
        title: 'Hội thảo AI, buổi 2',
        startAt: '2026-11-29T02:00:00.000Z',
        endAt: '2026-11-29T04:00:00.000Z',
        description: 'Dòng một\nDòng hai',
      },
    ],
    { now, name: 'Hội thảo AI' },
  );

  it('writes one VEVENT per session with UTC times', () => {
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain('DTSTART:20261128T123000Z\r\nDTEND:20261128T140000Z');
    expect(ics).toContain('DTSTART:20261129T020000Z\r\nDTEND:20261129T040000Z');
    expect(ics).toContain('DTSTAMP:20261120T010203Z');
    expect(ics).toContain('UID:s1@events');
  });

  it('is a complete calendar with CRLF line ends', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('escapes text values', () => {
    const text = unfold(ics);
    expect(text).toContain('SUMMARY:Hội thảo AI\\; buổi 1');
    expect(text).toContain('SUMMARY:Hội thảo AI\\, buổi 2');
    expect(text).toContain('LOCATION:Toà nhà A\\, Quận 1');
    expect(text).toContain('DESCRIPTION:Dòng một\\nDòng hai');
    expect(text).toContain('URL:https://vidu.vn/events/ai');
    expect(escapeIcsText('a\\b')).toBe('a\\\\b');
  });

  it('leaves out what a session does not have', () => {
    const second = ics.split('BEGIN:VEVENT')[2]!;
    expect(second).not.toContain('LOCATION:');
    expect(second).not.toContain('URL:');
  });
});

describe('icsDate', () => {
  it('turns any offset into UTC basic format', () => {
    expect(icsDate('2026-01-01T06:00:00+07:00')).toBe('20251231T230000Z');
  });
});

describe('line folding', () => {
  it('keeps every line within 75 octets without splitting a Vietnamese letter', () => {
    const line = `SUMMARY:${'Hội thảo chuyển đổi số cho doanh nghiệp vừa và nhỏ ở Việt Nam '.repeat(4)}`;
    const folded = foldIcsLine(line);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const one of lines) expect(new TextEncoder().encode(one).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((one) => one.startsWith(' '))).toBe(true);
    expect(unfold(folded)).toBe(line);
  });

  it('leaves short lines alone', () => {
    expect(foldIcsLine('SUMMARY:Ngắn')).toBe('SUMMARY:Ngắn');
  });
});
