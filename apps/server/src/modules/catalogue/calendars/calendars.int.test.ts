import { MAX_FRAMES_PER_REQUEST } from '@market/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { eventually, eventsDelivered } from '../../../../test/support/wait.js';
import { expectError, expectInvalid } from '../../identity/auth/auth.testing.js';
import { expectInvalidFields, signUpHost } from '../../identity/profiles/profiles.testing.js';
import { framesInRangeQuery } from './calendars.repository.js';
import { calendarFrames } from './calendars.table.js';

const MISSING = '00000000-0000-4000-8000-000000000000';
const DAY = 86_400_000;

/** An instant `days` from today at `time` in Vietnam, written as people there write it (+07:00). */
function vn(days: number, time: string): string {
  const local = new Date(Date.now() + 7 * 3_600_000 + days * DAY);
  return `${local.toISOString().slice(0, 10)}T${time}:00+07:00`;
}
/** The same instant as the server answers it (UTC). */
const utc = (instant: string) => new Date(instant).toISOString();

const oneToOne = { title: 'Tư vấn CV 1:1', type: 'ONE_TO_ONE', price: 200_000, durationMinutes: 60 };
const group = { title: 'Luyện phỏng vấn tiếng Anh', type: 'TWO_WAY', price: 150_000, durationMinutes: 90, capacityPerFrame: 6 };

describe('calendars', () => {
  let server: TestServer;
  let admin: Session;
  let khoa: Session;
  let lan: Session;
  let binh: Session;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, khoa, lan, binh] = await Promise.all([
      loginAdmin(server),
      signUpHost(server, 'Lê Minh Khoa'),
      signUpHost(server, 'Nguyễn Lan'),
      signUpVerified(server),
    ]);
  });
  afterAll(() => server.close());

  async function makeCalendar(host: Session, values: Record<string, unknown> = oneToOne) {
    const res = await host.client.post('/api/v1/calendars', values);
    expect(res.status).toBe(201);
    return res.body as { id: string; capacityPerFrame: number; host: { id: string } };
  }
  async function addFrames(host: Session, calendarId: string, frames: { startAt: string; endAt?: string; capacity?: number }[]) {
    const res = await host.client.post(`/api/v1/calendars/frames/${calendarId}`, { frames });
    expect(res.status).toBe(201);
    return res.body.data as { id: string; startAt: string; endAt: string; capacity: number }[];
  }
  const framesOf = async (calendarId: string, from = vn(0, '00:00'), to = vn(30, '00:00'), client = admin.client) =>
    client.get(`/api/v1/calendar-frames?calendarId=${calendarId}&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
  const setFrame = (id: string, values: { booked?: number; held?: number }) =>
    server.database.db.update(calendarFrames).set(values).where(eq(calendarFrames.id, id));

  it('creates a calendar for the signed-in host, a 1:1 calendar taking one person per frame', async () => {
    const res = await khoa.client.post('/api/v1/calendars', {
      ...oneToOne,
      capacityPerFrame: 5,
      meetingTool: 'GOOGLE_MEET',
      meetingUrl: 'https://meet.google.com/abc-defg-hij',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Tư vấn CV 1:1',
      type: 'ONE_TO_ONE',
      price: 200_000,
      durationMinutes: 60,
      capacityPerFrame: 1,
      requiresApproval: false,
      meetingTool: 'GOOGLE_MEET',
      meetingUrl: 'https://meet.google.com/abc-defg-hij',
      status: 'ACTIVE',
      host: { id: khoa.user.id, fullName: 'Lê Minh Khoa', role: 'HOST' },
      upcomingFreeFrames: 0,
      canEdit: true,
    });
    expect((await makeCalendar(khoa, group)).capacityPerFrame).toBe(6);
  });

  it('shows the meeting link only to the calendar’s host and admins', async () => {
    const { id } = await makeCalendar(khoa, { ...oneToOne, meetingTool: 'ZOOM', meetingUrl: 'https://zoom.us/j/123' });
    expect((await server.anonymous.get(`/api/v1/calendars/${id}`)).body).toMatchObject({ id, meetingUrl: null, canEdit: false });
    expect((await lan.client.get(`/api/v1/calendars/${id}`)).body).toMatchObject({ meetingUrl: null, canEdit: false });
    expect((await khoa.client.get(`/api/v1/calendars/${id}`)).body).toMatchObject({ meetingUrl: 'https://zoom.us/j/123', canEdit: true });
    expect((await admin.client.get(`/api/v1/calendars/${id}`)).body).toMatchObject({ meetingUrl: 'https://zoom.us/j/123', canEdit: true });
    expectError(await server.anonymous.get(`/api/v1/calendars/${MISSING}`), 'CALENDAR_NOT_FOUND');
  });

  it('refuses a calendar with a bad title, price or meeting link, naming each field', async () => {
    expectInvalid(await khoa.client.post('/api/v1/calendars', { ...oneToOne, title: 'ab', price: -1, meetingUrl: 'ftp://x.vn' }), [
      { field: 'title', code: 'INVALID_EVENT_TITLE' },
      { field: 'price', code: 'INVALID_PRICE' },
      { field: 'meetingUrl', code: 'INVALID_URL' },
    ]);
    expectInvalid(await khoa.client.post('/api/v1/calendars', { ...oneToOne, price: 1.5 }), [{ field: 'price', code: 'INVALID_PRICE' }]);
    expectInvalidFields(await khoa.client.post('/api/v1/calendars', { title: 'Lịch', type: 'GROUP', durationMinutes: 5 }), [
      'type',
      'durationMinutes',
      'price',
    ]);
  });

  it('lets hosts write calendars, and only the calendar’s own host or an admin change one', async () => {
    const { id } = await makeCalendar(khoa, group);
    const [frame] = await addFrames(khoa, id, [{ startAt: vn(2, '08:00') }]);
    const writes: [string, string, unknown?][] = [
      ['PATCH', `/api/v1/calendars/${id}`, { title: 'Lịch của người khác' }],
      ['DELETE', `/api/v1/calendars/${id}`],
      ['POST', `/api/v1/calendars/frames/${id}`, { frames: [{ startAt: vn(2, '20:00') }] }],
      ['DELETE', `/api/v1/calendars/frames/${frame!.id}`],
    ];
    for (const [method, path, body] of [...writes, ['POST', '/api/v1/calendars', oneToOne] as [string, string, unknown]]) {
      expectError(await server.anonymous.request(method, path, body), 'UNAUTHORIZED');
      expectError(await binh.client.request(method, path, body), 'INSUFFICIENT_PRIVILEGES');
    }
    for (const [method, path, body] of writes) expectError(await lan.client.request(method, path, body), 'INSUFFICIENT_PRIVILEGES');
    expectError(await server.anonymous.get('/api/v1/calendars/list-by-user'), 'UNAUTHORIZED');

    expect((await admin.client.patch(`/api/v1/calendars/${id}`, { title: 'Sửa bởi quản trị viên' })).body).toMatchObject({
      title: 'Sửa bởi quản trị viên',
      host: { id: khoa.user.id },
    });
    const added = await admin.client.post(`/api/v1/calendars/frames/${id}`, { frames: [{ startAt: vn(2, '20:00') }] });
    expect(added.status).toBe(201);
    expect((await admin.client.delete(`/api/v1/calendars/frames/${added.body.data[0].id}`)).body).toEqual({ success: true });
    expect((await admin.client.delete(`/api/v1/calendars/${id}`)).body).toEqual({ success: true });
  });

  it('edits only the fields named and leaves existing frames as they were', async () => {
    const calendar = await makeCalendar(khoa, { ...group, requiresApproval: true });
    const [frame] = await addFrames(khoa, calendar.id, [{ startAt: vn(3, '09:00') }]);
    const edited = await khoa.client.patch(`/api/v1/calendars/${calendar.id}`, {
      title: 'Luyện phỏng vấn (nâng cao)',
      price: 300_000,
      durationMinutes: 30,
      location: null,
    });
    expect(edited.body).toMatchObject({
      title: 'Luyện phỏng vấn (nâng cao)',
      price: 300_000,
      durationMinutes: 30,
      capacityPerFrame: 6,
      requiresApproval: true,
      status: 'ACTIVE',
    });
    const stored = await server.anonymous.get(`/api/v1/calendar-frames/${frame!.id}`);
    expect(stored.body).toMatchObject({ startAt: utc(vn(3, '09:00')), endAt: utc(vn(3, '10:30')), capacity: 6 });

    const toOneToOne = await khoa.client.patch(`/api/v1/calendars/${calendar.id}`, { type: 'ONE_TO_ONE', capacityPerFrame: 4 });
    expect(toOneToOne.body).toMatchObject({ type: 'ONE_TO_ONE', capacityPerFrame: 1 });
    expect((await server.anonymous.get(`/api/v1/calendar-frames/${frame!.id}`)).body.capacity).toBe(6);
    const [later] = await addFrames(khoa, calendar.id, [{ startAt: vn(3, '11:00'), capacity: 3 }]);
    expect(later).toMatchObject({ endAt: utc(vn(3, '11:30')), capacity: 1 });

    expectError(await khoa.client.patch(`/api/v1/calendars/${MISSING}`, { title: 'Không có' }), 'CALENDAR_NOT_FOUND');
    expectInvalid(await khoa.client.patch(`/api/v1/calendars/${calendar.id}`, { price: -5 }), [{ field: 'price', code: 'INVALID_PRICE' }]);
  });

  it('hides an inactive calendar and its frames from everyone but its host and admins', async () => {
    const { id } = await makeCalendar(khoa, { ...oneToOne, title: 'Lịch tạm nghỉ', status: 'INACTIVE' });
    const [frame] = await addFrames(khoa, id, [{ startAt: vn(4, '09:00') }]);
    for (const viewer of [server.anonymous, lan.client, binh.client]) {
      expectError(await viewer.get(`/api/v1/calendars/${id}`), 'CALENDAR_NOT_FOUND');
      expectError(await framesOf(id, undefined, undefined, viewer), 'CALENDAR_NOT_FOUND');
      expectError(await viewer.get(`/api/v1/calendar-frames/${frame!.id}`), 'CALENDAR_FRAME_NOT_FOUND');
    }
    for (const viewer of [khoa.client, admin.client]) {
      expect((await viewer.get(`/api/v1/calendars/${id}`)).body.status).toBe('INACTIVE');
      expect((await framesOf(id, undefined, undefined, viewer)).body.data).toHaveLength(1);
      expect((await viewer.get(`/api/v1/calendar-frames/${frame!.id}`)).status).toBe(200);
    }
    const browse = await server.anonymous.get(`/api/v1/calendars?hostId=${khoa.user.id}&limit=100`);
    expect(browse.body.data.map((c: { id: string }) => c.id)).not.toContain(id);
    expect((await lan.client.get(`/api/v1/calendars/list-by-user?userId=${khoa.user.id}&limit=100`)).body.data.map((c: { id: string }) => c.id)).not.toContain(
      id,
    );
    const own = await khoa.client.get('/api/v1/calendars/list-by-user?status=INACTIVE');
    expect(own.body.data.map((c: { id: string }) => c.id)).toEqual([id]);
    expect(
      (await admin.client.get(`/api/v1/calendars/list-by-user?userId=${khoa.user.id}&status=INACTIVE`)).body.data.map((c: { id: string }) => c.id),
    ).toEqual([id]);
  });

  it('lists a host’s calendars (the caller’s own by default) and everyone’s active ones for browsing, a page at a time', async () => {
    const host = await signUpHost(server, 'Phạm Thu Hà');
    const first = await makeCalendar(host, { ...oneToOne, title: 'Yoga trị liệu 1:1' });
    const second = await makeCalendar(host, { ...group, title: 'Thiền buổi tối' });
    const hidden = await makeCalendar(host, { ...group, title: 'Thiền cuối tuần', status: 'INACTIVE' });

    const own = await host.client.get('/api/v1/calendars/list-by-user?limit=2');
    expect(own.body.meta).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(own.body.data.map((c: { id: string }) => c.id)).toEqual([hidden.id, second.id]);
    const oldestFirst = await host.client.get('/api/v1/calendars/list-by-user?sort=ASC');
    expect(oldestFirst.body.data.map((c: { id: string }) => c.id)).toEqual([first.id, second.id, hidden.id]);

    const seenByBinh = await binh.client.get(`/api/v1/calendars/list-by-user?userId=${host.user.id}`);
    expect(seenByBinh.body.data.map((c: { id: string; canEdit: boolean }) => [c.id, c.canEdit])).toEqual([
      [second.id, false],
      [first.id, false],
    ]);
    expect((await binh.client.get('/api/v1/calendars/list-by-user')).body).toEqual({ data: [], meta: { page: 1, limit: 20, total: 0, totalPages: 0 } });

    const browse = await server.anonymous.get(`/api/v1/calendars?hostId=${host.user.id}`);
    expect(browse.body.data.map((c: { id: string; host: { fullName: string } }) => [c.id, c.host.fullName])).toEqual([
      [second.id, 'Phạm Thu Hà'],
      [first.id, 'Phạm Thu Hà'],
    ]);
    const everyone = await server.anonymous.get('/api/v1/calendars?limit=100');
    expect(everyone.body.data.every((c: { status: string }) => c.status === 'ACTIVE')).toBe(true);
    expect(new Set(everyone.body.data.map((c: { host: { id: string } }) => c.host.id))).toEqual(new Set([khoa.user.id, host.user.id]));
    expectInvalidFields(await server.anonymous.get('/api/v1/calendars?hostId=abc'), ['hostId']);
  });

  it('adds frames in time order, ending after the calendar’s length unless told, and counts the free upcoming ones', async () => {
    const host = await signUpHost(server);
    const calendar = await makeCalendar(host, group);
    const frames = await addFrames(host, calendar.id, [
      { startAt: vn(1, '14:00'), capacity: 2 },
      { startAt: vn(1, '09:00') },
      { startAt: vn(1, '19:30'), endAt: vn(1, '20:15') },
    ]);
    expect(frames.map((f) => [f.startAt, f.endAt, f.capacity])).toEqual([
      [utc(vn(1, '09:00')), utc(vn(1, '10:30')), 6],
      [utc(vn(1, '14:00')), utc(vn(1, '15:30')), 2],
      [utc(vn(1, '19:30')), utc(vn(1, '20:15')), 6],
    ]);
    expect(frames[0]).toMatchObject({ calendarId: calendar.id, booked: 0, held: 0, available: 6, price: 150_000 });
    expect((await server.anonymous.get(`/api/v1/calendars/${calendar.id}`)).body.upcomingFreeFrames).toBe(3);

    await setFrame(frames[1]!.id, { booked: 1, held: 1 });
    expect((await server.anonymous.get(`/api/v1/calendar-frames/${frames[1]!.id}`)).body).toMatchObject({ booked: 1, held: 1, available: 0 });
    const list = await server.anonymous.get(`/api/v1/calendars?hostId=${host.user.id}`);
    expect(list.body.data[0].upcomingFreeFrames).toBe(2);
    expectError(await server.anonymous.get(`/api/v1/calendar-frames/${MISSING}`), 'CALENDAR_FRAME_NOT_FOUND');
  });

  it('adds none of the frames when one of them is in the past, ends before it starts or overlaps', async () => {
    const host = await signUpHost(server);
    const calendar = await makeCalendar(host, oneToOne);
    await addFrames(host, calendar.id, [{ startAt: vn(5, '09:00') }]);
    const good = { startAt: vn(5, '14:00') };
    const post = (frames: unknown[]) => host.client.post(`/api/v1/calendars/frames/${calendar.id}`, { frames });

    expectError(await post([good, { startAt: new Date(Date.now() - 60_000).toISOString() }]), 'CALENDAR_FRAME_IN_PAST');
    expectError(await post([good, { startAt: vn(5, '16:00'), endAt: vn(5, '15:00') }]), 'INVALID_DATE_RANGE');
    expectError(await post([good, { startAt: vn(5, '14:30') }]), 'CALENDAR_FRAME_OVERLAP');
    expectError(await post([good, { startAt: vn(5, '09:30') }]), 'CALENDAR_FRAME_OVERLAP');
    expect((await framesOf(calendar.id)).body.data.map((f: { startAt: string }) => f.startAt)).toEqual([utc(vn(5, '09:00'))]);

    expectError(await host.client.post(`/api/v1/calendars/frames/${MISSING}`, { frames: [good] }), 'CALENDAR_NOT_FOUND');
    expectInvalidFields(await post([]), ['frames']);
    expectInvalidFields(await post([{ startAt: 'ngày mai' }]), ['frames.0.startAt']);
    expectInvalidFields(await post(Array.from({ length: MAX_FRAMES_PER_REQUEST + 1 }, (_, i) => ({ startAt: vn(40 + i, '09:00') }))), ['frames']);
  });

  it('keeps one host’s frames apart across their calendars but lets two hosts offer the same time', async () => {
    const [ha, nam] = await Promise.all([signUpHost(server, 'Phạm Thu Hà'), signUpHost(server, 'Lê Hoàng Nam')]);
    const [mentoring, group1] = await Promise.all([makeCalendar(ha, oneToOne), makeCalendar(ha, group)]);
    await addFrames(ha, mentoring.id, [{ startAt: vn(6, '10:00') }]);

    expectError(await ha.client.post(`/api/v1/calendars/frames/${group1.id}`, { frames: [{ startAt: vn(6, '10:30') }] }), 'CALENDAR_FRAME_OVERLAP');
    expectError(await ha.client.post(`/api/v1/calendars/frames/${group1.id}`, { frames: [{ startAt: vn(6, '09:00') }] }), 'CALENDAR_FRAME_OVERLAP');
    const touching = await addFrames(ha, group1.id, [{ startAt: vn(6, '11:00') }]);
    expect(touching[0]!.startAt).toBe(utc(vn(6, '11:00')));

    const theirs = await makeCalendar(nam, oneToOne);
    expect((await addFrames(nam, theirs.id, [{ startAt: vn(6, '10:00') }]))[0]!.startAt).toBe(utc(vn(6, '10:00')));
  });

  it('creates exactly one frame when twenty requests add the same time at once, across two calendars', async () => {
    const host = await signUpHost(server);
    const calendars = await Promise.all([makeCalendar(host, oneToOne), makeCalendar(host, group)]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => host.client.post(`/api/v1/calendars/frames/${calendars[i % 2]!.id}`, { frames: [{ startAt: vn(7, '09:00') }] })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 201)) expectError(refused, 'CALENDAR_FRAME_OVERLAP');
    const stored = await server.database.db.select().from(calendarFrames).where(eq(calendarFrames.hostId, host.user.id));
    expect(stored).toHaveLength(1);
  });

  it('deletes a free frame but not one somebody booked or holds, nor a calendar with such a frame', async () => {
    const host = await signUpHost(server);
    const calendar = await makeCalendar(host, group);
    const [booked, free] = await addFrames(host, calendar.id, [{ startAt: vn(8, '09:00') }, { startAt: vn(8, '14:00') }]);

    await setFrame(booked!.id, { booked: 1 });
    expectError(await host.client.delete(`/api/v1/calendars/frames/${booked!.id}`), 'CALENDAR_FRAME_BOOKED');
    expectError(await host.client.delete(`/api/v1/calendars/${calendar.id}`), 'CALENDAR_FRAME_BOOKED');
    await setFrame(booked!.id, { booked: 0, held: 1 });
    expectError(await host.client.delete(`/api/v1/calendars/frames/${booked!.id}`), 'CALENDAR_FRAME_BOOKED');
    expectError(await host.client.delete(`/api/v1/calendars/${calendar.id}`), 'CALENDAR_FRAME_BOOKED');

    expect((await host.client.delete(`/api/v1/calendars/frames/${free!.id}`)).body).toEqual({ success: true });
    expectError(await host.client.delete(`/api/v1/calendars/frames/${free!.id}`), 'CALENDAR_FRAME_NOT_FOUND');
    expect((await framesOf(calendar.id)).body.data.map((f: { id: string }) => f.id)).toEqual([booked!.id]);

    await setFrame(booked!.id, { held: 0 });
    expect((await host.client.delete(`/api/v1/calendars/${calendar.id}`)).body).toEqual({ success: true });
    expectError(await server.anonymous.get(`/api/v1/calendars/${calendar.id}`), 'CALENDAR_NOT_FOUND');
    expectError(await server.anonymous.get(`/api/v1/calendar-frames/${booked!.id}`), 'CALENDAR_FRAME_NOT_FOUND');
    expectError(await host.client.delete(`/api/v1/calendars/${calendar.id}`), 'CALENDAR_NOT_FOUND');
  });

  it('reads the frames starting in a window of at most 62 days, the free ones only when asked', async () => {
    const host = await signUpHost(server);
    const calendar = await makeCalendar(host, oneToOne);
    const frames = await addFrames(host, calendar.id, [{ startAt: vn(10, '09:00') }, { startAt: vn(11, '09:00') }, { startAt: vn(12, '09:00') }]);
    await setFrame(frames[1]!.id, { booked: 1 });
    const starts = (res: { body: { data: { startAt: string }[] } }) => res.body.data.map((f) => f.startAt);

    expect(starts(await framesOf(calendar.id, vn(10, '09:00'), vn(12, '09:00'), server.anonymous))).toEqual([utc(vn(10, '09:00')), utc(vn(11, '09:00'))]);
    const free = await server.anonymous.get(
      `/api/v1/calendar-frames?calendarId=${calendar.id}&from=${encodeURIComponent(vn(0, '00:00'))}&to=${encodeURIComponent(vn(20, '00:00'))}&available=true`,
    );
    expect(starts(free)).toEqual([utc(vn(10, '09:00')), utc(vn(12, '09:00'))]);
    expect((await framesOf(calendar.id, vn(0, '00:00'), vn(62, '00:00'), server.anonymous)).body.data).toHaveLength(3);

    expectError(await framesOf(calendar.id, vn(0, '00:00'), vn(62, '00:01'), server.anonymous), 'INVALID_FRAME_RANGE');
    expectError(await framesOf(calendar.id, vn(5, '00:00'), vn(5, '00:00'), server.anonymous), 'INVALID_DATE_RANGE');
    expectError(await framesOf(calendar.id, vn(5, '00:00'), vn(4, '00:00'), server.anonymous), 'INVALID_DATE_RANGE');
    expectError(await framesOf(MISSING, undefined, undefined, server.anonymous), 'CALENDAR_NOT_FOUND');
    expectInvalidFields(await server.anonymous.get(`/api/v1/calendar-frames?calendarId=${calendar.id}&from=hom-nay&to=2030-01-01`), ['from', 'to']);
  });

  it('reads a calendar’s frames through the calendar_frames_calendar_idx index', async () => {
    const host = await signUpHost(server);
    const calendar = await makeCalendar(host, oneToOne);
    // Two thousand frames over many hosts' calendars, so reading one calendar's window is selective.
    await server.database.pool.query(
      `with hosts as (select id from users where role = 'HOST'), cals as (
         insert into calendars (host_id, title, type, duration_minutes) select id, 'Lịch thử', 'ONE_TO_ONE', 30 from hosts, generate_series(1, 5) returning id, host_id)
       insert into calendar_frames (calendar_id, host_id, start_at, end_at, capacity)
       select c.id, c.host_id, ts, ts + interval '30 minutes', 1
       from (select *, row_number() over () as n from cals) c, generate_series(1, 40) g,
            lateral (select now() + interval '1 year' + (c.n * 1000 + g) * interval '1 hour' as ts) t`,
    );
    await server.database.pool.query('analyze calendar_frames');
    const query = framesInRangeQuery(server.database.db, calendar.id, { from: new Date(), to: new Date(Date.now() + 30 * DAY), onlyAvailable: true }).toSQL();
    const { rows } = await server.database.pool.query(`explain (format json) ${query.sql}`, query.params);
    expect(JSON.stringify(rows[0]['QUERY PLAN'])).toContain('"Index Name":"calendar_frames_calendar_idx"');
  });

  it('tells the host’s followers about a new active calendar', async () => {
    const host = await signUpHost(server, 'Võ Quốc Bảo');
    const fan = await signUpVerified(server);
    expect((await fan.client.post('/api/v1/follow', { hostId: host.user.id })).status).toBe(200);
    await makeCalendar(host, { ...oneToOne, title: 'Lịch nháp', status: 'INACTIVE' });
    const calendar = await makeCalendar(host, { ...group, title: 'Mentoring khởi nghiệp' });

    const told = await eventually(
      async () => {
        const page = await fan.client.get('/api/v1/notifications');
        const found = page.body.data.filter((n: { type: string }) => n.type === 'FOLLOWING_HOST_NEW_CALENDAR');
        return found.length ? found : undefined;
      },
      15_000,
      'the follower’s notification',
    );
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ link: `/calendars/${calendar.id}`, title: 'Võ Quốc Bảo vừa mở lịch hẹn mới' });
    expect(told[0].body).toContain('Mentoring khởi nghiệp');
  });

  it('stops offering the calendars of a host whose account is deleted', async () => {
    const host = await signUpHost(server);
    const calendar = await makeCalendar(host, oneToOne);
    expect((await admin.client.delete(`/api/v1/admin/users/${host.user.id}`)).status).toBe(200);
    await eventsDelivered(server.database.db);
    expectError(await server.anonymous.get(`/api/v1/calendars/${calendar.id}`), 'CALENDAR_NOT_FOUND');
    expect((await admin.client.get(`/api/v1/calendars/${calendar.id}`)).body.status).toBe('INACTIVE');
  });
});
