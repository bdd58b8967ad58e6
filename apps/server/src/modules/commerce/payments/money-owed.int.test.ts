import type { AdminOrderDto, AdminOrderSummaryDto, Paged } from '@market/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { bell, checkout, eventOnSale, paidOrder, settleLatest, tierLine } from '../commerce.testing.js';
import type { CallbackOutcome } from './payment-provider.js';
import { payments } from './payments.table.js';

/** A verified success callback of one attempt (by its number), as the provider would deliver it. */
async function confirmAttempt(server: TestServer, orderId: string, attempt: number) {
  const [payment] = await server.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.attempt, attempt)));
  const outcome: CallbackOutcome = {
    provider: payment!.provider as CallbackOutcome['provider'],
    reference: payment!.reference,
    amount: payment!.amount,
    currency: 'VND',
    success: true,
    resultCode: '00',
    providerTransactionId: `GD-${payment!.reference}`,
    dedupeKey: `${payment!.reference}:ok`,
    payload: {},
  };
  return { payment: payment!, settle: () => server.services.commerce.paymentSettlement.settle(outcome) };
}

describe('money that arrives for an order that cannot take it', () => {
  let server: TestServer;
  let admin: Session;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await loginAdmin(server);
  });
  afterAll(() => server.close());

  async function refundsOf(orderId: string) {
    const res = await admin.client.get('/api/v1/refunds/all?limit=100');
    expect(res.status).toBe(200);
    return (res.body.data as { orderId: string; amount: number; mode: string; approval: string; status: string }[]).filter((r) => r.orderId === orderId);
  }

  it('opens one refund and tells the buyer when an abandoned attempt of a paid order is paid too', async () => {
    const buyer = await signUpVerified(server, { fullName: 'Trần Thị Bình' });
    const sale = await eventOnSale(server, { tiers: [{ name: 'Vé thường', price: 200_000, capacity: 10 }] });
    const order = await checkout(buyer, { items: [tierLine(sale.tiers[0]!.id)] });
    // The buyer gives up on the first attempt and pays with a second one.
    expect((await buyer.client.post('/api/v2/payments/retry', { orderId: order.id, provider: 'VNPAY' })).status).toBe(200);
    expect(await settleLatest(server, order.id)).toBe('SETTLED');
    const first = await confirmAttempt(server, order.id, 1);

    expect(await first.settle()).toBe('SETTLED');
    expect(await first.settle()).toBe('DUPLICATE');

    const opened = await refundsOf(order.id);
    expect(opened).toEqual([expect.objectContaining({ amount: 200_000, mode: 'AUTO', approval: 'PENDING', status: 'PENDING' })]);
    expect((await bell(buyer)).filter((n) => n.data.orderId === order.id && /hoàn/.test(n.body))).toHaveLength(1);
    // The order keeps its one sale.
    expect((await buyer.client.get(`/api/v2/orders/${order.id}/info`)).body.status).toBe('PAID');
  });

  it('opens one refund when an expired order is paid after its places were sold to someone else', async () => {
    const late = await signUpVerified(server, { fullName: 'Lê Văn Cường' });
    const quick = await signUpVerified(server);
    const sale = await eventOnSale(server, { tiers: [{ name: 'Vé cuối', price: 300_000, capacity: 1 }] });
    const order = await checkout(late, { items: [tierLine(sale.tiers[0]!.id)] });
    expect(await server.services.commerce.orders.expireDue(new Date(Date.now() + 3_600_000))).toBeGreaterThanOrEqual(1);
    await paidOrder(server, quick, { items: [tierLine(sale.tiers[0]!.id)] });

    const attempt = await confirmAttempt(server, order.id, 1);
    expect(await attempt.settle()).toBe('SETTLED');
    expect(await attempt.settle()).toBe('DUPLICATE');

    expect(await refundsOf(order.id)).toEqual([expect.objectContaining({ amount: 300_000, mode: 'AUTO', approval: 'PENDING' })]);
    expect((await bell(late)).filter((n) => n.data.orderId === order.id && /hoàn/.test(n.body))).toHaveLength(1);
    expect((await late.client.get(`/api/v2/orders/${order.id}/info`)).body.status).toBe('CANCELLED');
  });

  it("refuses an admin's mark paid of an order whose late payment is owed back, even once a place is free again", async () => {
    const late = await signUpVerified(server, { fullName: 'Đặng Thu Hà' });
    const holder = await signUpVerified(server);
    const sale = await eventOnSale(server, { tiers: [{ name: 'Vé duy nhất', price: 250_000, capacity: 1 }] });
    const order = await checkout(late, { items: [tierLine(sale.tiers[0]!.id)] });
    expect(await server.services.commerce.orders.expireDue(new Date(Date.now() + 3_600_000))).toBeGreaterThanOrEqual(1);
    // Someone else holds the one place when the late payment arrives: it is owed back.
    await checkout(holder, { items: [tierLine(sale.tiers[0]!.id)] });
    expect(await (await confirmAttempt(server, order.id, 1)).settle()).toBe('SETTLED');
    const [owed] = await refundsOf(order.id);
    expect(owed).toMatchObject({ amount: 250_000 });
    // That hold runs out: the place could be sold again.
    expect(await server.services.commerce.orders.expireDue(new Date(Date.now() + 3_600_000))).toBeGreaterThanOrEqual(1);

    const marked = await admin.client.patch(`/api/v1/admin/order/${order.id}`, { status: 'PAID', method: 'BANK_TRANSFER' });
    expect(marked.status).toBe(409);
    expect(marked.body).toMatchObject({ code: 'ILLEGAL_STATUS_TRANSITION', message: expect.stringContaining('phải hoàn lại cho người mua') });
    // The order stays cancelled, with no payment recorded by hand, and its money still goes back.
    const detail = (await admin.client.get(`/api/v1/admin/order/${order.id}`)).body as AdminOrderDto;
    expect(detail.status).toBe('CANCELLED');
    // The console no longer offers it.
    expect(detail.actions).toEqual({ markPaid: false, cancel: false, remove: false, issueInvoice: false });
    // Nor does its row in the list, by the same rule.
    const list = (await admin.client.get(`/api/v1/admin/order?search=${order.code}`)).body as Paged<AdminOrderSummaryDto>;
    expect(list.data.map((row) => [row.code, row.actions])).toEqual([[order.code, detail.actions]]);
    expect(detail.payments.map((p) => p.provider)).not.toContain('ADMIN');
    expect(await refundsOf(order.id)).toEqual([owed]);
  });
});
