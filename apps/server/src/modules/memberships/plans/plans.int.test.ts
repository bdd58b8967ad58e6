import { errorStatus, type ErrorCode, type MembershipDto } from '@market/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { ApiResponse, Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { eventually } from '../../../../test/support/wait.js';
import { publishedCourse } from '../../catalogue/courses/courses.testing.js';
import { publishEvent } from '../../catalogue/events/events.testing.js';
import { expectError } from '../../identity/auth/auth.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { createPlan, newSubscription, planBody } from './plans.testing.js';

const ADMIN_PATH = '/api/v1/admin/memberships';

/** A refusal by its status and code (validation answers list each field in `message`). */
function expectCode(res: ApiResponse, code: ErrorCode) {
  expect({ status: res.status, code: res.body?.code }).toEqual({ status: errorStatus(code), code });
}

describe('membership plans', () => {
  let server: TestServer;
  let admin: Session;
  let host: Session;
  let member: Session;
  let other: Session;
  let courseId: string;
  let tierId: string;
  let plan: MembershipDto;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, host, member, other] = await Promise.all([
      loginAdmin(server),
      signUpHost(server, 'Trịnh Bảo Ngọc'),
      signUpVerified(server, { fullName: 'Phan Thị Hoà' }),
      signUpVerified(server, { fullName: 'Lưu Văn Khải' }),
    ]);
    courseId = (await publishedCourse(server, host, admin)).course.id;
    const event = await publishEvent(host, admin);
    tierId = event.ticketTiers[0].id;
    plan = await createPlan(
      admin,
      planBody(courseId, {
        name: 'Học viên Đồng hành',
        isMain: true,
        products: [
          { productItemType: 'ONLINE_COURSE', productItemId: courseId },
          { productItemType: 'TICKET_TIER', productItemId: tierId },
        ],
      }),
    );
  });
  afterAll(() => server.close());

  it('lets only admins use the editor: anonymous callers sign in, users and hosts are refused', async () => {
    const body = planBody(courseId);
    expectError(await server.anonymous.get(ADMIN_PATH), 'UNAUTHORIZED');
    expectError(await member.client.get(ADMIN_PATH), 'INSUFFICIENT_PRIVILEGES');
    expectError(await host.client.post(ADMIN_PATH, body), 'INSUFFICIENT_PRIVILEGES');
    expectError(await host.client.put(`${ADMIN_PATH}/${plan.id}`, body), 'INSUFFICIENT_PRIVILEGES');
    expectError(await member.client.delete(`${ADMIN_PATH}/${plan.id}`), 'INSUFFICIENT_PRIVILEGES');
    expectError(await member.client.patch(`${ADMIN_PATH}/${plan.id}/switch-status`), 'INSUFFICIENT_PRIVILEGES');
    expectError(await host.client.get(`${ADMIN_PATH}/${plan.id}/registered`), 'INSUFFICIENT_PRIVILEGES');
    expectError(await server.anonymous.get(`${ADMIN_PATH}/${plan.id}/registered/export`), 'UNAUTHORIZED');
  });

  it('creates a plan with its parts in order, its prices and its included products described by their own types', () => {
    expect(plan).toMatchObject({
      name: 'Học viên Đồng hành',
      isMain: true,
      isDefault: false,
      status: 'ACTIVE',
      memberCount: 0,
      parts: [{ title: 'Khoá học không giới hạn' }, { title: 'Cộng đồng', description: null }],
      prices: [
        { amount: 199_000, period: { unit: 'MONTH', count: 1 }, isLifetime: false, status: 'ACTIVE' },
        { amount: 1_990_000, period: { unit: 'YEAR', count: 1 }, isLifetime: false },
      ],
    });
    expect(plan.products.map((p) => [p.productItemType, p.productItemId, p.onSale])).toEqual([
      ['ONLINE_COURSE', courseId, true],
      ['TICKET_TIER', tierId, true],
    ]);
    expect(plan.products[0]!.title).toContain('Lập trình web');
  });

  it('refuses a plan without products, with a product that does not exist, or a default plan that is inactive', async () => {
    expectError(await admin.client.post(ADMIN_PATH, planBody(courseId, { products: [] })), 'MEMBERSHIP_NO_PRODUCTS');
    const missing = { productItemType: 'ONLINE_COURSE' as const, productItemId: '00000000-0000-4000-8000-000000000000' };
    expectError(await admin.client.post(ADMIN_PATH, planBody(courseId, { products: [missing] })), 'PRODUCT_NOT_FOUND');
    expectError(await admin.client.post(ADMIN_PATH, planBody(courseId, { isDefault: true, status: 'INACTIVE' })), 'MEMBERSHIP_DEFAULT_CANNOT_INACTIVE');
  });

  it('answers 400 with the field for bad input: a negative or fractional amount, no price, an unknown period, a bad id', async () => {
    const bad = [
      planBody(courseId, { prices: [{ amount: -1, period: null }] }),
      planBody(courseId, { prices: [{ amount: 10.5, period: null }] }),
      planBody(courseId, { prices: [] }),
      planBody(courseId, { prices: [{ amount: 1, period: { unit: 'HOUR' as 'DAY', count: 1 } }] }),
      planBody(courseId, { prices: [{ amount: 1, period: { unit: 'MONTH', count: 0 } }] }),
      planBody(courseId, { name: '' }),
      planBody(courseId, { products: [{ productItemType: 'E_BOOK' as 'ONLINE_COURSE', productItemId: courseId }] }),
    ];
    for (const body of bad) expectCode(await admin.client.post(ADMIN_PATH, body), 'INVALID_INPUT_PARAMS');
    expectCode(await server.anonymous.get('/api/v1/memberships/khong-phai-uuid'), 'INVALID_INPUT_PARAMS');
    expectCode(await admin.client.get(`${ADMIN_PATH}/khong-phai-uuid/registered`), 'INVALID_INPUT_PARAMS');
  });

  it('shows the public active plans only, with their active prices, the main one first; search ignores accents', async () => {
    const hidden = await createPlan(admin, planBody(courseId, { name: 'Gói nội bộ', status: 'INACTIVE' }));
    const withOff = await createPlan(
      admin,
      planBody(courseId, {
        name: 'Gói tiết kiệm',
        prices: [
          { amount: 99_000, period: { unit: 'MONTH', count: 1 } },
          { amount: 5_000_000, period: null, status: 'INACTIVE' },
        ],
      }),
    );
    const list = await server.anonymous.get('/api/v1/memberships?limit=100');
    expect(list.status).toBe(200);
    const names = list.body.data.map((p: MembershipDto) => p.name);
    expect(names[0]).toBe('Học viên Đồng hành');
    expect(names).toContain('Gói tiết kiệm');
    expect(names).not.toContain('Gói nội bộ');
    const saver = list.body.data.find((p: MembershipDto) => p.id === withOff.id);
    expect(saver.prices.map((p: { amount: number }) => p.amount)).toEqual([99_000]);
    expect(saver.memberCount).toBeNull();

    const found = await server.anonymous.get('/api/v1/memberships/search?q=tiet kiem');
    expect(found.body.data.map((p: MembershipDto) => p.name)).toEqual(['Gói tiết kiệm']);
    expect((await server.anonymous.get('/api/v1/memberships/main')).body).toMatchObject({ id: plan.id });

    expectError(await server.anonymous.get(`/api/v1/memberships/${hidden.id}`), 'MEMBERSHIP_NOT_FOUND');
    expect((await admin.client.get(`/api/v1/memberships/${hidden.id}`)).body).toMatchObject({ status: 'INACTIVE' });
    const adminList = await admin.client.get(`${ADMIN_PATH}?status=INACTIVE&limit=100`);
    expect(adminList.body.data.map((p: MembershipDto) => p.name)).toContain('Gói nội bộ');
    expect(adminList.body.data.every((p: MembershipDto) => p.status === 'INACTIVE')).toBe(true);
  });

  it('keeps one default and one main plan: setting either on a plan takes it from the other', async () => {
    const first = await createPlan(admin, planBody(courseId, { isDefault: true }));
    const second = await createPlan(admin, planBody(courseId, { isDefault: true, isMain: true }));
    expect((await admin.client.get(`/api/v1/memberships/${first.id}`)).body).toMatchObject({ isDefault: false });
    expect((await admin.client.get(`/api/v1/memberships/${plan.id}`)).body).toMatchObject({ isMain: false });
    expect((await server.anonymous.get('/api/v1/memberships/main')).body).toMatchObject({ id: second.id, isDefault: true });

    expectError(await admin.client.patch(`${ADMIN_PATH}/${second.id}/switch-status`), 'MEMBERSHIP_DEFAULT_CANNOT_INACTIVE');
    expectError(await admin.client.delete(`${ADMIN_PATH}/${second.id}`), 'MEMBERSHIP_CANNOT_DELETE');
    const off = await admin.client.patch(`${ADMIN_PATH}/${first.id}/switch-status`);
    expect(off.body).toMatchObject({ status: 'INACTIVE' });
    expect((await admin.client.patch(`${ADMIN_PATH}/${first.id}/switch-status`)).body).toMatchObject({ status: 'ACTIVE' });
    expectError(await admin.client.patch(`${ADMIN_PATH}/00000000-0000-4000-8000-000000000000/switch-status`), 'MEMBERSHIP_NOT_FOUND');
    // The main plan again, for the tests below.
    await admin.client.put(`${ADMIN_PATH}/${plan.id}`, { ...bodyOf(plan), isMain: true });
  });

  it('edits a plan in place: parts and prices with an id are kept, others added or removed; ids of another plan are refused', async () => {
    const made = await createPlan(admin, planBody(courseId));
    const [keptPart] = made.parts;
    const [monthly, yearly] = made.prices;
    const res = await admin.client.put(`${ADMIN_PATH}/${made.id}`, {
      ...bodyOf(made),
      parts: [{ title: 'Mới: buổi hỏi đáp' }, { id: keptPart!.id, title: 'Khoá học không giới hạn (sửa)' }],
      prices: [
        { id: yearly!.id, amount: 1_790_000, period: { unit: 'YEAR', count: 1 } },
        { amount: 5_990_000, period: null },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.parts.map((p: { id: string; title: string }) => p.title)).toEqual(['Mới: buổi hỏi đáp', 'Khoá học không giới hạn (sửa)']);
    expect(res.body.parts[1].id).toBe(keptPart!.id);
    expect(res.body.prices.map((p: { id: string; amount: number; isLifetime: boolean }) => [p.id === yearly!.id, p.amount, p.isLifetime])).toEqual([
      [true, 1_790_000, false],
      [false, 5_990_000, true],
    ]);
    expect(res.body.prices.some((p: { id: string }) => p.id === monthly!.id)).toBe(false);
    const edited = res.body as MembershipDto;

    expectError(
      await admin.client.put(`${ADMIN_PATH}/${made.id}`, { ...bodyOf(edited), parts: [{ id: plan.parts[0]!.id, title: 'Của gói khác' }] }),
      'MEMBERSHIP_PART_NOT_FOUND',
    );
    expectError(
      await admin.client.put(`${ADMIN_PATH}/${made.id}`, { ...bodyOf(edited), prices: [{ id: plan.prices[0]!.id, amount: 1, period: null }] }),
      'MEMBERSHIP_PRICE_NOT_FOUND',
    );
    expectError(await admin.client.put(`${ADMIN_PATH}/00000000-0000-4000-8000-000000000000`, bodyOf(made)), 'MEMBERSHIP_NOT_FOUND');
  });

  it('keeps a price or a plan that a member paid for, and deletes one nobody paid for', async () => {
    const made = await createPlan(admin, planBody(courseId));
    const [monthly, yearly] = made.prices;
    await newSubscription(server, { userId: other.user.id, planId: made.id, priceId: monthly!.id, status: 'EXPIRED', paid: true });
    await newSubscription(server, { userId: member.user.id, planId: made.id, priceId: yearly!.id, status: 'PENDING' });
    expectError(
      await admin.client.put(`${ADMIN_PATH}/${made.id}`, {
        ...bodyOf(made),
        prices: [{ id: yearly!.id, amount: 1_990_000, period: { unit: 'YEAR', count: 1 } }],
      }),
      'MEMBERSHIP_PRICE_HAS_PAID_CANNOT_DELETE',
    );
    expectError(await admin.client.delete(`${ADMIN_PATH}/${made.id}`), 'MEMBERSHIP_PRICE_HAS_PAID_CANNOT_DELETE');
    // The yearly price only has a subscription waiting for its first payment: it may go.
    const kept = await admin.client.put(`${ADMIN_PATH}/${made.id}`, {
      ...bodyOf(made),
      prices: [{ id: monthly!.id, amount: 199_000, period: { unit: 'MONTH', count: 1 } }],
    });
    expect(kept.body.prices.map((p: { id: string }) => p.id)).toEqual([monthly!.id]);

    const unpaid = await createPlan(admin, planBody(courseId));
    expect((await admin.client.delete(`${ADMIN_PATH}/${unpaid.id}`)).body).toEqual({ success: true });
    expectError(await admin.client.get(`/api/v1/memberships/${unpaid.id}`), 'MEMBERSHIP_NOT_FOUND');
    expectError(await admin.client.delete(`${ADMIN_PATH}/${unpaid.id}`), 'MEMBERSHIP_NOT_FOUND');
  });

  it('lists a plan’s registered members with their price and period, filtered, and exports them as CSV or XLSX', async () => {
    const made = await createPlan(admin, planBody(courseId));
    await newSubscription(server, { userId: member.user.id, planId: made.id, priceId: made.prices[0]!.id, status: 'ACTIVE', paid: true });
    await newSubscription(server, { userId: other.user.id, planId: made.id, priceId: made.prices[1]!.id, status: 'CANCEL', paid: true });
    const res = await admin.client.get(`${ADMIN_PATH}/${made.id}/registered`);
    expect(res.status).toBe(200);
    expect(res.body.meta).toMatchObject({ total: 2 });
    expect(res.body.data.map((r: { user: { fullName: string }; status: string }) => [r.user.fullName, r.status]).sort()).toEqual([
      ['Lưu Văn Khải', 'CANCEL'],
      ['Phan Thị Hoà', 'ACTIVE'],
    ]);
    const byName = await admin.client.get(`${ADMIN_PATH}/${made.id}/registered?q=hoa`);
    expect(byName.body.data.map((r: { user: { fullName: string } }) => r.user.fullName)).toEqual(['Phan Thị Hoà']);
    expect((await admin.client.get(`${ADMIN_PATH}/${made.id}/registered?status=CANCEL`)).body.meta.total).toBe(1);
    expect((await admin.client.get(`/api/v1/memberships/${made.id}`)).body.memberCount).toBe(2);
    expectCode(await admin.client.get(`${ADMIN_PATH}/${made.id}/registered?status=NOPE`), 'INVALID_INPUT_PARAMS');
    expectError(await admin.client.get(`${ADMIN_PATH}/00000000-0000-4000-8000-000000000000/registered`), 'MEMBERSHIP_NOT_FOUND');

    const csv = await fetch(`${server.url}${ADMIN_PATH}/${made.id}/registered/export`, { headers: { authorization: `Bearer ${admin.accessToken}` } });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toContain('Họ tên,Email,Số điện thoại,Mức giá (VND),Chu kỳ,Trạng thái');
    expect(text).toContain('Phan Thị Hoà');
    expect(text).toContain('Đã huỷ (còn hiệu lực đến hết kỳ)');
    const xlsx = await fetch(`${server.url}${ADMIN_PATH}/${made.id}/registered/export?format=xlsx`, {
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });

  it('tells the members renewing on a price when its amount changes, and nobody else', async () => {
    const made = await createPlan(admin, planBody(courseId, { name: 'Gói báo giá' }));
    const [monthly, yearly] = made.prices;
    const renewing = await signUpVerified(server, { fullName: 'Đoàn Gia Bảo' });
    const leaving = await signUpVerified(server, { fullName: 'Tạ Minh Châu' });
    await newSubscription(server, { userId: renewing.user.id, planId: made.id, priceId: monthly!.id, status: 'ACTIVE', paid: true });
    await newSubscription(server, { userId: leaving.user.id, planId: made.id, priceId: monthly!.id, status: 'CANCEL', paid: true });
    const res = await admin.client.put(`${ADMIN_PATH}/${made.id}`, {
      ...bodyOf(made),
      prices: [
        { id: monthly!.id, amount: 249_000, period: { unit: 'MONTH', count: 1 } },
        { id: yearly!.id, amount: 1_990_000, period: { unit: 'YEAR', count: 1 } },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const notice = await eventually(
      async () => {
        const list = await renewing.client.get('/api/v1/notifications');
        return list.body.data.find((n: { type: string }) => n.type === 'MEMBERSHIP_PLAN_PRICE_CHANGED');
      },
      15_000,
      'the price-change notice',
    );
    expect(notice.title).toBe('Gói Gói báo giá thay đổi giá');
    expect(notice.body).toContain('249.000');
    const theirs = await leaving.client.get('/api/v1/notifications');
    expect(theirs.body.data.some((n: { type: string }) => n.type.startsWith('MEMBERSHIP_PLAN'))).toBe(false);
  });

  it('does not sell a price through the cart: memberships are bought by subscribing', async () => {
    const res = await member.client.post('/api/v2/carts/add', { productItemType: 'MEMBERSHIP_PRICE', productItemId: plan.prices[0]!.id, quantity: 1 });
    expectCode(res, 'INVALID_PRODUCT_ITEM');
  });
});

/** A plan's DTO back as the editor's body (ids kept). */
function bodyOf(plan: MembershipDto) {
  return {
    name: plan.name,
    description: plan.description,
    image: plan.image,
    isDefault: plan.isDefault,
    isMain: plan.isMain,
    status: plan.status,
    parts: plan.parts.map((p) => ({ id: p.id, title: p.title, description: p.description })),
    prices: plan.prices.map((p) => ({ id: p.id, amount: p.amount, period: p.period, status: p.status })),
    products: plan.products.map((p) => ({ productItemType: p.productItemType, productItemId: p.productItemId })),
  };
}
