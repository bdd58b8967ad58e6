import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../../test/support/accounts.js';
import type { Session } from '../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { buildApp, type BuiltApp } from '../../app.js';
import { openDatabase, type Database } from '../../platform/db/database.js';
import { signUpHost } from '../identity/profiles/profiles.testing.js';
import { calendarOnSale, frameStock, paidBooking, type CalendarOnSale } from './bookings/bookings.testing.js';
import { bell } from './commerce.testing.js';

const DAY = 86_400_000;

/** Exactly once across processes: two servers on one database both work the due reminders at the same moment. */
describe('booking requests expiring with two servers', () => {
  const clock = { at: new Date(), now: () => new Date(clock.at) };
  let server: TestServer;
  let other: BuiltApp;
  let otherDb: Database;
  let host: Session;
  let buyers: Session[];
  let calendar: CalendarOnSale;
  let bookings: string[];

  beforeAll(async () => {
    server = await startTestServer({}, { clock });
    otherDb = openDatabase(server.config.databaseUrl!, { max: 5 });
    other = await buildApp(server.config, otherDb, { logger: false, clock });
    [host, ...buyers] = await Promise.all([
      signUpHost(server, 'Đỗ Hai Nơi'),
      signUpVerified(server, { fullName: 'Lý Thị Một' }),
      signUpVerified(server, { fullName: 'Lý Văn Hai' }),
      signUpVerified(server, { fullName: 'Lý Thị Ba' }),
    ]);
    calendar = await calendarOnSale(host, { requiresApproval: true, frames: 3, title: 'Cố vấn khởi nghiệp' });
    bookings = await Promise.all(buyers.map((buyer, i) => paidBooking(server, buyer, calendar.frames[i]!.id)));
  });
  afterAll(async () => {
    await other.app.close();
    await otherDb.pool.end();
    await server.close();
  });

  it('reminds the host once and expires each request once: one refund, one message, each place freed once', async () => {
    // Each task's moment in turn (a reminder comes hours before its expiry), both servers at once each time.
    const { remind, expire } = server.services.commerce.reminders.bookingRequests;
    const tasks = await Promise.all(bookings.flatMap((id) => [remind, expire].map((task) => server.services.scheduler.find(task, id))));
    const moments = tasks.map((task) => task!.runAt.getTime()).sort((a, b) => a - b);
    for (const moment of moments) {
      clock.at = new Date(moment + 1_000);
      await Promise.all([server.services.scheduler.runDue(), other.services.scheduler.runDue()]);
    }
    clock.at = new Date(Date.now() + 3 * DAY);
    await Promise.all([server.services.scheduler.runDue(), other.services.scheduler.runDue()]);

    const refunds = await server.database.pool.query<{ order_item_id: string; n: number }>(
      'select order_item_id, count(*)::int as n from refunds where order_item_id = any($1::uuid[]) group by order_item_id',
      [bookings],
    );
    expect(refunds.rows.map((r) => r.n)).toEqual([1, 1, 1]);
    // Each refund approved by the platform and sent through the provider once, whichever server expired it.
    const sent = await server.database.pool.query<{ status: string; approval: string; attempts: number }>(
      `select r.status, r.approval, (select count(*)::int from payments p where p.order_id = r.order_id and p.transaction_type = 'REFUND') as attempts
         from refunds r where r.order_item_id = any($1::uuid[])`,
      [bookings],
    );
    expect(sent.rows).toEqual(bookings.map(() => ({ status: 'SUCCESS', approval: 'APPROVED', attempts: 1 })));
    for (const [i, buyer] of buyers.entries()) {
      expect((await bell(buyer)).filter((n) => n.type === 'CALENDAR_BOOKING_EXPIRED')).toHaveLength(1);
      expect((await frameStock(server, calendar.frames[i]!.id)).booked).toBe(0);
    }
    const told = await bell(host);
    expect(told.filter((n) => n.type === 'CALENDAR_BOOKING_REMIND_REPLY')).toHaveLength(3);
    expect(told.filter((n) => n.type === 'CALENDAR_BOOKING_EXPIRED')).toHaveLength(3);
  });
});
