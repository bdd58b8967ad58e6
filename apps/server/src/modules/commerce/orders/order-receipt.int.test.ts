import { formatVnd } from '@market/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { eventually } from '../../../../test/support/wait.js';
import { publishedCourse } from '../../catalogue/courses/courses.testing.js';
import { expectError, expectInvalid } from '../../identity/auth/auth.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { bell, checkout, eventOnSale, paidOrder, tierLine, type EventOnSale } from '../commerce.testing.js';

const courseLine = (id: string) => ({ productItemType: 'ONLINE_COURSE', productItemId: id, quantity: 1 });
const invoice = {
  companyName: 'Công ty TNHH Hạt Giống',
  taxCode: '0101234567-001',
  companyAddress: '12 Lý Thường Kiệt, phường Cửa Nam, Hà Nội',
  email: 'ketoan@hatgiong.vn',
};

describe('after paying: the receipt e-mail and the VAT invoice', () => {
  let server: TestServer;
  let admin: Session;
  let host: Session;
  let sale: EventOnSale;
  let course: { id: string; slug: string };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await loginAdmin(server);
    host = await signUpHost(server, 'Đinh Hải Yến');
    sale = await eventOnSale(server, {
      host,
      tiers: [{ name: 'Vé <b>thường</b>', price: 150_000, capacity: 50, maxPerOrder: 5 }],
    });
    const built = await publishedCourse(server, host, admin, { title: 'Ghi chép <script>alert("x")</script> hiệu quả', price: 300_000 });
    course = { id: built.course.id, slug: built.course.slug };
  }, 90_000);
  afterAll(() => server.close());

  /** The buyer's newest e-mail of this subject, as their inbox shows it (the outbox records every message). */
  const receiptOf = (buyer: Session) =>
    eventually(async () => {
      const page = await server.services.messaging.listOutbox({ recipient: buyer.user.email!, kind: 'EMAIL', page: 1, limit: 20, sort: 'DESC' });
      return page.data.find((m) => m.subject === 'Thanh toán thành công');
    });

  it('sends the buyer an HTML receipt with a text twin: lines, totals in VND, payment, links to each item and to the order', async () => {
    const buyer = await signUpVerified(server, { fullName: 'Kiều Anh Thư' });
    const order = await paidOrder(server, buyer, { items: [tierLine(sale.tiers[0]!.id, 2), courseLine(course.id)] });
    const mail = await receiptOf(buyer);
    const base = server.config.publicUrl;
    const { html, body: text } = mail;
    expect(html).toBeTruthy();

    for (const part of [order.code, formatVnd(150_000), formatVnd(300_000), formatVnd(order.total), 'Vé sự kiện', 'Khoá học', 'VNPay', '(giờ Việt Nam)'])
      expect([part, html!.includes(part), text.includes(part)]).toEqual([part, true, true]);
    expect(order.total).toBe(600_000);
    // Each item where its buyer uses it: the event's page, the course's player; and the order.
    for (const link of [`${base}/events/${sale.event.slug}`, `${base}/learn/${course.slug}`, `${base}/me/orders/${order.id}`]) {
      expect(html).toContain(`href="${link}"`);
      expect(text).toContain(link);
    }
    // Quantity and unit price of the ticket line.
    expect(html).toMatch(/>2<\/td>/);
    // What hosts typed comes out as text.
    expect(html).toContain('Ghi chép &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; hiệu quả');
    expect(html).toContain('Vé &lt;b&gt;thường&lt;/b&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>thường');
    // The paid time, on Vietnam's clock (UTC+7).
    const paid = new Date(new Date(order.paidAt!).getTime() + 7 * 3_600_000);
    const hhmm = `${String(paid.getUTCHours()).padStart(2, '0')}:${String(paid.getUTCMinutes()).padStart(2, '0')}`;
    expect(html).toContain(`${hhmm} ${String(paid.getUTCDate()).padStart(2, '0')}/${String(paid.getUTCMonth() + 1).padStart(2, '0')}/${paid.getUTCFullYear()}`);
  });

  it('answers the tickets an order gave, a combo’s tiers included, each with its QR code, to its buyer only', async () => {
    const made = await host.client.post('/api/v1/combos', {
      title: 'Combo vé và khoá học',
      price: 400_000,
      status: 'PUBLISHED',
      items: [tierLine(sale.tiers[0]!.id, 2), courseLine(course.id)],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const buyer = await signUpVerified(server, { fullName: 'Tôn Nữ Diệp' });
    const order = await paidOrder(server, buyer, {
      items: [{ productItemType: 'COMBO', productItemId: made.body.id, quantity: 1 }, tierLine(sale.tiers[0]!.id)],
    });
    const res = await buyer.client.get(`/api/v2/orders/${order.id}/tickets`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const groups = res.body.data as { orderItemId: string; event: { slug: string }; tierName: string; tickets: { qrSvg: string | null; status: string }[] }[];
    const lineOf = (type: string) => order.items.find((i) => i.productItemType === type)!.id;
    expect(groups.map((g) => [g.orderItemId, g.event.slug, g.tierName, g.tickets.length]).sort()).toEqual(
      [
        [lineOf('COMBO'), sale.event.slug, 'Vé <b>thường</b>', 2],
        [lineOf('TICKET_TIER'), sale.event.slug, 'Vé <b>thường</b>', 1],
      ].sort(),
    );
    expect(groups.flatMap((g) => g.tickets).every((t) => t.status === 'VALID' && t.qrSvg?.startsWith('<svg'))).toBe(true);

    const stranger = await signUpVerified(server, { fullName: 'Ông Văn Lực' });
    expectError(await stranger.client.get(`/api/v2/orders/${order.id}/tickets`), 'ORDER_NOT_FOUND');
    expectError(await server.anonymous.get(`/api/v2/orders/${order.id}/tickets`), 'UNAUTHORIZED');
  });

  it('refuses a tax code that is not 10 digits, or 10 digits and a 3-digit branch', async () => {
    const buyer = await signUpVerified(server, { fullName: 'Mạc Văn Toàn' });
    for (const taxCode of ['012345678', '01234567890', '0101234567-01', '010123456A', '0101234567 001'])
      expectInvalid(await buyer.client.post('/api/v2/orders', { provider: 'VNPAY', items: [tierLine(sale.tiers[0]!.id)], invoice: { ...invoice, taxCode } }), [
        { field: 'invoice.taxCode', code: 'INVALID_TAX_CODE' },
      ]);
    expectInvalid(
      await buyer.client.post('/api/v2/orders', { provider: 'VNPAY', items: [tierLine(sale.tiers[0]!.id)], invoice: { ...invoice, email: 'ketoan' } }),
      [{ field: 'invoice.email', code: 'INVALID_EMAIL' }],
    );
  });

  it('keeps a VAT invoice request with the order: the buyer, the host and the admin see it; the admin filters and marks it issued', async () => {
    const buyer = await signUpVerified(server, { fullName: 'Hà Quang Vinh' });
    const other = await signUpVerified(server, { fullName: 'Lò Thị Sen' });
    const asked = await paidOrder(server, buyer, { items: [tierLine(sale.tiers[0]!.id)], invoice: { ...invoice, taxCode: '0101234567' } });
    const plain = await paidOrder(server, other, { items: [tierLine(sale.tiers[0]!.id)] });
    const pending = await checkout(other, { items: [tierLine(sale.tiers[0]!.id)], invoice });

    const requested = { ...invoice, taxCode: '0101234567', status: 'REQUESTED', invoiceNumber: null, issuedAt: null };
    expect(asked.invoice).toEqual(requested);
    expect(plain.invoice).toBeNull();
    expect((await buyer.client.get(`/api/v2/orders/${asked.id}/info`)).body.invoice).toEqual(requested);
    expect((await other.client.get(`/api/v2/orders/${asked.id}/info`)).status).toBe(404);

    const hostLines = (await host.client.get('/api/v1/host/order-items?limit=100')).body.data as { orderCode: string; invoice: unknown }[];
    expect(hostLines.find((l) => l.orderCode === asked.code)?.invoice).toEqual(requested);
    expect(hostLines.find((l) => l.orderCode === plain.code)?.invoice).toBeNull();

    const codes = async (filter: string) =>
      ((await admin.client.get(`/api/v1/admin/order?limit=100&invoice=${filter}`)).body.data as { code: string }[]).map((o) => o.code).sort();
    expect(await codes('REQUESTED')).toEqual([asked.code, pending.code].sort());
    expect(await codes('ISSUED')).toEqual([]);
    expect((await admin.client.get(`/api/v1/admin/order/${asked.id}`)).body.invoice).toEqual(requested);

    expectError(await buyer.client.put(`/api/v1/admin/order/${asked.id}/invoice`, { invoiceNumber: '00000123' }), 'INSUFFICIENT_PRIVILEGES');
    expectError(await host.client.put(`/api/v1/admin/order/${asked.id}/invoice`, { invoiceNumber: '00000123' }), 'INSUFFICIENT_PRIVILEGES');
    expectError(await admin.client.put(`/api/v1/admin/order/${plain.id}/invoice`, { invoiceNumber: '00000123' }), 'INVOICE_NOT_REQUESTED');
    expectError(await admin.client.put(`/api/v1/admin/order/${pending.id}/invoice`, { invoiceNumber: '00000123' }), 'INVOICE_NOT_ISSUABLE');
    expectError(await admin.client.put('/api/v1/admin/order/00000000-0000-4000-8000-000000000000/invoice', { invoiceNumber: '1' }), 'ORDER_NOT_FOUND');

    const issued = await admin.client.put(`/api/v1/admin/order/${asked.id}/invoice`, { invoiceNumber: '00000123' });
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    expect(issued.body.invoice).toMatchObject({ status: 'ISSUED', invoiceNumber: '00000123' });
    expect(await codes('ISSUED')).toEqual([asked.code]);
    expect(await codes('REQUESTED')).toEqual([pending.code]);
    expect(await codes('ANY')).toEqual([asked.code, pending.code].sort());
    expect((await buyer.client.get(`/api/v2/orders/${asked.id}/info`)).body.invoice).toMatchObject({ status: 'ISSUED', invoiceNumber: '00000123' });
  });

  it('tells the buyer in the bell and by e-mail when their VAT invoice is issued, and again when it is replaced', async () => {
    const buyer = await signUpVerified(server, { fullName: 'Lục Minh Quang' });
    const asked = await paidOrder(server, buyer, { items: [tierLine(sale.tiers[0]!.id)], invoice });
    const issue = (invoiceNumber: string) => admin.client.put(`/api/v1/admin/order/${asked.id}/invoice`, { invoiceNumber });
    const invoiceNotices = async () =>
      ((await bell(buyer)) as { title: string; body: string; link: string | null; data: Record<string, unknown> }[]).filter(
        (n) => n.data.kind === 'VAT_INVOICE_ISSUED',
      );

    expect((await issue('00000456')).status).toBe(200);
    const [told] = await eventually(async () => ((await invoiceNotices()).length ? invoiceNotices() : undefined));
    expect(told).toMatchObject({ title: 'Hoá đơn VAT đã được xuất', link: `/me/orders/${asked.id}`, data: { orderId: asked.id, invoiceNumber: '00000456' } });
    expect(told!.body).toContain('số 00000456');
    expect(told!.body).toContain('Công ty TNHH Hạt Giống');
    const mail = await eventually(async () => {
      const page = await server.services.messaging.listOutbox({ recipient: buyer.user.email!, kind: 'EMAIL', page: 1, limit: 20, sort: 'DESC' });
      return page.data.find((m) => m.subject === 'Hoá đơn VAT đã được xuất');
    });
    expect(mail).toBeTruthy();

    // The same number again tells nothing new; a corrected one is told.
    expect((await issue('00000456')).status).toBe(200);
    expect((await issue('00000457')).status).toBe(200);
    await eventually(async () => ((await invoiceNotices()).length === 2 ? true : undefined));
    expect((await invoiceNotices())[0]).toMatchObject({ title: 'Hoá đơn VAT đã được điều chỉnh', data: { invoiceNumber: '00000457' } });
  });
});
