import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified, uniquePhone } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { expectError } from '../../identity/auth/auth.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { users } from '../../identity/users/users.table.js';
import { eventOnSale, paidOrder, tierLine } from '../commerce.testing.js';
import { orders } from '../orders/orders.table.js';
import { vietnamToday } from './vietnam-days.js';

const DAY_MS = 86_400_000;
type Figures = { day: string; orders: number; revenue: number; refunds: number; newUsers: number; newHosts: number };
const minus = (a: Figures, b: Figures) => ({
  orders: a.orders - b.orders,
  revenue: a.revenue - b.revenue,
  newUsers: a.newUsers - b.newUsers,
  newHosts: a.newHosts - b.newHosts,
});

describe('the admin’s figures of the day', () => {
  let server: TestServer;
  let admin: Session;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await loginAdmin(server);
  });
  afterAll(() => server.close());

  const figures = async () => {
    const res = await admin.client.get('/api/reports/today');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { currency: string; today: Figures; yesterday: Figures };
  };

  it('counts today’s and yesterday’s paid orders, revenue in VND, new users and new hosts on Vietnam’s clock', async () => {
    const before = await figures();
    expect(before.currency).toBe('VND');
    expect(before.today.day).toBe(vietnamToday());
    expect(before.yesterday.day).toBe(vietnamToday(new Date(Date.now() - DAY_MS)));

    // Today: a buyer signs up and pays 2 × 180.000 ₫; a host account is created.
    const buyer = await signUpVerified(server, { fullName: 'Hồ Thị Ngân' });
    const { tiers, host } = await eventOnSale(server, { tiers: [{ name: 'Vé thường', price: 180_000, capacity: 20 }] });
    await paidOrder(server, buyer, { items: [tierLine(tiers[0]!.id, 2)] });
    // Yesterday: a paid order and an account; that person's host application is approved today.
    const early = await paidOrder(server, buyer, { items: [tierLine(tiers[0]!.id, 1)] });
    await server.database.db
      .update(orders)
      .set({ paidAt: new Date(Date.now() - DAY_MS) })
      .where(eq(orders.id, early.id));
    const applicant = await signUpVerified(server, { fullName: 'Trịnh Văn Lộc' });
    await server.database.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - DAY_MS) })
      .where(eq(users.id, applicant.user.id));
    const applied = await applicant.client.post('/api/v1/users/register-host', {
      displayName: 'Lộc Studio',
      headline: 'Giảng viên nhiếp ảnh',
      bio: 'Tám năm chụp ảnh sự kiện.',
      expertise: 'Nhiếp ảnh',
      phone: uniquePhone(),
      experienceYears: 8,
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    expect((await admin.client.patch('/api/v1/admin/users/approve', { ids: [applied.body.id] })).status).toBe(200);

    const after = await figures();
    // The buyer and the event's host joined today; the host also counts as a new host, as does the approved applicant.
    expect(minus(after.today, before.today)).toEqual({ orders: 1, revenue: 360_000, newUsers: 2, newHosts: 2 });
    expect(minus(after.yesterday, before.yesterday)).toEqual({ orders: 1, revenue: 180_000, newUsers: 1, newHosts: 0 });
    expect(host.user.role).toBe('HOST');
  });

  it('is for admins only', async () => {
    const host = await signUpHost(server, 'Mai Văn Tú');
    const user = await signUpVerified(server);
    expectError(await server.anonymous.get('/api/reports/today'), 'UNAUTHORIZED');
    expectError(await user.client.get('/api/reports/today'), 'INSUFFICIENT_PRIVILEGES');
    expectError(await host.client.get('/api/reports/today'), 'INSUFFICIENT_PRIVILEGES');
  });
});
