import type { OrderDto } from '@market/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { expectError } from '../../identity/auth/auth.testing.js';
import { expectInvalidFields } from '../../identity/profiles/profiles.testing.js';
import { bell, checkout, eventOnSale, paidOrder, tierLine, tierStock, type EventOnSale } from '../commerce.testing.js';
import { orderItems } from '../orders/orders.table.js';
import type { PaymentProviderAdapter } from '../payments/payment-provider.js';
import { payments } from '../payments/payments.table.js';
import { tickets } from '../tickets/tickets.table.js';

const BANK = { bankName: 'Vietcombank', bankAccountNumber: '0071 0012 34567', bankAccountName: 'NGUYEN VAN AN' };

describe('refunds', () => {
  let server: TestServer;
  let admin: Session;
  let buyer: Session;
  let other: Session;
  let sale: EventOnSale;
  const [standard, vip, free] = [0, 1, 2];

  beforeAll(async () => {
    server = await startTestServer();
    [admin, buyer, other] = await Promise.all([
      loginAdmin(server),
      signUpVerified(server, { fullName: 'Nguyễn Văn An' }),
      signUpVerified(server, { fullName: 'Lê Thị Cúc' }),
    ]);
    sale = await eventOnSale(server, {
      tiers: [
        { name: 'Vé thường', price: 200_000, capacity: 10 },
        { name: 'Vé VIP', price: 500_000, capacity: 5 },
        { name: 'Vé mời', price: 0, capacity: 10 },
      ],
    });
  });
  afterAll(() => server.close());

  const tier = (i: number) => sale.tiers[i]!.id;
  const ask = (session: Session, body: Record<string, unknown>) =>
    session.client.post('/api/v1/refunds', { reason: 'Tôi bận việc gia đình, không thể tham dự.', ...body });
  const review = (id: string, body: Record<string, unknown>) => admin.client.put(`/api/v1/refunds/${id}`, body);
  const lineOf = (order: OrderDto, tierIndex: number) => order.items.find((i) => i.productItemId === tier(tierIndex))!;
  const paymentsOf = async (orderId: string) =>
    (await admin.client.get(`/api/v1/admin/order/${orderId}`)).body.payments as {
      transactionType: string;
      status: string;
      amount: number;
      provider: string;
      method: string | null;
    }[];
  const orderOf = async (orderId: string) => (await buyer.client.get(`/api/v2/orders/${orderId}/info`)).body as OrderDto;

  describe('asking for a refund', () => {
    it('is for signed-in buyers, about their own paid lines only', async () => {
      const order = await paidOrder(server, buyer, { items: [tierLine(tier(standard))] });
      const line = lineOf(order, standard);
      expectError(await server.anonymous.post('/api/v1/refunds', { orderItemId: line.id, reason: 'Không đi được nữa' }), 'UNAUTHORIZED');
      expectError(await ask(other, { orderItemId: line.id }), 'ORDER_ITEM_NOT_FOUND');
      expectError(await ask(buyer, { orderItemId: '7d9f1c2e-3b4a-4c5d-8e6f-0a1b2c3d4e5f' }), 'ORDER_ITEM_NOT_FOUND');
      expectInvalidFields(await ask(buyer, { orderItemId: line.id, reason: 'ok', bankName: 'VCB' }), ['reason', 'bankAccountNumber']);
    });

    it('refuses unpaid lines, free lines and lines whose event has started, with clear codes', async () => {
      const pending = await checkout(other, { items: [tierLine(tier(vip))] });
      const unpaid = await ask(other, { orderItemId: pending.items[0]!.id });
      expect([unpaid.status, unpaid.body.code]).toEqual([409, 'REFUND_NOT_ALLOWED']);
      expect(unpaid.body.message).toBe('Chỉ yêu cầu hoàn tiền được cho sản phẩm đã thanh toán.');
      await server.services.commerce.orders.expireDue(new Date(Date.now() + 3_600_000));

      const freeOrder = await checkout(other, { items: [tierLine(tier(free))] });
      expect(freeOrder.status).toBe('PAID');
      expectError(await ask(other, { orderItemId: freeOrder.items[0]!.id }), 'REFUND_FREE_ITEM');

      const started = await paidOrder(server, other, { items: [tierLine(tier(standard))] });
      await server.database.db
        .update(orderItems)
        .set({ startsAt: new Date(Date.now() - 60_000) })
        .where(eq(orderItems.id, started.items[0]!.id));
      const late = await ask(other, { orderItemId: started.items[0]!.id });
      expect([late.status, late.body.code]).toEqual([409, 'REFUND_NOT_ALLOWED']);
      expect(late.body.message).toContain('đã bắt đầu');
    });

    it('opens one AUTO request per line for a provider payment, and lists it only to its buyer', async () => {
      const order = await paidOrder(server, buyer, { items: [tierLine(tier(standard))] });
      const line = lineOf(order, standard);
      const res = await ask(buyer, { orderItemId: line.id, ...BANK });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toMatchObject({
        orderCode: order.code,
        amount: 200_000,
        mode: 'AUTO',
        status: 'PENDING',
        approval: 'PENDING',
        provider: 'VNPAY',
        bankAccountNumber: null,
      });
      expect(res.body.item).toMatchObject({ title: sale.event.title, subtitle: 'Vé thường', quantity: 1 });
      expectError(await ask(buyer, { orderItemId: line.id }), 'REFUND_ALREADY_REQUESTED');

      const mine = (await buyer.client.get('/api/v1/refunds')).body;
      expect(mine.data.map((r: { id: string }) => r.id)).toContain(res.body.id);
      expect((await other.client.get('/api/v1/refunds')).body.data.map((r: { id: string }) => r.id)).not.toContain(res.body.id);
      expectError(await other.client.put(`/api/v1/refunds/${res.body.id}/account`, BANK), 'REFUND_NOT_FOUND');
      expectError(await buyer.client.put(`/api/v1/refunds/${res.body.id}/account`, BANK), 'REFUND_ACCOUNT_NOT_NEEDED');
    });
  });

  describe('the admin queue', () => {
    it('is for admins only', async () => {
      const someId = '7d9f1c2e-3b4a-4c5d-8e6f-0a1b2c3d4e5f';
      for (const [method, path] of [
        ['get', '/api/v1/refunds/all'],
        ['get', '/api/v1/refunds/status/count'],
        ['get', '/api/v1/refunds/approval/count'],
        ['put', `/api/v1/refunds/${someId}`],
      ] as const) {
        const body = method === 'put' ? { approval: 'APPROVED' } : undefined;
        expectError(await server.anonymous.request(method.toUpperCase(), path, body), 'UNAUTHORIZED');
        expectError(await buyer.client.request(method.toUpperCase(), path, body), 'INSUFFICIENT_PRIVILEGES');
      }
      expectError(await server.anonymous.get('/api/v1/refunds'), 'UNAUTHORIZED');
      expectError(await review(someId, { approval: 'APPROVED' }), 'REFUND_NOT_FOUND');
      expectInvalidFields(await review(someId, {}), ['approval']);
    });

    it('counts refunds per status and per approval, and filters the list', async () => {
      const [byStatus, byApproval] = await Promise.all([admin.client.get('/api/v1/refunds/status/count'), admin.client.get('/api/v1/refunds/approval/count')]);
      expect(Object.keys(byStatus.body.counts).sort()).toEqual(['AWAITING_INFO', 'FAILED', 'PENDING', 'PROCESSING', 'SUCCESS']);
      expect(Object.keys(byApproval.body.counts).sort()).toEqual(['APPROVED', 'CANCELLED', 'PENDING', 'REJECTED']);
      expect(byStatus.body.total).toBe(byApproval.body.total);
      expect(byStatus.body.counts.PENDING).toBeGreaterThanOrEqual(1);

      const pending = (await admin.client.get('/api/v1/refunds/all?status=PENDING&approval=PENDING&mode=AUTO')).body;
      expect(pending.meta.total).toBe(byStatus.body.counts.PENDING);
      const code = pending.data[0].orderCode;
      const found = (await admin.client.get(`/api/v1/refunds/all?search=${code.toLowerCase()}`)).body.data;
      expect(found.map((r: { orderCode: string }) => r.orderCode)).toEqual([code]);
      expect(found[0].buyer).toMatchObject({ fullName: 'Nguyễn Văn An' });
      expect((await admin.client.get('/api/v1/refunds/all?search=Nguyen%20Van%20An')).body.meta.total).toBeGreaterThanOrEqual(1);
      expect(
        (await admin.client.get('/api/v1/refunds/all?mode=MANUAL&status=SUCCESS')).body.data.every(
          (r: { mode: string; status: string }) => r.mode === 'MANUAL' && r.status === 'SUCCESS',
        ),
      ).toBe(true);
    });
  });

  describe('AUTO refunds through the provider', () => {
    it('gives the money back on approval: stock on sale again, tickets void, a REFUND payment, the buyer told', async () => {
      const order = await paidOrder(server, buyer, { items: [tierLine(tier(standard), 2), tierLine(tier(vip))] });
      const before = await tierStock(server, tier(standard));
      const line = lineOf(order, standard);
      const asked = (await ask(buyer, { orderItemId: line.id })).body;
      expect(asked.amount).toBe(400_000);

      const approved = await review(asked.id, { approval: 'APPROVED', note: 'Đồng ý hoàn tiền' });
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      expect(approved.body).toMatchObject({ approval: 'APPROVED', status: 'SUCCESS', adminNote: 'Đồng ý hoàn tiền', failureReason: null });
      expect(approved.body.completedAt).not.toBeNull();
      expect(await tierStock(server, tier(standard))).toMatchObject({ sold: before.sold - 2 });
      const issued = await server.database.db.select({ status: tickets.status }).from(tickets).where(eq(tickets.orderItemId, line.id));
      expect(issued.map((t) => t.status)).toEqual(['VOID', 'VOID']);
      const vipTickets = await server.database.db
        .select({ status: tickets.status })
        .from(tickets)
        .where(eq(tickets.orderItemId, lineOf(order, vip).id));
      expect(vipTickets.map((t) => t.status)).not.toContain('VOID');

      const afterOne = await orderOf(order.id);
      expect(afterOne.status).toBe('PAID');
      expect(lineOf(afterOne, standard).refundedAt).not.toBeNull();
      expect(afterOne.payment).toMatchObject({ status: 'SUCCESS', amount: 900_000 });
      expect((await paymentsOf(order.id)).filter((p) => p.transactionType === 'REFUND')).toEqual([
        expect.objectContaining({ status: 'SUCCESS', amount: 400_000, provider: 'VNPAY' }),
      ]);
      expect((await bell(buyer))[0]).toMatchObject({ type: 'REFUND_SUCCESS', title: 'Hoàn tiền thành công' });
      expect((await bell(buyer))[0]!.body).toContain('400.000');
    });

    it('does nothing twice when approved twice', async () => {
      const refund = (await buyer.client.get('/api/v1/refunds?status=SUCCESS')).body.data[0];
      const stock = await tierStock(server, tier(standard));
      const again = await review(refund.id, { approval: 'APPROVED' });
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ status: 'SUCCESS', approval: 'APPROVED' });
      expect(await tierStock(server, tier(standard))).toEqual(stock);
      expect((await paymentsOf(refund.orderId)).filter((p) => p.transactionType === 'REFUND')).toHaveLength(1);
      expectError(await review(refund.id, { approval: 'REJECTED' }), 'ILLEGAL_STATUS_TRANSITION');
      expectError(await review(refund.id, { status: 'AWAITING_INFO' }), 'ILLEGAL_STATUS_TRANSITION');
    });

    it('moves the order to REFUNDED once its last paid line is refunded', async () => {
      const refunded = (await buyer.client.get('/api/v1/refunds?status=SUCCESS')).body.data[0];
      const order = await orderOf(refunded.orderId);
      const asked = (await ask(buyer, { orderItemId: lineOf(order, vip).id })).body;
      expect((await review(asked.id, { approval: 'APPROVED' })).body.status).toBe('SUCCESS');
      const done = await orderOf(order.id);
      expect(done.status).toBe('REFUNDED');
      expect(done.payment).toMatchObject({ status: 'REFUND', amount: 900_000 });
      expect(
        (await paymentsOf(order.id))
          .filter((p) => p.transactionType === 'REFUND')
          .map((p) => p.amount)
          .sort(),
      ).toEqual([400_000, 500_000]);
    });

    it('refuses to approve a request whose line was refunded by other means since it was asked for, and leaves it undecided', async () => {
      const order = await paidOrder(server, buyer, { items: [tierLine(tier(standard))] });
      const line = lineOf(order, standard);
      const asked = await ask(buyer, { orderItemId: line.id });
      expect(asked.status, JSON.stringify(asked.body)).toBe(201);
      await server.database.db.update(orderItems).set({ refundedAt: new Date() }).where(eq(orderItems.id, line.id));

      const res = await review(asked.body.id, { approval: 'APPROVED' });
      expect([res.status, res.body.code, res.body.message]).toEqual([409, 'REFUND_NOT_ALLOWED', 'Sản phẩm này đã được hoàn tiền.']);
      const mine = (await buyer.client.get('/api/v1/refunds?limit=50')).body.data as { id: string }[];
      expect(mine.find((r) => r.id === asked.body.id)).toMatchObject({ approval: 'PENDING', status: 'PENDING' });
      expect((await paymentsOf(order.id)).filter((p) => p.transactionType === 'REFUND')).toHaveLength(0);
      // Withdrawn so the requests the next cases count are theirs.
      await server.database.db.update(orderItems).set({ refundedAt: null }).where(eq(orderItems.id, line.id));
      await review(asked.body.id, { approval: 'REJECTED' });
    });

    it('fails with a clear reason when no provider can refund, and succeeds when retried once one can', async () => {
      const order = await paidOrder(server, buyer, { items: [tierLine(tier(vip))] });
      const asked = (await ask(buyer, { orderItemId: order.items[0]!.id })).body;
      const providers = server.services.commerce.backOffice.providers;
      const vnpay = providers.VNPAY;
      delete providers.VNPAY;
      try {
        const failed = (await review(asked.id, { approval: 'APPROVED' })).body;
        expect(failed).toMatchObject({ approval: 'APPROVED', status: 'FAILED' });
        expect(failed.failureReason).toContain('VNPAY');
      } finally {
        providers.VNPAY = vnpay;
      }
      expect((await bell(buyer))[0]).toMatchObject({ type: 'REFUND_FAILED', title: 'Hoàn tiền chưa thành công' });
      expect(await tierStock(server, tier(vip))).toMatchObject({ sold: 1 });

      const retried = (await review(asked.id, { status: 'PROCESSING' })).body;
      expect(retried).toMatchObject({ status: 'SUCCESS', failureReason: null });
      expect((await paymentsOf(order.id)).filter((p) => p.transactionType === 'REFUND').map((p) => p.status)).toEqual(['FAILED', 'SUCCESS']);
      expect(await tierStock(server, tier(vip))).toMatchObject({ sold: 0 });
    });

    it('records the provider refusing a refund', async () => {
      const order = await paidOrder(server, buyer, { items: [tierLine(tier(vip))] });
      const asked = (await ask(buyer, { orderItemId: order.items[0]!.id })).body;
      const providers = server.services.commerce.backOffice.providers;
      const vnpay = providers.VNPAY!;
      const refusing: PaymentProviderAdapter = {
        name: 'VNPAY',
        createPayment: (intent) => vnpay.createPayment(intent),
        refund: async () => ({ ok: false, refundId: null, code: '94' }),
      };
      providers.VNPAY = refusing;
      try {
        const failed = (await review(asked.id, { approval: 'APPROVED' })).body;
        expect(failed).toMatchObject({ status: 'FAILED', failureReason: 'Cổng thanh toán từ chối hoàn tiền (mã 94).' });
      } finally {
        providers.VNPAY = vnpay;
      }
      // The admin gives up: the request is closed and the line may be asked for again.
      const rejected = (await review(asked.id, { approval: 'REJECTED', note: 'Vui lòng liên hệ hỗ trợ' })).body;
      expect(rejected).toMatchObject({ approval: 'REJECTED', status: 'FAILED' });
      expect((await ask(buyer, { orderItemId: order.items[0]!.id })).status).toBe(201);
    });
  });

  describe('rejection', () => {
    it('closes the request as FAILED, tells the buyer why and frees the line for a new request', async () => {
      const order = await paidOrder(server, other, { items: [tierLine(tier(standard))] });
      const asked = (await ask(other, { orderItemId: order.items[0]!.id })).body;
      const rejected = await review(asked.id, { approval: 'REJECTED', note: 'Đã quá hạn hoàn vé theo chính sách' });
      expect(rejected.body).toMatchObject({ approval: 'REJECTED', status: 'FAILED', adminNote: 'Đã quá hạn hoàn vé theo chính sách' });
      expect((await bell(other))[0]).toMatchObject({ type: 'REFUND_FAILED', title: 'Yêu cầu hoàn tiền bị từ chối' });
      expect((await bell(other))[0]!.body).toContain('Đã quá hạn hoàn vé theo chính sách');
      expectError(await review(asked.id, { approval: 'APPROVED' }), 'ILLEGAL_STATUS_TRANSITION');
      expect((await other.client.get(`/api/v2/orders/${order.id}/info`)).body.status).toBe('PAID');
      expect((await ask(other, { orderItemId: order.items[0]!.id })).status).toBe(201);
    });
  });

  describe('MANUAL refunds of orders an admin recorded', () => {
    async function recordedOrder(quantity = 1): Promise<OrderDto> {
      const res = await admin.client.post('/api/v1/admin/order', {
        email: buyer.user.email,
        items: [tierLine(tier(standard), quantity)],
        paid: true,
        method: 'BANK_TRANSFER',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body;
    }

    it('waits for the bank account, then is transferred by the admin and takes the line back', async () => {
      const order = await recordedOrder(2);
      const stock = await tierStock(server, tier(standard));
      const asked = (await ask(buyer, { orderItemId: order.items[0]!.id })).body;
      expect(asked).toMatchObject({ mode: 'MANUAL', status: 'AWAITING_INFO', approval: 'PENDING', provider: 'ADMIN', amount: 400_000 });
      expectError(await review(asked.id, { approval: 'APPROVED' }), 'ILLEGAL_STATUS_TRANSITION');
      expectInvalidFields(await buyer.client.put(`/api/v1/refunds/${asked.id}/account`, { ...BANK, bankAccountNumber: 'abc' }), ['bankAccountNumber']);

      const given = (await buyer.client.put(`/api/v1/refunds/${asked.id}/account`, BANK)).body;
      expect(given).toMatchObject({ status: 'PENDING', bankName: 'Vietcombank', bankAccountNumber: '007100123456' + '7', bankAccountName: 'NGUYEN VAN AN' });

      const approved = (await review(asked.id, { approval: 'APPROVED' })).body;
      expect(approved).toMatchObject({ approval: 'APPROVED', status: 'PROCESSING' });
      expect(await tierStock(server, tier(standard))).toEqual(stock);
      const transferred = (await review(asked.id, { status: 'SUCCESS', note: 'Đã chuyển khoản ngày 12/03' })).body;
      expect(transferred).toMatchObject({ status: 'SUCCESS', adminNote: 'Đã chuyển khoản ngày 12/03' });
      expect(await tierStock(server, tier(standard))).toMatchObject({ sold: stock.sold - 2 });
      expect((await orderOf(order.id)).status).toBe('REFUNDED');
      expect((await paymentsOf(order.id)).filter((p) => p.transactionType === 'REFUND')).toEqual([
        expect.objectContaining({ status: 'SUCCESS', amount: 400_000, provider: 'ADMIN', method: 'BANK_TRANSFER' }),
      ]);
      expect((await bell(buyer))[0]!.body).toContain('tài khoản ngân hàng bạn cung cấp');
      expectError(await review(asked.id, { status: 'AWAITING_INFO' }), 'ILLEGAL_STATUS_TRANSITION');
    });

    it('goes back to the buyer when the admin needs other bank details, and on once they are given', async () => {
      const order = await recordedOrder();
      const asked = (await ask(buyer, { orderItemId: order.items[0]!.id, ...BANK })).body;
      expect(asked).toMatchObject({ mode: 'MANUAL', status: 'PENDING' });
      expect((await review(asked.id, { approval: 'APPROVED' })).body.status).toBe('PROCESSING');
      expect((await review(asked.id, { status: 'AWAITING_INFO', note: 'Sai tên chủ tài khoản' })).body.status).toBe('AWAITING_INFO');
      expect((await buyer.client.put(`/api/v1/refunds/${asked.id}/account`, { ...BANK, bankAccountName: 'NGUYEN VAN AN B' })).body.status).toBe('PROCESSING');
      const failed = (await review(asked.id, { status: 'FAILED', note: 'Ngân hàng trả lại' })).body;
      expect(failed).toMatchObject({ status: 'FAILED', approval: 'APPROVED' });
      expect((await bell(buyer))[0]).toMatchObject({ type: 'REFUND_FAILED' });
      expect((await orderOf(order.id)).status).toBe('PAID');
      const [refundRows] = await Promise.all([
        server.database.db
          .select()
          .from(payments)
          .where(and(eq(payments.orderId, order.id), eq(payments.transactionType, 'REFUND'))),
      ]);
      expect(refundRows).toEqual([]);
    });
  });

  describe('withdrawing a request', () => {
    const withdraw = (session: Session, id: string) => session.client.post(`/api/v1/refunds/${id}/withdraw`, {});

    it('lets the buyer withdraw a request nobody has decided yet, which frees the line for a new one', async () => {
      const order = await paidOrder(server, buyer, { items: [tierLine(tier(standard))] });
      const line = lineOf(order, standard);
      const asked = (await ask(buyer, { orderItemId: line.id })).body;
      expectError(await withdraw(other, asked.id), 'REFUND_NOT_FOUND');
      expectError(await server.anonymous.post(`/api/v1/refunds/${asked.id}/withdraw`, {}), 'UNAUTHORIZED');

      const res = await withdraw(buyer, asked.id);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ id: asked.id, approval: 'CANCELLED', status: 'FAILED' });
      expectError(await withdraw(buyer, asked.id), 'ILLEGAL_STATUS_TRANSITION');
      expectError(await review(asked.id, { approval: 'APPROVED' }), 'ILLEGAL_STATUS_TRANSITION');
      expect((await orderOf(order.id)).status).toBe('PAID');
      expect((await ask(buyer, { orderItemId: line.id })).status).toBe(201);
    });

    it('refuses once the admin has approved the request', async () => {
      const order = await paidOrder(server, buyer, { items: [tierLine(tier(vip))] });
      const asked = (await ask(buyer, { orderItemId: lineOf(order, vip).id })).body;
      expect((await review(asked.id, { approval: 'APPROVED' })).status).toBe(200);
      expectError(await withdraw(buyer, asked.id), 'ILLEGAL_STATUS_TRANSITION');
    });
  });
});
