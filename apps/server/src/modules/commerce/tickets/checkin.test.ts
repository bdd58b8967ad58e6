import { describe, expect, it } from 'vitest';
import { alreadyCheckedInMessage, checkinRefusal, readScan, ticketCodeOf, sessionAtDoor } from './checkin.js';

const EVENT = 'e0000000-0000-4000-8000-000000000001';
const OTHER = 'e0000000-0000-4000-8000-000000000002';
const valid = { status: 'VALID', eventId: EVENT, checkedInAt: null, refundedAt: null };

describe('check-in rules', () => {
  it('admits a valid ticket at its own event, or when no event was chosen', () => {
    expect(checkinRefusal(valid, EVENT)).toBeNull();
    expect(checkinRefusal(valid)).toBeNull();
  });

  it('refuses a ticket of another event before anything else', () => {
    expect(checkinRefusal({ ...valid, status: 'CHECKED_IN' }, OTHER)).toBe('TICKET_WRONG_EVENT');
  });

  it('refuses a void or refunded ticket, and one already used', () => {
    expect(checkinRefusal({ ...valid, status: 'VOID' })).toBe('TICKET_REFUNDED');
    expect(checkinRefusal({ ...valid, refundedAt: new Date() })).toBe('TICKET_REFUNDED');
    expect(checkinRefusal({ ...valid, status: 'CHECKED_IN', checkedInAt: new Date() })).toBe('TICKET_ALREADY_CHECKED_IN');
  });

  it('tells when an already used ticket was checked in, in Vietnam time', () => {
    expect(alreadyCheckedInMessage(new Date('2026-03-12T12:02:00Z'))).toBe('Vé này đã được check-in lúc 19:02 12/03/2026.');
  });
});

describe('reading a scan', () => {
  it('takes a QR token wherever it was put', () => {
    expect(readScan({ token: 'T1.abc.def' })).toEqual({ kind: 'token', token: 'T1.abc.def' });
    expect(readScan({ code: ' T1.abc.def ' })).toEqual({ kind: 'token', token: 'T1.abc.def' });
  });

  it('takes a printed code typed into either box', () => {
    expect(readScan({ code: 'VE-7K2M-9Q4X' })).toEqual({ kind: 'code', code: 'VE-7K2M-9Q4X' });
    expect(readScan({ token: 've 7k2m 9q4x' })).toEqual({ kind: 'code', code: 've 7k2m 9q4x' });
  });

  it('keeps anything else as a token, to be refused as forged', () => {
    expect(readScan({ token: 'https://example.com/ve' })).toEqual({ kind: 'token', token: 'https://example.com/ve' });
  });
});

describe('printed ticket codes', () => {
  it('are read however a person types them', () => {
    expect(ticketCodeOf('VE-7K2M-9Q4X')).toBe('VE-7K2M-9Q4X');
    expect(ticketCodeOf('ve 7k2m 9q4x')).toBe('VE-7K2M-9Q4X');
    expect(ticketCodeOf('7K2M9Q4X')).toBe('VE-7K2M-9Q4X');
    expect(ticketCodeOf('VE-OK2L-9Q4X')).toBe('VE-0K21-9Q4X');
  });

  it('are refused when too short, too long or outside the alphabet', () => {
    expect(ticketCodeOf('VE-7K2M')).toBeNull();
    expect(ticketCodeOf('VE-7K2M-9Q4X1')).toBeNull();
    expect(ticketCodeOf('VE-7K2M-9QUX')).toBeNull();
  });
});

describe('the session a ticket is admitted to', () => {
  const at = (iso: string) => new Date(`2026-03-${iso}:00+07:00`);
  const sessions = [
    { id: 's1', title: 'Buổi 1', startAt: at('07T18:00'), endAt: at('07T20:00') },
    { id: 's2', title: 'Buổi 2', startAt: at('14T18:00'), endAt: at('14T20:00') },
  ];
  it('is the one asked for, or none when it is not the event’s', () => {
    expect(sessionAtDoor(sessions, at('01T00:00'), 's2')?.id).toBe('s2');
    expect(sessionAtDoor(sessions, at('01T00:00'), 'other')).toBeNull();
  });
  it('is otherwise the session on now or the next one, and the last once all are over', () => {
    expect(sessionAtDoor(sessions, at('07T19:00'))?.id).toBe('s1');
    expect(sessionAtDoor(sessions, at('08T09:00'))?.id).toBe('s2');
    expect(sessionAtDoor(sessions, at('20T09:00'))?.id).toBe('s2');
    expect(sessionAtDoor([], at('20T09:00'))).toBeNull();
  });
});
