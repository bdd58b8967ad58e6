import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { eventCoHosts, events } from '../../catalogue/events/events.table.js';
import { expectError } from '../../identity/auth/auth.testing.js';
import { expectInvalidFields, signUpHost } from '../../identity/profiles/profiles.testing.js';
import { paidTickets } from '../bookings/bookings.testing.js';
import { bell, eventOnSale, type EventOnSale } from '../commerce.testing.js';
import { signTicketToken, verifyTicketToken } from './ticket-token.js';
import { tickets } from './tickets.table.js';

const HOUR = 3_600_000;
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('tickets: the buyer’s QR codes, attendees and check-in at the door', () => {
  let server: TestServer;
  let an: Session;
  let binh: Session;
  let coHost: Session;
  let otherHost: Session;
  let sale: EventOnSale;
  let soon: EventOnSale;
  let over: EventOnSale;
  let anLine: string;
  let binhLine: string;

  const line = (buyer: Session, itemId: string) => buyer.client.get(`/api/v2/orders/event-offline/${itemId}`);
  const scan = (host: Session, body: Record<string, unknown>) => host.client.post('/api/v1/events/checkin-qr-ticket', body);
  const ticketsOf = (itemId: string) => server.database.db.select().from(tickets).where(eq(tickets.orderItemId, itemId)).orderBy(tickets.seq);
  const tokenOf = (ticketId: string) => signTicketToken(ticketId, server.config.jwtSecret);

  beforeAll(async () => {
    server = await startTestServer();
    [an, binh, coHost, otherHost] = await Promise.all([
      signUpVerified(server, { fullName: 'Nguyễn Văn An' }),
      signUpVerified(server, { fullName: 'Trần Thị Bình' }),
      signUpHost(server, 'Đỗ Minh Quân'),
      signUpHost(server, 'Lê Hoàng Nam'),
    ]);
    sale = await eventOnSale(server, {
      tiers: [
        { name: 'Vé thường', price: 150_000, capacity: 10 },
        { name: 'Vé VIP', price: 500_000, capacity: 5 },
      ],
    });
    soon = await eventOnSale(server, { host: sale.host, startsIn: 24 });
    over = await eventOnSale(server, { host: otherHost, startsIn: 48 });
    await server.database.db.insert(eventCoHosts).values({ eventId: sale.event.id, userId: coHost.user.id });

    anLine = (await paidTickets(server, an, sale.tiers[0]!.id, 2)).items[0]!.id;
    binhLine = (await paidTickets(server, binh, sale.tiers[1]!.id, 1)).items[0]!.id;
    await paidTickets(server, an, soon.tiers[0]!.id, 1);
    await paidTickets(server, an, over.tiers[0]!.id, 1);
    // That event has happened since.
    await server.database.db
      .update(events)
      .set({ startAt: new Date(Date.now() - 5 * HOUR), endAt: new Date(Date.now() - 3 * HOUR) })
      .where(eq(events.id, over.event.id));
  });
  afterAll(() => server.close());

  describe('the buyer’s tickets', () => {
    it('shows a paid line with its event and one signed QR code per ticket', async () => {
      const res = await line(an, anLine);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({
        orderItemId: anLine,
        quantity: 2,
        status: 'SUCCESS',
        tier: { id: sale.tiers[0]!.id, name: 'Vé thường' },
        buyer: { id: an.user.id, fullName: 'Nguyễn Văn An' },
        event: {
          id: sale.event.id,
          title: sale.event.title,
          format: 'OFFLINE',
          venueName: 'Nhà văn hoá Thanh niên',
          address: '4 Phạm Ngọc Thạch, Quận 1',
          host: { fullName: 'Phạm Thu Hà' },
        },
      });
      expect(res.body.orderCode).toMatch(/^DH[0-9A-Z]{10}$/);
      expect(res.body.tickets).toHaveLength(2);
      for (const ticket of res.body.tickets) {
        expect(ticket).toMatchObject({ status: 'VALID', checkedInAt: null });
        expect(ticket.code).toMatch(/^VE-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
        expect(verifyTicketToken(ticket.qr, server.config.jwtSecret)).toBe(ticket.id);
        expect(ticket.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
      }
    });

    it('never shows a line to anyone but its buyer', async () => {
      expectError(await line(binh, anLine), 'ORDER_ITEM_NOT_FOUND');
      expectError(await line(an, MISSING), 'ORDER_ITEM_NOT_FOUND');
      expectError(await server.anonymous.get(`/api/v2/orders/event-offline/${anLine}`), 'UNAUTHORIZED');
    });

    it('shows a buyer’s line to the event’s host and co-host only', async () => {
      const path = `/api/v2/orders/event-offline/user/${an.user.id}/${anLine}`;
      expect((await sale.host.client.get(path)).body.tickets).toHaveLength(2);
      expect((await coHost.client.get(path)).status).toBe(200);
      expectError(await otherHost.client.get(path), 'INSUFFICIENT_PRIVILEGES');
      expectError(await binh.client.get(path), 'INSUFFICIENT_PRIVILEGES');
      expectError(await sale.host.client.get(`/api/v2/orders/event-offline/user/${binh.user.id}/${anLine}`), 'ORDER_ITEM_NOT_FOUND');
    });

    it('groups my tickets per event, upcoming soonest first and past apart, with a counter', async () => {
      const upcoming = (await an.client.get('/api/v1/booking-events')).body;
      expect(upcoming.data.map((b: { event: { id: string } }) => b.event.id)).toEqual([soon.event.id, sale.event.id]);
      expect(upcoming.meta).toMatchObject({ total: 2, page: 1 });
      expect(upcoming.data[1]).toMatchObject({
        ticketCount: 2,
        checkedInCount: 0,
        lines: [{ orderItemId: anLine, quantity: 2, tier: { name: 'Vé thường' }, total: 300_000 }],
      });
      expect(upcoming.data[1].tickets[0]).toMatchObject({ orderItemId: anLine, tierName: 'Vé thường', status: 'VALID' });
      expect(upcoming.data[1].tickets[0].qrSvg).toContain('<svg');

      const past = (await an.client.get('/api/v1/booking-events?tab=past')).body;
      expect(past.data.map((b: { event: { id: string } }) => b.event.id)).toEqual([over.event.id]);
      expect((await an.client.get('/api/v1/booking-events/counter')).body).toEqual({ upcoming: 2, past: 1, total: 3 });
      expect((await binh.client.get('/api/v1/booking-events/counter')).body).toEqual({ upcoming: 1, past: 0, total: 1 });
      expectError(await server.anonymous.get('/api/v1/booking-events'), 'UNAUTHORIZED');
    });

    it('opens one event’s booking by the event’s id or by one of its lines', async () => {
      const byEvent = await an.client.get(`/api/v1/booking-events/${sale.event.id}`);
      expect(byEvent.body.event.id).toBe(sale.event.id);
      expect((await an.client.get(`/api/v1/booking-events/${anLine}`)).body.event.id).toBe(sale.event.id);
      expectError(await an.client.get(`/api/v1/booking-events/${binhLine}`), 'TICKET_NOT_FOUND');
      expectError(await binh.client.get(`/api/v1/booking-events/${soon.event.id}`), 'TICKET_NOT_FOUND');
    });
  });

  describe('attendees of an event', () => {
    const list = (host: Session, query = '') => host.client.get(`/api/v1/booking-events/list-user/${sale.event.id}${query}`);

    it('lists who bought what, with their tickets, for the host and co-hosts', async () => {
      const res = await list(sale.host);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.meta.total).toBe(2);
      const anRow = res.body.data.find((r: { orderItemId: string }) => r.orderItemId === anLine);
      expect(anRow).toMatchObject({ buyer: { fullName: 'Nguyễn Văn An', email: an.user.email }, tier: { name: 'Vé thường' }, quantity: 2, checkedInCount: 0 });
      expect(anRow.tickets.map((t: { status: string }) => t.status)).toEqual(['VALID', 'VALID']);
      expect(anRow.tickets[0]).not.toHaveProperty('qr');
      expect((await list(coHost)).body.meta.total).toBe(2);
    });

    it('finds a buyer by name without accents, by e-mail, by ticket code, and by tier', async () => {
      expect((await list(sale.host, '?q=nguyen%20van')).body.data.map((r: { orderItemId: string }) => r.orderItemId)).toEqual([anLine]);
      expect((await list(sale.host, `?q=${encodeURIComponent(binh.user.email!)}`)).body.data.map((r: { orderItemId: string }) => r.orderItemId)).toEqual([
        binhLine,
      ]);
      const [ticket] = await ticketsOf(binhLine);
      expect((await list(sale.host, `?q=${ticket!.code}`)).body.data.map((r: { orderItemId: string }) => r.orderItemId)).toEqual([binhLine]);
      expect((await list(sale.host, `?tierId=${sale.tiers[1]!.id}`)).body.meta.total).toBe(1);
    });

    it('is refused to other hosts, to buyers and to visitors', async () => {
      expectError(await list(otherHost), 'INSUFFICIENT_PRIVILEGES');
      expectError(await list(an), 'INSUFFICIENT_PRIVILEGES');
      expectError(await server.anonymous.get(`/api/v1/booking-events/list-user/${sale.event.id}`), 'UNAUTHORIZED');
      expectError(await sale.host.client.get(`/api/v1/booking-events/list-user/${MISSING}`), 'EVENT_NOT_FOUND');
    });
  });

  describe('check-in', () => {
    it('admits a valid ticket once, answers who it is and tells the buyer', async () => {
      const [first] = await ticketsOf(anLine);
      const res = await scan(sale.host, { token: tokenOf(first!.id), eventId: sale.event.id });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({
        ticket: { id: first!.id, code: first!.code, status: 'CHECKED_IN' },
        attendee: { id: an.user.id, fullName: 'Nguyễn Văn An' },
        tier: { name: 'Vé thường' },
        event: { id: sale.event.id, title: sale.event.title },
      });
      const [stored] = await ticketsOf(anLine);
      expect(stored).toMatchObject({ status: 'CHECKED_IN', checkedInBy: sale.host.user.id });
      expect((await bell(an))[0]).toMatchObject({ type: 'EVENT_TICKET_CHECKED_IN', link: '/me/tickets' });
      expect((await line(an, anLine)).body.tickets[0]).toMatchObject({ status: 'CHECKED_IN', checkedInAt: stored!.checkedInAt!.toISOString() });
    });

    it('refuses the same ticket a second time, saying when it was checked in', async () => {
      const [first] = await ticketsOf(anLine);
      const res = await scan(sale.host, { token: tokenOf(first!.id) });
      expect([res.status, res.body.code]).toEqual([409, 'TICKET_ALREADY_CHECKED_IN']);
      expect(res.body.message).toMatch(/^Vé này đã được check-in lúc \d{2}:\d{2} \d{2}\/\d{2}\/\d{4}\.$/);
    });

    it('admits by the printed code typed by hand, at a co-host’s door', async () => {
      const [, second] = await ticketsOf(anLine);
      const typed = second!.code.toLowerCase().replace(/-/g, ' ');
      const res = await scan(coHost, { code: typed, eventId: sale.event.id });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.ticket.code).toBe(second!.code);
      expectError(await scan(sale.host, { code: 'VE-0000-0000' }), 'TICKET_NOT_FOUND');
    });

    it('refuses a forged or altered QR code', async () => {
      const [ticket] = await ticketsOf(binhLine);
      expectError(await scan(sale.host, { token: signTicketToken(ticket!.id, 'not-our-secret') }), 'TICKET_INVALID');
      expectError(await scan(sale.host, { token: 'https://vi-du.vn/ve/123' }), 'TICKET_INVALID');
      expectError(await scan(sale.host, { token: `${tokenOf(ticket!.id)}x` }), 'TICKET_INVALID');
      expect((await ticketsOf(binhLine))[0]!.status).toBe('VALID');
    });

    it('refuses a ticket of another event than the one being checked in', async () => {
      const [ticket] = await ticketsOf(binhLine);
      expectError(await scan(sale.host, { token: tokenOf(ticket!.id), eventId: soon.event.id }), 'TICKET_WRONG_EVENT');
    });

    it('refuses a host who does not run the ticket’s event, and plain users', async () => {
      const [ticket] = await ticketsOf(binhLine);
      expectError(await scan(otherHost, { token: tokenOf(ticket!.id) }), 'INSUFFICIENT_PRIVILEGES');
      expectError(await scan(binh, { token: tokenOf(ticket!.id) }), 'INSUFFICIENT_PRIVILEGES');
      expectError(await server.anonymous.post('/api/v1/events/checkin-qr-ticket', { token: tokenOf(ticket!.id) }), 'UNAUTHORIZED');
      expectInvalidFields(await scan(sale.host, {}), ['token']);
    });

    it('refuses a refunded (void) ticket', async () => {
      const order = await paidTickets(server, binh, sale.tiers[0]!.id, 1);
      const [ticket] = await ticketsOf(order.items[0]!.id);
      await server.database.db.update(tickets).set({ status: 'VOID' }).where(eq(tickets.id, ticket!.id));
      expectError(await scan(sale.host, { token: tokenOf(ticket!.id) }), 'TICKET_REFUNDED');
      expect((await line(binh, order.items[0]!.id)).body.tickets[0]).toMatchObject({ status: 'VOID', qr: null, qrSvg: null });
    });

    it('admits exactly once when several scanners read the same ticket at the same moment', async () => {
      const [ticket] = await ticketsOf(binhLine);
      const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => scan(i % 2 ? coHost : sale.host, { token: tokenOf(ticket!.id) })));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      for (const refused of answers.filter((a) => a.status !== 200)) expect([refused.status, refused.body.code]).toEqual([409, 'TICKET_ALREADY_CHECKED_IN']);
      const notices = (await bell(binh)).filter((n) => n.type === 'EVENT_TICKET_CHECKED_IN');
      expect(notices).toHaveLength(1);
    });

    it('counts the door in the host’s attendee list', async () => {
      const checkedIn = await sale.host.client.get(`/api/v1/booking-events/list-user/${sale.event.id}?checkin=checked_in`);
      expect(checkedIn.body.data.map((r: { orderItemId: string }) => r.orderItemId).sort()).toEqual([anLine, binhLine].sort());
      expect((await an.client.get(`/api/v1/booking-events/${sale.event.id}`)).body).toMatchObject({ ticketCount: 2, checkedInCount: 2 });
    });
  });
});
