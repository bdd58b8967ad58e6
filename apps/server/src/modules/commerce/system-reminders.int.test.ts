import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../test/support/accounts.js';
import type { Session } from '../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { signUpHost } from '../identity/profiles/profiles.testing.js';
import { calendarOnSale, frameLine, frameStock, paidBooking, type CalendarOnSale } from './bookings/bookings.testing.js';
import { bell, checkout, eventOnSale, settleLatest, tierLine } from './commerce.testing.js';
import { requestDeadlines } from './bookings/index.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The system reminders of commerce on a controllable clock: booking requests, unpaid orders, vouchers. */
describe('reminders the system keeps for bookings, orders and vouchers', () => {
  const clock = { at: new Date(), now: () => new Date(clock.at) };
  const setClock = (at: Date | number) => (clock.at = new Date(at));
  let server: TestServer;
  let khoa: Session;
  let an: Session;
  let binh: Session;
  let chi: Session;
  let admin: Session;
  let mentoring: CalendarOnSale;
  let anBooking: string;
  let binhBooking: string;

  const reminders = () => server.services.commerce.reminders;
  const run = async () => {
    // The due tasks, then anything they scheduled at once.
    await server.services.scheduler.runDue();
    await server.services.scheduler.runDue();
  };
  const ofType = async (who: Session, type: string) => (await bell(who)).filter((n) => n.type === type);
  const refundsOf = async (orderItemId: string) =>
    (
      await server.database.pool.query<{ id: string; amount: number; status: string }>('select id, amount::int, status from refunds where order_item_id = $1', [
        orderItemId,
      ])
    ).rows.map(({ amount, status }) => ({ amount, status }));
  const refundRowsOf = async (orderItemId: string) =>
    (
      await server.database.pool.query<{ amount: number; status: string; approval: string; mode: string }>(
        'select amount::int, status, approval, mode from refunds where order_item_id = $1',
        [orderItemId],
      )
    ).rows;
  /** The REFUND payment rows of the booking's order: what was asked of the provider. */
  const moneyBackOf = async (orderItemId: string) =>
    (
      await server.database.pool.query<{ amount: number; status: string }>(
        `select p.amount::int, p.status from payments p join order_items i on i.order_id = p.order_id
          where i.id = $1 and p.transaction_type = 'REFUND'`,
        [orderItemId],
      )
    ).rows;
  const bookingStatus = async (who: Session, id: string) => (await who.client.get(`/api/v1/booking-calendars/${id}`)).body.bookingStatus as string;

  beforeAll(async () => {
    server = await startTestServer({}, { clock });
    [khoa, an, binh, chi, admin] = await Promise.all([
      signUpHost(server, 'Lê Minh Khoa'),
      signUpVerified(server, { fullName: 'Nguyễn Văn An' }),
      signUpVerified(server, { fullName: 'Trần Thị Bình' }),
      signUpVerified(server, { fullName: 'Phạm Minh Chi' }),
      loginAdmin(server),
    ]);
    mentoring = await calendarOnSale(khoa, { requiresApproval: true, frames: 2 });
    anBooking = await paidBooking(server, an, mentoring.frames[0]!.id);
    binhBooking = await paidBooking(server, binh, mentoring.frames[1]!.id);
  });
  afterAll(() => server.close());

  describe('a booking request the host has not answered (CALENDAR_APPROVE)', () => {
    it('answers within two days, and at the latest an hour before the frame starts', () => {
      const paid = new Date('2026-11-01T00:00:00Z');
      expect(requestDeadlines(paid, new Date('2026-11-10T00:00:00Z'))).toEqual({
        remindAt: new Date('2026-11-02T12:00:00Z'),
        expiresAt: new Date('2026-11-03T00:00:00Z'),
      });
      expect(requestDeadlines(paid, new Date('2026-11-01T05:00:00Z'))).toEqual({
        remindAt: new Date('2026-11-01T02:00:00Z'),
        expiresAt: new Date('2026-11-01T04:00:00Z'),
      });
    });

    it('is planned when it is paid, and taken back when the host answers', async () => {
      expect((await server.services.scheduler.find(reminders().bookingRequests.expire, anBooking))?.state).toBe('PENDING');
      const answered = await khoa.client.patch(`/api/v1/booking-calendars/${binhBooking}`, { status: 'APPROVED' });
      expect(answered.status, JSON.stringify(answered.body)).toBe(200);
      expect((await server.services.scheduler.find(reminders().bookingRequests.remind, binhBooking))?.state).toBe('CANCELLED');
      expect((await server.services.scheduler.find(reminders().bookingRequests.expire, binhBooking))?.state).toBe('CANCELLED');
    });

    it('reminds the host once, before the request runs out', async () => {
      const task = await server.services.scheduler.find(reminders().bookingRequests.remind, anBooking);
      setClock(task!.runAt.getTime() - MINUTE);
      await run();
      expect(await ofType(khoa, 'CALENDAR_BOOKING_REMIND_REPLY')).toEqual([]);
      setClock(task!.runAt.getTime() + MINUTE);
      await run();
      const told = await ofType(khoa, 'CALENDAR_BOOKING_REMIND_REPLY');
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({
        title: 'Yêu cầu đặt lịch đang chờ bạn trả lời',
        link: '/studio/bookings',
        data: { orderItemId: anBooking, kind: 'REMIND_REPLY' },
      });
      expect(told[0]!.body).toContain('Nguyễn Văn An');
      expect(told[0]!.body).toContain('Tư vấn CV 1:1');
    });

    it('expires it: the booking is cancelled, the frame freed and the buyer refunded through the provider at once, and told', async () => {
      const task = await server.services.scheduler.find(reminders().bookingRequests.expire, anBooking);
      expect((await frameStock(server, mentoring.frames[0]!.id)).booked).toBe(1);
      setClock(task!.runAt.getTime() + MINUTE);
      await run();
      expect(await bookingStatus(an, anBooking)).toBe('CANCELED');
      expect((await frameStock(server, mentoring.frames[0]!.id)).booked).toBe(0);
      // As an event's cancellation refunds: approved by the platform, no admin in the way, the money sent back.
      expect(await refundRowsOf(anBooking)).toEqual([{ amount: 200_000, status: 'SUCCESS', approval: 'APPROVED', mode: 'AUTO' }]);
      expect(await moneyBackOf(anBooking)).toEqual([{ amount: 200_000, status: 'SUCCESS' }]);
      const told = await ofType(an, 'CALENDAR_BOOKING_EXPIRED');
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ title: 'Yêu cầu đặt lịch đã hết hạn', link: '/me/refunds' });
      expect(told[0]!.body).toContain('200.000');
      expect(told[0]!.body).toContain('qua cổng thanh toán');
      expect(await ofType(khoa, 'CALENDAR_BOOKING_EXPIRED')).toHaveLength(1);
    });

    it('refunds once and tells once when the expiry runs again: nothing more is sent to the provider, the place is not freed twice', async () => {
      const { expire } = reminders().bookingRequests;
      await server.services.scheduler.schedule(expire, {
        key: anBooking,
        at: clock.now(),
        payload: { orderItemId: anBooking, expiresAt: clock.now().toISOString() },
      });
      await run();
      expect((await server.services.scheduler.find(expire, anBooking))?.state).toBe('DONE');
      expect(await refundsOf(anBooking)).toEqual([{ amount: 200_000, status: 'SUCCESS' }]);
      expect(await moneyBackOf(anBooking)).toEqual([{ amount: 200_000, status: 'SUCCESS' }]);
      expect((await frameStock(server, mentoring.frames[0]!.id)).booked).toBe(0);
      expect(await ofType(an, 'CALENDAR_BOOKING_EXPIRED')).toHaveLength(1);
    });

    it('leaves an answered request alone at its old deadlines', async () => {
      setClock(Date.now() + 3 * DAY);
      await run();
      expect(await bookingStatus(binh, binhBooking)).toBe('APPROVED');
      expect(await ofType(binh, 'CALENDAR_BOOKING_EXPIRED')).toEqual([]);
      expect((await ofType(khoa, 'CALENDAR_BOOKING_REMIND_REPLY')).map((n) => n.data.orderItemId)).toEqual([anBooking]);
    });

    it('releases a free request without a refund', async () => {
      setClock(Date.now());
      const free = await calendarOnSale(khoa, { requiresApproval: true, price: 0, frames: 1, title: 'Gặp gỡ làm quen' });
      const order = await checkout(chi, { items: [frameLine(free.frames[0]!.id)] });
      expect(order.status).toBe('PAID');
      const booking = order.items[0]!.id;
      const task = await server.services.scheduler.find(reminders().bookingRequests.expire, booking);
      setClock(task!.runAt.getTime() + MINUTE);
      await run();
      expect(await bookingStatus(chi, booking)).toBe('CANCELED');
      expect((await frameStock(server, free.frames[0]!.id)).booked).toBe(0);
      expect(await refundsOf(booking)).toEqual([]);
      const [told] = await ofType(chi, 'CALENDAR_BOOKING_EXPIRED');
      expect(told!.body).toContain('Chỗ của bạn đã được giải phóng');
    });

    it('queues a bank transfer for a request paid by transfer: approved, waiting for the buyer’s account, nothing sent to a provider', async () => {
      setClock(Date.now());
      const lesson = await calendarOnSale(khoa, { requiresApproval: true, frames: 1, title: 'Luyện phỏng vấn' });
      const recorded = await admin.client.post('/api/v1/admin/order', {
        email: chi.user.email,
        items: [frameLine(lesson.frames[0]!.id)],
        paid: true,
        method: 'BANK_TRANSFER',
      });
      expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
      const booking = recorded.body.items[0]!.id as string;
      const task = await server.services.scheduler.find(reminders().bookingRequests.expire, booking);
      setClock(task!.runAt.getTime() + MINUTE);
      await run();
      await run();
      expect(await bookingStatus(chi, booking)).toBe('CANCELED');
      expect(await refundRowsOf(booking)).toEqual([{ amount: 200_000, status: 'AWAITING_INFO', approval: 'APPROVED', mode: 'MANUAL' }]);
      expect(await moneyBackOf(booking)).toEqual([]);
      const told = (await ofType(chi, 'CALENDAR_BOOKING_EXPIRED')).find((n) => n.data.orderItemId === booking);
      expect(told!.body).toContain('bằng chuyển khoản');
    });
  });

  describe('an unpaid order (PAYMENT)', () => {
    let tierId: string;
    beforeAll(async () => {
      setClock(Date.now());
      tierId = (await eventOnSale(server, { host: khoa })).tiers[0]!.id;
    });

    it('is reminded once, with its pay link, five minutes before its hold ends', async () => {
      const order = await checkout(chi, { items: [tierLine(tierId)] });
      const holdEnds = new Date(order.holdExpiresAt!).getTime();
      const task = await server.services.scheduler.find(reminders().payment.remind, order.id);
      expect(task?.runAt.getTime()).toBe(holdEnds - 5 * MINUTE);
      setClock(holdEnds - 6 * MINUTE);
      await run();
      expect(await ofType(chi, 'PAYMENT_REMINDER')).toEqual([]);
      setClock(holdEnds - 4 * MINUTE);
      await run();
      // Run again (a worker that died before committing): still one reminder.
      await server.services.scheduler.schedule(reminders().payment.remind, {
        key: order.id,
        at: clock.now(),
        payload: { orderId: order.id, holdExpiresAt: order.holdExpiresAt! },
      });
      await run();
      const told = await ofType(chi, 'PAYMENT_REMINDER');
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ title: 'Đơn hàng đang chờ thanh toán', link: `/me/orders/${order.id}`, data: { orderId: order.id } });
      expect(told[0]!.body).toContain(order.code);
    });

    it('is not reminded once paid: the reminder is taken back with the payment', async () => {
      setClock(Date.now());
      const order = await checkout(an, { items: [tierLine(tierId)] });
      expect((await server.services.scheduler.find(reminders().payment.remind, order.id))?.state).toBe('PENDING');
      expect(await settleLatest(server, order.id)).toBe('SETTLED');
      expect((await server.services.scheduler.find(reminders().payment.remind, order.id))?.state).toBe('CANCELLED');
      setClock(Date.now() + 20 * MINUTE);
      await run();
      expect(await ofType(an, 'PAYMENT_REMINDER')).toEqual([]);
    });

    it('is not reminded once released when its hold ran out', async () => {
      setClock(Date.now());
      const order = await checkout(binh, { items: [tierLine(tierId)] });
      await server.services.commerce.orders.expireDue(new Date(Date.now() + 20 * MINUTE));
      expect((await server.services.scheduler.find(reminders().payment.remind, order.id))?.state).toBe('CANCELLED');
    });
  });

  describe('a voucher about to expire (VOUCHER)', () => {
    let voucher: { id: string; code: string };
    const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

    it('tells the host who made it, three days before its end, once', async () => {
      setClock(Date.now());
      const created = await khoa.client.post('/api/v1/host/vouchers', {
        code: 'TET2027',
        name: 'Giảm 10% đón Tết',
        type: 'PERCENTAGE',
        value: 10,
        startAt: inDays(-1),
        endAt: inDays(5),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      voucher = created.body;
      setClock(Date.now() + DAY);
      await run();
      expect(await ofType(khoa, 'VOUCHER_EXPIRING')).toEqual([]);
      setClock(Date.now() + 2 * DAY + HOUR);
      await run();
      await run();
      const told = await ofType(khoa, 'VOUCHER_EXPIRING');
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ title: 'Mã giảm giá sắp hết hạn', link: '/studio/vouchers', data: { voucherId: voucher.id, code: 'TET2027' } });
      expect(told[0]!.body).toContain('còn khoảng 3 ngày');
    });

    it('moves the warning with the voucher’s end, and takes it back when the voucher is deleted', async () => {
      setClock(Date.now());
      const end = inDays(10);
      expect((await khoa.client.patch(`/api/v1/host/vouchers/${voucher.id}`, { endAt: end })).status).toBe(200);
      const moved = await server.services.scheduler.find(reminders().voucherExpiry.warn, voucher.id);
      expect(moved).toMatchObject({ state: 'PENDING', runAt: new Date(Date.parse(end) - 3 * DAY) });
      expect((await khoa.client.delete(`/api/v1/host/vouchers/${voucher.id}`)).status).toBe(200);
      expect((await server.services.scheduler.find(reminders().voucherExpiry.warn, voucher.id))?.state).toBe('CANCELLED');
    });
  });
});
