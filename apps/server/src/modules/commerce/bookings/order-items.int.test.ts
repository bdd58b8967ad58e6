import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { eventSessions } from '../../catalogue/events/events.table.js';
import { expectError } from '../../identity/auth/auth.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { checkout, eventOnSale, tierLine, type EventOnSale } from '../commerce.testing.js';
import { signTicketToken } from '../tickets/ticket-token.js';
import { tickets } from '../tickets/tickets.table.js';
import { calendarOnSale, paidBooking, paidTickets } from './bookings.testing.js';

const MISSING = '00000000-0000-4000-8000-000000000000';
const itemIds = (res: { body: { data: { id: string }[] } }) => res.body.data.map((i) => i.id).sort();

describe('order lines for hosts and admins', () => {
  let server: TestServer;
  let admin: Session;
  let an: Session;
  let binh: Session;
  let otherHost: Session;
  let sale: EventOnSale;
  let second: EventOnSale;
  let other: EventOnSale;
  let anPaid: { id: string; code: string; items: { id: string }[] };
  let binhPaid: { id: string; code: string; items: { id: string }[] };
  let pendingLine: string;
  let secondLine: string;
  let bookingLine: string;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, an, binh, otherHost] = await Promise.all([
      loginAdmin(server),
      signUpVerified(server, { fullName: 'Nguyễn Văn An' }),
      signUpVerified(server, { fullName: 'Trần Thị Bình' }),
      signUpHost(server, 'Lê Hoàng Nam'),
    ]);
    sale = await eventOnSale(server, { tiers: [{ name: 'Vé thường', price: 150_000, capacity: 10 }] });
    second = await eventOnSale(server, { host: sale.host, startsIn: 96 });
    other = await eventOnSale(server, { host: otherHost });
    anPaid = await paidTickets(server, an, sale.tiers[0]!.id, 2);
    binhPaid = await paidTickets(server, binh, sale.tiers[0]!.id, 1);
    pendingLine = (await checkout(binh, { items: [tierLine(second.tiers[0]!.id)] })).items[0]!.id;
    secondLine = (await paidTickets(server, an, second.tiers[0]!.id)).items[0]!.id;
    await paidTickets(server, an, other.tiers[0]!.id);
    const [ticket] = await server.database.db.select().from(tickets).where(eq(tickets.orderItemId, anPaid.items[0]!.id)).orderBy(tickets.seq);
    expect((await sale.host.client.post('/api/v1/events/checkin-qr-ticket', { token: signTicketToken(ticket!.id, server.config.jwtSecret) })).status).toBe(200);
    const calendar = await calendarOnSale(sale.host, { requiresApproval: true });
    bookingLine = await paidBooking(server, binh, calendar.frames[0]!.id);
  });
  afterAll(() => server.close());

  describe('ticket lines of my events', () => {
    it('lists every ticket line of my events with its buyer, order and door counts', async () => {
      const res = await sale.host.client.get('/api/v1/order-items/event');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(itemIds(res)).toEqual([anPaid.items[0]!.id, binhPaid.items[0]!.id, pendingLine, secondLine].sort());
      const anRow = res.body.data.find((i: { id: string }) => i.id === anPaid.items[0]!.id);
      expect(anRow).toMatchObject({
        orderCode: anPaid.code,
        orderStatus: 'PAID',
        status: 'SUCCESS',
        quantity: 2,
        total: 300_000,
        buyer: { fullName: 'Nguyễn Văn An', email: an.user.email },
        ticketCount: 2,
        checkedInCount: 1,
        eventId: sale.event.id,
      });
    });

    it('filters by event, status and buyer', async () => {
      const host = sale.host.client;
      expect(itemIds(await host.get(`/api/v1/order-items/event?eventId=${second.event.id}`))).toEqual([pendingLine, secondLine].sort());
      expect(itemIds(await host.get('/api/v1/order-items/event?status=HOLDING'))).toEqual([pendingLine]);
      expect(itemIds(await host.get('/api/v1/order-items/event?q=tran%20thi%20binh'))).toEqual([binhPaid.items[0]!.id, pendingLine].sort());
      expect(itemIds(await host.get(`/api/v1/order-items/event?q=${anPaid.code}`))).toEqual([anPaid.items[0]!.id]);
    });

    it('answers the lines of a session’s event, and refuses unknown sessions', async () => {
      const [session] = await server.database.db.select().from(eventSessions).where(eq(eventSessions.eventId, sale.event.id));
      expect(itemIds(await sale.host.client.get(`/api/v1/order-items/event-session?sessionId=${session!.id}`))).toEqual(
        [anPaid.items[0]!.id, binhPaid.items[0]!.id].sort(),
      );
      expectError(await sale.host.client.get(`/api/v1/order-items/event-session?sessionId=${MISSING}`), 'EVENT_SESSION_NOT_FOUND');
      expectError(await otherHost.client.get(`/api/v1/order-items/event-session?sessionId=${session!.id}`), 'INSUFFICIENT_PRIVILEGES');
    });

    it('counts lines, tickets and revenue by status', async () => {
      expect((await sale.host.client.get(`/api/v1/order-items/event/count?eventId=${sale.event.id}`)).body).toEqual({
        items: { total: 2, HOLDING: 0, SUCCESS: 2, CANCELED: 0, refunded: 0 },
        tickets: { total: 3, VALID: 2, CHECKED_IN: 1, VOID: 0 },
        revenue: 450_000,
        sessions: [{ sessionId: expect.any(String), checkedIn: 1 }],
      });
      expect((await sale.host.client.get('/api/v1/order-items/event/count')).body).toMatchObject({
        items: { total: 4, HOLDING: 1, SUCCESS: 3 },
        tickets: { total: 4 },
        revenue: 600_000,
      });
    });

    it('never shows another host’s lines', async () => {
      expect(itemIds(await otherHost.client.get('/api/v1/order-items/event'))).toHaveLength(1);
      expectError(await otherHost.client.get(`/api/v1/order-items/event?eventId=${sale.event.id}`), 'INSUFFICIENT_PRIVILEGES');
      expectError(await otherHost.client.get(`/api/v1/order-items/event/count?eventId=${sale.event.id}`), 'INSUFFICIENT_PRIVILEGES');
      expectError(await an.client.get('/api/v1/order-items/event'), 'INSUFFICIENT_PRIVILEGES');
      expectError(await server.anonymous.get('/api/v1/order-items/event/count'), 'UNAUTHORIZED');
    });
  });

  describe('every line of what I sell (studio orders)', () => {
    it('lists my ticket and calendar lines across my events, never another host’s, even when asked for', async () => {
      const mine = await sale.host.client.get('/api/v1/host/order-items?limit=100');
      expect(mine.status, JSON.stringify(mine.body)).toBe(200);
      expect(itemIds(mine)).toEqual([anPaid.items[0]!.id, binhPaid.items[0]!.id, pendingLine, secondLine, bookingLine].sort());
      expect(mine.body.data.find((i: { id: string }) => i.id === bookingLine)).toMatchObject({
        productItemType: 'CALENDAR_FRAME',
        buyer: { fullName: 'Trần Thị Bình' },
      });
      expect(itemIds(await sale.host.client.get('/api/v1/host/order-items?type=CALENDAR_FRAME'))).toEqual([bookingLine]);
      expect(itemIds(await sale.host.client.get(`/api/v1/host/order-items?q=${anPaid.code}`))).toEqual([anPaid.items[0]!.id]);
      // A hostId in the address is no filter of this call: still the caller's own lines only.
      expect(itemIds(await sale.host.client.get(`/api/v1/host/order-items?hostId=${otherHost.user.id}&limit=100`))).toEqual(itemIds(mine));
      expect(itemIds(await otherHost.client.get('/api/v1/host/order-items'))).toHaveLength(1);
    });

    it('exports the same lines, and is for hosts only', async () => {
      const res = await fetch(`${server.url}/api/v1/host/order-items/export?format=csv&type=TICKET_TIER`, {
        headers: { authorization: `Bearer ${sale.host.accessToken}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="don-hang-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect((await res.text()).trim().split('\r\n')).toHaveLength(1 + 4);
      expectError(await an.client.get('/api/v1/host/order-items'), 'INSUFFICIENT_PRIVILEGES');
      expectError(await server.anonymous.get('/api/v1/host/order-items/export'), 'UNAUTHORIZED');
    });
  });

  describe('the admin console', () => {
    /** The raw download, as a browser receives it (the test client would decode the text). */
    const download = (format: string, filters: string) =>
      fetch(`${server.url}/api/v1/admin/order-item/export?format=${format}&${filters}`, { headers: { authorization: `Bearer ${admin.accessToken}` } });

    it('lists every line with filters by type, status, host, buyer and order code', async () => {
      const all = await admin.client.get('/api/v1/admin/order-item?limit=100');
      expect(all.status, JSON.stringify(all.body)).toBe(200);
      expect(all.body.meta.total).toBe(6);
      expect(itemIds(await admin.client.get('/api/v1/admin/order-item?type=CALENDAR_FRAME'))).toEqual([bookingLine]);
      expect(itemIds(await admin.client.get('/api/v1/admin/order-item?status=HOLDING'))).toEqual([pendingLine]);
      expect((await admin.client.get(`/api/v1/admin/order-item?hostId=${otherHost.user.id}`)).body.meta.total).toBe(1);
      expect(itemIds(await admin.client.get(`/api/v1/admin/order-item?q=${anPaid.code.toLowerCase()}`))).toEqual([anPaid.items[0]!.id]);
      expect((await admin.client.get(`/api/v1/admin/order-item?q=${encodeURIComponent(binh.user.email!)}`)).body.meta.total).toBe(3);
      const row = (await admin.client.get(`/api/v1/admin/order-item?q=${anPaid.code}`)).body.data[0];
      expect(row).toMatchObject({
        orderCode: anPaid.code,
        orderStatus: 'PAID',
        buyer: { fullName: 'Nguyễn Văn An' },
        host: { fullName: 'Phạm Thu Hà' },
        productItemType: 'TICKET_TIER',
      });
    });

    it('filters by creation time and refuses a range that ends before it starts', async () => {
      const future = new Date(Date.now() + 3_600_000).toISOString();
      const past = new Date(Date.now() - 3_600_000).toISOString();
      expect((await admin.client.get(`/api/v1/admin/order-item?from=${encodeURIComponent(future)}`)).body.meta.total).toBe(0);
      expect((await admin.client.get(`/api/v1/admin/order-item?from=${encodeURIComponent(past)}&to=${encodeURIComponent(future)}`)).body.meta.total).toBe(6);
      expectError(await admin.client.get(`/api/v1/admin/order-item?from=${encodeURIComponent(future)}&to=${encodeURIComponent(past)}`), 'INVALID_DATE_RANGE');
    });

    it('exports CSV that Excel reads as Vietnamese, with the same filters', async () => {
      const res = await download('csv', 'type=TICKET_TIER');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="dong-don-hang-\d{4}-\d{2}-\d{2}\.csv"$/);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.toString('utf8');
      const lines = text.slice(1).trim().split('\r\n');
      expect(lines[0]).toBe(
        'Mã đơn hàng,Trạng thái đơn,Ngày tạo,Loại sản phẩm,Sản phẩm,Chi tiết,Nhà tổ chức,Người mua,Email,Số điện thoại,Số lượng,Đơn giá (VND),Giảm giá (VND),Mã giảm giá (VND),Thành tiền (VND),Trạng thái,Trạng thái lịch hẹn,Hoàn tiền lúc',
      );
      expect(lines).toHaveLength(1 + 5);
      const anRow = lines.find((l) => l.startsWith(anPaid.code))!;
      expect(anRow).toContain(`Đã thanh toán,`);
      expect(anRow).toContain(`Vé sự kiện,${sale.event.title},Vé thường,Phạm Thu Hà,Nguyễn Văn An,${an.user.email},,2,150000,0,0,300000,Đã thanh toán,,`);
    });

    it('exports an XLSX workbook of the same lines', async () => {
      const res = await download('xlsx', 'type=CALENDAR_FRAME');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await res.arrayBuffer());
      const sheet = workbook.worksheets[0]!;
      expect(sheet.name).toBe('Dòng đơn hàng');
      expect(sheet.rowCount).toBe(2);
      expect(sheet.getRow(2).getCell(4).value).toBe('Lịch hẹn');
      expect(sheet.getRow(2).getCell(8).value).toBe('Trần Thị Bình');
      expect(sheet.getRow(2).getCell(17).value).toBe('Chờ duyệt');
    });

    it('is for admins only', async () => {
      expectError(await sale.host.client.get('/api/v1/admin/order-item'), 'INSUFFICIENT_PRIVILEGES');
      expectError(await an.client.get('/api/v1/admin/order-item/export'), 'INSUFFICIENT_PRIVILEGES');
      expectError(await server.anonymous.get('/api/v1/admin/order-item/export'), 'UNAUTHORIZED');
      expect((await admin.client.get('/api/v1/admin/order-item/export?format=pdf')).status).toBe(400);
    });
  });
});
