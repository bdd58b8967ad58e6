import type { AdminOrderDto, AdminOrderSummaryDto, Paged } from '@market/contract';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { ApiResponse, Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { eventually } from '../../../../test/support/wait.js';
import { submitEvent } from '../../catalogue/events/events.testing.js';
import { expectError } from '../../identity/auth/auth.testing.js';
import { expectInvalidFields } from '../../identity/profiles/profiles.testing.js';
import { bell, checkout, eventOnSale, paidOrder, tierLine, tierStock, type EventOnSale } from '../commerce.testing.js';
import { tickets } from '../tickets/tickets.table.js';

const NO_SUCH = '7d9f1c2e-3b4a-4c5d-8e6f-0a1b2c3d4e5f';
const HOUR = 3_600_000;

describe('admin orders', () => {
  let server: TestServer;
  let admin: Session;
  let buyer: Session;
  let other: Session;
  let carol: Session;
  let sale: EventOnSale;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, buyer, other] = await Promise.all([
      loginAdmin(server),
      signUpVerified(server, { fullName: 'Đỗ Quang Huy' }),
      signUpVerified(server, { fullName: 'Phan Thị Mai' }),
    ]);
    carol = await signUpVerified(server, { fullName: 'Vũ Ngọc Lan' });
    sale = await eventOnSale(server, {
      tiers: [
        { name: 'Vé sớm', price: 300_000, capacity: 20 },
        { name: 'Vé nhóm', price: 1_000_000, capacity: 2 },
      ],
    });
  });
  afterAll(() => server.close());

  const tier = (i: number) => sale.tiers[i]!.id;
  const record = (body: Record<string, unknown>) => admin.client.post('/api/v1/admin/order', { email: buyer.user.email, items: [tierLine(tier(0))], ...body });

  it('is for admins only, on every line', async () => {
    const lines = [
      ['GET', '/api/v1/admin/order'],
      ['POST', '/api/v1/admin/order'],
      ['GET', '/api/v1/admin/order/product-items'],
      ['GET', `/api/v1/admin/order/${NO_SUCH}`],
      ['PATCH', `/api/v1/admin/order/${NO_SUCH}`],
      ['DELETE', `/api/v1/admin/order/${NO_SUCH}`],
      ['POST', '/api/v1/admin/order/upload'],
    ] as const;
    for (const [method, path] of lines) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      expectError(await server.anonymous.request(method, path, body), 'UNAUTHORIZED');
      expectError(await buyer.client.request(method, path, body), 'INSUFFICIENT_PRIVILEGES');
    }
    expectError(await admin.client.get(`/api/v1/admin/order/${NO_SUCH}`), 'ORDER_NOT_FOUND');
    expectError(await admin.client.delete(`/api/v1/admin/order/${NO_SUCH}`), 'ORDER_NOT_FOUND');
  });

  describe('recording an order for a buyer', () => {
    it('settles a paid order at once: ADMIN payment, places sold, tickets issued, buyer told', async () => {
      const before = await tierStock(server, tier(0));
      const res = await record({ items: [tierLine(tier(0), 2)], paid: true, method: 'INVOICE', note: 'Hoá đơn số 0042' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toMatchObject({
        status: 'PAID',
        total: 600_000,
        provider: 'ADMIN',
        method: 'INVOICE',
        note: 'Hoá đơn số 0042',
        createdBy: { id: admin.user.id },
      });
      expect(res.body.buyer).toMatchObject({ id: buyer.user.id, fullName: 'Đỗ Quang Huy', email: buyer.user.email });
      expect(res.body.payments).toEqual([
        expect.objectContaining({ provider: 'ADMIN', method: 'INVOICE', transactionType: 'PAY', status: 'SUCCESS', amount: 600_000 }),
      ]);
      expect(await tierStock(server, tier(0))).toEqual({ ...before, sold: before.sold + 2 });
      expect(await server.database.db.select().from(tickets).where(eq(tickets.orderItemId, res.body.items[0].id))).toHaveLength(2);
      expect((await bell(buyer))[0]).toMatchObject({ type: 'PAYMENT_SUCCESS' });
      // The buyer sees it among their orders like any other.
      expect((await buyer.client.get(`/api/v2/orders/${res.body.id}/info`)).body.status).toBe('PAID');
    });

    it('leaves an unpaid order pending with its holds for days and no payment link', async () => {
      const before = await tierStock(server, tier(0));
      const res = await admin.client.post('/api/v1/admin/order', { userId: other.user.id, items: [tierLine(tier(0))], paid: false });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toMatchObject({ status: 'PENDING', payment: null, payments: [], method: 'BANK_TRANSFER' });
      expect(new Date(res.body.holdExpiresAt).getTime() - Date.now()).toBeGreaterThan(71 * HOUR);
      expect(await tierStock(server, tier(0))).toEqual({ ...before, held: before.held + 1 });
    });

    it('refuses unknown buyers, products that cannot be sold and malformed bodies', async () => {
      expectError(await record({ email: 'khong-ton-tai@vidu.vn' }), 'USER_NOT_FOUND');
      expect((await record({ items: [tierLine(tier(1), 3)] })).body.code).toBe('TICKET_SOLDE_OUT');
      expect((await record({ items: [tierLine(NO_SUCH)] })).body.code).toBe('INVALID_PRODUCT_ITEM');
      expectInvalidFields(await admin.client.post('/api/v1/admin/order', { items: [] }), ['email', 'items']);
      expectInvalidFields(await admin.client.post('/api/v1/admin/order', { email: buyer.user.email, items: [tierLine(tier(0))], method: 'CASH' }), ['method']);
      expectInvalidFields(await admin.client.post('/api/v1/admin/order', { email: buyer.user.email, userId: buyer.user.id, items: [tierLine(tier(0))] }), [
        'email',
      ]);
    });
  });

  describe('changing an order', () => {
    it('marks a pending order paid with an ADMIN payment, through the transition table', async () => {
      const pending = await checkout(other, { items: [tierLine(tier(1))] });
      const res = await admin.client.patch(`/api/v1/admin/order/${pending.id}`, {
        status: 'PAID',
        method: 'BANK_TRANSFER',
        note: 'Khách chuyển khoản trực tiếp',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ status: 'PAID', provider: 'ADMIN', note: 'Khách chuyển khoản trực tiếp' });
      // The provider attempt left open can no longer settle the order a second time.
      expect(res.body.payments.map((p: { provider: string; status: string }) => [p.provider, p.status])).toEqual([
        ['VNPAY', 'EXPIRED'],
        ['ADMIN', 'SUCCESS'],
      ]);
      expect(await tierStock(server, tier(1))).toMatchObject({ sold: 1, held: 0 });
    });

    it('cancels a pending order and gives its places back; a paid order cannot be cancelled or marked refunded', async () => {
      const pending = (await admin.client.post('/api/v1/admin/order', { email: other.user.email, items: [tierLine(tier(1))], paid: false })).body;
      expect(await tierStock(server, tier(1))).toMatchObject({ held: 1 });
      const cancelled = await admin.client.patch(`/api/v1/admin/order/${pending.id}`, { status: 'CANCELLED' });
      expect(cancelled.body).toMatchObject({ status: 'CANCELLED' });
      expect(cancelled.body.items[0].status).toBe('CANCELED');
      expect(await tierStock(server, tier(1))).toMatchObject({ held: 0 });
      expect((await bell(other))[0]).toMatchObject({ title: 'Đơn hàng đã huỷ' });

      const paid = await paidOrder(server, buyer, { items: [tierLine(tier(0))] });
      expectError(await admin.client.patch(`/api/v1/admin/order/${paid.id}`, { status: 'CANCELLED' }), 'ILLEGAL_STATUS_TRANSITION');
      const refunded = await admin.client.patch(`/api/v1/admin/order/${paid.id}`, { status: 'REFUNDED' });
      expect([refunded.status, refunded.body.code]).toEqual([409, 'ILLEGAL_STATUS_TRANSITION']);
      expect((await admin.client.patch(`/api/v1/admin/order/${paid.id}`, { note: 'Khách VIP' })).body).toMatchObject({ status: 'PAID', note: 'Khách VIP' });
      expectInvalidFields(await admin.client.patch(`/api/v1/admin/order/${paid.id}`, {}), ['status']);
    });

    it('sells a cancelled order again when its money arrives late and there is room', async () => {
      const pending = (await admin.client.post('/api/v1/admin/order', { email: carol.user.email, items: [tierLine(tier(1))], paid: false })).body;
      await admin.client.patch(`/api/v1/admin/order/${pending.id}`, { status: 'CANCELLED' });
      const paid = await admin.client.patch(`/api/v1/admin/order/${pending.id}`, { status: 'PAID' });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      expect(paid.body).toMatchObject({ status: 'PAID', provider: 'ADMIN' });
      expect(paid.body.items[0].status).toBe('SUCCESS');
    });
  });

  describe('deleting an order', () => {
    it('deletes only orders that never moved money, giving pending holds back first', async () => {
      const pending = await checkout(buyer, { items: [tierLine(tier(0), 3)] });
      const held = (await tierStock(server, tier(0))).held;
      const res = await admin.client.delete(`/api/v1/admin/order/${pending.id}`);
      expect(res.status).toBe(204);
      expect((await tierStock(server, tier(0))).held).toBe(held - 3);
      expectError(await admin.client.get(`/api/v1/admin/order/${pending.id}`), 'ORDER_NOT_FOUND');

      const paid = await paidOrder(server, buyer, { items: [tierLine(tier(0))] });
      expectError(await admin.client.delete(`/api/v1/admin/order/${paid.id}`), 'ORDER_NOT_DELETABLE');
    });
  });

  describe('the list and the detail', () => {
    it('filters by status, provider, days and search, with the buyer of each order', async () => {
      const all = (await admin.client.get('/api/v1/admin/order?limit=100')).body;
      expect(all.meta.total).toBe(all.data.length);
      expect(all.data[0]).toHaveProperty('buyer.email');
      const byAdmin = (await admin.client.get('/api/v1/admin/order?provider=ADMIN&status=PAID&limit=100')).body.data;
      expect(byAdmin.length).toBeGreaterThanOrEqual(2);
      expect(byAdmin.every((o: { status: string; provider: string }) => o.status === 'PAID' && o.provider === 'ADMIN')).toBe(true);
      const code = byAdmin[0].code;
      expect((await admin.client.get(`/api/v1/admin/order?search=${code.toLowerCase()}`)).body.data.map((o: { code: string }) => o.code)).toEqual([code]);
      const mine = (await admin.client.get(`/api/v1/admin/order?search=${encodeURIComponent(other.user.email!)}&limit=100`)).body.data;
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.every((o: { buyer: { id: string } }) => o.buyer.id === other.user.id)).toBe(true);
      expect((await admin.client.get('/api/v1/admin/order?search=do%20quang%20huy')).body.meta.total).toBeGreaterThan(0);

      const today = new Date(Date.now() + 7 * HOUR).toISOString().slice(0, 10);
      const tomorrow = new Date(Date.now() + 31 * HOUR).toISOString().slice(0, 10);
      expect((await admin.client.get(`/api/v1/admin/order?from=${today}&to=${today}&limit=100`)).body.meta.total).toBe(all.meta.total);
      expect((await admin.client.get(`/api/v1/admin/order?from=${tomorrow}`)).body.meta.total).toBe(0);
      expectInvalidFields(await admin.client.get('/api/v1/admin/order?from=12/03/2026&provider=PAYPAL'), ['from', 'provider']);
    });

    it('gives each row of the list the moves its detail offers, decided by the server', async () => {
      const rowOf = async (code: string) => {
        const { data } = (await admin.client.get(`/api/v1/admin/order?search=${code}`)).body as Paged<AdminOrderSummaryDto>;
        expect(data.map((o) => o.code)).toEqual([code]);
        return data[0]!;
      };
      const detailOf = async (id: string) => ((await admin.client.get(`/api/v1/admin/order/${id}`)).body as AdminOrderDto).actions;

      // A buyer of its own: a place held here would refuse the other tests' orders of that buyer (TICKET_ALREADY_HOLD).
      const trang = await signUpVerified(server, { fullName: 'Lý Thu Trang' });
      const paid = await paidOrder(server, trang, { items: [tierLine(tier(0))] });
      const dropped = await checkout(trang, { items: [tierLine(tier(0))] });
      expect((await admin.client.patch(`/api/v1/admin/order/${dropped.id}`, { status: 'CANCELLED' })).status).toBe(200);
      const pending = await checkout(trang, { items: [tierLine(tier(0))] });

      const expected = [
        [pending, { markPaid: true, cancel: true, remove: true, issueInvoice: false }],
        [paid, { markPaid: false, cancel: false, remove: false, issueInvoice: false }],
        // Cancelled before any money moved: it may still be sold by hand (money arriving late) or deleted.
        [dropped, { markPaid: true, cancel: false, remove: true, issueInvoice: false }],
      ] as const;
      for (const [order, actions] of expected) {
        expect((await rowOf(order.code)).actions, order.status).toEqual(actions);
        expect(await detailOf(order.id)).toEqual(actions);
      }
    });

    it('offers to record a VAT invoice exactly where the issue route takes one', async () => {
      const invoice = {
        companyName: 'Công ty TNHH Hạt Giống',
        taxCode: '0101234567',
        companyAddress: '12 Lý Thường Kiệt, Hà Nội',
        email: 'ketoan@hatgiong.vn',
      };
      const own = await eventOnSale(server, { host: sale.host });
      const line = [tierLine(own.tiers[0]!.id)];
      const khoa = await signUpVerified(server, { fullName: 'Tạ Đăng Khoa' });

      const plain = await paidOrder(server, khoa, { items: line });
      const asked = await paidOrder(server, khoa, { items: line, invoice });
      const issued = await paidOrder(server, khoa, { items: line, invoice });
      expect((await admin.client.put(`/api/v1/admin/order/${issued.id}/invoice`, { invoiceNumber: '00000001' })).status).toBe(200);
      const refunded = await paidOrder(server, khoa, { items: line, invoice });
      const refund = await khoa.client.post('/api/v1/refunds', { orderItemId: refunded.items[0]!.id, reason: 'Tôi bận việc gia đình, không thể tham dự.' });
      expect((await admin.client.put(`/api/v1/refunds/${refund.body.id}`, { approval: 'APPROVED' })).body.status).toBe('SUCCESS');
      const dropped = await checkout(khoa, { items: line, invoice });
      expect((await admin.client.patch(`/api/v1/admin/order/${dropped.id}`, { status: 'CANCELLED' })).status).toBe(200);
      const unpaid = await checkout(khoa, { items: line, invoice });

      const cases = [
        [unpaid, 'PENDING', false],
        [plain, 'PAID', false],
        [asked, 'PAID', true],
        // Issued already: a second number corrects it, as a replacement invoice would.
        [issued, 'PAID', true],
        // Paid, then refunded: the sale happened, so its invoice is still recorded.
        [refunded, 'REFUNDED', true],
        [dropped, 'CANCELLED', false],
      ] as const;
      for (const [order, status, offered] of cases) {
        const detail = (await admin.client.get(`/api/v1/admin/order/${order.id}`)).body as AdminOrderDto;
        const row = ((await admin.client.get(`/api/v1/admin/order?search=${order.code}`)).body as Paged<AdminOrderSummaryDto>).data[0]!;
        expect([detail.status, detail.actions.issueInvoice, row.actions.issueInvoice], order.code).toEqual([status, offered, offered]);
        const taken = await admin.client.put(`/api/v1/admin/order/${order.id}/invoice`, { invoiceNumber: '00000002' });
        expect([status, taken.status === 200], JSON.stringify(taken.body)).toEqual([status, offered]);
      }
    });

    it('lists the products an admin can put in an order, searchable, without unpublished events', async () => {
      const draft = await submitEvent(sale.host, { title: 'Sự kiện chưa duyệt' });
      const res = (await admin.client.get('/api/v1/admin/order/product-items?limit=100')).body;
      const ids = res.data.map((p: { productItemId: string }) => p.productItemId);
      expect(ids).toEqual(expect.arrayContaining([tier(0), tier(1)]));
      expect(ids).not.toContain(draft.ticketTiers[0].id);
      expect(res.data.find((p: { productItemId: string }) => p.productItemId === tier(0))).toMatchObject({
        productItemType: 'TICKET_TIER',
        title: sale.event.title,
        subtitle: 'Vé sớm',
        unitPrice: 300_000,
        host: { fullName: 'Phạm Thu Hà' },
      });
      const searched = (await admin.client.get(`/api/v1/admin/order/product-items?search=${encodeURIComponent('vé nhóm')}`)).body;
      expect(searched.data.map((p: { productItemId: string }) => p.productItemId)).toEqual([tier(1)]);
      expect(
        (await admin.client.get('/api/v1/admin/order/product-items?type=CALENDAR_FRAME')).body.data.every(
          (p: { productItemType: string }) => p.productItemType === 'CALENDAR_FRAME',
        ),
      ).toBe(true);
    });
  });

  describe('bulk upload', () => {
    async function upload(name: string, type: string, content: string | Uint8Array): Promise<ApiResponse> {
      const form = new FormData();
      form.append('file', new Blob([content as BlobPart], { type }), name);
      const response = await fetch(`${server.url}/api/v1/admin/order/upload`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${admin.accessToken}` },
      });
      return { status: response.status, body: await response.json(), headers: response.headers };
    }
    const finished = (queue: string, jobId: string) =>
      eventually(
        async () => {
          const res = await admin.client.get(`/api/v1/queue/${queue}/${jobId}/status`);
          return res.body.status === 'SUCCESS' || res.body.status === 'FAILED' ? res.body : undefined;
        },
        25_000,
        'the upload job',
      );

    it('records one order per CSV line and reports each refused line with its reason', async () => {
      const csv = [
        'email,productItemType,productItemId,quantity,paid,method,note',
        `${buyer.user.email},TICKET_TIER,${tier(0)},2,có,BANK_TRANSFER,Đoàn công ty A`,
        `${carol.user.email},,${tier(0)},,không,INVOICE,`,
        `khong-co-ai@vidu.vn,TICKET_TIER,${tier(0)},1,có,,`,
        `sai-email,TICKET_TIER,${tier(0)},1,có,,`,
        `${buyer.user.email},TICKET_TIER,${tier(1)},5,có,,`,
        `${buyer.user.email},TICKET_TIER,${tier(0)},1,có,TIEN_MAT,`,
      ].join('\n');
      const accepted = await upload('don-hang.csv', 'text/csv', csv);
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
      expect(accepted.body).toMatchObject({ queue: 'commerce.admin-orders-upload', rows: 6 });
      const job = await finished(accepted.body.queue, accepted.body.jobId);
      expect(job.status).toBe('SUCCESS');
      expect(job.result).toMatchObject({ total: 6, created: 2, refused: 4 });
      const rows = job.result.rows as { row: number; status: string; code: string | null; reason: string | null; orderId: string | null }[];
      expect(rows.map((r) => [r.row, r.status, r.code])).toEqual([
        [2, 'CREATED', null],
        [3, 'CREATED', null],
        [4, 'REFUSED', 'USER_NOT_FOUND'],
        [5, 'REFUSED', 'INVALID_EMAIL'],
        [6, 'REFUSED', 'TICKET_SOLDE_OUT'],
        [7, 'REFUSED', 'INVALID_INPUT_PARAMS'],
      ]);
      expect(rows[2]!.reason).toBe('Không có tài khoản nào dùng email này.');
      expect(rows[5]!.reason).toContain('TIEN_MAT');
      const [first, second] = await Promise.all([
        admin.client.get(`/api/v1/admin/order/${rows[0]!.orderId}`),
        admin.client.get(`/api/v1/admin/order/${rows[1]!.orderId}`),
      ]);
      expect(first.body).toMatchObject({ status: 'PAID', total: 600_000, provider: 'ADMIN', note: 'Đoàn công ty A' });
      expect(second.body).toMatchObject({ status: 'PENDING', method: 'INVOICE', buyer: { id: carol.user.id } });
    });

    it('reads an XLSX file with Vietnamese headers', async () => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Đơn hàng');
      sheet.addRow(['Email', 'Mã sản phẩm', 'Số lượng', 'Đã thanh toán', 'Ghi chú']);
      sheet.addRow([buyer.user.email, tier(0), 1, 'x', 'Từ tệp Excel']);
      const accepted = await upload(
        'don-hang.xlsx',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        new Uint8Array(await workbook.xlsx.writeBuffer()),
      );
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
      const job = await finished(accepted.body.queue, accepted.body.jobId);
      expect(job.result).toMatchObject({ total: 1, created: 1, refused: 0 });
      expect((await admin.client.get(`/api/v1/admin/order/${job.result.rows[0].orderId}`)).body).toMatchObject({ status: 'PAID', note: 'Từ tệp Excel' });
    });

    it('refuses files that are not CSV or XLSX or lack the columns', async () => {
      expectError(await upload('don-hang.pdf', 'application/pdf', '%PDF-1.4'), 'FILE_TYPE_NOT_ALLOWED');
      expectError(await upload('don-hang.csv', 'text/csv', 'ten,so luong\nAn,1'), 'INVALID_FILE');
      expectError(await upload('don-hang.csv', 'text/csv', 'email,productItemId\n'), 'INVALID_FILE');
    });
  });
});
