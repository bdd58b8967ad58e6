import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { expectError } from '../../identity/auth/auth.testing.js';
import { expectInvalidFields } from '../../identity/profiles/profiles.testing.js';
import { eventOnSale, expectItemErrors, tierLine, type EventOnSale } from '../commerce.testing.js';

describe('the cart', () => {
  let server: TestServer;
  let buyer: Session;
  let other: Session;
  let first: EventOnSale;
  let second: EventOnSale;

  beforeAll(async () => {
    server = await startTestServer();
    buyer = await signUpVerified(server);
    other = await signUpVerified(server);
    first = await eventOnSale(server, {
      tiers: [
        { name: 'Vé thường', price: 150_000, capacity: 5, maxPerOrder: 4 },
        { name: 'Vé VIP', price: 400_000, capacity: 2 },
      ],
    });
    second = await eventOnSale(server, { tiers: [{ name: 'Vé đứng', price: 90_000, capacity: 100 }] });
  });
  afterAll(() => server.close());

  it('adds products, adding to the quantity of one already there', async () => {
    const added = await buyer.client.post('/api/v2/carts/add', tierLine(first.tiers[0]!.id, 1));
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({
      quantity: 1,
      subtotal: 150_000,
      problem: null,
      product: { title: first.event.title, subtitle: 'Vé thường', unitPrice: 150_000, available: 5, maxPerOrder: 4 },
    });
    const again = await buyer.client.post('/api/v1/carts/add', tierLine(first.tiers[0]!.id, 2));
    expect(again.body).toMatchObject({ id: added.body.id, quantity: 3, subtotal: 450_000 });
    await buyer.client.post('/api/v2/carts/add', tierLine(second.tiers[0]!.id, 2));
    expect((await buyer.client.get('/api/v2/carts/count')).body).toEqual({ count: 2 });
    expect((await buyer.client.get('/api/v1/carts/count')).body).toEqual({ count: 2 });
  });

  it('lists the cart flat (v1) and grouped by host (v2), with totals', async () => {
    const flat = (await buyer.client.get('/api/v1/carts')).body;
    expect(flat).toMatchObject({ count: 2, subtotal: 630_000 });
    const grouped = (await buyer.client.get('/api/v2/carts')).body;
    expect(grouped.groups.map((g: { host: { id: string }; subtotal: number }) => [g.host.id, g.subtotal])).toEqual([
      [first.host.user.id, 450_000],
      [second.host.user.id, 180_000],
    ]);
    expect(grouped.groups[0].host.fullName).toBe('Phạm Thu Hà');
  });

  it('refuses quantities beyond what one order may take or what is left, per item', async () => {
    const [standard, vip] = first.tiers;
    expectItemErrors(await buyer.client.post('/api/v2/carts/add', tierLine(standard!.id, 2)), 'INVALID_PRODUCT_ITEM', [standard!.id]);
    expectItemErrors(await buyer.client.post('/api/v2/carts/add', tierLine(vip!.id, 3)), 'TICKET_SOLDE_OUT', [vip!.id]);
    expectItemErrors(await buyer.client.post('/api/v2/carts/add', { productItemType: 'E_BOOK', productItemId: vip!.id }), 'INVALID_PRODUCT_ITEM', [vip!.id]);
    expectInvalidFields(await buyer.client.post('/api/v2/carts/add', { productItemType: 'VE', productItemId: 'x', quantity: 0 }), [
      'productItemType',
      'productItemId',
      'quantity',
    ]);
  });

  it('changes a quantity and removes a line, only in my own cart', async () => {
    const [line] = (await buyer.client.get('/api/v1/carts')).body.data;
    const changed = await buyer.client.patch(`/api/v2/carts/${line.id}`, { quantity: 4 });
    expect(changed.body).toMatchObject({ quantity: 4, subtotal: 600_000 });
    expectInvalidFields(await buyer.client.patch(`/api/v2/carts/${line.id}`, { quantity: 0 }), ['quantity']);
    expectError(await other.client.patch(`/api/v2/carts/${line.id}`, { quantity: 1 }), 'CART_ITEM_NOT_FOUND');
    expectError(await other.client.delete(`/api/v2/carts/${line.id}`), 'CART_ITEM_NOT_FOUND');
    expect((await buyer.client.delete(`/api/v1/carts/${line.id}`)).body).toEqual({ success: true });
    expect((await buyer.client.get('/api/v2/carts/count')).body).toEqual({ count: 1 });
  });

  it('removes what was bought from the cart at checkout', async () => {
    const [line] = (await buyer.client.get('/api/v1/carts')).body.data;
    const res = await buyer.client.post('/api/v2/orders', { cartItemIds: [line.id], provider: 'VNPAY' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.items[0]).toMatchObject({ productItemId: second.tiers[0]!.id, quantity: 2 });
    expect((await buyer.client.get('/api/v2/carts/count')).body).toEqual({ count: 0 });
    expectError(await buyer.client.post('/api/v2/orders', { cartItemIds: [line.id] }), 'CART_ITEM_NOT_FOUND');
  });

  it('removes a product bought by itself (not from the cart) from the cart too, and keeps the cart when the checkout is refused', async () => {
    const vip = first.tiers[1]!.id;
    expect((await other.client.post('/api/v2/carts/add', tierLine(vip, 1))).status).toBe(201);
    expectItemErrors(await other.client.post('/api/v2/orders', { items: [tierLine(vip, 3)], provider: 'VNPAY' }), 'TICKET_SOLDE_OUT', [vip]);
    expect((await other.client.get('/api/v2/carts/count')).body).toEqual({ count: 1 });
    const res = await other.client.post('/api/v2/orders', { items: [tierLine(vip, 1)], provider: 'VNPAY' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await other.client.get('/api/v2/carts/count')).body).toEqual({ count: 0 });
  });

  it('is only for signed-in people', async () => {
    expectError(await server.anonymous.get('/api/v2/carts'), 'UNAUTHORIZED');
    expectError(await server.anonymous.post('/api/v1/carts/add', tierLine(first.tiers[0]!.id)), 'UNAUTHORIZED');
    expectError(await server.anonymous.get('/api/v1/carts/count'), 'UNAUTHORIZED');
  });
});
