import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { hoursFromNow, publishEvent } from '../../catalogue/events/events.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { paidOrder, tierLine } from '../commerce.testing.js';
import { tickets } from './tickets.table.js';

describe('check-in of a multi-session event', () => {
  let server: TestServer;
  let host: Session;
  let buyer: Session;
  let event: { id: string; sessions: { id: string }[]; ticketTiers: { id: string }[] };
  let code: string;

  beforeAll(async () => {
    server = await startTestServer();
    const admin = await loginAdmin(server);
    [host, buyer] = await Promise.all([signUpHost(server, 'Phạm Thu Hà'), signUpVerified(server, { fullName: 'Nguyễn Văn An' })]);
    event = await publishEvent(host, admin, {
      sessionType: 'SESSION',
      sessions: [
        { title: 'Buổi 1', startAt: hoursFromNow(24), endAt: hoursFromNow(26) },
        { title: 'Buổi 2', startAt: hoursFromNow(24 * 8), endAt: hoursFromNow(24 * 8 + 2) },
      ],
    });
    const order = await paidOrder(server, buyer, { items: [tierLine(event.ticketTiers[0]!.id)] });
    const [ticket] = await server.database.db.select().from(tickets).where(eq(tickets.orderItemId, order.items[0]!.id));
    code = ticket!.code;
  });
  afterAll(() => server.close());

  const scan = (body: Record<string, unknown>) => host.client.post('/api/v1/events/checkin-qr-ticket', { code, eventId: event.id, ...body });

  // The door is told when the ticket entered that session.
  const refusedAsUsed = (res: { status: number; body: { code: string; message: string } }) => {
    expect([res.status, res.body.code]).toEqual([409, 'TICKET_ALREADY_CHECKED_IN']);
    expect(res.body.message).toMatch(/^Vé này đã được check-in lúc /);
  };

  it('admits a ticket once per session, not once overall', async () => {
    const [first, second] = event.sessions.map((s) => s.id) as [string, string];
    const one = await scan({ sessionId: first });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body.session).toMatchObject({ id: first, title: 'Buổi 1' });
    refusedAsUsed(await scan({ sessionId: first }));
    const two = await scan({ sessionId: second });
    expect(two.status, JSON.stringify(two.body)).toBe(200);
    expect(two.body.session.id).toBe(second);
    refusedAsUsed(await scan({ sessionId: second }));
  });

  it('counts the admissions of each session for the door', async () => {
    const counts = await host.client.get(`/api/v1/order-items/event/count?eventId=${event.id}`);
    expect(counts.status, JSON.stringify(counts.body)).toBe(200);
    const bySession = Object.fromEntries((counts.body.sessions as { sessionId: string; checkedIn: number }[]).map((s) => [s.sessionId, s.checkedIn]));
    expect(bySession).toEqual({ [event.sessions[0]!.id]: 1, [event.sessions[1]!.id]: 1 });
    expect((await host.client.get('/api/v1/order-items/event/count')).body.sessions).toEqual([]);
  });

  it('admits to the session on now or next when the door names none, and refuses a session of another event', async () => {
    // Both sessions took it already; the default (the first not over) says so.
    refusedAsUsed(await scan({}));
    const elsewhere = await scan({ sessionId: '7d9f1c2e-3b4a-4c5d-8e6f-0a1b2c3d4e5f' });
    expect([elsewhere.status, elsewhere.body.code, elsewhere.body.message]).toEqual([409, 'TICKET_WRONG_EVENT', 'Buổi này không thuộc sự kiện của vé.']);
  });

  it('gives the buyer an .ics file with one entry per session, and nobody else', async () => {
    const res = await buyer.client.get(`/api/v1/booking-events/${event.id}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    const ics = String(res.body).replace(/\r\n[ \t]/g, '');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toMatch(/SUMMARY:.* · Buổi 1/);
    const stranger = await host.client.get(`/api/v1/booking-events/${event.id}/calendar.ics`);
    expect([stranger.status, stranger.body.code]).toEqual([404, 'TICKET_NOT_FOUND']);
  });
});
