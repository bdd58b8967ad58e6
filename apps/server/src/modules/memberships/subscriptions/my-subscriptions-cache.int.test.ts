import type { SubscribeResultDto, SubscriptionDetailDto } from '@market/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { eventually } from '../../../../test/support/wait.js';
import { publishedCourse } from '../../catalogue/courses/courses.testing.js';
import { settleLatest } from '../../commerce/commerce.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { createPlan, planBody } from '../plans/plans.testing.js';

describe('"my subscription", kept between writes', () => {
  const clock = { ahead: 0, now: () => new Date(Date.now() + clock.ahead) };
  let server: TestServer;
  let member: Session;
  let subscription: SubscriptionDetailDto;
  let planId: string;

  beforeAll(async () => {
    server = await startTestServer({}, { clock });
    const [admin, host] = await Promise.all([loginAdmin(server), signUpHost(server, 'Vương Giữ Lại')]);
    const course = (await publishedCourse(server, host, admin)).course;
    const plan = await createPlan(admin, planBody(course.id, { name: 'Gói giữ lại' }));
    planId = plan.id;
    member = await signUpVerified(server, { fullName: 'Hội Viên Đọc Nhiều' });
    const res = await member.client.post(`/api/v1/subscriptions/${plan.prices[0]!.id}/subscribe`, { provider: 'VNPAY' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await settleLatest(server, (res.body as SubscribeResultDto).order!.id)).toBe('SETTLED');
    subscription = (await eventually(async () => (await mine())?.status === 'ACTIVE' && mine(), 10_000, 'the first payment settled'))!;
  });
  afterAll(() => server.close());

  const mine = async () => ((await member.client.get('/api/v1/subscriptions/me')).body as { data: SubscriptionDetailDto[] }).data[0];
  /** A write by another hand (another server process, a script), told on the channel unless `quiet` (its triggers off). */
  async function writeElsewhere(sql: string, params: unknown[], quiet = false) {
    const client = await server.database.pool.connect();
    try {
      await client.query('begin');
      if (quiet) await client.query('set local session_replication_role = replica');
      await client.query(sql, params);
      await client.query('commit');
    } finally {
      client.release();
    }
  }

  it('answers again without reading the database until something changes', async () => {
    expect(await mine()).toMatchObject({ id: subscription.id, renewalTries: 0 });
    // Changed with no word said (triggers off): the kept answer stands, so it was not read again.
    await writeElsewhere('update subscriptions set renewal_tries = 7 where id = $1', [subscription.id], true);
    expect(await mine()).toMatchObject({ renewalTries: 0 });
    // Any writer's change is told on the channel, and heard.
    await writeElsewhere('update subscriptions set renewal_tries = 2 where id = $1', [subscription.id]);
    await eventually(async () => (await mine())?.renewalTries === 2, 10_000, 'the change heard');
    await writeElsewhere('update memberships set name = $2 where id = $1', [planId, 'Gói đổi tên']);
    await eventually(async () => (await mine())?.membership.name === 'Gói đổi tên', 10_000, 'the plan renamed');
  });

  it('keeps the payment summary and records until a period is written, by any hand', async () => {
    const summary = async () => (await member.client.get(`/api/v1/subscriptions/${subscription.id}/payment-summary`)).body as Record<string, unknown>;
    const records = async (page = 1, limit = 10) =>
      (await member.client.get(`/api/v1/subscriptions/${subscription.id}/payment-records?page=${page}&limit=${limit}`)).body as {
        data: { periodId: string; amount: number; orderStatus: string }[];
        meta: { total: number; totalPages: number };
      };
    const first = await summary();
    expect(first).toMatchObject({ periodsPaid: 1, totalPaid: subscription.price.amount });
    const [paid] = (await records()).data;
    expect(paid).toMatchObject({ orderStatus: 'PAID', amount: subscription.price.amount });

    // Changed with no word said (triggers off): the kept ledger stands, so neither call read the database.
    await writeElsewhere('update subscription_periods set amount = amount + 1000 where id = $1', [paid!.periodId], true);
    expect(await summary()).toEqual(first);
    expect((await records()).data[0]).toEqual(paid);
    // Another writer's period is told on the channel, and both calls show it; pages are cut from what is kept.
    const end = new Date(subscription.currentPeriodEnd!);
    await writeElsewhere(
      `insert into subscription_periods (subscription_id, period_start, period_end, kind, status, membership_price_id, amount, paid_at, order_code)
       select id, current_period_end, current_period_end + interval '1 month', 'RENEWAL', 'PAID', membership_price_id, 5000, $2, 'SUBTEST01' from subscriptions where id = $1`,
      [subscription.id, end],
    );
    await eventually(async () => (await summary()).periodsPaid === 2, 10_000, 'the new period heard');
    expect(await summary()).toMatchObject({ totalPaid: subscription.price.amount + 1000 + 5000, lastPaidAt: end.toISOString() });
    const pageTwo = await records(2, 1);
    expect(pageTwo).toMatchObject({ meta: { total: 2, totalPages: 2 }, data: [{ periodId: paid!.periodId, amount: subscription.price.amount + 1000 }] });
    // Someone else's subscription is not theirs to read, kept or not.
    const stranger = await signUpVerified(server, { fullName: 'Người Lạ Tò Mò' });
    for (const path of ['payment-summary', 'payment-records?page=1'])
      expect((await stranger.client.get(`/api/v1/subscriptions/${subscription.id}/${path}`)).body).toMatchObject({ code: 'SUBSCRIPTION_NOT_FOUND' });
  });

  it('shows a member their own write at once, and stops granting access when the paid period ends', async () => {
    expect(await mine()).toMatchObject({ status: 'ACTIVE', grantsAccess: true });
    expect((await member.client.post(`/api/v1/subscriptions/${subscription.id}/cancel`, {})).status).toBe(200);
    expect(await mine()).toMatchObject({ status: 'CANCEL', grantsAccess: true });
    // Nothing is written at the period's end until the scheduler runs: the answer changes by time alone.
    clock.ahead = new Date(subscription.currentPeriodEnd!).getTime() - Date.now() + 60_000;
    expect(await mine()).toMatchObject({ status: 'CANCEL', grantsAccess: false });
    clock.ahead = 0;
  });

  it('keeps the latest periods of a long subscription, reads older pages from the database, and adds up all of them', async () => {
    const before = (await member.client.get(`/api/v1/subscriptions/${subscription.id}/payment-summary`)).body as { totalPaid: number; periodsPaid: number };
    // 40 more paid days, as a daily plan would have them.
    await writeElsewhere(
      `insert into subscription_periods (subscription_id, period_start, period_end, kind, status, membership_price_id, amount, paid_at, created_at)
       select s.id, s.current_period_end + interval '1 year' + (d || ' days')::interval, s.current_period_end + interval '1 year' + ((d + 1) || ' days')::interval,
              'RENEWAL', 'PAID', s.membership_price_id, 1000, now(), now() + (d || ' seconds')::interval
         from subscriptions s, generate_series(1, 40) d where s.id = $1`,
      [subscription.id],
    );
    const summary = async () => (await member.client.get(`/api/v1/subscriptions/${subscription.id}/payment-summary`)).body as typeof before;
    await eventually(async () => (await summary()).periodsPaid === before.periodsPaid + 40, 10_000, 'the periods heard');
    expect((await summary()).totalPaid).toBe(before.totalPaid + 40_000);
    const page = async (n: number) =>
      (await member.client.get(`/api/v1/subscriptions/${subscription.id}/payment-records?page=${n}&limit=10`)).body as {
        data: { periodStart: string }[];
        meta: { total: number };
      };
    const total = before.periodsPaid + 40;
    const [first, last] = [await page(1), await page(Math.ceil(total / 10))];
    expect(first.meta.total).toBe(total);
    expect(first.data).toHaveLength(10);
    expect(last).toMatchObject({ meta: { total } });
    expect(last.data).toHaveLength(total % 10 || 10);
    // The oldest page ends with the first period, read from the database past the kept ones.
    expect(new Date(last.data.at(-1)!.periodStart).getTime()).toBeLessThan(new Date(first.data[0]!.periodStart).getTime());
  });
});
