import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { expectError, expectInvalid } from '../../identity/auth/auth.testing.js';
import { expectInvalidFields } from '../../identity/profiles/profiles.testing.js';
import { createVouchersRepository } from './vouchers.repository.js';
import { vouchers } from './vouchers.table.js';
import { MISSING, daysFromNow, frameRef, hostWithProducts, recordOrder, tierRef, type HostWithProducts } from './vouchers.testing.js';

describe('host vouchers', () => {
  let server: TestServer;
  let admin: Session;
  let khoa: HostWithProducts;
  let lan: HostWithProducts;
  let binh: Session;
  let an: Session;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await loginAdmin(server);
    [khoa, lan, binh, an] = await Promise.all([
      hostWithProducts(server, admin, 'Lê Minh Khoa', 'Hội thảo Thiết kế UX'),
      hostWithProducts(server, admin, 'Nguyễn Lan', 'Workshop Gốm'),
      signUpVerified(server, { fullName: 'Trần Thị Bình' }),
      signUpVerified(server, { fullName: 'Phạm Văn An' }),
    ]);
  });
  afterAll(() => server.close());

  let codes = 0;
  const voucherBody = (overrides: Record<string, unknown> = {}) => ({
    code: `giam${++codes}x`,
    name: 'Giảm 20% mùa hè',
    type: 'PERCENTAGE',
    value: 20,
    startAt: daysFromNow(-1),
    endAt: daysFromNow(30),
    ...overrides,
  });
  async function createVoucher(host: HostWithProducts, overrides: Record<string, unknown> = {}) {
    const res = await host.session.client.post('/api/v1/host/vouchers', voucherBody(overrides));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }

  describe('who may call', () => {
    it('asks a visitor to sign in', async () => {
      expectError(await server.anonymous.get('/api/v1/host/vouchers'), 'UNAUTHORIZED');
      expectError(await server.anonymous.post('/api/v1/host/vouchers', voucherBody()), 'UNAUTHORIZED');
    });

    it('refuses a buyer who is not a host', async () => {
      expectError(await binh.client.get('/api/v1/host/vouchers'), 'INSUFFICIENT_PRIVILEGES');
      expectError(await binh.client.post('/api/v1/host/vouchers', voucherBody()), 'INSUFFICIENT_PRIVILEGES');
      expectError(await binh.client.get(`/api/v1/host/vouchers/${MISSING}/order-items`), 'INSUFFICIENT_PRIVILEGES');
    });
  });

  describe('creating', () => {
    it('creates a voucher on the host’s own tier and frame for chosen buyers, its code in capitals', async () => {
      const res = await khoa.session.client.post(
        '/api/v1/host/vouchers',
        voucherBody({
          code: 'Hoithao-20',
          description: 'Cho học viên cũ',
          maxDiscount: 50_000,
          minOrderAmount: 100_000,
          usage: 'SINGLE_USE',
          applicability: 'EACH',
          usageLimit: 50,
          products: [tierRef(khoa, 1), frameRef(khoa)],
          restrictedUserIds: [binh.user.id, an.user.id, binh.user.id],
        }),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toMatchObject({
        code: 'HOITHAO-20',
        name: 'Giảm 20% mùa hè',
        description: 'Cho học viên cũ',
        type: 'PERCENTAGE',
        value: 20,
        maxDiscount: 50_000,
        minOrderAmount: 100_000,
        usage: 'SINGLE_USE',
        applicability: 'EACH',
        usageLimit: 50,
        usedCount: 0,
        active: true,
        validity: 'ACTIVE',
        productCount: 2,
        restrictedUserCount: 2,
        canDelete: true,
      });
      expect(res.body.products).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ ...tierRef(khoa, 1), parentId: khoa.event.id, title: 'Hội thảo Thiết kế UX', subtitle: 'Vé VIP', price: 400_000 }),
          expect.objectContaining({
            ...frameRef(khoa),
            parentId: khoa.calendar.id,
            title: khoa.calendar.title,
            subtitle: expect.stringMatching(/^\d\d:\d\d–/),
            price: 250_000,
            startsAt: khoa.frame.startAt,
          }),
        ]),
      );
      expect(res.body.restrictedUsers.map((u: { fullName: string }) => u.fullName)).toEqual(['Phạm Văn An', 'Trần Thị Bình']);
      expect(res.body.restrictedUsers[1]).toEqual({ id: binh.user.id, fullName: 'Trần Thị Bình', email: binh.user.email, avatar: null });
    });

    it('keeps no cap on a fixed amount, and defaults to anybody, every product, many uses', async () => {
      const voucher = await createVoucher(khoa, { type: 'FIXED_AMOUNT', value: 50_000, maxDiscount: 10_000 });
      expect(voucher).toMatchObject({
        type: 'FIXED_AMOUNT',
        value: 50_000,
        maxDiscount: null,
        minOrderAmount: 0,
        usage: 'MULTI_USE',
        applicability: 'ALL',
        usageLimit: null,
        products: [],
        restrictedUsers: [],
      });
    });

    it('refuses a code another host already uses, whatever its case', async () => {
      await createVoucher(khoa, { code: 'TET2027' });
      expectError(await lan.session.client.post('/api/v1/host/vouchers', voucherBody({ code: 'tet2027' })), 'VOUCHER_CODE_EXISTS');
      expectError(await khoa.session.client.post('/api/v1/host/vouchers', voucherBody({ code: 'Tet2027' })), 'VOUCHER_CODE_EXISTS');
    });

    it('says which field breaks which rule, in catalogue codes', async () => {
      expectInvalid(await khoa.session.client.post('/api/v1/host/vouchers', voucherBody({ code: 'ab' })), [{ field: 'code', code: 'INVALID_VOUCHER_CODE' }]);
      expectInvalid(await khoa.session.client.post('/api/v1/host/vouchers', voucherBody({ code: 'giảm giá' })), [
        { field: 'code', code: 'INVALID_VOUCHER_CODE' },
      ]);
      expectInvalid(await khoa.session.client.post('/api/v1/host/vouchers', voucherBody({ value: 120 })), [{ field: 'value', code: 'INVALID_DISCOUNT_VALUE' }]);
      expectInvalid(await khoa.session.client.post('/api/v1/host/vouchers', voucherBody({ type: 'FIXED_AMOUNT', value: 0 })), [
        { field: 'value', code: 'INVALID_DISCOUNT_VALUE' },
      ]);
      expectInvalid(await khoa.session.client.post('/api/v1/host/vouchers', voucherBody({ startAt: daysFromNow(5), endAt: daysFromNow(2) })), [
        { field: 'endAt', code: 'INVALID_DATE_RANGE' },
      ]);
      expectInvalid(await khoa.session.client.post('/api/v1/host/vouchers', voucherBody({ usageLimit: 0, minOrderAmount: -1 })), [
        { field: 'usageLimit', code: 'INVALID_USAGE_LIMIT' },
        { field: 'minOrderAmount', code: 'INVALID_AMOUNT' },
      ]);
      // Any product type passes the contract; one this server does not sell is nobody's product.
      expectError(
        await khoa.session.client.post('/api/v1/host/vouchers', voucherBody({ products: [{ productItemType: 'COMBO', productItemId: MISSING }] })),
        'INVALID_PRODUCT_ITEM',
      );
      expectInvalidFields(await khoa.session.client.post('/api/v1/host/vouchers', { code: 'THIEU', type: 'GIFT' }), [
        'name',
        'type',
        'value',
        'startAt',
        'endAt',
      ]);
    });

    it('refuses another host’s tier, a product named twice, and a buyer who does not exist', async () => {
      expectError(await khoa.session.client.post('/api/v1/host/vouchers', voucherBody({ products: [tierRef(lan)] })), 'INVALID_PRODUCT_ITEM');
      expectError(await khoa.session.client.post('/api/v1/host/vouchers', voucherBody({ products: [frameRef(lan)] })), 'INVALID_PRODUCT_ITEM');
      expectError(
        await khoa.session.client.post('/api/v1/host/vouchers', voucherBody({ products: [{ productItemType: 'TICKET_TIER', productItemId: MISSING }] })),
        'INVALID_PRODUCT_ITEM',
      );
      expectError(
        await khoa.session.client.post('/api/v1/host/vouchers', voucherBody({ products: [tierRef(khoa), frameRef(khoa), tierRef(khoa)] })),
        'VOUCHER_PRODUCT_DUPLICATED',
      );
      expectError(await khoa.session.client.post('/api/v1/host/vouchers', voucherBody({ restrictedUserIds: [binh.user.id, MISSING] })), 'USER_NOT_FOUND');
    });

    it('saves nothing of a refused voucher', async () => {
      expectError(await khoa.session.client.post('/api/v1/host/vouchers', voucherBody({ code: 'KHONGLUU', restrictedUserIds: [MISSING] })), 'USER_NOT_FOUND');
      expect(await createVouchersRepository(server.database.db).findForCheckout('khongluu')).toBeNull();
    });
  });

  describe('listing', () => {
    let host: HostWithProducts;
    beforeAll(async () => {
      host = await hostWithProducts(server, admin, 'Đỗ Hải Yến', 'Lớp nhiếp ảnh');
      await createVoucher(host, { code: 'DANGCHAY', name: 'Đang chạy' });
      await createVoucher(host, { code: 'SAPTOI', name: 'Sắp tới', startAt: daysFromNow(3), endAt: daysFromNow(10) });
      await createVoucher(host, { code: 'DAHET', name: 'Đã hết', startAt: daysFromNow(-10), endAt: daysFromNow(-2) });
      await createVoucher(host, { code: 'TAMDUNG', name: 'Tạm dừng', active: false });
    });
    const codesOf = (res: { body: { data: { code: string }[] } }) => res.body.data.map((v) => v.code);

    it('shows only the host’s own vouchers, newest first, each with where it stands', async () => {
      const res = await host.session.client.get('/api/v1/host/vouchers');
      expect(res.status).toBe(200);
      expect(codesOf(res)).toEqual(['TAMDUNG', 'DAHET', 'SAPTOI', 'DANGCHAY']);
      expect(res.body.data.map((v: { validity: string }) => v.validity)).toEqual(['INACTIVE', 'EXPIRED', 'UPCOMING', 'ACTIVE']);
      expect(res.body.meta).toEqual({ page: 1, limit: 20, total: 4, totalPages: 1 });
    });

    it('filters by validity', async () => {
      for (const [validity, code] of [
        ['ACTIVE', 'DANGCHAY'],
        ['UPCOMING', 'SAPTOI'],
        ['EXPIRED', 'DAHET'],
        ['INACTIVE', 'TAMDUNG'],
      ] as const) {
        expect(codesOf(await host.session.client.get(`/api/v1/host/vouchers?validity=${validity}`))).toEqual([code]);
      }
      expectInvalidFields(await host.session.client.get('/api/v1/host/vouchers?validity=SOON'), ['validity']);
    });

    it('searches the code and the name (without accents), sorts and pages', async () => {
      expect(codesOf(await host.session.client.get('/api/v1/host/vouchers?q=sap'))).toEqual(['SAPTOI']);
      expect(codesOf(await host.session.client.get(`/api/v1/host/vouchers?q=${encodeURIComponent('tạm dừng')}`))).toEqual(['TAMDUNG']);
      expect(codesOf(await host.session.client.get('/api/v1/host/vouchers?sortBy=code&sort=ASC'))).toEqual(['DAHET', 'DANGCHAY', 'SAPTOI', 'TAMDUNG']);
      const second = await host.session.client.get('/api/v1/host/vouchers?sortBy=code&sort=ASC&limit=3&page=2');
      expect(codesOf(second)).toEqual(['TAMDUNG']);
      expect(second.body.meta).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2 });
    });
  });

  describe('changing', () => {
    it('replaces everything with PUT, the lists left out emptied', async () => {
      const voucher = await createVoucher(khoa, { products: [tierRef(khoa)], restrictedUserIds: [binh.user.id] });
      const res = await khoa.session.client.put(`/api/v1/host/vouchers/${voucher.id}`, {
        code: 'thay-the',
        name: 'Giảm 30.000 ₫',
        type: 'FIXED_AMOUNT',
        value: 30_000,
        startAt: daysFromNow(1),
        endAt: daysFromNow(8),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({
        code: 'THAY-THE',
        name: 'Giảm 30.000 ₫',
        type: 'FIXED_AMOUNT',
        value: 30_000,
        description: null,
        validity: 'UPCOMING',
        products: [],
        restrictedUsers: [],
      });
      expect((await khoa.session.client.get(`/api/v1/host/vouchers/${voucher.id}`)).body).toEqual(res.body);
    });

    it('switches a voucher off and on with PATCH, leaving the rest as it was', async () => {
      const voucher = await createVoucher(khoa, { products: [tierRef(khoa)] });
      const off = await khoa.session.client.patch(`/api/v1/host/vouchers/${voucher.id}`, { active: false });
      expect(off.status).toBe(200);
      expect(off.body).toMatchObject({ active: false, validity: 'INACTIVE', code: voucher.code, productCount: 1 });
      const on = await khoa.session.client.patch(`/api/v1/host/vouchers/${voucher.id}`, { active: true, products: [frameRef(khoa)] });
      expect(on.body).toMatchObject({ active: true, validity: 'ACTIVE', productCount: 1 });
      expect(on.body.products.map((p: { productItemId: string }) => p.productItemId)).toEqual([khoa.frame.id]);
    });

    it('checks a patch against what it does not change', async () => {
      const voucher = await createVoucher(khoa, { type: 'FIXED_AMOUNT', value: 500 });
      expectError(await khoa.session.client.patch(`/api/v1/host/vouchers/${voucher.id}`, { endAt: daysFromNow(-3) }), 'INVALID_DATE_RANGE');
      expectError(await khoa.session.client.patch(`/api/v1/host/vouchers/${voucher.id}`, { type: 'PERCENTAGE' }), 'INVALID_DISCOUNT_VALUE');
      expectError(await khoa.session.client.patch(`/api/v1/host/vouchers/${voucher.id}`, { products: [tierRef(lan)] }), 'INVALID_PRODUCT_ITEM');
      await server.database.db.update(vouchers).set({ usedCount: 5, usageLimit: 10 }).where(eq(vouchers.id, voucher.id));
      expectError(await khoa.session.client.patch(`/api/v1/host/vouchers/${voucher.id}`, { usageLimit: 4 }), 'INVALID_USAGE_LIMIT');
      expect((await khoa.session.client.patch(`/api/v1/host/vouchers/${voucher.id}`, { usageLimit: 5 })).body).toMatchObject({ usageLimit: 5, usedCount: 5 });
      await createVoucher(lan, { code: 'DA-CO-1' });
      expectError(await khoa.session.client.patch(`/api/v1/host/vouchers/${voucher.id}`, { code: 'da-co-1' }), 'VOUCHER_CODE_EXISTS');
    });

    it('answers a missing voucher, and validates ids', async () => {
      expectError(await khoa.session.client.get(`/api/v1/host/vouchers/${MISSING}`), 'VOUCHER_NOT_FOUND');
      expectError(await khoa.session.client.patch(`/api/v1/host/vouchers/${MISSING}`, { active: false }), 'VOUCHER_NOT_FOUND');
      expectInvalidFields(await khoa.session.client.get('/api/v1/host/vouchers/khong-phai-uuid'), ['id']);
    });
  });

  describe('another host', () => {
    it('can neither see nor change a host’s voucher', async () => {
      const voucher = await createVoucher(khoa, { code: 'RIENGKHOA' });
      const others = lan.session.client;
      expectError(await others.get(`/api/v1/host/vouchers/${voucher.id}`), 'VOUCHER_NOT_FOUND');
      expectError(await others.put(`/api/v1/host/vouchers/${voucher.id}`, voucherBody()), 'VOUCHER_NOT_FOUND');
      expectError(await others.patch(`/api/v1/host/vouchers/${voucher.id}`, { active: false }), 'VOUCHER_NOT_FOUND');
      expectError(await others.delete(`/api/v1/host/vouchers/${voucher.id}`), 'VOUCHER_NOT_FOUND');
      expectError(await others.get(`/api/v1/host/vouchers/${voucher.id}/products`), 'VOUCHER_NOT_FOUND');
      expectError(await others.get(`/api/v1/host/vouchers/${voucher.id}/restricted-users`), 'VOUCHER_NOT_FOUND');
      expectError(await others.get(`/api/v1/host/vouchers/${voucher.id}/order-items`), 'VOUCHER_NOT_FOUND');
      expect((await others.get('/api/v1/host/vouchers?q=RIENGKHOA')).body.data).toEqual([]);
      expect((await khoa.session.client.get(`/api/v1/host/vouchers/${voucher.id}`)).body.active).toBe(true);
    });
  });

  describe('its products, buyers and orders', () => {
    it('lists the products it is restricted to and the buyers it is for', async () => {
      const voucher = await createVoucher(khoa, { products: [tierRef(khoa, 0)], restrictedUserIds: [an.user.id] });
      const products = await khoa.session.client.get(`/api/v1/host/vouchers/${voucher.id}/products`);
      expect(products.status).toBe(200);
      expect(products.body.data).toEqual([
        {
          ...tierRef(khoa, 0),
          parentId: khoa.event.id,
          title: 'Hội thảo Thiết kế UX',
          subtitle: 'Vé thường',
          price: 150_000,
          startsAt: expect.any(String),
          endsAt: expect.any(String),
          discount: null,
        },
      ]);
      const users = await khoa.session.client.get(`/api/v1/host/vouchers/${voucher.id}/restricted-users`);
      expect(users.body).toEqual({ data: [{ id: an.user.id, fullName: 'Phạm Văn An', email: an.user.email, avatar: null }] });
    });

    it('lists the order lines of the orders that used it, newest first, with buyer and amounts', async () => {
      const voucher = await createVoucher(khoa, { code: 'DONHANG1' });
      const older = await recordOrder(server, {
        buyerId: binh.user.id,
        host: khoa,
        status: 'PAID',
        voucher: { id: voucher.id, code: voucher.code, amount: 30_000 },
      });
      const newer = await recordOrder(server, {
        buyerId: an.user.id,
        host: khoa,
        status: 'PENDING',
        quantity: 2,
        voucher: { id: voucher.id, code: voucher.code, amount: 60_000 },
      });
      await recordOrder(server, { buyerId: an.user.id, host: khoa, status: 'PAID' });
      const res = await khoa.session.client.get(`/api/v1/host/vouchers/${voucher.id}/order-items`);
      expect(res.status).toBe(200);
      expect(res.body.meta).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1 });
      expect(res.body.data.map((i: { orderCode: string }) => i.orderCode)).toEqual([newer.order.code, older.order.code]);
      expect(res.body.data[1]).toEqual({
        id: older.item.id,
        orderId: older.order.id,
        orderCode: older.order.code,
        orderStatus: 'PAID',
        buyer: { id: binh.user.id, fullName: 'Trần Thị Bình', email: binh.user.email, avatar: null },
        productItemType: 'TICKET_TIER',
        productItemId: khoa.event.ticketTiers[0]!.id,
        title: 'Hội thảo Thiết kế UX',
        subtitle: 'Vé thường',
        unitPrice: 150_000,
        quantity: 1,
        discountAmount: 0,
        voucherAmount: 30_000,
        total: 120_000,
        status: 'SUCCESS',
        createdAt: older.item.createdAt.toISOString(),
      });
      const asc = await khoa.session.client.get(`/api/v1/host/vouchers/${voucher.id}/order-items?sort=ASC&limit=1`);
      expect(asc.body.data.map((i: { orderCode: string }) => i.orderCode)).toEqual([older.order.code]);
      expect(asc.body.meta.totalPages).toBe(2);
    });
  });

  describe('deleting', () => {
    it('deletes a voucher no standing order used', async () => {
      const voucher = await createVoucher(khoa, { products: [tierRef(khoa)], restrictedUserIds: [binh.user.id] });
      await recordOrder(server, { buyerId: binh.user.id, host: khoa, status: 'CANCELLED', voucher: { id: voucher.id, code: voucher.code, amount: 10_000 } });
      const res = await khoa.session.client.delete(`/api/v1/host/vouchers/${voucher.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
      expectError(await khoa.session.client.get(`/api/v1/host/vouchers/${voucher.id}`), 'VOUCHER_NOT_FOUND');
      expectError(await khoa.session.client.delete(`/api/v1/host/vouchers/${voucher.id}`), 'VOUCHER_NOT_FOUND');
    });

    it('refuses to delete a voucher a paid order used, and says it can be switched off instead', async () => {
      const voucher = await createVoucher(khoa);
      await recordOrder(server, { buyerId: binh.user.id, host: khoa, status: 'PAID', voucher: { id: voucher.id, code: voucher.code, amount: 30_000 } });
      expect((await khoa.session.client.get(`/api/v1/host/vouchers/${voucher.id}`)).body.canDelete).toBe(false);
      expectError(await khoa.session.client.delete(`/api/v1/host/vouchers/${voucher.id}`), 'VOUCHER_IN_USE');
      expect((await khoa.session.client.patch(`/api/v1/host/vouchers/${voucher.id}`, { active: false })).status).toBe(200);
    });
  });

  describe('the read checkout makes', () => {
    it('finds a voucher by its code in any case, with its restrictions', async () => {
      const voucher = await createVoucher(khoa, { code: 'CHECKOUT-1', products: [tierRef(khoa), frameRef(khoa)], restrictedUserIds: [binh.user.id] });
      const found = await createVouchersRepository(server.database.db).findForCheckout(' checkout-1 ');
      expect(found?.voucher).toMatchObject({ id: voucher.id, code: 'CHECKOUT-1', type: 'PERCENTAGE', value: 20, hostId: khoa.session.user.id });
      expect(found?.products).toEqual(expect.arrayContaining([tierRef(khoa), frameRef(khoa)]));
      expect(found?.products).toHaveLength(2);
      expect(found?.restrictedUserIds).toEqual([binh.user.id]);
      const locked = await server.database.db.transaction((tx) => createVouchersRepository(tx).findForCheckout('CHECKOUT-1', { lock: true }));
      expect(locked?.voucher.id).toBe(voucher.id);
      expect(await createVouchersRepository(server.database.db).findForCheckout('KHONGCO')).toBeNull();
    });
  });
});
