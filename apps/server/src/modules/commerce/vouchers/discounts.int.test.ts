import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { expectError, expectInvalid } from '../../identity/auth/auth.testing.js';
import { expectInvalidFields } from '../../identity/profiles/profiles.testing.js';
import { createDiscountsRepository } from './discounts.repository.js';
import { MISSING, daysFromNow, frameRef, hostWithProducts, recordOrder, tierRef, type HostWithProducts } from './vouchers.testing.js';

describe('host discounts', () => {
  let server: TestServer;
  let admin: Session;
  let khoa: HostWithProducts;
  let lan: HostWithProducts;
  let binh: Session;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await loginAdmin(server);
    [khoa, lan, binh] = await Promise.all([
      hostWithProducts(server, admin, 'Lê Minh Khoa', 'Hội thảo Thiết kế UX'),
      hostWithProducts(server, admin, 'Nguyễn Lan', 'Workshop Gốm'),
      signUpVerified(server, { fullName: 'Trần Thị Bình' }),
    ]);
  });
  afterAll(() => server.close());

  const discountBody = (products: object[], overrides: Record<string, unknown> = {}) => ({
    name: 'Ưu đãi sớm',
    type: 'PERCENTAGE',
    value: 15,
    startAt: daysFromNow(-1),
    endAt: daysFromNow(20),
    products,
    ...overrides,
  });
  async function createDiscount(host: HostWithProducts, products: object[], overrides: Record<string, unknown> = {}) {
    const res = await host.session.client.post('/api/v1/host/discounts', discountBody(products, overrides));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }
  /** Each test gets products of its own: a product is in at most one discount. */
  const freshHost = (name: string) => hostWithProducts(server, admin, name, `Sự kiện của ${name}`);

  describe('who may call', () => {
    it('asks a visitor to sign in and refuses a buyer who is not a host', async () => {
      expectError(await server.anonymous.get('/api/v1/host/discounts'), 'UNAUTHORIZED');
      expectError(await server.anonymous.get('/api/v1/host/discounts/products'), 'UNAUTHORIZED');
      expectError(await binh.client.get('/api/v1/host/discounts'), 'INSUFFICIENT_PRIVILEGES');
      expectError(await binh.client.get('/api/v1/host/discounts/products'), 'INSUFFICIENT_PRIVILEGES');
      expectError(await binh.client.post('/api/v1/host/discounts', discountBody([tierRef(khoa)])), 'INSUFFICIENT_PRIVILEGES');
    });
  });

  describe('creating and changing', () => {
    it('creates a discount on the host’s tier and frame, reading FIXED_AMOUNT as AMOUNT', async () => {
      const host = await freshHost('Võ Thu Trang');
      const res = await host.session.client.post(
        '/api/v1/host/discounts',
        discountBody([tierRef(host, 1), frameRef(host)], { name: 'Giảm 50.000 ₫', type: 'FIXED_AMOUNT', value: 50_000, description: 'Mua sớm' }),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toMatchObject({
        name: 'Giảm 50.000 ₫',
        description: 'Mua sớm',
        type: 'AMOUNT',
        value: 50_000,
        active: true,
        validity: 'ACTIVE',
        productCount: 2,
      });
      expect(res.body.products).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            ...tierRef(host, 1),
            title: host.event.title,
            subtitle: 'Vé VIP',
            price: 400_000,
            discount: { id: res.body.id, name: 'Giảm 50.000 ₫' },
          }),
          expect.objectContaining({ ...frameRef(host), title: host.calendar.title, price: 250_000, discount: { id: res.body.id, name: 'Giảm 50.000 ₫' } }),
        ]),
      );
      const products = await host.session.client.get(`/api/v1/host/discounts/${res.body.id}/products`);
      expect(products.body.data).toEqual(res.body.products);
    });

    it('says which field breaks which rule', async () => {
      expectInvalid(await khoa.session.client.post('/api/v1/host/discounts', discountBody([])), [{ field: 'products', code: 'PRODUCT_IDS_REQUIRED' }]);
      expectInvalid(await khoa.session.client.post('/api/v1/host/discounts', discountBody([tierRef(khoa)], { value: 101 })), [
        { field: 'value', code: 'INVALID_DISCOUNT_VALUE' },
      ]);
      expectInvalid(await khoa.session.client.post('/api/v1/host/discounts', discountBody([tierRef(khoa)], { endAt: daysFromNow(-2) })), [
        { field: 'endAt', code: 'INVALID_DATE_RANGE' },
      ]);
      expectInvalidFields(await khoa.session.client.post('/api/v1/host/discounts', { type: 'GIFT', value: 'mười' }), [
        'name',
        'type',
        'value',
        'startAt',
        'endAt',
        'products',
      ]);
    });

    it('refuses another host’s product, and a product named twice', async () => {
      expectError(await khoa.session.client.post('/api/v1/host/discounts', discountBody([tierRef(khoa), tierRef(lan)])), 'INVALID_PRODUCT_ITEM');
      expectError(await khoa.session.client.post('/api/v1/host/discounts', discountBody([frameRef(lan)])), 'INVALID_PRODUCT_ITEM');
      expectError(await khoa.session.client.post('/api/v1/host/discounts', discountBody([tierRef(khoa), tierRef(khoa)])), 'DISCOUNT_PRODUCT_DUPLICATED');
    });

    it('refuses a product already in another discount, and saves nothing of the refused one', async () => {
      const host = await freshHost('Bùi Quốc Huy');
      await createDiscount(host, [tierRef(host, 0)]);
      expectError(
        await host.session.client.post('/api/v1/host/discounts', discountBody([tierRef(host, 1), tierRef(host, 0)], { name: 'Trùng' })),
        'DISCOUNT_PRODUCT_DUPLICATED',
      );
      const list = await host.session.client.get('/api/v1/host/discounts');
      expect(list.body.data.map((d: { name: string }) => d.name)).toEqual(['Ưu đãi sớm']);
      // The second tier is still free for another discount.
      await createDiscount(host, [tierRef(host, 1)], { name: 'Tier 2' });
    });

    it('replaces everything with PUT and changes a part with PATCH', async () => {
      const host = await freshHost('Hồ Ngọc Mai');
      const discount = await createDiscount(host, [tierRef(host, 0)], { description: 'Cũ' });
      const put = await host.session.client.put(
        `/api/v1/host/discounts/${discount.id}`,
        discountBody([frameRef(host)], { name: 'Cuối tuần', type: 'AMOUNT', value: 20_000, startAt: daysFromNow(2), endAt: daysFromNow(4) }),
      );
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      expect(put.body).toMatchObject({ name: 'Cuối tuần', description: null, type: 'AMOUNT', value: 20_000, validity: 'UPCOMING', productCount: 1 });
      expect(put.body.products.map((p: { productItemId: string }) => p.productItemId)).toEqual([host.frame.id]);

      const off = await host.session.client.patch(`/api/v1/host/discounts/${discount.id}`, { active: false });
      expect(off.body).toMatchObject({ active: false, validity: 'INACTIVE', name: 'Cuối tuần', productCount: 1 });
      // The tier it let go of can go into another discount now.
      await createDiscount(host, [tierRef(host, 0)], { name: 'Khác' });
      expectError(await host.session.client.patch(`/api/v1/host/discounts/${discount.id}`, { products: [tierRef(host, 0)] }), 'DISCOUNT_PRODUCT_DUPLICATED');
      expectError(await host.session.client.patch(`/api/v1/host/discounts/${discount.id}`, { type: 'PERCENTAGE' }), 'INVALID_DISCOUNT_VALUE');
      expectError(await host.session.client.patch(`/api/v1/host/discounts/${discount.id}`, { startAt: daysFromNow(10) }), 'INVALID_DATE_RANGE');
      expectInvalid(await host.session.client.patch(`/api/v1/host/discounts/${discount.id}`, { products: [] }), [
        { field: 'products', code: 'PRODUCT_IDS_REQUIRED' },
      ]);
    });

    it('deletes a discount; its products are free again and sold lines keep their amounts', async () => {
      const host = await freshHost('Lý Thảo');
      const discount = await createDiscount(host, [tierRef(host, 0)]);
      const sold = await recordOrder(server, { buyerId: binh.user.id, host, status: 'PAID', discount: { id: discount.id, amount: 22_500 } });
      expect((await host.session.client.delete(`/api/v1/host/discounts/${discount.id}`)).body).toEqual({ success: true });
      expectError(await host.session.client.get(`/api/v1/host/discounts/${discount.id}`), 'DISCOUNT_NOT_FOUND');
      await createDiscount(host, [tierRef(host, 0)], { name: 'Mới' });
      expect(sold.item.discountAmount).toBe(22_500);
    });
  });

  describe('listing', () => {
    it('filters by validity, searches the name without accents, sorts', async () => {
      const host = await freshHost('Phan Đức');
      await createDiscount(host, [tierRef(host, 0)], { name: 'Đang giảm' });
      await createDiscount(host, [tierRef(host, 1)], { name: 'Sắp giảm', startAt: daysFromNow(3), endAt: daysFromNow(6) });
      await createDiscount(host, [frameRef(host)], { name: 'Đã hết', startAt: daysFromNow(-5), endAt: daysFromNow(-1) });
      const names = async (query: string) => (await host.session.client.get(`/api/v1/host/discounts${query}`)).body.data.map((d: { name: string }) => d.name);
      expect(await names('')).toEqual(['Đã hết', 'Sắp giảm', 'Đang giảm']);
      expect(await names('?validity=ACTIVE')).toEqual(['Đang giảm']);
      expect(await names('?validity=UPCOMING')).toEqual(['Sắp giảm']);
      expect(await names('?validity=EXPIRED')).toEqual(['Đã hết']);
      expect(await names('?q=sap')).toEqual(['Sắp giảm']);
      expect(await names('?sortBy=startAt&sort=ASC')).toEqual(['Đã hết', 'Đang giảm', 'Sắp giảm']);
    });
  });

  describe('the host’s products that can be discounted', () => {
    it('lists the host’s tiers (with the event) and upcoming frames (with the calendar), each with its price and discount', async () => {
      const host = await freshHost('Mạc Anh Thư');
      const discount = await createDiscount(host, [tierRef(host, 1)], { name: 'VIP giảm' });
      const res = await host.session.client.get('/api/v1/host/discounts/products');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.meta).toEqual({ page: 1, limit: 20, total: 3, totalPages: 1 });
      expect(res.body.data).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            ...tierRef(host, 0),
            parentId: host.event.id,
            title: host.event.title,
            subtitle: 'Vé thường',
            price: 150_000,
            discount: null,
          }),
          expect.objectContaining({ ...tierRef(host, 1), subtitle: 'Vé VIP', price: 400_000, discount: { id: discount.id, name: 'VIP giảm' } }),
          expect.objectContaining({
            ...frameRef(host),
            parentId: host.calendar.id,
            title: host.calendar.title,
            subtitle: expect.stringMatching(/^\d\d:\d\d–/),
            price: 250_000,
            startsAt: host.frame.startAt,
          }),
        ]),
      );
      const ids = (r: typeof res) => r.body.data.map((p: { productItemId: string }) => p.productItemId);
      expect(ids(await host.session.client.get('/api/v1/host/discounts/products?productItemType=CALENDAR_FRAME'))).toEqual([host.frame.id]);
      expect(ids(await host.session.client.get(`/api/v1/host/discounts/products?q=${encodeURIComponent('vé vip')}`))).toEqual([host.event.ticketTiers[1]!.id]);
      expect(ids(await host.session.client.get('/api/v1/host/discounts/products?q=tu%20van'))).toEqual([host.frame.id]);
      const paged = await host.session.client.get('/api/v1/host/discounts/products?limit=2&page=2');
      expect(paged.body.data).toHaveLength(1);
      expect(paged.body.meta).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
      expect(ids(await lan.session.client.get('/api/v1/host/discounts/products'))).not.toContain(host.frame.id);
    });
  });

  describe('another host', () => {
    it('can neither see nor change a host’s discount', async () => {
      const host = await freshHost('Tôn Nữ Hạnh');
      const discount = await createDiscount(host, [tierRef(host, 0)]);
      const others = lan.session.client;
      expectError(await others.get(`/api/v1/host/discounts/${discount.id}`), 'DISCOUNT_NOT_FOUND');
      expectError(await others.put(`/api/v1/host/discounts/${discount.id}`, discountBody([tierRef(lan)])), 'DISCOUNT_NOT_FOUND');
      expectError(await others.patch(`/api/v1/host/discounts/${discount.id}`, { active: false }), 'DISCOUNT_NOT_FOUND');
      expectError(await others.delete(`/api/v1/host/discounts/${discount.id}`), 'DISCOUNT_NOT_FOUND');
      expectError(await others.get(`/api/v1/host/discounts/${discount.id}/products`), 'DISCOUNT_NOT_FOUND');
      expectError(await others.get(`/api/v1/host/discounts/${discount.id}/order-items`), 'DISCOUNT_NOT_FOUND');
      expect((await others.get('/api/v1/host/discounts')).body.data.map((d: { id: string }) => d.id)).not.toContain(discount.id);
      expectError(await host.session.client.get(`/api/v1/host/discounts/${MISSING}`), 'DISCOUNT_NOT_FOUND');
    });
  });

  describe('its orders', () => {
    it('lists the order lines it lowered, with buyer and amounts', async () => {
      const host = await freshHost('Kiều Minh');
      const discount = await createDiscount(host, [tierRef(host, 0)]);
      const line = await recordOrder(server, { buyerId: binh.user.id, host, status: 'PAID', quantity: 2, discount: { id: discount.id, amount: 45_000 } });
      await recordOrder(server, { buyerId: binh.user.id, host, status: 'PAID' });
      const res = await host.session.client.get(`/api/v1/host/discounts/${discount.id}/order-items`);
      expect(res.status).toBe(200);
      expect(res.body.meta.total).toBe(1);
      expect(res.body.data[0]).toMatchObject({
        id: line.item.id,
        orderCode: line.order.code,
        orderStatus: 'PAID',
        buyer: { id: binh.user.id, fullName: 'Trần Thị Bình' },
        quantity: 2,
        unitPrice: 150_000,
        discountAmount: 45_000,
        total: 255_000,
        status: 'SUCCESS',
      });
    });
  });

  describe('the read pricing makes', () => {
    it('answers the discount in effect on each product, keyed by type and id', async () => {
      const host = await freshHost('Quách Tĩnh');
      const now = await createDiscount(host, [tierRef(host, 0)], { name: 'Đang giảm', type: 'FIXED_AMOUNT', value: 30_000 });
      await createDiscount(host, [tierRef(host, 1)], { name: 'Tạm dừng', active: false });
      await createDiscount(host, [frameRef(host)], { name: 'Sắp tới', startAt: daysFromNow(2), endAt: daysFromNow(5) });
      const found = await createDiscountsRepository(server.database.db).findActiveFor(
        [tierRef(host, 0), tierRef(host, 1), frameRef(host), { productItemType: 'CALENDAR_FRAME', productItemId: host.event.ticketTiers[0]!.id }],
        new Date(),
      );
      expect([...found]).toEqual([[`TICKET_TIER:${host.event.ticketTiers[0]!.id}`, { id: now.id, name: 'Đang giảm', type: 'AMOUNT', value: 30_000 }]]);
      const later = await createDiscountsRepository(server.database.db).findActiveFor([frameRef(host)], new Date(Date.now() + 3 * 86_400_000));
      expect(later.get(`CALENDAR_FRAME:${host.frame.id}`)).toMatchObject({ name: 'Sắp tới', type: 'PERCENTAGE', value: 15 });
      expect((await createDiscountsRepository(server.database.db).findActiveFor([], new Date())).size).toBe(0);
    });
  });
});
