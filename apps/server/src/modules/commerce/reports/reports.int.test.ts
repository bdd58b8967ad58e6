import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { expectError } from '../../identity/auth/auth.testing.js';
import { expectInvalidFields, signUpHost } from '../../identity/profiles/profiles.testing.js';
import { checkout, eventOnSale, paidOrder, tierLine, type EventOnSale } from '../commerce.testing.js';
import { affiliateVisits } from '../orders/orders.table.js';

const DAY = 86_400_000;
/** A Vietnam calendar day, `offset` days from today. */
const vnDay = (offset = 0) => new Date(Date.now() + 7 * 3_600_000 + offset * DAY).toISOString().slice(0, 10);

describe('the summary report and affiliate tracking', () => {
  let server: TestServer;
  let admin: Session;
  let an: Session;
  let binh: Session;
  let chi: Session;
  let ha: EventOnSale;
  let bao: EventOnSale;

  const track = (client: Session['client'], body: Record<string, unknown>) => client.post('/api/v2/affiliate/tracking', body);
  const report = (body: Record<string, unknown>) => admin.client.post('/api/reports', { from: vnDay(), to: vnDay(), ...body });

  beforeAll(async () => {
    server = await startTestServer();
    [admin, an, binh, chi] = await Promise.all([
      loginAdmin(server),
      signUpVerified(server, { fullName: 'Nguyễn Văn An' }),
      signUpVerified(server, { fullName: 'Trần Thị Bình' }),
      signUpVerified(server, { fullName: 'Lê Minh Chi' }),
    ]);
    ha = await eventOnSale(server, {
      tiers: [
        { name: 'Vé thường', price: 100_000, capacity: 50 },
        { name: 'Vé mời', price: 0, capacity: 50 },
      ],
    });
    bao = await eventOnSale(server, { host: await signUpHost(server, 'Trần Quốc Bảo'), tiers: [{ name: 'Vé hội thảo', price: 250_000, capacity: 50 }] });

    // An pays 200 000 ₫ through VNPay, referred by DOITAC_01, and is refunded in full.
    const referred = await paidOrder(server, an, { items: [tierLine(ha.tiers[0]!.id, 2)], referrerCode: 'DOITAC_01' });
    const refund = await an.client.post('/api/v1/refunds', { orderItemId: referred.items[0]!.id, reason: 'Trùng lịch công tác' });
    expect((await admin.client.put(`/api/v1/refunds/${refund.body.id}`, { approval: 'APPROVED' })).body.status).toBe('SUCCESS');
    // Bình pays 250 000 ₫ through VNPay, and an admin records 300 000 ₫ paid by invoice for her.
    await paidOrder(server, binh, { items: [tierLine(bao.tiers[0]!.id)] });
    const recorded = await admin.client.post('/api/v1/admin/order', {
      userId: binh.user.id,
      items: [tierLine(ha.tiers[0]!.id, 3)],
      paid: true,
      method: 'INVOICE',
    });
    expect(recorded.status).toBe(201);
    // A free registration and an unpaid order count no money.
    expect((await checkout(an, { items: [tierLine(ha.tiers[1]!.id)] })).status).toBe('PAID');
    await checkout(chi, { items: [tierLine(bao.tiers[0]!.id)] });
  });
  afterAll(() => server.close());

  describe('affiliate tracking', () => {
    it('records an anonymous visit and answers 201', async () => {
      const res = await track(server.anonymous, {
        code: 'DOITAC_01',
        landingPath: `/events/${ha.event.slug}`,
        productItemType: 'TICKET_TIER',
        productItemId: ha.tiers[0]!.id,
        visitorId: 'khach-1',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toEqual({ success: true });
      const [row] = await server.database.db.select().from(affiliateVisits).orderBy(desc(affiliateVisits.createdAt)).limit(1);
      expect(row).toMatchObject({
        code: 'DOITAC_01',
        userId: null,
        visitorId: 'khach-1',
        landingPath: `/events/${ha.event.slug}`,
        productType: 'TICKET_TIER',
        productId: ha.tiers[0]!.id,
      });
    });

    it('ties the visit to the signed-in caller', async () => {
      expect((await track(chi.client, { code: 'DOITAC_01' })).status).toBe(201);
      expect((await track(an.client, { code: 'KHAC-02', landingPath: '/' })).status).toBe(201);
      const rows = await server.database.db.select().from(affiliateVisits).where(eq(affiliateVisits.userId, chi.user.id));
      expect(rows.map((r) => r.code)).toEqual(['DOITAC_01']);
    });

    it('refuses malformed codes and paths', async () => {
      const res = await track(server.anonymous, { code: 'mã có dấu', landingPath: 'https://ngoai.vn' });
      expectInvalidFields(res, ['code', 'landingPath']);
      expect(res.body.message[0].code).toBe('INVALID_AFFILIATE_CODE');
      expectInvalidFields(await track(server.anonymous, { code: 'x'.repeat(65) }), ['code']);
      expectInvalidFields(await track(server.anonymous, {}), ['code']);
    });
  });

  describe('the report', () => {
    it('is for admins only and checks its range', async () => {
      expectError(await server.anonymous.post('/api/reports', { from: vnDay(), to: vnDay() }), 'UNAUTHORIZED');
      expectError(await an.client.post('/api/reports', { from: vnDay(), to: vnDay() }), 'INSUFFICIENT_PRIVILEGES');
      const backwards = await report({ from: vnDay(), to: vnDay(-1) });
      expectInvalidFields(backwards, ['to']);
      expect(backwards.body.message[0].code).toBe('INVALID_DATE_RANGE');
      const tooLong = await report({ from: vnDay(-367), to: vnDay() });
      expect(tooLong.body.message[0]).toMatchObject({ field: 'to', code: 'REPORT_RANGE_TOO_LONG' });
      expectInvalidFields(await report({ from: '2026-02-30', groupBy: 'year' }), ['from', 'groupBy']);
      expect((await report({ from: vnDay(-365), to: vnDay() })).status).toBe(200);
    });

    it('adds up money in, money back and tickets for the range', async () => {
      const res = await report({ groupBy: 'day' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ currency: 'VND', from: vnDay(), to: vnDay(), groupBy: 'day' });
      expect(res.body.totals).toEqual({
        revenue: 750_000,
        orders: 3,
        refunds: 200_000,
        refundCount: 1,
        net: 550_000,
        averageOrderValue: 250_000,
        ticketsSold: 5,
      });
    });

    it('buckets by Vietnam day, week and month, with empty periods present', async () => {
      const days = (await report({ from: vnDay(-2), groupBy: 'day' })).body.series;
      expect(days).toEqual([
        { period: vnDay(-2), revenue: 0, orders: 0, refunds: 0 },
        { period: vnDay(-1), revenue: 0, orders: 0, refunds: 0 },
        { period: vnDay(), revenue: 750_000, orders: 3, refunds: 200_000 },
      ]);
      const today = new Date(`${vnDay()}T00:00:00Z`);
      const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY).toISOString().slice(0, 10);
      expect((await report({ groupBy: 'week' })).body.series).toEqual([{ period: monday, revenue: 750_000, orders: 3, refunds: 200_000 }]);
      expect((await report({ groupBy: 'month' })).body.series).toEqual([
        { period: `${vnDay().slice(0, 7)}-01`, revenue: 750_000, orders: 3, refunds: 200_000 },
      ]);
      expect((await report({ from: vnDay(1), to: vnDay(1) })).body.totals).toMatchObject({ revenue: 0, orders: 0, averageOrderValue: 0 });
    });

    it('breaks revenue down by provider, host and affiliate code', async () => {
      const { body } = await report({});
      expect(body.byProvider).toEqual([
        { provider: 'VNPAY', revenue: 450_000, orders: 2 },
        { provider: 'ADMIN', revenue: 300_000, orders: 1 },
      ]);
      expect(body.topHosts.map((h: { host: { fullName: string }; revenue: number; orders: number }) => [h.host.fullName, h.revenue, h.orders])).toEqual([
        ['Phạm Thu Hà', 500_000, 2],
        ['Trần Quốc Bảo', 250_000, 1],
      ]);
      expect(body.affiliates).toEqual([
        { code: 'DOITAC_01', revenue: 200_000, orders: 1, visits: 2 },
        { code: 'KHAC-02', revenue: 0, orders: 0, visits: 1 },
      ]);
    });
  });

  it('limits how fast one address may report visits', async () => {
    let status = 0;
    for (let i = 0; i < 70 && status !== 429; i++) status = (await track(server.anonymous, { code: 'DOITAC_01' })).status;
    expect(status).toBe(429);
  });
});
