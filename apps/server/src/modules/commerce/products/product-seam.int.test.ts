import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { expectError } from '../../identity/auth/auth.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { bell, expectItemErrors, paidOrder } from '../commerce.testing.js';
import { orderItems, orders } from '../orders/orders.table.js';
import { refunds } from '../refunds/refunds.table.js';
import { defineModule } from '../../module.js';
import type { BuyerDiscount } from '../pricing/buyer-discount.js';
import type { ProductFacts, ProductType } from './products.js';

const DAY = 86_400_000;
const vnDay = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

interface ShelfItem {
  id: string;
  hostId: string;
  shelfId: string;
  title: string;
  price: number;
}

/**
 * A throwaway sellable type kept in memory: digital books on a host's shelf, granting lasting access.
 * It uses a wire type the server does not sell (RESKILL_PRICE) and is registered by a context's manifest
 * (`buildApp`'s `modules`), as any later type is: no line of commerce code knows about it.
 */
function memoryShelf() {
  const items = new Map<string, ShelfItem>();
  const revoked: string[] = [];
  const opened = new Set<string>();
  const factsOf = (item: ShelfItem): ProductFacts => ({
    productItemType: 'RESKILL_PRICE',
    productItemId: item.id,
    hostId: item.hostId,
    parent: { kind: 'TEST_SHELF', id: item.shelfId, slug: 'ke-sach-thu' },
    title: item.title,
    subtitle: 'Sách điện tử',
    image: null,
    link: `/ebooks/${item.id}`,
    unitPrice: item.price,
    available: null,
    maxPerOrder: 1,
    startsAt: null,
    endsAt: null,
    problem: null,
  });
  const listing = (pick: (item: ShelfItem) => boolean, limit: number) => {
    const found = [...items.values()].filter(pick).sort((a, b) => (a.title < b.title ? -1 : 1));
    return { facts: found.slice(0, limit).map(factsOf), total: found.length };
  };
  const type: ProductType = {
    type: 'RESKILL_PRICE',
    sale: { unit: 'sách điện tử', buyerLink: '/me/learning', countsAsTickets: false, isBooking: false },
    grantsLastingAccess: true,
    describe: async (_tx, ids) => new Map(ids.flatMap((id) => (items.has(id) ? [[id, factsOf(items.get(id)!)] as const] : []))),
    hold: async () => ({}),
    release: async () => undefined,
    commit: async () => undefined,
    sellDirect: async () => true,
    restock: async () => undefined,
    fulfil: async () => ({ bookingStatus: null }),
    revoke: async (_tx, line) => void revoked.push(line.orderItemId),
    isConsumed: async (_tx, line) => opened.has(line.orderItemId),
    listForHost: async (_tx, hostId, filter) => listing((i) => i.hostId === hostId && (!filter.q || i.title.includes(filter.q)), filter.limit),
    listOnSale: async (_tx, filter) => listing((i) => !filter.q || i.title.includes(filter.q), filter.limit),
  };
  return {
    type,
    revoked,
    opened,
    add(hostId: string, title: string, price: number): ShelfItem {
      const item = { id: randomUUID(), hostId, shelfId: randomUUID(), title, price };
      items.set(item.id, item);
      return item;
    },
  };
}

/** A context's discounts for one buyer each, single-use (as an approved layoff request grants), kept in memory. */
function memoryGrants() {
  const grants = new Map<string, { id: string; percent: number; usedBy: string | null }>();
  const discount: BuyerDiscount = {
    name: 'Ưu đãi thử nghiệm',
    productTypes: ['RESKILL_PRICE'],
    find: async (userId) => {
      const grant = grants.get(userId);
      return grant && !grant.usedBy ? { id: grant.id, percent: grant.percent } : null;
    },
    consume: async (userId, orderId) => {
      const grant = grants.get(userId);
      if (!grant || (grant.usedBy && grant.usedBy !== orderId)) return false;
      grant.usedBy = orderId;
      return true;
    },
    release: async (orderId) => {
      for (const grant of grants.values()) if (grant.usedBy === orderId) grant.usedBy = null;
    },
  };
  return { grants, discount };
}

describe('a product type registered from outside commerce', () => {
  const shelf = memoryShelf();
  const grants = memoryGrants();
  let server: TestServer;
  let admin: Session;
  let host: Session;
  let buyer: Session;
  let book: ShelfItem;

  beforeAll(async () => {
    server = await startTestServer({}, { modules: [defineModule('test-shelf', () => ({ productTypes: [shelf.type], buyerDiscounts: [grants.discount] }))] });
    [admin, host, buyer] = await Promise.all([loginAdmin(server), signUpHost(server, 'Đỗ Minh Thư'), signUpVerified(server, { fullName: 'Vũ Hoàng Nam' })]);
    book = shelf.add(host.user.id, 'Thiết kế sản phẩm số', 300_000);
  });
  afterAll(() => server.close());

  const line = (item: ShelfItem) => ({ productItemType: 'RESKILL_PRICE', productItemId: item.id, quantity: 1 });
  const ask = (orderItemId: string) => buyer.client.post('/api/v1/refunds', { orderItemId, reason: 'Nội dung không như mô tả.' });

  it('is offered to its host for promotions and to admins for orders', async () => {
    const mine = await host.client.get('/api/v1/host/discounts/products?productItemType=RESKILL_PRICE');
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.data).toEqual([
      expect.objectContaining({
        productItemType: 'RESKILL_PRICE',
        productItemId: book.id,
        title: book.title,
        parentId: book.shelfId,
        price: 300_000,
        startsAt: null,
        discount: null,
      }),
    ]);
    const sellable = await admin.client.get('/api/v1/admin/order/product-items?type=RESKILL_PRICE');
    expect(sellable.body.data.map((p: { productItemId: string }) => p.productItemId)).toEqual([book.id]);
  });

  it('is sold with the host’s voucher, stored with its parent, and announced in its own words', async () => {
    const voucher = await host.client.post('/api/v1/host/vouchers', {
      code: 'SACHSO',
      name: 'Giảm 50 000 ₫ sách số',
      type: 'FIXED_AMOUNT',
      value: 50_000,
      startAt: new Date(Date.now() - DAY).toISOString(),
      endAt: new Date(Date.now() + 30 * DAY).toISOString(),
      products: [{ productItemType: 'RESKILL_PRICE', productItemId: book.id }],
    });
    expect(voucher.status, JSON.stringify(voucher.body)).toBe(201);

    const quote = await buyer.client.post('/api/v1/quotation', { items: [line(book)], voucherCode: 'sachso' });
    expect(quote.body).toMatchObject({ subtotal: 300_000, voucherTotal: 50_000, total: 250_000, purchasable: true, voucherProblem: null });

    const order = await paidOrder(server, buyer, { items: [line(book)], voucherCode: 'SACHSO' });
    expect(order.items[0]).toMatchObject({ productItemType: 'RESKILL_PRICE', title: book.title, total: 250_000, link: `/ebooks/${book.id}` });
    const [stored] = await server.database.db.select().from(orderItems).where(eq(orderItems.id, order.items[0]!.id));
    expect(stored).toMatchObject({ parentType: 'TEST_SHELF', parentId: book.shelfId, eventId: null, calendarId: null });

    await expect.poll(async () => (await bell(buyer))[0]?.link).toBe('/me/learning');
    await expect
      .poll(async () => (await bell(host)).find((n) => n.title === 'Có đơn hàng mới')?.body)
      .toBe(`Vũ Hoàng Nam đã mua 1 sách điện tử: ${book.title}.`);
  });

  it('cannot be bought twice by its owner, from the cart, at quotation or at checkout', async () => {
    const cart = await buyer.client.post('/api/v2/carts/add', line(book));
    expect([cart.status, cart.body.code]).toEqual([409, 'PRODUCT_ALREADY_OWNED']);
    const quote = await buyer.client.post('/api/v1/quotation', { items: [line(book)] });
    expect(quote.body.purchasable).toBe(false);
    expect(quote.body.lines[0].problem).toMatchObject({ code: 'PRODUCT_ALREADY_OWNED' });
    const again = await buyer.client.post('/api/v2/orders', { provider: 'VNPAY', items: [line(book)] });
    expect([again.status, again.body.code]).toEqual([409, 'PRODUCT_ALREADY_OWNED']);
  });

  it('counts in the report: its revenue, its host, no tickets', async () => {
    const report = await admin.client.post('/api/reports', { from: vnDay(), to: vnDay() });
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(report.body.totals).toMatchObject({ revenue: 250_000, orders: 1, ticketsSold: 0 });
    expect(report.body.topHosts).toEqual([expect.objectContaining({ host: expect.objectContaining({ id: host.user.id }), revenue: 250_000 })]);
  });

  it('is refunded by the lasting-access rule: not once opened, nor after the window; otherwise given back and buyable again', async () => {
    const [bought] = await server.database.db.select().from(orderItems).where(eq(orderItems.productId, book.id));
    shelf.opened.add(bought!.id);
    const opened = await ask(bought!.id);
    expect([opened.status, opened.body.code, opened.body.message]).toEqual([
      409,
      'REFUND_NOT_ALLOWED',
      'Bạn đã sử dụng sản phẩm này nên không thể yêu cầu hoàn tiền.',
    ]);
    shelf.opened.delete(bought!.id);

    await server.database.db
      .update(orders)
      .set({ paidAt: new Date(Date.now() - 8 * DAY) })
      .where(eq(orders.id, bought!.orderId));
    const late = await ask(bought!.id);
    expect([late.status, late.body.message]).toEqual([409, 'Chỉ yêu cầu hoàn tiền được trong 7 ngày kể từ khi mua.']);
    await server.database.db.update(orders).set({ paidAt: new Date() }).where(eq(orders.id, bought!.orderId));

    const asked = await ask(bought!.id);
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const approved = await admin.client.put(`/api/v1/refunds/${asked.body.id}`, { approval: 'APPROVED' });
    expect(approved.body).toMatchObject({ approval: 'APPROVED', status: 'SUCCESS' });
    expect(shelf.revoked).toEqual([bought!.id]);

    expect((await buyer.client.post('/api/v1/quotation', { items: [line(book)] })).body.purchasable).toBe(true);
    const report = await admin.client.post('/api/reports', { from: vnDay(), to: vnDay() });
    expect(report.body.totals).toMatchObject({ revenue: 250_000, refunds: 250_000, net: 0 });
  });

  it('is judged again when the admin approves: refused once used since it was asked for, kept when asked within the window', async () => {
    const second = shelf.add(host.user.id, 'Nghiên cứu người dùng', 200_000);
    const order = await paidOrder(server, buyer, { items: [line(second)] });
    const lineId = order.items[0]!.id;
    const asked = await ask(lineId);
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);

    shelf.opened.add(lineId);
    const used = await admin.client.put(`/api/v1/refunds/${asked.body.id}`, { approval: 'APPROVED' });
    expect([used.status, used.body.code, used.body.message]).toEqual([
      409,
      'REFUND_NOT_ALLOWED',
      'Bạn đã sử dụng sản phẩm này nên không thể yêu cầu hoàn tiền.',
    ]);
    expect((await buyer.client.get('/api/v1/refunds?limit=50')).body.data.find((r: { id: string }) => r.id === asked.body.id)).toMatchObject({
      approval: 'PENDING',
      status: 'PENDING',
    });
    shelf.opened.delete(lineId);

    // Bought 8 days ago and asked on the 6th day: the window is judged when the buyer asked.
    await server.database.db
      .update(orders)
      .set({ paidAt: new Date(Date.now() - 8 * DAY) })
      .where(eq(orders.id, order.id));
    await server.database.db
      .update(refunds)
      .set({ createdAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(refunds.id, asked.body.id));
    const approved = await admin.client.put(`/api/v1/refunds/${asked.body.id}`, { approval: 'APPROVED' });
    expect(approved.body).toMatchObject({ approval: 'APPROVED', status: 'SUCCESS' });
    expect(shelf.revoked).toContain(lineId);
  });

  it('leaves the types nobody registered refused as before', async () => {
    const combo = randomUUID();
    expectItemErrors(
      await buyer.client.post('/api/v2/orders', { provider: 'VNPAY', items: [{ productItemType: 'COMBO', productItemId: combo, quantity: 1 }] }),
      'INVALID_PRODUCT_ITEM',
      [combo],
    );
    expectError(
      await host.client.post('/api/v1/host/discounts', {
        name: 'Combo',
        type: 'PERCENTAGE',
        value: 10,
        startAt: new Date().toISOString(),
        endAt: new Date(Date.now() + DAY).toISOString(),
        products: [{ productItemType: 'COMBO', productItemId: combo }],
      }),
      'INVALID_PRODUCT_ITEM',
    );
  });
  it('takes a discount its context grants one buyer where it beats the host’s, once, and gives it back when the order ends unpaid', async () => {
    const granted = await signUpVerified(server, { fullName: 'Lê Thu Trang' });
    const course = shelf.add(host.user.id, 'Phân tích dữ liệu cho người mới', 200_000);
    grants.grants.set(granted.user.id, { id: randomUUID(), percent: 40, usedBy: null });

    const quoted = await granted.client.post('/api/v1/quotation', { items: [line(course)] });
    expect(quoted.body).toMatchObject({ subtotal: 200_000, discountTotal: 80_000, total: 120_000, purchasable: true });
    expect(quoted.body.lines[0].discount).toMatchObject({ name: 'Ưu đãi thử nghiệm', type: 'PERCENTAGE', value: 40 });
    // Someone without a grant pays the price.
    expect((await buyer.client.post('/api/v1/quotation', { items: [line(course)] })).body).toMatchObject({ discountTotal: 0, total: 200_000 });

    const held = await granted.client.post('/api/v2/orders', { provider: 'VNPAY', items: [line(course)] });
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    expect(held.body).toMatchObject({ total: 120_000 });
    expect(grants.grants.get(granted.user.id)!.usedBy).toBe(held.body.id);
    // Taken by that order: another quote is at full price.
    expect((await granted.client.post('/api/v1/quotation', { items: [line(course)] })).body).toMatchObject({ discountTotal: 0, total: 200_000 });

    expect(await server.services.commerce.orders.expireDue(new Date(Date.now() + 16 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(grants.grants.get(granted.user.id)!.usedBy).toBeNull();
    const paid = await paidOrder(server, granted, { items: [line(course)] });
    expect(paid).toMatchObject({ total: 120_000 });
    expect(grants.grants.get(granted.user.id)!.usedBy).toBe(paid.id);
  });

  it('refuses an order whose buyer discount another order took meanwhile', async () => {
    const granted = await signUpVerified(server, { fullName: 'Phan Quốc Bảo' });
    const course = shelf.add(host.user.id, 'Viết nội dung chuyển đổi', 100_000);
    grants.grants.set(granted.user.id, { id: randomUUID(), percent: 50, usedBy: null });
    // Taken between the quote and this order's transaction (another tab's order).
    const takenElsewhere = grants.discount.find;
    let asked = false;
    grants.discount.find = async (userId, at, tx) => {
      const found = await takenElsewhere(userId, at, tx);
      if (found && !asked) {
        asked = true;
        grants.grants.get(userId)!.usedBy = randomUUID();
      }
      return found;
    };
    try {
      const order = await granted.client.post('/api/v2/orders', { provider: 'VNPAY', items: [line(course)] });
      expect([order.status, order.body.code]).toEqual([409, 'BUYER_DISCOUNT_UNAVAILABLE']);
    } finally {
      grants.discount.find = takenElsewhere;
    }
  });
});
