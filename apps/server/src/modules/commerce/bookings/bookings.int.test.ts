import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { expectError } from '../../identity/auth/auth.testing.js';
import { expectInvalidFields, signUpHost } from '../../identity/profiles/profiles.testing.js';
import { orderItems } from '../orders/orders.table.js';
import { bell } from '../commerce.testing.js';
import { calendarOnSale, frameStock, paidBooking, type CalendarOnSale } from './bookings.testing.js';

const MISSING = '00000000-0000-4000-8000-000000000000';
const ids = (res: { body: { data: { id: string }[] } }) => res.body.data.map((b) => b.id);

describe('calendar bookings: the host’s answer and either side’s cancellation', () => {
  let server: TestServer;
  let khoa: Session;
  let lan: Session;
  let an: Session;
  let binh: Session;
  let admin: Session;
  let mentoring: CalendarOnSale;
  let openCalendar: CalendarOnSale;
  let anBooking: string;
  let binhBooking: string;

  const patch = (who: Session, id: string, body: Record<string, unknown>) => who.client.patch(`/api/v1/booking-calendars/${id}`, body);

  beforeAll(async () => {
    server = await startTestServer();
    [khoa, lan, an, binh, admin] = await Promise.all([
      signUpHost(server, 'Lê Minh Khoa'),
      signUpHost(server, 'Nguyễn Lan'),
      signUpVerified(server, { fullName: 'Nguyễn Văn An' }),
      signUpVerified(server, { fullName: 'Trần Thị Bình' }),
      loginAdmin(server),
    ]);
    mentoring = await calendarOnSale(khoa, { requiresApproval: true, frames: 4 });
    openCalendar = await calendarOnSale(lan, { requiresApproval: false, title: 'Luyện phỏng vấn', frames: 2 });
    anBooking = await paidBooking(server, an, mentoring.frames[0]!.id, 'Em muốn hỏi về CV ngành dữ liệu');
    binhBooking = await paidBooking(server, binh, mentoring.frames[1]!.id);
  });
  afterAll(() => server.close());

  describe('reading bookings', () => {
    it('shows the buyer their paid booking waiting for the host, without the meeting link yet', async () => {
      const res = await an.client.get('/api/v1/booking-calendars');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.meta.total).toBe(1);
      expect(res.body.data[0]).toMatchObject({
        id: anBooking,
        status: 'SUCCESS',
        bookingStatus: 'PENDING',
        calendar: { id: mentoring.calendar.id, title: 'Tư vấn CV 1:1', type: 'ONE_TO_ONE', meetingTool: 'GOOGLE_MEET', meetingUrl: null },
        frameId: mentoring.frames[0]!.id,
        startsAt: mentoring.frames[0]!.startAt,
        host: { id: khoa.user.id, fullName: 'Lê Minh Khoa' },
        buyer: { id: an.user.id, fullName: 'Nguyễn Văn An' },
        total: 200_000,
        note: 'Em muốn hỏi về CV ngành dữ liệu',
        viewerRole: 'buyer',
        canApprove: false,
        canReject: false,
        canCancel: true,
      });
      expect(res.body.data[0].frameLabel).toMatch(/^\d{2}:\d{2}–\d{2}:\d{2}, /);
      expect(await frameStock(server, mentoring.frames[0]!.id)).toEqual({ booked: 1, held: 0 });
    });

    it('shows the host the requests of their calendars, with who asked and what they may do', async () => {
      const res = await khoa.client.get('/api/v1/booking-calendars?role=host&sort=ASC');
      expect(ids(res)).toEqual([anBooking, binhBooking]);
      expect(res.body.data[0]).toMatchObject({
        viewerRole: 'host',
        canApprove: true,
        canReject: true,
        canCancel: true,
        buyer: { email: an.user.email },
        calendar: { meetingUrl: 'https://meet.google.com/abc-defg-hij' },
      });
      expect(ids(await khoa.client.get('/api/v1/order-items/calendar-frame?sort=ASC'))).toEqual([anBooking, binhBooking]);
      expect(ids(await khoa.client.get(`/api/v1/order-items/calendar-frame?q=${encodeURIComponent('tran thi')}`))).toEqual([binhBooking]);
      expect(ids(await khoa.client.get(`/api/v1/order-items/calendar-frame?calendarId=${openCalendar.calendar.id}`))).toEqual([]);
      expect(ids(await khoa.client.get(`/api/v1/order-items/calendar-frame?from=${encodeURIComponent(mentoring.frames[1]!.startAt)}`))).toEqual([binhBooking]);
    });

    it('keeps bookings to their two parties', async () => {
      expect((await an.client.get(`/api/v1/booking-calendars/${anBooking}`)).body.viewerRole).toBe('buyer');
      expect((await khoa.client.get(`/api/v1/booking-calendars/${anBooking}`)).body.viewerRole).toBe('host');
      expect((await khoa.client.get(`/api/v1/order-items/${anBooking}/calendar-frame`)).body.id).toBe(anBooking);
      expectError(await binh.client.get(`/api/v1/booking-calendars/${anBooking}`), 'BOOKING_NOT_FOUND');
      expectError(await lan.client.get(`/api/v1/order-items/${anBooking}/calendar-frame`), 'BOOKING_NOT_FOUND');
      expectError(await an.client.get(`/api/v1/booking-calendars/${MISSING}`), 'BOOKING_NOT_FOUND');
      expect(ids(await lan.client.get('/api/v1/booking-calendars?role=host'))).toEqual([]);
      expect(ids(await binh.client.get('/api/v1/booking-calendars'))).toEqual([binhBooking]);
    });

    it('refuses the host lists to plain users and visitors', async () => {
      expectError(await an.client.get('/api/v1/booking-calendars?role=host'), 'INSUFFICIENT_PRIVILEGES');
      expectError(await an.client.get('/api/v1/order-items/calendar-frame'), 'INSUFFICIENT_PRIVILEGES');
      expectError(await server.anonymous.get('/api/v1/booking-calendars'), 'UNAUTHORIZED');
      expectError(await server.anonymous.get('/api/v1/order-items/calendar-frame'), 'UNAUTHORIZED');
    });
  });

  describe('answering and cancelling', () => {
    it('lets only the host answer a request', async () => {
      expectError(await patch(an, anBooking, { status: 'APPROVED' }), 'INSUFFICIENT_PRIVILEGES');
      expectError(await an.client.put(`/api/v1/order-items/${anBooking}/calendar-frame`, { status: 'APPROVED' }), 'INSUFFICIENT_PRIVILEGES');
      expectError(await patch(lan, anBooking, { status: 'APPROVED' }), 'BOOKING_NOT_FOUND');
      expectError(await lan.client.put(`/api/v1/order-items/${anBooking}/calendar-frame`, { status: 'REJECTED' }), 'BOOKING_NOT_FOUND');
      expectInvalidFields(await patch(khoa, anBooking, { status: 'DONE' }), ['status']);
      expect((await an.client.get(`/api/v1/booking-calendars/${anBooking}`)).body.bookingStatus).toBe('PENDING');
    });

    it('approves a pending booking once: the buyer is told and now sees the meeting link', async () => {
      const res = await patch(khoa, anBooking, { status: 'APPROVED' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ bookingStatus: 'APPROVED', canApprove: false, canReject: false, canCancel: true });
      expect((await an.client.get(`/api/v1/booking-calendars/${anBooking}`)).body.calendar.meetingUrl).toBe('https://meet.google.com/abc-defg-hij');
      expect((await bell(an))[0]).toMatchObject({
        type: 'CALENDAR_BOOKING_APPROVED',
        title: 'Lịch hẹn đã được xác nhận',
        link: '/me/bookings',
        data: { orderItemId: anBooking, kind: 'APPROVED' },
      });
      expect((await bell(an))[0]!.body).toContain('Lê Minh Khoa đã xác nhận lịch hẹn "Tư vấn CV 1:1"');
      expectError(await patch(khoa, anBooking, { status: 'APPROVED' }), 'ILLEGAL_STATUS_TRANSITION');
      expectError(await patch(khoa, anBooking, { status: 'REJECTED' }), 'ILLEGAL_STATUS_TRANSITION');
      expect(await frameStock(server, mentoring.frames[0]!.id)).toEqual({ booked: 1, held: 0 });
      expect(ids(await khoa.client.get('/api/v1/booking-calendars?role=host&status=APPROVED'))).toEqual([anBooking]);
    });

    it('rejects a request with a reason: the place goes back and the buyer may ask for a refund', async () => {
      const res = await khoa.client.put(`/api/v1/order-items/${binhBooking}/calendar-frame`, { status: 'REJECTED', reason: 'Tôi bận đột xuất hôm đó' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ bookingStatus: 'REJECTED', status: 'SUCCESS', canCancel: false });
      expect(await frameStock(server, mentoring.frames[1]!.id)).toEqual({ booked: 0, held: 0 });
      const [notice] = await bell(binh);
      expect(notice).toMatchObject({ type: 'CALENDAR_BOOKING_REJECTED', link: '/me/bookings', data: { kind: 'REJECTED', reason: 'Tôi bận đột xuất hôm đó' } });
      expect(notice!.body).toContain('Lý do: Tôi bận đột xuất hôm đó');
      expect(notice!.body).toContain('yêu cầu hoàn tiền');
      expectError(await patch(binh, binhBooking, { status: 'CANCELED' }), 'ILLEGAL_STATUS_TRANSITION');
      expect(await frameStock(server, mentoring.frames[1]!.id)).toEqual({ booked: 0, held: 0 });
    });

    it('lets the buyer cancel an approved booking before it starts, telling the host', async () => {
      const res = await patch(an, anBooking, { status: 'CANCELED', reason: 'Em có lịch thi' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ bookingStatus: 'CANCELED', canCancel: false });
      expect(await frameStock(server, mentoring.frames[0]!.id)).toEqual({ booked: 0, held: 0 });
      expect((await bell(khoa))[0]).toMatchObject({
        type: 'CALENDAR_BOOKING_USER_CANCELED',
        link: '/studio/bookings',
        data: { orderItemId: anBooking, kind: 'USER_CANCELED' },
      });
      expect((await bell(khoa))[0]!.body).toContain('Nguyễn Văn An đã huỷ lịch hẹn');
      expectError(await patch(an, anBooking, { status: 'CANCELED' }), 'ILLEGAL_STATUS_TRANSITION');
    });

    it('lets the host cancel a confirmed booking, telling the buyer', async () => {
      const booking = await paidBooking(server, binh, openCalendar.frames[0]!.id);
      expect((await binh.client.get(`/api/v1/booking-calendars/${booking}`)).body.bookingStatus).toBe('APPROVED');
      const res = await lan.client.put(`/api/v1/order-items/${booking}/calendar-frame`, { status: 'CANCELED' });
      expect(res.body).toMatchObject({ bookingStatus: 'CANCELED' });
      expect((await bell(binh))[0]).toMatchObject({ type: 'CALENDAR_BOOKING_HOST_CANCELED', title: 'Lịch hẹn đã bị huỷ', link: '/me/bookings' });
      expect(await frameStock(server, openCalendar.frames[0]!.id)).toEqual({ booked: 0, held: 0 });
      // The place is free again: someone else can book it.
      await paidBooking(server, an, openCalendar.frames[0]!.id);
      expect(await frameStock(server, openCalendar.frames[0]!.id)).toEqual({ booked: 1, held: 0 });
    });

    it('gives the buyer and the host an .ics of the booked frame, and nobody else', async () => {
      const booking = await paidBooking(server, an, openCalendar.frames[1]!.id);
      const res = await an.client.get(`/api/v1/booking-calendars/${booking}/calendar.ics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/calendar');
      const ics = String(res.body).replace(/\r\n[ \t]/g, '');
      expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
      expect(ics).toContain('SUMMARY:Luyện phỏng vấn');
      expect(ics).toContain(`DTSTART:${openCalendar.frames[1]!.startAt.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
      expect(ics).toContain('LOCATION:https://meet.google.com/abc-defg-hij');
      expect((await lan.client.get(`/api/v1/booking-calendars/${booking}/calendar.ics`)).status).toBe(200);
      expectError(await binh.client.get(`/api/v1/booking-calendars/${booking}/calendar.ics`), 'BOOKING_NOT_FOUND');
    });

    it('refuses to cancel a booking that has already started', async () => {
      const booking = await paidBooking(server, binh, mentoring.frames[2]!.id);
      await server.database.db
        .update(orderItems)
        .set({ startsAt: new Date(Date.now() - 60_000) })
        .where(eq(orderItems.id, booking));
      expect((await binh.client.get(`/api/v1/booking-calendars/${booking}`)).body.canCancel).toBe(false);
      expectError(await patch(binh, booking, { status: 'CANCELED' }), 'BOOKING_ALREADY_STARTED');
      expect(await frameStock(server, mentoring.frames[2]!.id)).toEqual({ booked: 1, held: 0 });
    });

    it('lets an admin act for the host', async () => {
      const booking = await paidBooking(server, an, mentoring.frames[3]!.id);
      const res = await admin.client.put(`/api/v1/order-items/${booking}/calendar-frame`, { status: 'APPROVED' });
      expect(res.body).toMatchObject({ bookingStatus: 'APPROVED', viewerRole: 'host' });
    });
  });
});
