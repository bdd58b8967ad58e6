import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { seedCalendars } from '../../../demo/calendars.seed.js';
import { seedCatalogue } from '../../../demo/catalogue.seed.js';
import { DEMO_HOST, seedHosts } from '../../../demo/hosts.seed.js';
import { storeDemoImages } from '../../../demo/images.js';

const VIETNAM_OFFSET = 7 * 3_600_000;

describe('the demo calendars', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    const { db } = server.database;
    const images = await storeDemoImages(server.services.uploads);
    await seedHosts({ db, users: server.services.identity.users, catalogue: await seedCatalogue(db), images });
    await seedCalendars({ db, users: server.services.identity.users });
  });
  afterAll(() => server.close());

  it('gives five demo hosts one or two calendars, free and paid, each with frames to book', async () => {
    const all = await server.anonymous.get('/api/v1/calendars?limit=100');
    expect(all.body.meta.total).toBe(9);
    const byHost = new Map<string, number>();
    for (const c of all.body.data as { host: { id: string }; upcomingFreeFrames: number }[]) {
      byHost.set(c.host.id, (byHost.get(c.host.id) ?? 0) + 1);
      expect(c.upcomingFreeFrames).toBeGreaterThan(0);
    }
    expect(byHost.size).toBe(5);
    expect([...byHost.values()].every((n) => n === 1 || n === 2)).toBe(true);
    const prices = (all.body.data as { price: number }[]).map((c) => c.price);
    expect(prices).toContain(0);
    expect(prices.some((p) => p > 0)).toBe(true);

    const host = await server.services.identity.users.findByEmail(DEMO_HOST.email);
    const own = await server.anonymous.get(`/api/v1/calendars?hostId=${host!.id}`);
    expect(own.body.data.map((c: { title: string }) => c.title).sort()).toEqual(['Review portfolio UX 1:1', 'Tư vấn CV 1:1 cho người chuyển ngành thiết kế']);
  });

  it('puts frames on weekdays of the next three weeks at Vietnamese working hours', async () => {
    const now = Date.now();
    const all = await server.anonymous.get('/api/v1/calendars?limit=100');
    for (const calendar of all.body.data as { id: string }[]) {
      const from = new Date(now).toISOString();
      const to = new Date(now + 23 * 86_400_000).toISOString();
      const frames = (await server.anonymous.get(`/api/v1/calendar-frames?calendarId=${calendar.id}&from=${from}&to=${to}`)).body.data as { startAt: string }[];
      expect(frames.length).toBeGreaterThan(0);
      for (const frame of frames) {
        const local = new Date(new Date(frame.startAt).getTime() + VIETNAM_OFFSET);
        expect(local.getUTCDay()).toBeGreaterThanOrEqual(1);
        expect(local.getUTCDay()).toBeLessThanOrEqual(5);
        expect(['09:00', '14:00', '19:30']).toContain(local.toISOString().slice(11, 16));
        expect(new Date(frame.startAt).getTime()).toBeLessThan(now + 22 * 86_400_000);
      }
    }
  });
});
