import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { seedCatalogue } from '../../../demo/catalogue.seed.js';
import { seedEvents } from '../../../demo/events.seed.js';
import { DEMO_HOST, seedHosts } from '../../../demo/hosts.seed.js';
import { storeDemoImages, type DemoImages } from '../../../demo/images.js';

describe('the demo events', () => {
  let server: TestServer;
  let images: DemoImages;
  beforeAll(async () => {
    server = await startTestServer();
    const { db } = server.database;
    images = await storeDemoImages(server.services.uploads);
    await seedHosts({ db, users: server.services.identity.users, catalogue: await seedCatalogue(db), images });
    await seedEvents({ db, users: server.services.identity.users, images });
  });
  afterAll(() => server.close());

  it('publishes some forty events of the demo hosts over the last month and the next two, of every kind', async () => {
    const all = await server.anonymous.get('/api/v1/events?limit=100');
    expect(all.body.meta.total).toBe(40);
    const cards = all.body.data as {
      format: string;
      isFree: boolean;
      sessionCount: number;
      startAt: string;
      coverImage: string;
      slug: string;
      eventCategories: unknown[];
    }[];
    expect(new Set(cards.map((c) => c.format))).toEqual(new Set(['ONLINE', 'OFFLINE']));
    expect(cards.some((c) => c.isFree) && cards.some((c) => !c.isFree)).toBe(true);
    expect(cards.some((c) => c.sessionCount > 1)).toBe(true);
    expect(cards.every((c) => images.covers.includes(c.coverImage) && c.eventCategories.length === 1)).toBe(true);
    const past = (await server.anonymous.get('/api/v1/events?tab=past')).body.meta.total;
    const future = (await server.anonymous.get('/api/v1/events?tab=future')).body.meta.total;
    expect(past).toBeGreaterThan(5);
    expect(future).toBeGreaterThan(20);
    expect((await server.anonymous.get(`/api/v1/events?q=${encodeURIComponent('hoa nhac')}`)).body.meta.total).toBe(3);
    expect((await server.anonymous.get('/api/v1/event-categories')).body.data.map((c: { name: string; eventCount: number }) => c.name)).toEqual(
      expect.arrayContaining(['Hội thảo', 'Workshop', 'Khoá học ngắn', 'Hoà nhạc', 'Giao lưu', 'Thể thao']),
    );
  });

  it('leaves the demo host two drafts and one event waiting for review', async () => {
    const login = await server.anonymous.post('/api/v1/auth/login', DEMO_HOST);
    const host = server.anonymous.withToken(login.body.accessToken);
    expect((await host.get('/api/v2/events/mine?status=DRAFT')).body.meta.total).toBe(2);
    expect((await host.get('/api/v2/events/mine?status=PENDING_APPROVAL_WITH_ADMIN')).body.meta.total).toBe(1);
    expect((await host.get('/api/v2/events/co-host/count')).body.count).toBe(1);
    const detail = await host.get('/api/v1/events/hoi-thao-thiet-ke-trai-nghiem-nguoi-dung-2026');
    expect(detail.body).toMatchObject({
      status: 'PUBLISHED',
      canEdit: true,
      sessions: [expect.objectContaining({ slug: 'hoi-thao-thiet-ke-trai-nghiem-nguoi-dung-2026-1' })],
    });
  });
});
