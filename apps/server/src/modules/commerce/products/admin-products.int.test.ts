import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { expectError, expectInvalid } from '../../identity/auth/auth.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { eventOnSale, paidOrder, tierLine } from '../commerce.testing.js';

interface Row {
  productItemId: string;
  productItemType: string;
  status: string;
  price: number;
  title: string;
  link: string | null;
  host: { id: string; fullName: string };
}
const rows = (res: { body: { data: Row[] } }) => res.body.data;
const idsOf = (res: { body: { data: Row[] } }) => rows(res).map((r) => r.productItemId);

describe('the admin’s products list', () => {
  let server: TestServer;
  let admin: Session;
  let host: Session;
  let buyer: Session;
  let open: string;
  let soldOut: string;
  let later: string;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, host, buyer] = await Promise.all([loginAdmin(server), signUpHost(server, 'Đỗ Minh Khoa'), signUpVerified(server)]);
    const { tiers } = await eventOnSale(server, {
      host,
      tiers: [
        { name: 'Vé thường', price: 120_000, capacity: 50 },
        { name: 'Vé VIP', price: 900_000, capacity: 1 },
        { name: 'Vé mở bán sau', price: 80_000, capacity: 10, saleStartAt: new Date(Date.now() + 3 * 86_400_000).toISOString() },
      ],
    });
    [open, soldOut, later] = tiers.map((t) => t.id) as [string, string, string];
    await paidOrder(server, buyer, { items: [tierLine(soldOut, 1)] });
  }, 90_000);
  afterAll(() => server.close());

  it('shows each item with its type, host, price in VND, public link and sale status', async () => {
    const res = await admin.client.get('/api/v1/admin/product?limit=50');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const byId = new Map(rows(res).map((r) => [r.productItemId, r]));
    expect(byId.get(open)).toMatchObject({
      productItemType: 'TICKET_TIER',
      price: 120_000,
      status: 'ON_SALE',
      link: expect.stringMatching(/^\/events\//),
      host: { id: host.user.id, fullName: 'Đỗ Minh Khoa' },
    });
    expect(byId.get(soldOut)).toMatchObject({ status: 'SOLD_OUT', price: 900_000 });
    expect(byId.get(later)).toMatchObject({ status: 'NOT_ON_SALE' });
  });

  it('filters by status, type and words without accents, and pages the filtered list', async () => {
    expect(idsOf(await admin.client.get('/api/v1/admin/product?status=SOLD_OUT&limit=50'))).toEqual([soldOut]);
    expect(idsOf(await admin.client.get('/api/v1/admin/product?status=NOT_ON_SALE&type=TICKET_TIER'))).toEqual([later]);
    const onSale = await admin.client.get('/api/v1/admin/product?status=ON_SALE&limit=50');
    expect(idsOf(onSale)).toContain(open);
    expect(rows(onSale).every((r) => r.status === 'ON_SALE')).toBe(true);
    expect(idsOf(await admin.client.get('/api/v1/admin/product?type=COMBO'))).toEqual([]);
    const words = await admin.client.get('/api/v1/admin/product?q=ve mo ban sau');
    expect(idsOf(words)).toEqual([later]);

    const first = await admin.client.get(`/api/v1/admin/product?hostId=${host.user.id}&limit=2&page=1`);
    const second = await admin.client.get(`/api/v1/admin/product?hostId=${host.user.id}&limit=2&page=2`);
    expect(first.body.meta).toMatchObject({ total: 3, totalPages: 2 });
    expect([...idsOf(first), ...idsOf(second)].sort()).toEqual([open, soldOut, later].sort());
    const filteredPage = await admin.client.get(`/api/v1/admin/product?hostId=${host.user.id}&status=ON_SALE&limit=1&page=1`);
    expect(filteredPage.body.meta).toMatchObject({ total: 1, totalPages: 1 });

    expectInvalid(await admin.client.get('/api/v1/admin/product?status=HIDDEN'), [
      { field: 'status', code: 'INVALID_INPUT_PARAMS', message: 'Giá trị trạng thái không hợp lệ.' },
    ]);
  });

  it('is for admins only', async () => {
    expectError(await server.anonymous.get('/api/v1/admin/product'), 'UNAUTHORIZED');
    expectError(await buyer.client.get('/api/v1/admin/product'), 'INSUFFICIENT_PRIVILEGES');
    expectError(await host.client.get('/api/v1/admin/product'), 'INSUFFICIENT_PRIVILEGES');
  });
});
