import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEventCategory, publishEvent } from '../src/modules/catalogue/events/events.testing.js';
import { makeCategory, signUpHost } from '../src/modules/identity/profiles/profiles.testing.js';
import { loginAdmin } from './support/accounts.js';
import type { Session } from './support/client.js';
import { eventually } from './support/wait.js';
import { startTestServer, type TestServer } from './support/server.js';

/**
 * The public single-item reads answer in a fixed, small number of database round trips whatever
 * the size of what they show: that is what keeps them near the pg floor under load.
 */
describe('public reads', () => {
  let server: TestServer;
  let admin: Session;
  let host: Session;
  let slug: string;
  let queries = 0;

  /** How many statements the server's pool ran while answering `path` anonymously. */
  async function queriesFor(path: string): Promise<{ count: number; body: any }> {
    queries = 0;
    const res = await fetch(`${server.url}${path}`);
    expect(res.status).toBe(200);
    return { body: await res.json(), count: queries };
  }

  beforeAll(async () => {
    // The shared answer cache is off: these count what computing each answer costs.
    server = await startTestServer({ PUBLIC_CACHE_MAX_BYTES: '0' });
    [admin, host] = await Promise.all([loginAdmin(server), signUpHost(server, 'Võ Thanh Tâm')]);
    const [workshop, talk] = await Promise.all([makeEventCategory(server, 'Workshop'), makeEventCategory(server, 'Toạ đàm')]);
    const event = await publishEvent(host, admin, {
      eventCategoryIds: [workshop.id, talk.id],
      sessionType: 'SESSION',
      sessions: [
        { startAt: '2030-01-02T01:00:00.000Z', endAt: '2030-01-02T03:00:00.000Z' },
        { startAt: '2030-01-09T01:00:00.000Z', endAt: '2030-01-09T03:00:00.000Z' },
        { startAt: '2030-01-16T01:00:00.000Z', endAt: '2030-01-16T03:00:00.000Z' },
      ],
      ticketTiers: [
        { name: 'Vé thường', price: 150_000, capacity: 100 },
        { name: 'Vé VIP', price: 500_000, capacity: 10 },
      ],
    });
    slug = event.slug;
    const [design, data] = await Promise.all([makeCategory(server), makeCategory(server)]);
    expect((await host.client.patch('/api/v1/users/user-on-category', { categoryIds: [design.id, data.id] })).status).toBe(200);
    await host.client.post('/api/v1/users/works', { company: 'Công ty Sáng Tạo', position: 'Giám đốc', startDate: '2020-01-01', isCurrent: true });
    // Publishing told the host's followers in a background job: let it finish, its statements are not a read's.
    await eventually(
      async () => (await server.database.pool.query('select count(*)::int as n from job_runs where result is null')).rows[0].n === 0,
      10_000,
      'the publish job to finish',
    );
    // Counted at the pool, where every statement of the app (prepared or not) passes; the realtime
    // adapter's heartbeats (pg_notify) pass there too, on their own schedule, and are not the read's.
    const pool = server.database.pool;
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text;
      if (!/pg_notify/i.test(text)) queries += 1;
      return query(...args);
    };
  });
  afterAll(() => server.close());

  it('answer an event detail (sessions, tiers, categories, host) in one query', async () => {
    // Which tiers are member-only is read whole now and then (member-tiers.ts), not per page.
    await fetch(`${server.url}/api/v2/events/slug/${slug}`);
    for (const path of [`/api/v2/events/slug/${slug}`, `/api/v1/events/${slug}`]) {
      const { body, count } = await queriesFor(path);
      expect(body).toMatchObject({ slug, host: { id: host.user.id, fullName: 'Võ Thanh Tâm' } });
      expect([body.sessions.length, body.ticketTiers.length, body.eventCategories.length]).toEqual([3, 2, 2]);
      expect(count).toBe(1);
    }
  });

  it('answer a host page (sections, categories, published events counted) in one query', async () => {
    const { body, count } = await queriesFor(`/api/v1/users/${host.user.username}`);
    expect(body.works).toHaveLength(1);
    expect(body.categories).toHaveLength(2);
    expect(body.counts.events).toBe(1);
    expect(count).toBe(1);
  });

  it('answer a page of the host directory with each host’s categories and the total in one query', async () => {
    const { body, count } = await queriesFor('/api/v2/users/list?limit=20');
    expect(body.data.find((h: { id: string }) => h.id === host.user.id).categories).toHaveLength(2);
    expect(body.meta.total).toBe(body.data.length);
    expect(count).toBe(1);
    const past = await queriesFor('/api/v2/users/list?limit=20&page=9');
    expect([past.body.data.length, past.body.meta.total]).toEqual([0, body.meta.total]);
  });

  it('answer the event categories with their counts in two queries once the counts are known', async () => {
    await queriesFor('/api/v1/event-categories');
    const { body, count } = await queriesFor('/api/v1/event-categories');
    expect(body.data.find((c: { name: string }) => c.name === 'Workshop').eventCount).toBe(1);
    expect(count).toBe(2);
  });
});
