import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { buildApp, type BuiltApp } from '../../../app.js';
import { openDatabase, type Database } from '../../../platform/db/database.js';
import { paidTickets } from '../../commerce/bookings/bookings.testing.js';
import { publishEvent } from '../../catalogue/events/events.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';

const HOUR = 3_600_000;

/** Two servers on one database, both working the scheduler and sweeping at the same moments: every reminder goes out once. */
describe('reminders with two servers', () => {
  const clock = { offset: 0, now: () => new Date(Date.now() + clock.offset) };
  let server: TestServer;
  let other: BuiltApp;
  let otherDb: Database;

  beforeAll(async () => {
    server = await startTestServer({}, { clock });
    otherDb = openDatabase(server.config.databaseUrl!, { max: 5 });
    other = await buildApp(server.config, otherDb, { logger: false, clock });
  }, 60_000);
  afterAll(async () => {
    await other?.app.close();
    await otherDb?.pool.end();
    await server?.close();
  });

  it('sends each reminder of each holder once', async () => {
    const admin = await loginAdmin(server);
    const host = await signUpHost(server, 'Hai Máy Chủ');
    const event = await publishEvent(host, admin, { startsIn: 30 });
    const buyers = await Promise.all(['Một', 'Hai', 'Ba'].map((name) => signUpVerified(server, { fullName: `Người Mua ${name}` })));
    for (const buyer of buyers) await paidTickets(server, buyer, event.ticketTiers[0].id);

    const both = async () => {
      await Promise.all([
        server.services.scheduler.runDue(),
        other.services.scheduler.runDue(),
        server.services.reminderEngine.sweep('EVENT'),
        other.services.reminderEngine.sweep('EVENT'),
      ]);
    };
    await both();
    for (const hours of [6, 29, 30]) {
      clock.offset = hours * HOUR + 60_000;
      await both();
      await both();
    }
    const { rows } = await server.database.db.execute<{ user_id: string; type: string; n: number }>(
      sql`select user_id, type, count(*)::int as n from notifications where data->>'eventId' = ${event.id} and type in ('EVENT_REMINDER', 'EVENT_STARTED') group by user_id, type`,
    );
    expect(rows).toHaveLength(buyers.length * 2);
    for (const row of rows) expect(row.n).toBe(row.type === 'EVENT_REMINDER' ? 2 : 1);
  });
});
