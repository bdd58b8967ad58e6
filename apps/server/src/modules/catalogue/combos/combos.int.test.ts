import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { checkout, eventOnSale, manyBuyers, paidOrder, tierLine, tierStock } from '../../commerce/commerce.testing.js';
import { expectError } from '../../identity/auth/auth.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { tickets } from '../../commerce/tickets/tickets.table.js';
import { publishedCourse } from '../courses/courses.testing.js';

const comboLine = (id: string, quantity = 1) => ({ productItemType: 'COMBO', productItemId: id, quantity });

describe('combos through HTTP', () => {
  let server: TestServer;
  let admin: Session;
  let host: Session;
  let otherHost: Session;
  let buyer: Session;
  let tierA: string;
  let tierB: string;
  let courseId: string;
  let comboId: string;
  let comboSlug: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await loginAdmin(server);
    host = await signUpHost(server, 'Trần Bảo Ngọc');
    otherHost = await signUpHost(server, 'Đỗ Văn Hùng');
    buyer = await signUpVerified(server, { fullName: 'Ngô Thị Lan' });
    const sale = await eventOnSale(server, {
      host,
      tiers: [
        { name: 'Vé thường', price: 200_000, capacity: 10, maxPerOrder: 5 },
        { name: 'Vé workshop', price: 300_000, capacity: 10, maxPerOrder: 5 },
      ],
    });
    tierA = sale.tiers[0]!.id;
    tierB = sale.tiers[1]!.id;
    courseId = (await publishedCourse(server, host, admin, { title: 'Thiết kế đồ hoạ', price: 400_000 })).course.id;
  }, 60_000);
  afterAll(() => server.close());

  const body = () => ({
    title: 'Combo Hội thảo và Khoá học',
    price: 700_000,
    items: [
      { productItemType: 'TICKET_TIER', productItemId: tierA, quantity: 2 },
      { productItemType: 'TICKET_TIER', productItemId: tierB },
      { productItemType: 'ONLINE_COURSE', productItemId: courseId },
    ],
  });

  it('is created by its host only, from the host’s own products', async () => {
    expectError(await server.anonymous.post('/api/v1/combos', body()), 'UNAUTHORIZED');
    expectError(await buyer.client.post('/api/v1/combos', body()), 'INSUFFICIENT_PRIVILEGES');
    expectError(await otherHost.client.post('/api/v1/combos', body()), 'COMBO_ITEMS_INVALID');
    const one = await host.client.post('/api/v1/combos', { ...body(), items: body().items.slice(0, 1) });
    expect([one.status, one.body.code]).toEqual([400, 'INVALID_INPUT_PARAMS']);

    const res = await host.client.post('/api/v1/combos', body());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      status: 'DRAFT',
      price: 700_000,
      itemsValue: 2 * 200_000 + 300_000 + 400_000,
      available: 5,
      canEdit: true,
      onSale: false,
    });
    expect(res.body.items.map((i: { title: string; quantity: number }) => [i.title, i.quantity])).toEqual([
      [expect.any(String), 2],
      [expect.any(String), 1],
      ['Thiết kế đồ hoạ', 1],
    ]);
    comboId = res.body.id;
    comboSlug = res.body.slug;
    const twin = await host.client.post('/api/v1/combos', body());
    expect(twin.body.slug).not.toBe(comboSlug);
    expect((await host.client.delete(`/api/v1/combos/${twin.body.id}`)).body).toEqual({ success: true });
  });

  it('stays hidden while a draft, and changes state through its status table', async () => {
    expectError(await server.anonymous.get(`/api/v1/combos/${comboId}`), 'COMBO_NOT_FOUND');
    expect((await host.client.get(`/api/v1/combos/${comboId}`)).body.status).toBe('DRAFT');
    expectError(await otherHost.client.put(`/api/v1/combos/${comboId}/change-state`, { status: 'PUBLISHED' }), 'INSUFFICIENT_PRIVILEGES');
    expectError(await host.client.put(`/api/v1/combos/${comboId}/change-state`, { status: 'UNPUBLISHED' }), 'COMBO_INVALID_STATUS');
    const published = await host.client.put(`/api/v1/combos/${comboId}/change-state`, { status: 'PUBLISHED' });
    expect(published.body).toMatchObject({ status: 'PUBLISHED', onSale: true });
    expectError(await host.client.put(`/api/v1/combos/${comboId}/change-state`, { status: 'PUBLISHED' }), 'COMBO_INVALID_STATUS');
    // On sale but never ordered, its items may still change.
    const fewer = await host.client.patch(`/api/v1/combos/${comboId}`, { items: body().items.slice(1) });
    expect([fewer.status, fewer.body.items.length, fewer.body.canEditItems]).toEqual([200, 2, true]);
    expect((await host.client.patch(`/api/v1/combos/${comboId}`, { items: body().items })).body.items).toHaveLength(3);
    expect((await host.client.patch(`/api/v1/combos/${comboId}`, { price: 650_000 })).body.price).toBe(650_000);
    expectError(await otherHost.client.patch(`/api/v1/combos/${comboId}`, { price: 1 }), 'INSUFFICIENT_PRIVILEGES');
  });

  it('is read publicly by id, detail, slug, host, product held, list and recommendation', async () => {
    const a = server.anonymous;
    expect((await a.get(`/api/v1/combos/${comboId}`)).body.canEdit).toBe(false);
    expect((await a.get(`/api/v1/combos/${comboId}/detail`)).body.id).toBe(comboId);
    expect((await a.get(`/api/v1/combos/slug/${comboSlug}`)).body.id).toBe(comboId);
    expect((await a.get(`/api/v1/combos/product/${courseId}`)).body.data.map((c: { id: string }) => c.id)).toEqual([comboId]);
    expect((await a.get(`/api/v1/combos/userId/${host.user.id}`)).body.data.map((c: { id: string }) => c.id)).toEqual([comboId]);
    expect((await a.get('/api/v1/combos?q=hoi thao')).body.data.map((c: { id: string }) => c.id)).toContain(comboId);
    expect((await a.get('/api/v1/combos/recommend')).body.data.map((c: { id: string }) => c.id)).toContain(comboId);
    expectError(await a.get('/api/v1/combos/available-products'), 'UNAUTHORIZED');
    expectError(await buyer.client.get('/api/v1/combos/available-products'), 'INSUFFICIENT_PRIVILEGES');
    const candidates = (await host.client.get('/api/v1/combos/available-products')).body.data.map((p: { productItemId: string }) => p.productItemId);
    expect(candidates.sort()).toEqual([tierA, tierB, courseId].sort());
  });

  it('sells every item in one order line: tickets of both tiers, the course, and a refund takes them all back', async () => {
    const order = await paidOrder(server, buyer, { items: [comboLine(comboId)] });
    expect(order.total).toBe(650_000);
    expect(await tierStock(server, tierA)).toMatchObject({ sold: 2, held: 0 });
    expect(await tierStock(server, tierB)).toMatchObject({ sold: 1, held: 0 });
    const issued = await server.database.db.select().from(tickets).where(eq(tickets.orderItemId, order.items[0]!.id));
    expect(issued.map((t) => t.tierId).sort()).toEqual([tierA, tierA, tierB].sort());
    expect((await buyer.client.get(`/api/v1/products/${courseId}/accessible`)).body).toEqual({ accessible: true, reason: 'PURCHASED' });
    expect((await buyer.client.get(`/api/v1/products/${tierA}/accessible`)).body).toEqual({ accessible: true, reason: 'PURCHASED' });

    expectError(await otherHost.client.get(`/api/v1/combos/${comboId}/buyers`), 'INSUFFICIENT_PRIVILEGES');
    const buyers = (await host.client.get(`/api/v1/combos/${comboId}/buyers`)).body;
    expect(buyers.data.map((b: { user: { id: string }; refunded: boolean }) => [b.user.id, b.refunded])).toEqual([[buyer.user.id, false]]);
    // Paying and refunding move the items the combo holds then: once ordered, they are fixed; the rest is not.
    expectError(await host.client.patch(`/api/v1/combos/${comboId}`, { items: body().items.slice(1) }), 'COMBO_ITEMS_LOCKED');
    const renamed = await host.client.patch(`/api/v1/combos/${comboId}`, { title: 'Combo Hội thảo và Khoá học 2026', description: 'Ưu đãi' });
    expect(renamed.body).toMatchObject({ title: 'Combo Hội thảo và Khoá học 2026', description: 'Ưu đãi', canEdit: true, canEditItems: false });
    expect(renamed.body.items).toHaveLength(3);

    const asked = await buyer.client.post('/api/v1/refunds', { orderItemId: order.items[0]!.id, reason: 'Tôi không tham gia được nữa.' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect((await admin.client.put(`/api/v1/refunds/${asked.body.id}`, { approval: 'APPROVED' })).body).toMatchObject({ status: 'SUCCESS' });
    expect(await tierStock(server, tierA)).toMatchObject({ sold: 0, held: 0 });
    expect(await tierStock(server, tierB)).toMatchObject({ sold: 0, held: 0 });
    expect((await buyer.client.get(`/api/v1/products/${courseId}/accessible`)).body).toEqual({ accessible: false, reason: null });
    const voided = await server.database.db.select().from(tickets).where(eq(tickets.orderItemId, order.items[0]!.id));
    expect(voided.map((t) => t.status)).toEqual(['VOID', 'VOID', 'VOID']);
    expect((await host.client.get(`/api/v1/products/${courseId}/accessible`)).body).toEqual({ accessible: true, reason: 'OWNER' });
  });

  it('counts the scarcest item: a combo is sold out when one of its items is', async () => {
    const before = await tierStock(server, tierB);
    const big = await checkout(await signUpVerified(server), { items: [tierLine(tierB, 5)] });
    await checkout(await signUpVerified(server), { items: [tierLine(tierB, before.capacity - before.sold - before.held - 5)] });
    expect((await server.anonymous.get(`/api/v1/combos/${comboId}`)).body).toMatchObject({ available: 0, onSale: false });
    const refused = await (await signUpVerified(server)).client.post('/api/v2/orders', { provider: 'VNPAY', items: [comboLine(comboId)] });
    expect(refused.body.code).toBe('TICKET_SOLDE_OUT');
    expect(await tierStock(server, tierA)).toMatchObject({ held: 0 });
    expect(big.status).toBe('PENDING');
  });

  it('is deleted by its host only; buyers keep what they bought', async () => {
    expectError(await otherHost.client.delete(`/api/v1/combos/${comboId}`), 'INSUFFICIENT_PRIVILEGES');
    expect((await host.client.delete(`/api/v1/combos/${comboId}`)).body).toEqual({ success: true });
    expectError(await server.anonymous.get(`/api/v1/combos/${comboId}`), 'COMBO_NOT_FOUND');
    expectError(await host.client.delete(`/api/v1/combos/${comboId}`), 'COMBO_NOT_FOUND');
  });
});

describe('a combo bought concurrently with its items alone', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { poolMax: 20 });
  });
  afterAll(() => server.close());

  it('holds its items together and never oversells the scarce one', async () => {
    const sale = await eventOnSale(server, {
      tiers: [
        { name: 'Vé giới hạn', price: 250_000, capacity: 30, maxPerOrder: 2 },
        { name: 'Vé rộng', price: 100_000, capacity: 1_000, maxPerOrder: 2 },
      ],
    });
    const [scarce, roomy] = sale.tiers.map((t) => t.id) as [string, string];
    const created = await sale.host.client.post('/api/v1/combos', {
      title: 'Combo hai vé',
      price: 300_000,
      status: 'PUBLISHED',
      items: [
        { productItemType: 'TICKET_TIER', productItemId: scarce },
        { productItemType: 'TICKET_TIER', productItemId: roomy, quantity: 2 },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const comboBuyers = await manyBuyers(server, 60);
    const aloneBuyers = await manyBuyers(server, 60);

    const answers = await Promise.all([
      ...comboBuyers.map((b) => b.post('/api/v2/orders', { provider: 'VNPAY', items: [comboLine(created.body.id)] }).then((r) => ({ kind: 'combo', r }))),
      ...aloneBuyers.map((b) => b.post('/api/v2/orders', { provider: 'VNPAY', items: [tierLine(scarce)] }).then((r) => ({ kind: 'alone', r }))),
    ]);

    const ok = answers.filter((a) => a.r.status === 201);
    const refused = answers.filter((a) => a.r.status !== 201);
    expect(ok.length).toBe(30);
    for (const { r } of refused) expect([r.status, r.body.code]).toEqual([409, 'TICKET_SOLDE_OUT']);
    const combosSold = ok.filter((a) => a.kind === 'combo').length;
    expect(await tierStock(server, scarce)).toEqual({ sold: 0, held: 30, capacity: 30 });
    // Every combo that got the scarce ticket also holds its two roomy ones, and no refused combo holds any.
    expect(await tierStock(server, roomy)).toEqual({ sold: 0, held: 2 * combosSold, capacity: 1_000 });
  }, 120_000);

  it('never lets an edit of its items slip in under a checkout: orders hold exactly the items the combo ends with', async () => {
    const sale = await eventOnSale(server, {
      tiers: [
        { name: 'Vé A', price: 100_000, capacity: 500, maxPerOrder: 2 },
        { name: 'Vé B', price: 100_000, capacity: 500, maxPerOrder: 2 },
        { name: 'Vé C', price: 100_000, capacity: 500, maxPerOrder: 2 },
      ],
    });
    const [a, b, c] = sale.tiers.map((t) => t.id) as [string, string, string];
    const tier = (id: string) => ({ productItemType: 'TICKET_TIER', productItemId: id });
    const created = await sale.host.client.post('/api/v1/combos', { title: 'Combo đổi vé', price: 150_000, status: 'PUBLISHED', items: [tier(a), tier(b)] });
    const buyers = await manyBuyers(server, 20);
    const [edit, ...orders] = await Promise.all([
      sale.host.client.patch(`/api/v1/combos/${created.body.id}`, { items: [tier(a), tier(c)] }),
      ...buyers.map((buyer) => buyer.post('/api/v2/orders', { provider: 'VNPAY', items: [comboLine(created.body.id)] })),
    ]);
    const held = orders.filter((o) => o.status === 201).length;
    expect(held).toBe(20);
    // Either the edit came first (every order holds A and C) or an order did (the edit is refused, every order holds A and B).
    const items = edit.status === 200 ? { a: held, b: 0, c: held } : { a: held, b: held, c: 0 };
    if (edit.status !== 200) expect(edit.body.code).toBe('COMBO_ITEMS_LOCKED');
    expect({ a: (await tierStock(server, a)).held, b: (await tierStock(server, b)).held, c: (await tierStock(server, c)).held }).toEqual(items);
  }, 60_000);
});
