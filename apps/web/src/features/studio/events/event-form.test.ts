import { CreateEventBody } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { makeEventDetail } from '../../../test/studio-fixtures';
import { addDays, formatInstantRange, instantToLocal, isoWeekday, localToInstant, mondayOf } from '../../../lib/vietnam-time';
import {
  durationTypeOf,
  emptySession,
  emptyTier,
  eventFormDefaults,
  serverCodeFields,
  stepOfField,
  toCreateBody,
  toDraftBody,
  type EventFormValues,
} from './event-form';

const blank = (): EventFormValues => eventFormDefaults(null);

describe('Vietnam local time', () => {
  it('turns a date and time in Ho Chi Minh City into the instant seven hours earlier in UTC', () => {
    expect(localToInstant('2026-12-05', '19:30')).toBe('2026-12-05T12:30:00.000Z');
    expect(localToInstant('2026-12-06', '06:15')).toBe('2026-12-05T23:15:00.000Z');
  });

  it('reads an instant back as the Vietnam date and time, across the UTC day line', () => {
    expect(instantToLocal('2026-12-05T12:30:00.000Z')).toEqual({ date: '2026-12-05', time: '19:30' });
    expect(instantToLocal('2026-12-05T17:30:00Z')).toEqual({ date: '2026-12-06', time: '00:30' });
  });

  it('refuses dates and times that do not exist', () => {
    expect(localToInstant('2026-02-30', '10:00')).toBeNull();
    expect(localToInstant('2026-12-05', '24:00')).toBeNull();
    expect(localToInstant('', '10:00')).toBeNull();
  });

  it('knows weekdays, Mondays and month ends', () => {
    expect(isoWeekday('2026-12-07')).toBe(1);
    expect(isoWeekday('2026-12-13')).toBe(7);
    expect(mondayOf('2026-12-13')).toBe('2026-12-07');
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
  });

  it('writes a span on one day with its times, and a longer one with both dates', () => {
    expect(formatInstantRange('2026-12-05T12:30:00.000Z', '2026-12-05T14:00:00.000Z')).toBe('05/12/2026 · 19:30–21:00');
    expect(formatInstantRange('2026-12-05T12:30:00.000Z', '2026-12-06T02:00:00.000Z')).toBe('05/12/2026 19:30 – 06/12/2026 09:00');
  });
});

describe('the event form', () => {
  it('sends sessions typed in Vietnam time as ISO instants, with the duration type derived', () => {
    const values = { ...blank(), title: 'Đêm nhạc', sessions: [{ ...emptySession(), date: '2026-12-05', startTime: '19:30', endTime: '21:00' }] };
    const body = toCreateBody(values);
    expect(body.sessions).toEqual([{ title: null, startAt: '2026-12-05T12:30:00.000Z', endAt: '2026-12-05T14:00:00.000Z', capacity: null }]);
    expect(body.durationType).toBe('DURATION_IN_DAY');
  });

  it('calls an event over-day when a session ends on a later local day', () => {
    const inDay = { startAt: '2026-12-05T01:00:00.000Z', endAt: '2026-12-05T10:00:00.000Z' };
    // 22:00 on the 5th to 01:00 on the 6th, Vietnam time.
    const overnight = { startAt: '2026-12-05T15:00:00.000Z', endAt: '2026-12-05T18:00:00.000Z' };
    expect(durationTypeOf([inDay])).toBe('DURATION_IN_DAY');
    expect(durationTypeOf([inDay, overnight])).toBe('DURATION_OVER_DAY');
    expect(durationTypeOf([])).toBeUndefined();
  });

  it('uses the end date when given, so a session may run into the next day', () => {
    const values = {
      ...blank(),
      title: 'Hackathon',
      sessions: [{ ...emptySession(), date: '2026-12-05', startTime: '20:00', endDate: '2026-12-06', endTime: '08:00' }],
    };
    const body = toCreateBody(values);
    expect(body.sessions[0]).toMatchObject({ startAt: '2026-12-05T13:00:00.000Z', endAt: '2026-12-06T01:00:00.000Z' });
    expect(body.durationType).toBe('DURATION_OVER_DAY');
  });

  it('sends a free tier with price 0 whatever the price box held, and keeps a tier’s id', () => {
    const tier = { ...emptyTier(), id: 'a1111111-1111-4111-8111-111111111111', name: 'Vé thường', free: true, price: '150000', capacity: '100' };
    const paid = { ...emptyTier(), name: 'Vé VIP', price: '500000', capacity: '20', maxPerOrder: '2', saleEndAt: '2026-12-05T18:00' };
    const body = toDraftBody({ ...blank(), title: 'Đêm nhạc', ticketTiers: [tier, paid] });
    expect(body.ticketTiers).toEqual([
      {
        id: tier.id,
        name: 'Vé thường',
        description: null,
        price: 0,
        capacity: 100,
        saleStartAt: null,
        saleEndAt: null,
        status: 'ACTIVE',
        maxPerOrder: 10,
        memberPlanIds: [],
      },
      {
        name: 'Vé VIP',
        description: null,
        price: 500000,
        capacity: 20,
        saleStartAt: null,
        saleEndAt: '2026-12-05T11:00:00.000Z',
        status: 'ACTIVE',
        maxPerOrder: 2,
        memberPlanIds: [],
      },
    ]);
  });

  it('leaves blank rows and a blank slug out of a draft and clears the other format’s place', () => {
    const values = { ...blank(), title: 'Gặp mặt', format: 'ONLINE' as const, meetingTool: 'ZOOM' as const, address: '12 Lý Thái Tổ' };
    const body = toDraftBody(values);
    expect(body).toMatchObject({ title: 'Gặp mặt', sessions: [], ticketTiers: [], meetingTool: 'ZOOM', address: null, coHostIds: [] });
    expect('slug' in body).toBe(false);
  });

  it('is refused by the create schema until it has sessions and tiers', () => {
    expect(CreateEventBody.safeParse(toCreateBody({ ...blank(), title: 'Đêm nhạc' })).success).toBe(false);
    const complete = {
      ...blank(),
      title: 'Đêm nhạc',
      sessions: [{ ...emptySession(), date: '2026-12-05', startTime: '19:30', endTime: '21:00' }],
      ticketTiers: [{ ...emptyTier(), name: 'Vé thường', free: true, capacity: '50' }],
    };
    expect(CreateEventBody.safeParse(toCreateBody(complete)).success).toBe(true);
  });

  it('starts from a saved event with its local times, tiers and co-hosts', () => {
    const values = eventFormDefaults(makeEventDetail());
    expect(values.sessions[0]).toMatchObject({ date: '2026-12-05', startTime: '19:30', endDate: '', endTime: '21:00' });
    expect(values.ticketTiers[0]).toMatchObject({ name: 'Vé thường', free: false, price: '150000', capacity: '100', sold: 3 });
    expect(values.coHosts.map((c) => c.fullName)).toEqual(['Trần Minh Khoa']);
  });

  it('sends a server’s whole-call error to the field and step it is about', () => {
    const online = serverCodeFields({ ...blank(), format: 'ONLINE' });
    const offline = serverCodeFields({ ...blank(), format: 'OFFLINE' });
    expect(online.EVENT_LOCATION_REQUIRED).toBe('meetingTool');
    expect(offline.EVENT_LOCATION_REQUIRED).toBe('address');
    expect(online.EVENT_INCOMPLETE).toBe('sessions');
    expect(online.SLUG_ALREADY_EXISTS).toBe('slug');
    expect([stepOfField('slug'), stepOfField('body.sessions.0.startAt'), stepOfField('ticketTiers'), stepOfField('coHostIds')]).toEqual([0, 1, 2, 4]);
  });
});
