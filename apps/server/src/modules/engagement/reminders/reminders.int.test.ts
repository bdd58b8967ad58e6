import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { eventually } from '../../../../test/support/wait.js';
import { schedulerSignatureHeader } from '../../../platform/http/scheduler-signature.js';
import { calendarOnSale, paidBooking, paidTickets } from '../../commerce/bookings/bookings.testing.js';
import { bell, eventOnSale } from '../../commerce/commerce.testing.js';
import { hoursFromNow, publishEvent } from '../../catalogue/events/events.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';

const HOOKS = '/api/v2/web-hooks/scheduler';
const HOUR = 3_600_000;

describe('the scheduler’s reminder webhooks', () => {
  let server: TestServer;
  let admin: Session;
  // The scheduler's clock: moved forward to make a start near.
  let offset = 0;
  const clock = { now: () => new Date(Date.now() + offset) };

  beforeAll(async () => {
    server = await startTestServer({}, { clock });
    admin = await loginAdmin(server);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const call = (hook: string, raw: string, headers: Record<string, string> = {}) => server.anonymous.post(`${HOOKS}/${hook}`, raw, headers);
  const signed = (hook: string, body: unknown, options: { secret?: string; at?: number } = {}) => {
    const raw = JSON.stringify(body);
    return call(hook, raw, { 'x-scheduler-signature': schedulerSignatureHeader(raw, options.secret ?? server.config.schedulerSecret, options.at) });
  };

  async function finished(queue: string, jobId: string) {
    return eventually(
      async () => {
        const res = await admin.client.get(`/api/v1/queue/${queue}/${jobId}/status`);
        return res.body?.status === 'SUCCESS' && (res.body.result as { due: number; sent: number; skipped: number; failed: number });
      },
      20_000,
      `job ${queue} ${jobId}`,
    );
  }

  const remindersOf = async (session: Session) => (await bell(session)).filter((n) => n.type === 'EVENT_REMINDER');

  it.each(['event-reminder', 'calendar-reminder'])('refuses %s calls that are unsigned, forged, altered or replayed late', async (hook) => {
    const raw = JSON.stringify({ runId: 'gia-mao' });
    const secret = server.config.schedulerSecret;
    const now = Math.floor(Date.now() / 1000);
    const attempts: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${admin.accessToken}` },
      { 'x-scheduler-secret': secret },
      { 'x-scheduler-signature': schedulerSignatureHeader(raw, 'mot-bi-mat-khac-dai-hon-ba-muoi-hai-ky-tu') },
      { 'x-scheduler-signature': schedulerSignatureHeader(JSON.stringify({ runId: 'khac' }), secret) },
      { 'x-scheduler-signature': schedulerSignatureHeader(raw, secret, now - 301) },
      { 'x-scheduler-signature': 'khong-dung-dinh-dang' },
    ];
    for (const headers of attempts) {
      const res = await call(hook, raw, headers);
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(res.body).toMatchObject({ code: 'INVALID_WEBHOOK_SIGNATURE', message: 'Chữ ký của webhook không hợp lệ hoặc đã hết hạn.' });
    }
    const runs = await server.database.db.execute<{ n: number }>(sql`select count(*)::int as n from scheduler_runs where run_id = 'gia-mao'`);
    expect(runs.rows[0]!.n).toBe(0);
  });

  it('refuses a signed call without a run id, or with a body that is not JSON, as invalid input', async () => {
    const empty = await signed('event-reminder', {});
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('INVALID_INPUT_PARAMS');
    const raw = '{"runId": ';
    const broken = await call('event-reminder', raw, { 'x-scheduler-signature': schedulerSignatureHeader(raw, server.config.schedulerSecret) });
    expect(broken.status).toBe(400);
    expect(broken.body.code).toBe('INVALID_INPUT_PARAMS');
  });

  it('answers at once, and a run sends what is due to each ticket holder once, however often runs come', async () => {
    const { event, tiers } = await eventOnSale(server, { startsIn: 30 });
    const [lan, minh] = await Promise.all([signUpVerified(server, { fullName: 'Trần Thị Lan' }), signUpVerified(server, { fullName: 'Võ Văn Minh' })]);
    // Two tickets are one person to remind.
    await paidTickets(server, lan, tiers[0]!.id, 2);
    await paidTickets(server, minh, tiers[0]!.id);
    // The day before, and a minute.
    offset = 6 * HOUR + 60_000;

    const first = await signed('event-reminder', { runId: 'su-kien-1' });
    expect(first.status, JSON.stringify(first.body)).toBe(202);
    expect(first.body).toMatchObject({ accepted: true, duplicate: false });
    const again = await signed('event-reminder', { runId: 'su-kien-1' });
    expect(again.status).toBe(202);
    expect(again.body).toEqual({ accepted: true, duplicate: true, jobId: first.body.jobId });

    // The scheduler's own task may have sent it first: between them, each holder is told once.
    expect(await finished('reminders.event-reminders', first.body.jobId)).toMatchObject({ failed: 0 });
    const [told] = await remindersOf(lan);
    expect(told).toMatchObject({
      title: `Nhắc lịch: ${event.title}`,
      link: `/events/${event.slug}`,
      data: { kind: 'OFFLINE_EVENT', eventId: event.id, leadMinutes: 1440 },
    });
    expect(told!.body).toContain('Địa điểm: Nhà văn hoá Thanh niên, 4 Phạm Ngọc Thạch, Quận 1.');

    // Another run before anything new is due sends nothing.
    const second = await signed('event-reminder', { runId: 'su-kien-2' });
    expect(await finished('reminders.event-reminders', second.body.jobId)).toMatchObject({ sent: 0 });
    expect(await remindersOf(lan)).toHaveLength(1);
    expect(await remindersOf(minh)).toHaveLength(1);

    // Half an hour before the start: the hour's reminder, once.
    offset = 29.5 * HOUR;
    const third = await signed('event-reminder', { runId: 'su-kien-3' });
    expect(await finished('reminders.event-reminders', third.body.jobId)).toMatchObject({ failed: 0 });
    const lanTold = await remindersOf(lan);
    expect(lanTold.map((n) => n.data.leadMinutes)).toEqual([60, 1440]);
    expect(await remindersOf(minh)).toHaveLength(2);
    offset = 0;
  });

  it('reminds of each session of an online event, with its join link, and not of a voided ticket', async () => {
    const host = await signUpHost(server, 'Mai Phương Thảo');
    const event = await publishEvent(host, admin, {
      format: 'ONLINE',
      meetingTool: 'ZOOM',
      meetingUrl: 'https://zoom.us/j/123456789',
      venueName: undefined,
      address: undefined,
      city: undefined,
      sessionType: 'SESSION',
      sessions: [
        { startAt: hoursFromNow(25), endAt: hoursFromNow(26) },
        { startAt: hoursFromNow(28), endAt: hoursFromNow(29) },
      ],
    });
    const [hoa, refunded] = await Promise.all([signUpVerified(server, { fullName: 'Lý Thu Hoa' }), signUpVerified(server, { fullName: 'Phan Đức Anh' })]);
    await paidTickets(server, hoa, event.ticketTiers[0].id);
    await paidTickets(server, refunded, event.ticketTiers[0].id);
    await server.database.db.execute(sql`update tickets set status = 'VOID' where user_id = ${refunded.user.id}`);

    // A day before the second session: both sessions' day-before reminders are due.
    offset = 4 * HOUR + 60_000;
    const run = await signed('event-reminder', { runId: 'nhieu-buoi-1' });
    await finished('reminders.event-reminders', run.body.jobId);
    const told = (await remindersOf(hoa)).filter((n) => n.data.eventId === event.id);
    expect(told.map((n) => n.data.startsAt).sort()).toEqual(event.sessions.map((x: { startAt: string }) => new Date(x.startAt).toISOString()).sort());
    for (const notice of told) expect(notice.body).toContain('Tham gia trực tuyến tại: https://zoom.us/j/123456789');
    expect(await remindersOf(refunded)).toEqual([]);
    offset = 0;
  });

  it('reminds a booking’s buyer once even when runs and workers meet it at the same moment', async () => {
    const host = await signUpHost(server, 'Đặng Quốc Bảo');
    const { calendar, frames } = await calendarOnSale(host, { requiresApproval: false, frames: 1 });
    const buyer = await signUpVerified(server, { fullName: 'Hồ Ngọc Hà' });
    const bookingId = await paidBooking(server, buyer, frames[0]!.id);
    // Twenty-three hours before the frame starts: the calendar's reminders were never planned, the sweep plans them.
    offset = new Date(frames[0]!.startAt).getTime() - 23 * HOUR - Date.now();

    const [a, b] = await Promise.all([signed('calendar-reminder', { runId: 'lich-1' }), signed('calendar-reminder', { runId: 'lich-2' })]);
    expect([a.status, b.status]).toEqual([202, 202]);
    // Two more sweeps on the same moment, as other server processes would make.
    const direct = await Promise.all([server.services.reminderEngine.sweep('CALENDAR'), server.services.reminderEngine.sweep('CALENDAR')]);
    const jobs = await Promise.all([finished('reminders.calendar-reminders', a.body.jobId), finished('reminders.calendar-reminders', b.body.jobId)]);
    expect([...jobs, ...direct].reduce((sum, r) => sum + r.sent, 0)).toBeLessThanOrEqual(1);

    const told = await eventually(async () => {
      const list = await remindersOf(buyer);
      return list.length > 0 && list;
    });
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      title: `Nhắc lịch hẹn: ${calendar.title}`,
      link: '/me/bookings',
      data: { kind: 'CALENDAR', orderItemId: bookingId, leadMinutes: 1440 },
    });
    expect(told[0]!.body).toContain('Tham gia tại: https://meet.google.com/abc-defg-hij');
    expect(await remindersOf(buyer)).toHaveLength(1);
    offset = 0;
  });
});
