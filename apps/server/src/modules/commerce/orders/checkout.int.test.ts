import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { expectError } from '../../identity/auth/auth.testing.js';
import { expectInvalidFields } from '../../identity/profiles/profiles.testing.js';
import { checkout, eventOnSale, expectItemErrors, latestPayment, settleLatest, tierLine, tierStock, type EventOnSale } from '../commerce.testing.js';
import { payments } from '../payments/payments.table.js';
import { tickets } from '../tickets/tickets.table.js';
import { orderItems, orders } from './orders.table.js';
import { discountProducts, discounts, vouchers } from '../vouchers/vouchers.table.js';

const DAY = 86_400_000;

describe('checkout: holds, payment and expiry', () => {
  let server: TestServer;
  let buyer: Session;
  let other: Session;
  let sale: EventOnSale;

  beforeAll(async () => {
    server = await startTestServer();
    buyer = await signUpVerified(server, { fullName: 'Nguyễn Văn An' });
    other = await signUpVerified(server);
    sale = await eventOnSale(server, {
      tiers: [
        { name: 'Vé thường', price: 150_000, capacity: 10 },
        { name: 'Vé VIP', price: 500_000, capacity: 2 },
      ],
    });
  });
  afterAll(() => server.close());

  it('holds the places, prices the order and opens a pending payment', async () => {
    const [standard] = sale.tiers;
    const order = await checkout(buyer, { items: [tierLine(standard!.id, 2)] });
    expect(order).toMatchObject({ status: 'PENDING', subtotal: 300_000, total: 300_000, currency: 'VND' });
    const { id, fullName, username, avatar } = sale.host.user;
    expect(order.items).toEqual([
      expect.objectContaining({
        productItemId: standard!.id,
        quantity: 2,
        status: 'HOLDING',
        unitPrice: 150_000,
        total: 300_000,
        eventId: sale.event.id,
        host: { id, fullName, username, avatar },
      }),
    ]);
    expect(new Date(order.holdExpiresAt!).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(order.payment).toMatchObject({ provider: 'VNPAY', status: 'PENDING', amount: 300_000 });
    expect(await tierStock(server, standard!.id)).toEqual({ sold: 0, held: 2, capacity: 10 });
  });

  it('answers with the order as written in one statement: lines in the order asked, as read back later', async () => {
    const [first, second, third] = (await eventOnSale(server, { tiers: ['A', 'B', 'C'].map((name) => ({ name, price: 100_000, capacity: 5 })) })).tiers;
    const someone = await signUpVerified(server);
    const order = await checkout(someone, { items: [tierLine(third!.id, 1), tierLine(first!.id, 2), tierLine(second!.id, 1)] });
    expect(order.items.map((item: { productItemId: string }) => item.productItemId)).toEqual([third!.id, first!.id, second!.id]);
    // Lines written together are read back in no particular order.
    const byId = (o: { items: { id: string }[] }) => ({ ...o, items: [...o.items].sort((a, b) => a.id.localeCompare(b.id)) });
    expect(byId(order)).toEqual(byId((await someone.client.get(`/api/v2/orders/${order.id}/info`)).body));
  });

  it('refuses to hold the same tier twice for one buyer while the first order is unpaid', async () => {
    const res = await buyer.client.post('/api/v2/orders', { provider: 'VNPAY', items: [tierLine(sale.tiers[0]!.id)] });
    expect(res.status).toBe(409);
    expectItemErrors(res, 'TICKET_ALREADY_HOLD', [sale.tiers[0]!.id]);
  });

  it('answers TICKET_SOLDE_OUT per item when more are asked than are left, holding nothing', async () => {
    const [standard, vip] = sale.tiers;
    const res = await other.client.post('/api/v2/orders', { provider: 'VNPAY', items: [tierLine(standard!.id, 1), tierLine(vip!.id, 3)] });
    expect(res.status).toBe(409);
    expectItemErrors(res, 'TICKET_SOLDE_OUT', [vip!.id]);
    expect(res.body.message[0].message).toBe('Vé đã bán hết.');
    expect(await tierStock(server, vip!.id)).toMatchObject({ held: 0, sold: 0 });
    expect(await tierStock(server, standard!.id)).toMatchObject({ held: 2 });
  });

  it('refuses unknown products and empty or malformed orders', async () => {
    const unknown = '7d9f1c2e-3b4a-4c5d-8e6f-0a1b2c3d4e5f';
    expectItemErrors(await other.client.post('/api/v2/orders', { items: [tierLine(unknown)] }), 'INVALID_PRODUCT_ITEM', [unknown]);
    expectItemErrors(
      await other.client.post('/api/v2/orders', { items: [{ productItemType: 'ONLINE_COURSE', productItemId: sale.tiers[0]!.id }] }),
      'INVALID_PRODUCT_ITEM',
      [sale.tiers[0]!.id],
    );
    expectInvalidFields(await other.client.post('/api/v2/orders', { items: [] }), ['items']);
    expectInvalidFields(await other.client.post('/api/v2/orders', { items: [tierLine(sale.tiers[0]!.id, 0)], provider: 'PAYPAL' }), [
      'items.0.quantity',
      'provider',
    ]);
    expectError(await server.anonymous.post('/api/v2/orders', { items: [tierLine(sale.tiers[0]!.id)] }), 'UNAUTHORIZED');
  });

  it('marks the order paid on a successful payment: holds become sales, tickets are issued, buyer and host are told', async () => {
    const [standard] = sale.tiers;
    const { data } = (await buyer.client.get('/api/v2/orders?status=PENDING')).body;
    const orderId = data[0].id;
    expect(await settleLatest(server, orderId)).toBe('SETTLED');
    const order = (await buyer.client.get(`/api/v2/orders/${orderId}/info`)).body;
    expect(order).toMatchObject({ status: 'PAID', holdExpiresAt: null, payment: { status: 'SUCCESS', payUrl: null } });
    expect(order.items[0].status).toBe('SUCCESS');
    expect(await tierStock(server, standard!.id)).toEqual({ sold: 2, held: 0, capacity: 10 });
    const issued = await server.database.db.select().from(tickets).where(eq(tickets.orderItemId, order.items[0].id));
    expect(issued.map((t) => t.seq).sort()).toEqual([1, 2]);
    const buyerBell = (await buyer.client.get('/api/v1/notifications')).body.data;
    expect(buyerBell[0]).toMatchObject({ type: 'PAYMENT_SUCCESS' });
    const hostBell = (await sale.host.client.get('/api/v1/notifications')).body.data;
    expect(hostBell.find((n: { type: string }) => n.type === 'PAYMENT_SUCCESS')?.body).toContain('Nguyễn Văn An đã mua 2 vé');
  });

  it('settles a payment once, whatever arrives after', async () => {
    const { data } = (await buyer.client.get('/api/v2/orders?status=PAID')).body;
    expect(await settleLatest(server, data[0].id)).toBe('DUPLICATE');
    expect(await settleLatest(server, data[0].id, { dedupeKey: 'another-notification' })).toBe('ALREADY_SETTLED');
    expect(await settleLatest(server, data[0].id, { amount: 1 })).toBe('AMOUNT_MISMATCH');
    expect(await tierStock(server, sale.tiers[0]!.id)).toMatchObject({ sold: 2, held: 0 });
  });

  it('keeps a failed payment retryable while the hold lasts, then releases everything when it runs out', async () => {
    const [, vip] = sale.tiers;
    const order = await checkout(other, { items: [tierLine(vip!.id, 2)], provider: 'MOMO' });
    expect(await settleLatest(server, order.id, { success: false, resultCode: '1006' })).toBe('SETTLED');
    let info = (await other.client.get(`/api/v2/orders/${order.id}/info`)).body;
    expect(info).toMatchObject({ status: 'PENDING', payment: { status: 'FAILED', resultCode: '1006' } });
    expect((await other.client.get('/api/v1/notifications')).body.data[0]).toMatchObject({ type: 'PAYMENT_FAILED' });

    const retried = await other.client.post('/api/v2/payments/retry', { orderId: order.id, provider: 'VNPAY' });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body.payment).toMatchObject({ provider: 'VNPAY', status: 'PENDING' });
    expect((await latestPayment(server, order.id)).attempt).toBe(2);
    expectError(await buyer.client.post('/api/v2/payments/retry', { orderId: order.id }), 'ORDER_NOT_FOUND');

    expect(await server.services.commerce.orders.expireDue(new Date(Date.now() + 16 * 60_000))).toBeGreaterThanOrEqual(1);
    info = (await other.client.get(`/api/v2/orders/${order.id}/info`)).body;
    expect(info).toMatchObject({ status: 'CANCELLED', payment: { status: 'EXPIRED' } });
    expect(info.items[0]).toMatchObject({ status: 'CANCELED' });
    expect(await tierStock(server, vip!.id)).toMatchObject({ held: 0, sold: 0 });
    expectError(await other.client.post('/api/v2/payments/retry', { orderId: order.id }), 'ORDER_NOT_PAYABLE');
  });

  it('sells a late payment of an expired order when there is still room', async () => {
    const [, vip] = sale.tiers;
    const order = await checkout(other, { items: [tierLine(vip!.id, 1)] });
    await server.services.commerce.orders.expireDue(new Date(Date.now() + 16 * 60_000));
    expect(await settleLatest(server, order.id)).toBe('SETTLED');
    expect((await other.client.get(`/api/v2/orders/${order.id}/info`)).body.status).toBe('PAID');
    expect(await tierStock(server, vip!.id)).toMatchObject({ held: 0, sold: 1 });
  });

  it('confirms a free order at once', async () => {
    const free = await eventOnSale(server, { tiers: [{ name: 'Miễn phí', price: 0, capacity: 50 }] });
    const order = await checkout(other, { items: [tierLine(free.tiers[0]!.id, 1)] });
    expect(order).toMatchObject({ status: 'PAID', total: 0, payment: { provider: 'FREE', status: 'SUCCESS' } });
    expect(await tierStock(server, free.tiers[0]!.id)).toMatchObject({ sold: 1, held: 0 });
    expect((await other.client.get('/api/v1/notifications')).body.data[0]).toMatchObject({ type: 'PAYMENT_FREE' });
  });

  it('applies a running host discount and a voucher, counting the voucher use', async () => {
    const deal = await eventOnSale(server, { tiers: [{ name: 'Vé sớm', price: 200_000, capacity: 20 }] });
    const tierId = deal.tiers[0]!.id;
    const now = Date.now();
    const [discount] = await server.database.db
      .insert(discounts)
      .values({
        hostId: deal.host.user.id,
        name: 'Ưu đãi khai trương',
        type: 'PERCENTAGE',
        value: 10,
        startAt: new Date(now - DAY),
        endAt: new Date(now + DAY),
      })
      .returning();
    await server.database.db.insert(discountProducts).values({ discountId: discount!.id, productType: 'TICKET_TIER', productId: tierId });
    await server.database.db.insert(vouchers).values({
      hostId: deal.host.user.id,
      code: 'GIAM50K',
      name: 'Giảm 50.000 đ',
      type: 'FIXED_AMOUNT',
      value: 50_000,
      usage: 'SINGLE_USE',
      applicability: 'ALL',
      usageLimit: 5,
      startAt: new Date(now - DAY),
      endAt: new Date(now + DAY),
    });

    const quote = await other.client.post('/api/v1/quotation', { items: [tierLine(tierId, 2)], voucherCode: 'giam50k' });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body).toMatchObject({
      subtotal: 400_000,
      discountTotal: 40_000,
      voucherTotal: 50_000,
      total: 310_000,
      voucherProblem: null,
      purchasable: true,
      voucher: { code: 'GIAM50K', amount: 50_000 },
    });
    expect(quote.body.lines[0]).toMatchObject({ discount: { name: 'Ưu đãi khai trương' }, discountAmount: 40_000, voucherAmount: 50_000, total: 310_000 });

    const order = await checkout(other, { items: [tierLine(tierId, 2)], voucherCode: 'GIAM50K' });
    expect(order).toMatchObject({ total: 310_000, voucherCode: 'GIAM50K', discountTotal: 40_000, voucherTotal: 50_000 });
    const [used] = await server.database.db.select({ usedCount: vouchers.usedCount }).from(vouchers).where(eq(vouchers.code, 'GIAM50K'));
    expect(used!.usedCount).toBe(1);

    const again = await other.client.post('/api/v1/quotation', { items: [tierLine(tierId, 1)], voucherCode: 'GIAM50K' });
    expect(again.body.voucherProblem).toMatchObject({ code: 'VOUCHER_USAGE_LIMIT_REACHED' });
    expect((await other.client.post('/api/v1/quotation', { items: [tierLine(tierId, 1)], voucherCode: 'KHONGCO' })).body.voucherProblem).toMatchObject({
      code: 'VOUCHER_NOT_FOUND',
    });
    expectError(await buyer.client.post('/api/v2/orders', { items: [tierLine(tierId, 1)], voucherCode: 'KHONGCO' }), 'VOUCHER_NOT_FOUND');

    // The order expires: the voucher use comes back.
    await server.services.commerce.orders.expireDue(new Date(Date.now() + 16 * 60_000));
    const [back] = await server.database.db.select({ usedCount: vouchers.usedCount }).from(vouchers).where(eq(vouchers.code, 'GIAM50K'));
    expect(back!.usedCount).toBe(0);
  });

  it("never shows one buyer another's orders or lines", async () => {
    const { data } = (await buyer.client.get('/api/v2/orders')).body;
    const orderId = data[0].id;
    const itemId = (await buyer.client.get(`/api/v2/orders/${orderId}/order-items`)).body.data[0].id;
    expectError(await other.client.get(`/api/v2/orders/${orderId}/info`), 'ORDER_NOT_FOUND');
    expectError(await other.client.get(`/api/v1/orders/${orderId}`), 'ORDER_NOT_FOUND');
    expectError(await other.client.get(`/api/v2/orders/${orderId}/order-items`), 'ORDER_NOT_FOUND');
    expectError(await other.client.get(`/api/v2/orders/order-item/${itemId}`), 'ORDER_ITEM_NOT_FOUND');
    expect((await buyer.client.get(`/api/v2/orders/order-item/${itemId}`)).body).toMatchObject({ id: itemId, orderId });
    expect((await buyer.client.get(`/api/v1/orders/${orderId}`)).body.id).toBe(orderId);
    expect((await other.client.get(`/api/v2/orders/product/TICKET_TIER/${sale.tiers[0]!.id}`)).body.meta.total).toBe(0);
    expect((await buyer.client.get(`/api/v2/orders/product/TICKET_TIER/${sale.tiers[0]!.id}`)).body.meta.total).toBe(1);
    expect((await buyer.client.get('/api/v1/orders')).body.data.length).toBeGreaterThan(0);
  });

  it('records payments in the purchase ledger', async () => {
    const payments = (await buyer.client.post('/api/v1/users/payments', { status: 'SUCCESS' })).body;
    expect(payments.data[0]).toMatchObject({ status: 'SUCCESS', amount: 300_000, provider: 'VNPAY' });
    const check = (await buyer.client.post('/api/v1/users/payments/check', { productItemIds: [sale.tiers[0]!.id, sale.tiers[1]!.id] })).body.data;
    expect(check.map((c: { purchased: boolean }) => c.purchased)).toEqual([true, false]);
  });

  it('lets PostgreSQL refuse a status outside the contract, whoever writes it', async () => {
    const order = await checkout(buyer, { items: [tierLine(sale.tiers[0]!.id)] });
    const { db } = server.database;
    const refused = (write: Promise<unknown>) => expect(write).rejects.toMatchObject({ cause: { code: '23514' } });
    await refused(db.update(orders).set({ status: 'DA_THANH_TOAN' }).where(eq(orders.id, order.id)));
    await refused(db.update(payments).set({ status: 'PAID' }).where(eq(payments.orderId, order.id)));
    await refused(db.update(payments).set({ transactionType: 'TIP' }).where(eq(payments.orderId, order.id)));
    await refused(db.update(orderItems).set({ status: 'SOLD' }).where(eq(orderItems.orderId, order.id)));
    expect((await db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('PENDING');
  });

  it('quotes tiers with their host and only the discount running now (read with the tiers)', async () => {
    const deal = await eventOnSale(server, {
      tiers: [
        { name: 'Vé giảm', price: 200_000, capacity: 20 },
        { name: 'Vé hết giảm', price: 200_000, capacity: 20 },
        { name: 'Vé giảm tắt', price: 200_000, capacity: 20 },
        { name: 'Vé giảm sắp tới', price: 200_000, capacity: 20 },
      ],
    });
    const now = Date.now();
    const discount = async (name: string, tierId: string, values: { startAt: Date; endAt: Date; active?: boolean }) => {
      const [row] = await server.database.db
        .insert(discounts)
        .values({ hostId: deal.host.user.id, name, type: 'AMOUNT', value: 30_000, ...values })
        .returning();
      await server.database.db.insert(discountProducts).values({ discountId: row!.id, productType: 'TICKET_TIER', productId: tierId });
      return row!;
    };
    const [running, ended, off, later] = deal.tiers.map((t) => t.id);
    const live = await discount('Giảm đang chạy', running!, { startAt: new Date(now - DAY), endAt: new Date(now + DAY) });
    await discount('Giảm đã hết', ended!, { startAt: new Date(now - 2 * DAY), endAt: new Date(now - DAY) });
    await discount('Giảm đã tắt', off!, { startAt: new Date(now - DAY), endAt: new Date(now + DAY), active: false });
    await discount('Giảm sắp tới', later!, { startAt: new Date(now + DAY), endAt: new Date(now + 2 * DAY) });

    const quote = await other.client.post('/api/v1/quotation', { items: [running!, ended!, off!, later!].map((id) => tierLine(id, 1)) });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body.lines.map((l: { discount: unknown }) => l.discount)).toEqual([
      { id: live.id, name: 'Giảm đang chạy', type: 'AMOUNT', value: 30_000 },
      null,
      null,
      null,
    ]);
    expect(quote.body).toMatchObject({ subtotal: 800_000, discountTotal: 30_000, total: 770_000 });
    const { id, fullName, username, avatar } = deal.host.user;
    for (const line of quote.body.lines) expect(line.product.host).toEqual({ id, fullName, username, avatar });
  });

  it('lists the payment channels', async () => {
    const res = await buyer.client.get('/api/v2/payments/payouts-channels');
    expect(res.status).toBe(200);
    expectError(await server.anonymous.get('/api/v2/payments/payouts-channels'), 'UNAUTHORIZED');
  });
});
