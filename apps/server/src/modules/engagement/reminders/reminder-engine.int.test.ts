import type { ReminderBoardDto } from '@market/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { calendarOnSale, paidBooking, paidTickets } from '../../commerce/bookings/bookings.testing.js';
import { bell } from '../../commerce/commerce.testing.js';
import { eventCancelled } from '../../catalogue/index.js';
import { hoursFromNow, publishEvent } from '../../catalogue/events/events.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';

const HOUR = 3_600_000;
const MINUTE = 60_000;

describe('the reminder engine, on the scheduler’s clock', () => {
  let server: TestServer;
  let admin: Session;
  // The scheduler's clock: moved forward to make reminders due.
  let offset = 0;
  const clock = { now: () => new Date(Date.now() + offset) };

  beforeAll(async () => {
    server = await startTestServer({}, { clock });
    admin = await loginAdmin(server);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  /** Moves the clock to `at` (ms from when the test began) and runs what is due, deliveries of domain events included. */
  async function at(ms: number) {
    offset = ms;
    await server.services.scheduler.runDue();
    await server.services.scheduler.runDue();
  }
  const board = async (session: Session, path: string) => {
    const res = await session.client.get(path);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as ReminderBoardDto;
  };
  const told = async (session: Session, eventId: string) =>
    (await bell(session)).filter((n) => (n.type === 'EVENT_REMINDER' || n.type === 'EVENT_STARTED') && n.data.eventId === eventId);

  it('reminds an offline event’s ticket holders the day before and the hour before (venue, map, QR ticket) and tells them it started, each once', async () => {
    offset = 0;
    const host = await signUpHost(server, 'Ngô Thanh Vân');
    const event = await publishEvent(host, admin, { startsIn: 30 });
    const lan = await signUpVerified(server, { fullName: 'Trần Thị Lan' });
    await paidTickets(server, lan, event.ticketTiers[0].id, 2);
    await at(0);

    const planned = await board(host, `/api/v2/events/${event.id}/reminders`);
    expect(planned.reminders.map((r) => [r.kind, r.anchor, r.direction, r.amount, r.unit, r.notificationType, r.isDefault])).toEqual([
      ['OFFLINE_EVENT', 'START_TIME', 'BEFORE', 1, 'days', 'EVENT_REMINDER', true],
      ['OFFLINE_EVENT', 'START_TIME', 'BEFORE', 1, 'hours', 'EVENT_REMINDER', true],
      ['OFFLINE_EVENT', 'START_TIME', 'AFTER', 0, 'minutes', 'EVENT_STARTED', true],
    ]);
    expect(planned.runs.map((r) => r.state)).toEqual(['PENDING', 'PENDING', 'PENDING']);

    await at(6 * HOUR - 2 * MINUTE);
    expect(await told(lan, event.id)).toEqual([]);
    await at(6 * HOUR + MINUTE);
    const [dayBefore] = await told(lan, event.id);
    expect(dayBefore).toMatchObject({ type: 'EVENT_REMINDER', title: `Nhắc lịch: ${event.title}`, data: { kind: 'OFFLINE_EVENT', ticketLink: '/me/tickets' } });
    expect(dayBefore!.body).toContain('bắt đầu sau 1 ngày nữa');
    expect(dayBefore!.body).toContain('Địa điểm: Nhà văn hoá Thanh niên, 4 Phạm Ngọc Thạch, Quận 1. Bản đồ: https://www.google.com/maps/search/?api=1&query=');
    expect(dayBefore!.body).toContain('/me/tickets');

    await at(29 * HOUR + MINUTE);
    await at(30 * HOUR + MINUTE);
    await at(31 * HOUR);
    const all = await told(lan, event.id);
    expect(all.map((n) => n.type)).toEqual(['EVENT_STARTED', 'EVENT_REMINDER', 'EVENT_REMINDER']);
    expect(all[0]!.title).toBe(`Sự kiện đã bắt đầu: ${event.title}`);
    expect(all[1]!.body).toContain('sau 1 giờ nữa');
    const done = await board(host, `/api/v2/events/${event.id}/reminders`);
    expect(done.runs.map((r) => [r.state, r.sent])).toEqual([
      ['COMPLETED', 1],
      ['COMPLETED', 1],
      ['COMPLETED', 1],
    ]);
  });

  it('lets the host add a reminder before each session and one after the last end, and remove a default: each sends at its own time', async () => {
    offset = 0;
    const host = await signUpHost(server, 'Lê Minh Khang');
    const event = await publishEvent(host, admin, {
      format: 'ONLINE',
      meetingTool: 'ZOOM',
      meetingUrl: 'https://zoom.us/j/987654321',
      venueName: undefined,
      address: undefined,
      city: undefined,
      sessionType: 'SESSION',
      sessions: [
        { startAt: hoursFromNow(26), endAt: hoursFromNow(27) },
        { startAt: hoursFromNow(30), endAt: hoursFromNow(31) },
      ],
    });
    const hoa = await signUpVerified(server, { fullName: 'Lý Thu Hoa' });
    await paidTickets(server, hoa, event.ticketTiers[0].id);
    const path = `/api/v2/events/${event.id}/reminders`;
    const defaults = (await board(host, path)).reminders;
    expect(defaults.every((r) => r.kind === 'EVENT')).toBe(true);

    const before = await host.client.post(path, { anchor: 'START_TIME', direction: 'BEFORE', amount: 30, unit: 'minutes', recurrence: 'RECURRING' });
    expect(before.status, JSON.stringify(before.body)).toBe(201);
    const after = await host.client.post(path, { anchor: 'END_TIME', direction: 'AFTER', amount: 1, unit: 'hours', recurrence: 'ONE-TIME' });
    expect(after.status).toBe(201);
    expect(after.body).toMatchObject({ offsetMinutes: 60, notificationType: 'EVENT_REMINDER', isDefault: false });
    const again = await host.client.post(path, { anchor: 'START_TIME', direction: 'BEFORE', amount: 30, unit: 'minutes', recurrence: 'RECURRING' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'REMINDER_DUPLICATE', message: 'Đã có một lời nhắc vào đúng thời điểm này.' });
    const dayBefore = defaults.find((r) => r.unit === 'days')!;
    expect((await host.client.delete(`/api/v1/reminders/${dayBefore.id}`)).status).toBe(200);
    // The hour before becomes two hours before.
    const hourBefore = defaults.find((r) => r.unit === 'hours')!;
    const changed = await host.client.patch(`/api/v1/reminders/${hourBefore.id}`, {
      anchor: 'START_TIME',
      direction: 'BEFORE',
      amount: 2,
      unit: 'hours',
      recurrence: 'RECURRING',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ offsetMinutes: -120, isDefault: false });

    const runs = (await board(host, path)).runs;
    // Two hours before ×2, thirty minutes before ×2, started once, an hour after the last end once; the day before no more.
    expect(runs).toHaveLength(6);
    expect(runs.every((r) => r.state === 'PENDING')).toBe(true);

    for (const hours of [2, 24, 25.5, 26, 28, 29.5, 32]) await at(hours * HOUR + MINUTE);
    const all = (await told(hoa, event.id)).reverse();
    expect(all.map((n) => [n.type, n.data.offsetMinutes])).toEqual([
      ['EVENT_REMINDER', -120],
      ['EVENT_REMINDER', -30],
      ['EVENT_STARTED', 0],
      ['EVENT_REMINDER', -120],
      ['EVENT_REMINDER', -30],
      ['EVENT_REMINDER', 60],
    ]);
    expect(all[1]!.body).toContain('Tham gia trực tuyến tại: https://zoom.us/j/987654321');
    expect(all[5]!.title).toBe(`Cảm ơn bạn đã tham gia: ${event.title}`);
  });

  it('sends a moved event’s reminders at the new time only', async () => {
    offset = 0;
    const host = await signUpHost(server, 'Đỗ Hải Yến');
    const event = await publishEvent(host, admin, { startsIn: 30 });
    const minh = await signUpVerified(server, { fullName: 'Võ Văn Minh' });
    await paidTickets(server, minh, event.ticketTiers[0].id);
    await at(0);
    const moved = await host.client.patch(`/api/v2/events/${event.id}`, {
      sessions: [{ id: event.sessions[0].id, startAt: hoursFromNow(50), endAt: hoursFromNow(52) }],
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await at(MINUTE);
    const runs = (await board(host, `/api/v2/events/${event.id}/reminders`)).runs;
    expect(runs.map((r) => new Date(r.occurrenceAt).getTime() - Date.now())).toEqual(runs.map(() => expect.closeTo(50 * HOUR, -5)));

    await at(6 * HOUR + MINUTE);
    expect(await told(minh, event.id)).toEqual([]);
    await at(26 * HOUR + MINUTE);
    const [dayBefore] = await told(minh, event.id);
    expect(new Date(dayBefore!.data.startsAt as string).getTime()).toBe(new Date(moved.body.sessions[0].startAt).getTime());
    expect(await told(minh, event.id)).toHaveLength(1);
  });

  it('cancels a cancelled event’s waiting reminders', async () => {
    offset = 0;
    const host = await signUpHost(server, 'Bùi Quang Huy');
    const event = await publishEvent(host, admin, { startsIn: 30 });
    const an = await signUpVerified(server, { fullName: 'Hà Văn An' });
    await paidTickets(server, an, event.ticketTiers[0].id);
    await at(0);
    await server.database.db.transaction((tx) => server.services.domainEvents.publish(tx, eventCancelled, { eventId: event.id, reason: 'Diễn giả ốm' }));
    await at(MINUTE);
    expect((await board(host, `/api/v2/events/${event.id}/reminders`)).runs).toEqual([]);
    await at(30 * HOUR + MINUTE);
    expect(await told(an, event.id)).toEqual([]);
  });

  it('reminds a booking’s buyer before the booked frame, and not of a booking cancelled since', async () => {
    offset = 0;
    const host = await signUpHost(server, 'Đặng Quốc Bảo');
    const { calendar, frames } = await calendarOnSale(host, { requiresApproval: false, frames: 2 });
    const [ha, tuan] = await Promise.all([signUpVerified(server, { fullName: 'Hồ Ngọc Hà' }), signUpVerified(server, { fullName: 'Ngô Anh Tuấn' })]);
    const bookingId = await paidBooking(server, ha, frames[0]!.id);
    const cancelled = await paidBooking(server, tuan, frames[1]!.id);
    // A paid booking's runs are planned by a subscriber of its domain event, delivered after the payment's commit.
    await expect.poll(async () => (await board(host, `/api/v1/calendars/${calendar.id}/reminders`)).runs.length, { timeout: 10_000 }).toBe(4);
    const planned = await board(host, `/api/v1/calendars/${calendar.id}/reminders`);
    expect(planned.reminders.map((r) => [r.kind, r.amount, r.unit])).toEqual([
      ['CALENDAR', 1, 'days'],
      ['CALENDAR', 1, 'hours'],
    ]);
    await server.database.db.execute(sql`update order_items set booking_status = 'CANCELED' where id = ${cancelled}`);

    const start = new Date(frames[0]!.startAt).getTime() - Date.now();
    await at(start - HOUR + MINUTE);
    // Both fall due in the same pass, so the bell may list them in either order.
    const toHa = (await bell(ha)).filter((n) => n.data.kind === 'CALENDAR').sort((a, b) => Number(b.data.offsetMinutes) - Number(a.data.offsetMinutes));
    expect(toHa.map((n) => n.data.offsetMinutes)).toEqual([-60, -1440]);
    expect(toHa[0]).toMatchObject({ title: `Nhắc lịch hẹn: ${calendar.title}`, link: '/me/bookings', data: { orderItemId: bookingId } });
    expect(toHa[0]!.body).toContain('Tham gia tại: https://meet.google.com/abc-defg-hij');

    await at(new Date(frames[1]!.startAt).getTime() - Date.now());
    expect((await bell(tuan)).filter((n) => n.data.kind === 'CALENDAR')).toEqual([]);
  });

  it('plans a booking’s reminders when it is paid, however far ahead, and cancels them when it is cancelled', async () => {
    offset = 0;
    const host = await signUpHost(server, 'Phan Thị Mai');
    const { calendar, frames } = await calendarOnSale(host, { requiresApproval: false, frames: 7 });
    const path = `/api/v1/calendars/${calendar.id}/reminders`;
    const added = await host.client.post(path, { anchor: 'START_TIME', direction: 'BEFORE', amount: 3, unit: 'days', recurrence: 'RECURRING' });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const [kim, long] = await Promise.all([signUpVerified(server, { fullName: 'Đoàn Thị Kim' }), signUpVerified(server, { fullName: 'Lưu Văn Long' })]);
    // A week ahead: far beyond the two days the safety sweep looks at.
    const weekAhead = frames[6]!;
    const bookingId = await paidBooking(server, kim, weekAhead.id);
    const dropped = await paidBooking(server, long, frames[5]!.id);
    await at(0);
    /** Each run of a frame's booking, as minutes before its start. */
    const leadsOf = async (frame: { startAt: string }) =>
      (await board(host, path)).runs
        .filter((r) => new Date(r.occurrenceAt).getTime() === new Date(frame.startAt).getTime())
        .map((r) => (new Date(r.occurrenceAt).getTime() - new Date(r.dueAt).getTime()) / MINUTE);
    expect(await leadsOf(weekAhead)).toContain(3 * 1440);
    expect(await leadsOf(frames[5]!)).toContain(3 * 1440);

    const cancelled = await long.client.patch(`/api/v1/booking-calendars/${dropped}`, { status: 'CANCELED' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await at(MINUTE);
    expect(await leadsOf(frames[5]!)).toEqual([]);

    const start = new Date(weekAhead.startAt).getTime() - Date.now();
    await at(start - 3 * 1440 * MINUTE + MINUTE);
    const toKim = (await bell(kim)).filter((n) => n.data.kind === 'CALENDAR');
    expect(toKim.map((n) => n.data.offsetMinutes)).toEqual([-3 * 1440]);
    expect(toKim[0]).toMatchObject({ title: `Nhắc lịch hẹn: ${calendar.title}`, data: { orderItemId: bookingId } });
    await at(new Date(frames[5]!.startAt).getTime() - Date.now());
    expect((await bell(long)).filter((n) => n.data.kind === 'CALENDAR')).toEqual([]);
  });

  it('cancels a booking’s reminders when a refund takes the booking back (the frame product’s revoke tells its move)', async () => {
    offset = 0;
    const host = await signUpHost(server, 'Quách Thị Ngọc');
    const { calendar, frames } = await calendarOnSale(host, { requiresApproval: false, frames: 6 });
    const path = `/api/v1/calendars/${calendar.id}/reminders`;
    const buyer = await signUpVerified(server, { fullName: 'Tạ Văn Phúc' });
    const frame = frames[5]!;
    const bookingId = await paidBooking(server, buyer, frame.id);
    await at(0);
    const runsOf = async () =>
      (await board(host, path)).runs.filter((r) => new Date(r.occurrenceAt).getTime() === new Date(frame.startAt).getTime() && r.state === 'PENDING');
    expect((await runsOf()).length).toBeGreaterThan(0);

    const asked = await buyer.client.post('/api/v1/refunds', { orderItemId: bookingId, reason: 'Tôi có việc đột xuất, không đến được.' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const approved = await admin.client.put(`/api/v1/refunds/${asked.body.id}`, { approval: 'APPROVED' });
    expect(approved.body, JSON.stringify(approved.body)).toMatchObject({ status: 'SUCCESS' });
    expect((await buyer.client.get(`/api/v1/booking-calendars/${bookingId}`)).body.bookingStatus).toBe('CANCELED');

    await at(MINUTE);
    expect(await runsOf()).toEqual([]);
    await at(new Date(frame.startAt).getTime() - Date.now() + MINUTE);
    expect((await bell(buyer)).filter((n) => n.data.kind === 'CALENDAR')).toEqual([]);
  });

  it('lets the owner, co-hosts and admins keep an event’s reminders, and no one else', async () => {
    const [owner, coHost, stranger] = await Promise.all([
      signUpHost(server, 'Chủ Sự Kiện'),
      signUpHost(server, 'Đồng Tổ Chức'),
      signUpHost(server, 'Người Lạ'),
    ]);
    const event = await publishEvent(owner, admin, { startsIn: 100, coHostIds: [coHost.user.id] });
    const path = `/api/v2/events/${event.id}/reminders`;
    expect((await coHost.client.get(path)).status).toBe(200);
    expect((await admin.client.get(path)).status).toBe(200);
    const refused = await stranger.client.get(path);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('INSUFFICIENT_PRIVILEGES');
    const [reminder] = (await board(owner, path)).reminders;
    expect((await stranger.client.delete(`/api/v1/reminders/${reminder!.id}`)).status).toBe(403);
    expect((await stranger.client.get(`/api/v2/events/00000000-0000-4000-8000-000000000000/reminders`)).status).toBe(404);
    const bad = await owner.client.post(path, { anchor: 'MIDDLE', direction: 'BEFORE', amount: -1, unit: 'weeks' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('INVALID_INPUT_PARAMS');
    const far = await owner.client.post(path, { anchor: 'START_TIME', direction: 'BEFORE', amount: 31, unit: 'days' });
    expect(far.status).toBe(400);
  });
});
