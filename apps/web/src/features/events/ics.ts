/**
 * A calendar file (RFC 5545) built in the browser: one VEVENT per session, times in UTC, texts
 * escaped and long lines folded, so Google Calendar, Apple Calendar and Outlook all import it.
 */

export interface IcsEntry {
  /** Unique and stable across downloads, so importing twice updates instead of duplicating. */
  uid: string;
  title: string;
  startAt: string;
  endAt: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
}

const CRLF = '\r\n';
const encoder = new TextEncoder();

/** 2026-11-28T12:30:00.000Z → 20261128T123000Z. */
export function icsDate(at: string | Date): string {
  return new Date(at)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** TEXT values: backslash, semicolon and comma are escaped, line breaks become \n. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Lines longer than 75 octets continue on lines starting with a space, never inside a UTF-8 character. */
export function foldIcsLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  let limit = 75;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = 74; // the leading space counts
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

export function buildIcs(entries: readonly IcsEntry[], { now = new Date(), name }: { now?: Date; name?: string } = {}): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Hoc va Su kien//Su kien//VI', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  if (name) lines.push(`X-WR-CALNAME:${escapeIcsText(name)}`);
  for (const entry of entries) {
    lines.push('BEGIN:VEVENT', `UID:${entry.uid}`, `DTSTAMP:${icsDate(now)}`, `DTSTART:${icsDate(entry.startAt)}`, `DTEND:${icsDate(entry.endAt)}`);
    lines.push(`SUMMARY:${escapeIcsText(entry.title)}`);
    if (entry.description) lines.push(`DESCRIPTION:${escapeIcsText(entry.description)}`);
    if (entry.location) lines.push(`LOCATION:${escapeIcsText(entry.location)}`);
    if (entry.url) lines.push(`URL:${entry.url}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/** Saves a text as a file through a temporary link. */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
