import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { eventually } from '../../../../test/support/wait.js';
import { publishedCourse } from '../../catalogue/courses/courses.testing.js';
import { expectError } from '../../identity/auth/auth.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { eventOnSale, paidOrder, tierLine } from '../commerce.testing.js';

const vnToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
const ids = (res: { body: { data: { productItemId: string }[] } }) => res.body.data.map((p) => p.productItemId);

describe('the products listing and a host’s figures through HTTP', () => {
  let server: TestServer;
  let admin: Session;
  let host: Session;
  let otherHost: Session;
  let buyer: Session;
  let tierId: string;
  let courseId: string;
  let comboId: string;
  let otherTierId: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await loginAdmin(server);
    host = await signUpHost(server, 'Vũ Thanh Đức');
    otherHost = await signUpHost(server, 'Lý Mai Anh');
    buyer = await signUpVerified(server, { fullName: 'Phan Quốc Bảo' });
    tierId = (await eventOnSale(server, { host, tiers: [{ name: 'Vé đồng giá', price: 150_000, capacity: 50, maxPerOrder: 5 }] })).tiers[0]!.id;
    otherTierId = (await eventOnSale(server, { host: otherHost })).tiers[0]!.id;
    courseId = (await publishedCourse(server, host, admin, { title: 'Đàm phán lương', price: 250_000 })).course.id;
    const combo = await host.client.post('/api/v1/combos', {
      title: 'Combo Đàm phán',
      price: 350_000,
      status: 'PUBLISHED',
      items: [
        { productItemType: 'TICKET_TIER', productItemId: tierId },
        { productItemType: 'ONLINE_COURSE', productItemId: courseId },
      ],
    });
    expect(combo.status, JSON.stringify(combo.body)).toBe(201);
    comboId = combo.body.id;
    await buyer.client.post('/api/v1/follow', { hostId: host.user.id });
    await paidOrder(server, buyer, { items: [tierLine(tierId, 2)] });
    await paidOrder(server, buyer, { items: [{ productItemType: 'COMBO', productItemId: comboId, quantity: 1 }] });
  }, 90_000);
  afterAll(() => server.close());

  it('lists the tiers of events happening now before later ones, soonest first, and none of events already over', async () => {
    const thirdHost = await signUpHost(server, 'Đỗ Hải Nam');
    const [later, happening, over] = await Promise.all([
      eventOnSale(server, { host: thirdHost, startsIn: 200 }),
      eventOnSale(server, { host: thirdHost, startsIn: 100 }),
      eventOnSale(server, { host: thirdHost, startsIn: 150 }),
    ]);
    const move = (id: string, from: string, to: string) =>
      server.database.pool.query(`update events set start_at = now() + $2::interval, end_at = now() + $3::interval where id = $1`, [id, from, to]);
    await move(happening.event.id, '-1 hour', '1 hour');
    await move(over.event.id, '-3 hours', '-1 hour');
    // Moved by hand, not by a request of this process: the listing's mirror sees the move within moments (catalogue-index/mirror).
    const listed = await eventually(async () => {
      const tiers = ids(await server.anonymous.get('/api/v1/products?type=TICKET_TIER&limit=49'));
      return tiers.includes(over.tiers[0]!.id) ? undefined : tiers;
    });
    const at = (e: typeof later) => listed.indexOf(e.tiers[0]!.id);
    expect(at(happening)).toBeGreaterThanOrEqual(0);
    expect(at(happening)).toBeLessThan(at(later));
    expect(at(over)).toBe(-1);
  });

  it('lists every type sold in one list, filtered by type, host and words without accents', async () => {
    const all = await server.anonymous.get('/api/v1/products?limit=50');
    expect(all.status).toBe(200);
    expect(ids(all)).toEqual(expect.arrayContaining([tierId, courseId, comboId, otherTierId]));
    expect(ids(await server.anonymous.get('/api/v1/products?type=COMBO'))).toEqual([comboId]);
    expect(ids(await server.anonymous.get(`/api/v1/products?hostId=${otherHost.user.id}`))).toEqual([otherTierId]);
    expect(ids(await server.anonymous.get('/api/v1/products?q=dam phan luong'))).toEqual([courseId]);
    const cached = await server.anonymous.get('/api/v1/products/cached?type=ONLINE_COURSE');
    expect(ids(cached)).toEqual([courseId]);
    expect(cached.body.data[0]).toMatchObject({ price: 250_000, onSale: true, host: { id: host.user.id } });
    expect((await server.anonymous.get('/api/v1/products?limit=1000')).body.code).toBe('INVALID_INPUT_PARAMS');
  });

  it('builds the homepage shelves from what is on sale, each event once', async () => {
    const res = await server.anonymous.get('/api/v1/products/homepage');
    const keys = res.body.sections.map((s: { key: string }) => s.key);
    expect(keys).toEqual(expect.arrayContaining(['events', 'courses', 'combos']));
    const events = res.body.sections.find((s: { key: string }) => s.key === 'events');
    expect(new Set(events.items.map((i: { parent: { id: string } }) => i.parent.id)).size).toBe(events.items.length);
  });

  it('ranks the top products by units sold', async () => {
    const res = await server.anonymous.get('/api/v1/products/top?limit=5');
    expect(res.body.data.map((p: { productItemId: string; sold: number }) => [p.productItemId, p.sold])).toEqual([
      [tierId, 2],
      [comboId, 1],
    ]);
  });

  it('tells a signed-in user whether they may use a product, bought alone or through a combo', async () => {
    expectError(await server.anonymous.get(`/api/v1/products/${courseId}/accessible`), 'UNAUTHORIZED');
    expect((await buyer.client.get(`/api/v1/products/${courseId}/accessible`)).body).toEqual({ accessible: true, reason: 'PURCHASED' });
    expect((await buyer.client.get(`/api/v1/products/${otherTierId}/accessible?type=TICKET_TIER`)).body).toEqual({ accessible: false, reason: null });
    expect((await host.client.get(`/api/v1/products/${courseId}/accessible`)).body).toEqual({ accessible: true, reason: 'OWNER' });
    expectError(await buyer.client.get(`/api/v1/products/${buyer.user.id}/accessible`), 'PRODUCT_NOT_FOUND');
  });

  it('answers for a course through the course’s own rule: a learner given it or enrolled through a plan may use it', async () => {
    const gifted = await signUpVerified(server, { fullName: 'Mai Quà Tặng' });
    expect((await gifted.client.get(`/api/v1/products/${courseId}/accessible`)).body).toEqual({ accessible: false, reason: null });
    await server.services.courses.learning.enrol(gifted.user.id, courseId, 'GIFT');
    expect((await gifted.client.get(`/api/v1/products/${courseId}/accessible`)).body).toEqual({ accessible: true, reason: 'COVERED' });
    const subscriber = await signUpVerified(server, { fullName: 'Lê Gói Tháng' });
    await server.services.courses.learning.enrol(subscriber.user.id, courseId, 'SUBSCRIPTION');
    expect((await subscriber.client.get(`/api/v1/products/${courseId}/accessible`)).body).toEqual({ accessible: true, reason: 'COVERED' });
  });

  it('lets only hosts list their eligible products, and admins every product', async () => {
    expectError(await server.anonymous.get('/api/v1/products/eligible'), 'UNAUTHORIZED');
    expectError(await buyer.client.get('/api/v1/products/eligible'), 'INSUFFICIENT_PRIVILEGES');
    expect(ids(await host.client.get('/api/v1/products/eligible?limit=50')).sort()).toEqual([tierId, courseId, comboId].sort());
    expect(ids(await otherHost.client.get('/api/v1/host/products'))).toEqual([otherTierId]);
    expectError(await host.client.get('/api/v1/admin/product'), 'INSUFFICIENT_PRIVILEGES');
    expect(ids(await admin.client.get('/api/v1/admin/product?limit=50'))).toEqual(expect.arrayContaining([tierId, otherTierId, comboId]));
  });

  it('changes a combo’s price through PATCH /products/{id}, for its host only', async () => {
    const body = { productItemType: 'COMBO', price: 320_000 };
    expectError(await buyer.client.patch(`/api/v1/products/${comboId}`, body), 'INSUFFICIENT_PRIVILEGES');
    expectError(await otherHost.client.patch(`/api/v1/products/${comboId}`, body), 'INSUFFICIENT_PRIVILEGES');
    expectError(await host.client.patch(`/api/v1/products/${tierId}`, { productItemType: 'TICKET_TIER', price: 1 }), 'INVALID_PRODUCT_ITEM');
    expect((await host.client.patch(`/api/v1/products/${comboId}`, body)).body).toMatchObject({ productItemId: comboId, price: 320_000 });
  });

  it('gives a host their sales, revenue in VND, learners and followers by Vietnam day', async () => {
    expect((await server.anonymous.get(`/api/v1/host/${host.user.id}/followers-count`)).body).toEqual({ count: 1 });
    for (const path of ['/api/v1/host/products-with-statistics', '/api/v1/host/product-overview', '/api/v1/host/metrics/product-statistics']) {
      expectError(await server.anonymous.get(path), 'UNAUTHORIZED');
      expectError(await buyer.client.get(path), 'INSUFFICIENT_PRIVILEGES');
    }
    const overview = (await host.client.get('/api/v1/host/product-overview')).body;
    // The combo holds the course: its buyer is the host's learner.
    expect(overview).toMatchObject({ to: vnToday(), products: 3, orders: 2, sold: 3, revenue: 2 * 150_000 + 350_000, learners: 1, followers: 1 });
    expect((await otherHost.client.get('/api/v1/host/product-overview')).body).toMatchObject({ orders: 0, revenue: 0 });

    const stats = (await host.client.get('/api/v1/host/products-with-statistics?limit=50')).body.data as {
      productItemId: string;
      sold: number;
      revenue: number;
    }[];
    expect(stats.find((s) => s.productItemId === tierId)).toMatchObject({ sold: 2, revenue: 300_000 });
    expect(stats.find((s) => s.productItemId === comboId)).toMatchObject({ sold: 1, revenue: 350_000 });

    const metrics = (await host.client.get(`/api/v1/host/metrics/product-statistics?from=${vnToday()}&to=${vnToday()}`)).body;
    expect(metrics.days).toEqual([{ day: vnToday(), orders: 2, sold: 3, revenue: 650_000 }]);
    expect((await host.client.get('/api/v1/host/metrics/product-statistics')).body.days).toHaveLength(30);
    expectError(await host.client.get('/api/v1/host/product-overview?from=2024-01-01&to=2026-01-01'), 'REPORT_RANGE_TOO_LONG');
  });
});
