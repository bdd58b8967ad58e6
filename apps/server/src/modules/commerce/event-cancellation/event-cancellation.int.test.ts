import { and, eq } from 'drizzle-orm';
import { errorMessage } from '@market/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { eventually } from '../../../../test/support/wait.js';
import { publishEvent } from '../../catalogue/events/events.testing.js';
import { expectError } from '../../identity/auth/auth.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { bell, checkout, paidOrder, tierLine, tierStock } from '../commerce.testing.js';
import { orders } from '../orders/orders.table.js';
import { payments } from '../payments/payments.table.js';
import { refunds } from '../refunds/refunds.table.js';
import { tickets } from '../tickets/tickets.table.js';

describe('a host cancels an event with paid, pending and free orders', () => {
  let server: TestServer;
  let host: Session;
  let coHost: Session;
  let payer: Session;
  let freeGuest: Session;
  let unpaid: Session;
  let event: { id: string; title: string; ticketTiers: { id: string }[] };
  const ids = { paidOrder: '', paidItem: '', freeItem: '', pendingOrder: '' };

  beforeAll(async () => {
    server = await startTestServer();
    const admin = await loginAdmin(server);
    [host, coHost, payer, freeGuest, unpaid] = await Promise.all([
      signUpHost(server, 'Phạm Thu Hà'),
      signUpHost(server, 'Trần Quốc Bảo'),
      signUpVerified(server, { fullName: 'Nguyễn Văn An' }),
      signUpVerified(server, { fullName: 'Lê Thị Cúc' }),
      signUpVerified(server, { fullName: 'Đỗ Minh Đức' }),
    ]);
    event = await publishEvent(host, admin, {
      coHostIds: [coHost.user.id],
      ticketTiers: [
        { name: 'Vé thường', price: 200_000, capacity: 10 },
        { name: 'Vé mời', price: 0, capacity: 10 },
      ],
    });
    const [paid, free] = event.ticketTiers.map((t) => t.id) as [string, string];
    const order = await paidOrder(server, payer, { items: [tierLine(paid, 2)] });
    ids.paidOrder = order.id;
    ids.paidItem = order.items[0]!.id;
    const freeOrder = await checkout(freeGuest, { items: [tierLine(free)] });
    expect(freeOrder.status).toBe('PAID');
    ids.freeItem = freeOrder.items[0]!.id;
    ids.pendingOrder = (await checkout(unpaid, { items: [tierLine(paid)] })).id;
  });
  afterAll(() => server.close());

  const preview = (session: Session) => session.client.get(`/api/v2/events/${event.id}/cancellation`);
  const cancel = (session: Session) => session.client.post(`/api/v2/events/${event.id}/cancel`, { reason: 'Diễn giả bị ốm, ban tổ chức buộc phải huỷ.' });

  it('shows the owner what will happen: three buyers, one paid line of 400 000 ₫, one free, one unpaid order', async () => {
    const res = await preview(host);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ buyers: 3, paidLines: 1, refundAmount: 400_000, bankTransferRefunds: 0, freeLines: 1, pendingOrders: 1, coHosts: 1 });
    expect(res.body).toMatchObject({ cancelledAt: null, canCancel: true });
  });

  it('lets only the owner (or an admin) cancel: a co-host or a buyer may not, a stranger event is not found', async () => {
    expectError(await preview(coHost), 'INSUFFICIENT_PRIVILEGES');
    expectError(await cancel(payer), 'INSUFFICIENT_PRIVILEGES');
    expectError(await host.client.post('/api/v2/events/7d9f1c2e-3b4a-4c5d-8e6f-0a1b2c3d4e5f/cancel', { reason: 'Không tổ chức được nữa' }), 'EVENT_NOT_FOUND');
    const bad = await host.client.post(`/api/v2/events/${event.id}/cancel`, { reason: 'x' });
    expect([bad.status, bad.body.code]).toEqual([400, 'INVALID_INPUT_PARAMS']);
  });

  it('refunds every paid line exactly once even when cancelled twice at once and again later', async () => {
    const [first, second] = await Promise.all([cancel(host), cancel(host)]);
    expect([first.status, second.status], JSON.stringify([first.body, second.body])).toEqual([200, 200]);
    expect(first.body.cancelledAt).not.toBeNull();
    await server.services.scheduler.runDue();
    expect((await cancel(host)).status).toBe(200);

    const done = await eventually(
      async () => {
        await server.services.scheduler.runDue();
        const rows = await server.database.db.select().from(refunds).where(eq(refunds.orderItemId, ids.paidItem));
        return rows.length === 1 && rows[0]!.status === 'SUCCESS' ? rows : undefined;
      },
      15_000,
      'the paid line refunded',
    );
    expect(done[0]).toMatchObject({ amount: 400_000, mode: 'AUTO', approval: 'APPROVED' });

    const moneyBack = await server.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, ids.paidOrder), eq(payments.transactionType, 'REFUND')));
    expect(moneyBack.map((p) => [p.status, p.amount])).toEqual([['SUCCESS', 400_000]]);
    const [paidOrderRow] = await server.database.db.select().from(orders).where(eq(orders.id, ids.paidOrder));
    expect(paidOrderRow!.status).toBe('REFUNDED');
  });

  it('voids the tickets, releases the unpaid hold and archives the event as cancelled', async () => {
    const voided = await server.database.db
      .select({ status: tickets.status, orderItemId: tickets.orderItemId })
      .from(tickets)
      .where(eq(tickets.eventId, event.id));
    expect(voided.length).toBe(3);
    expect(voided.every((t) => t.status === 'VOID')).toBe(true);

    const [pending] = await server.database.db.select().from(orders).where(eq(orders.id, ids.pendingOrder));
    expect(pending!.status).toBe('CANCELLED');
    expect(await tierStock(server, event.ticketTiers[0]!.id)).toMatchObject({ sold: 0, held: 0 });
    expect(await tierStock(server, event.ticketTiers[1]!.id)).toMatchObject({ sold: 0, held: 0 });

    const after = (await preview(host)).body;
    expect(after).toMatchObject({ paidLines: 0, refundAmount: 0, freeLines: 0, pendingOrders: 0, canCancel: false });
    expect(after.cancelReason).toBe('Diễn giả bị ốm, ban tổ chức buộc phải huỷ.');
    expect((await server.anonymous.get(`/api/v2/events/${event.id}`)).status).not.toBe(200);
  });

  it('tells each buyer and the co-host once, in Vietnamese', async () => {
    const told = async (session: Session) =>
      eventually(async () => {
        await server.services.scheduler.runDue();
        const notes = (await bell(session)).filter((n) => n.type === 'EVENT_CANCELLED');
        return notes.length ? notes : undefined;
      });
    const [paidNote] = await told(payer);
    expect(paidNote!.body).toContain('Bạn sẽ được hoàn lại 400.000');
    expect((await told(freeGuest))[0]!.body).toContain('Vé miễn phí của bạn đã bị huỷ.');
    expect((await told(unpaid))[0]!.body).toContain('Đơn hàng chưa thanh toán của bạn đã được huỷ');
    expect((await told(coHost))[0]!.title).toBe('Sự kiện bạn đồng tổ chức đã bị huỷ');
    await server.services.scheduler.runDue();
    for (const session of [payer, freeGuest, unpaid, coHost]) expect((await bell(session)).filter((n) => n.type === 'EVENT_CANCELLED')).toHaveLength(1);
  });

  it('refuses a late payment of the released order: its money is owed back instead of a place sold', async () => {
    const [payment] = await server.database.db.select().from(payments).where(eq(payments.orderId, ids.pendingOrder));
    const outcome = await server.services.commerce.paymentSettlement.settle({
      provider: 'VNPAY',
      reference: payment!.reference,
      amount: payment!.amount,
      currency: 'VND',
      success: true,
      resultCode: '00',
      providerTransactionId: 'GD-LATE',
      dedupeKey: `${payment!.reference}:ok`,
      payload: {},
    });
    expect(outcome).toBe('SETTLED');
    expect(await tierStock(server, event.ticketTiers[0]!.id)).toMatchObject({ sold: 0 });
    const [order] = await server.database.db.select().from(orders).where(eq(orders.id, ids.pendingOrder));
    expect(order!.status).toBe('CANCELLED');
    const owed = await server.database.db.select().from(refunds).where(eq(refunds.orderId, ids.pendingOrder));
    expect(owed.map((r) => [r.paymentId, r.amount])).toEqual([[payment!.id, payment!.amount]]);
  });
});

describe('a host cancels an event whose tickets were also sold inside combos', () => {
  let server: TestServer;
  let host: Session;
  let mixedBuyer: Session;
  let soloBuyer: Session;
  let cancelled: { id: string; ticketTiers: { id: string }[] };
  let kept: { id: string; ticketTiers: { id: string }[] };
  const ids = { mixedOrder: '', mixedItem: '', soloItem: '' };
  const comboLine = (id: string) => ({ productItemType: 'COMBO', productItemId: id, quantity: 1 });

  beforeAll(async () => {
    server = await startTestServer();
    const admin = await loginAdmin(server);
    [host, mixedBuyer, soloBuyer] = await Promise.all([
      signUpHost(server, 'Hoàng Gia Huy'),
      signUpVerified(server, { fullName: 'Mai Thị Thảo' }),
      signUpVerified(server, { fullName: 'Cao Văn Sơn' }),
    ]);
    cancelled = await publishEvent(host, admin, {
      ticketTiers: [
        { name: 'Vé hội thảo', price: 200_000, capacity: 10 },
        { name: 'Vé tiệc tối', price: 100_000, capacity: 10 },
      ],
    });
    kept = await publishEvent(host, admin, { ticketTiers: [{ name: 'Vé workshop', price: 300_000, capacity: 10 }] });
    const combo = async (title: string, price: number, tierIds: string[]) => {
      const res = await host.client.post('/api/v1/combos', { title, price, status: 'PUBLISHED', items: tierIds.map((id) => tierLine(id)) });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id as string;
    };
    // List prices 200 000 + 300 000 sold together for 400 000: the cancelled event's share is 2/5 of it.
    const mixed = await combo('Combo hội thảo và workshop', 400_000, [cancelled.ticketTiers[0]!.id, kept.ticketTiers[0]!.id]);
    const solo = await combo(
      'Combo hội thảo và tiệc tối',
      250_000,
      cancelled.ticketTiers.map((t) => t.id),
    );
    const mixedOrder = await paidOrder(server, mixedBuyer, { items: [comboLine(mixed)] });
    ids.mixedOrder = mixedOrder.id;
    ids.mixedItem = mixedOrder.items[0]!.id;
    ids.soloItem = (await paidOrder(server, soloBuyer, { items: [comboLine(solo)] })).items[0]!.id;
  });
  afterAll(() => server.close());

  const cancel = () => host.client.post(`/api/v2/events/${cancelled.id}/cancel`, { reason: 'Hội trường không còn cho thuê được nữa.' });
  const refundsOf = (itemId: string) => server.database.db.select().from(refunds).where(eq(refunds.orderItemId, itemId));
  const ticketsOf = (itemId: string) =>
    server.database.db.select({ eventId: tickets.eventId, status: tickets.status }).from(tickets).where(eq(tickets.orderItemId, itemId));

  it('counts each combo’s share of the event in the preview: the mixed one pro rata to list prices, the event-only one whole', async () => {
    const res = await host.client.get(`/api/v2/events/${cancelled.id}/cancellation`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ buyers: 2, paidLines: 2, refundAmount: 160_000 + 250_000 });
  });

  it('refunds each share once, voids only the cancelled event’s tickets and leaves the rest of the combo to its buyer', async () => {
    expect((await cancel()).status).toBe(200);
    await eventually(
      async () => {
        await server.services.scheduler.runDue();
        const rows = [...(await refundsOf(ids.mixedItem)), ...(await refundsOf(ids.soloItem))];
        return rows.length === 2 && rows.every((r) => r.status === 'SUCCESS') ? rows : undefined;
      },
      15_000,
      'both combo shares refunded',
    );
    expect((await cancel()).status).toBe(200);
    await server.services.scheduler.runDue();

    expect((await refundsOf(ids.mixedItem)).map((r) => [r.amount, r.status])).toEqual([[160_000, 'SUCCESS']]);
    expect((await refundsOf(ids.soloItem)).map((r) => [r.amount, r.status])).toEqual([[250_000, 'SUCCESS']]);
    const mixedTickets = await ticketsOf(ids.mixedItem);
    expect(mixedTickets.find((t) => t.eventId === cancelled.id)!.status).toBe('VOID');
    expect(mixedTickets.find((t) => t.eventId === kept.id)!.status).toBe('VALID');
    const [order] = await server.database.db.select().from(orders).where(eq(orders.id, ids.mixedOrder));
    expect(order!.status).toBe('PAID');
    expect((await ticketsOf(ids.soloItem)).every((t) => t.status === 'VOID')).toBe(true);
    expect((await host.client.get(`/api/v2/events/${cancelled.id}/cancellation`)).body).toMatchObject({ paidLines: 0, refundAmount: 0 });
  });

  it('refuses the buyer a second refund of a combo line whose share went back (one refund per line)', async () => {
    const info = await mixedBuyer.client.get(`/api/v2/orders/${ids.mixedOrder}/info`);
    expect(info.body.items.find((i: { id: string }) => i.id === ids.mixedItem)).toMatchObject({
      refundable: false,
      refundRefusal: errorMessage('REFUND_ALREADY_REQUESTED'),
    });
    const asked = await mixedBuyer.client.post('/api/v1/refunds', { orderItemId: ids.mixedItem, reason: 'Tôi không đi workshop được nữa.' });
    expectError(asked, 'REFUND_ALREADY_REQUESTED');
  });
});

describe('a combo holding two events that are both cancelled', () => {
  let server: TestServer;
  let host: Session;
  let buyer: Session;
  let first: { id: string; ticketTiers: { id: string }[] };
  let second: { id: string; ticketTiers: { id: string }[] };
  const ids = { order: '', item: '' };

  beforeAll(async () => {
    server = await startTestServer();
    const admin = await loginAdmin(server);
    [host, buyer] = await Promise.all([signUpHost(server, 'Vũ Thanh Tâm'), signUpVerified(server, { fullName: 'Đinh Thị Hạnh' })]);
    first = await publishEvent(host, admin, { ticketTiers: [{ name: 'Vé ngày 1', price: 200_000, capacity: 10 }] });
    second = await publishEvent(host, admin, { ticketTiers: [{ name: 'Vé ngày 2', price: 300_000, capacity: 10 }] });
    // List prices 200 000 + 300 000 sold together for 400 000: shares of 160 000 and 240 000.
    const combo = await host.client.post('/api/v1/combos', {
      title: 'Combo hai ngày hội thảo',
      price: 400_000,
      status: 'PUBLISHED',
      items: [tierLine(first.ticketTiers[0]!.id), tierLine(second.ticketTiers[0]!.id)],
    });
    expect(combo.status, JSON.stringify(combo.body)).toBe(201);
    const order = await paidOrder(server, buyer, { items: [{ productItemType: 'COMBO', productItemId: combo.body.id, quantity: 1 }] });
    ids.order = order.id;
    ids.item = order.items[0]!.id;
  });
  afterAll(() => server.close());

  const cancel = (event: { id: string }) => host.client.post(`/api/v2/events/${event.id}/cancel`, { reason: 'Địa điểm tổ chức đóng cửa để sửa chữa.' });
  const refundsOfLine = async () =>
    (await server.database.db.select().from(refunds).where(eq(refunds.orderItemId, ids.item))).map((r) => [r.amount, r.status]).sort();
  const settled = (n: number) =>
    eventually(
      async () => {
        await server.services.scheduler.runDue();
        const rows = await refundsOfLine();
        return rows.length === n && rows.every((r) => r[1] === 'SUCCESS') ? rows : undefined;
      },
      15_000,
      `${n} shares refunded`,
    );

  it('refunds each cancelled event’s share once: the first, then the second, never more than the line cost', async () => {
    expect((await cancel(first)).status).toBe(200);
    expect(await settled(1)).toEqual([[160_000, 'SUCCESS']]);
    // The second event's preview counts its own share, not the one already given back.
    expect((await host.client.get(`/api/v2/events/${second.id}/cancellation`)).body).toMatchObject({ buyers: 1, paidLines: 1, refundAmount: 240_000 });

    const [a, b] = await Promise.all([cancel(second), cancel(second)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await settled(2)).toEqual([
      [160_000, 'SUCCESS'],
      [240_000, 'SUCCESS'],
    ]);
    const moneyBack = await server.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, ids.order), eq(payments.transactionType, 'REFUND')));
    expect(moneyBack.map((p) => p.amount).sort()).toEqual([160_000, 240_000]);
    // The buyer's refunds (and the admin's queue, read the same way) name the event each part was given back for.
    const mine = (await buyer.client.get('/api/v1/refunds')).body.data as { amount: number; shareOf: string | null }[];
    expect(mine.map((r) => [r.amount, r.shareOf]).sort()).toEqual([
      [160_000, first.id],
      [240_000, second.id],
    ]);
    // Both shares make the whole line: it is taken back and the order is refunded.
    const [order] = await server.database.db.select().from(orders).where(eq(orders.id, ids.order));
    expect(order!.status).toBe('REFUNDED');
  });

  it('refunds nothing more when either cancellation is retried, and refuses the buyer a refund of the line', async () => {
    expect((await cancel(first)).status).toBe(200);
    expect((await cancel(second)).status).toBe(200);
    await server.services.scheduler.runDue();
    await server.services.scheduler.runDue();
    expect(await refundsOfLine()).toEqual([
      [160_000, 'SUCCESS'],
      [240_000, 'SUCCESS'],
    ]);
    const asked = await buyer.client.post('/api/v1/refunds', { orderItemId: ids.item, reason: 'Tôi muốn được hoàn lại toàn bộ combo.' });
    expect(['REFUND_NOT_ALLOWED', 'REFUND_ALREADY_REQUESTED']).toContain(asked.body.code);
    for (const event of [first, second])
      expect((await host.client.get(`/api/v2/events/${event.id}/cancellation`)).body).toMatchObject({ paidLines: 0, refundAmount: 0 });
  });
});
