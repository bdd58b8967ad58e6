import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { publishedCourse } from '../../catalogue/courses/courses.testing.js';
import { expectError } from '../../identity/auth/auth.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { createPlan, newSubscription, planBody } from '../plans/plans.testing.js';

describe('my subscriptions under /auth', () => {
  let server: TestServer;
  let member: Session;
  let other: Session;
  let subscriptionId: string;
  let monthlyId: string;
  let yearlyId: string;

  beforeAll(async () => {
    server = await startTestServer();
    const [admin, host] = await Promise.all([loginAdmin(server), signUpHost(server, 'Vũ Hải Yến')]);
    [member, other] = await Promise.all([signUpVerified(server, { fullName: 'Kiều Anh Thư' }), signUpVerified(server, { fullName: 'Mai Đức Long' })]);
    const courseId = (await publishedCourse(server, host, admin)).course.id;
    const plan = await createPlan(admin, planBody(courseId, { name: 'Học mãi' }));
    [monthlyId, yearlyId] = plan.prices.map((p) => p.id) as [string, string];
    await newSubscription(server, { userId: member.user.id, planId: plan.id, priceId: yearlyId, status: 'EXPIRED', paid: true });
    subscriptionId = (await newSubscription(server, { userId: member.user.id, planId: plan.id, priceId: monthlyId, status: 'ACTIVE', paid: true })).id;
  });
  afterAll(() => server.close());

  it('asks anonymous callers to sign in', async () => {
    expectError(await server.anonymous.get('/api/v1/auth/subscriptions'), 'UNAUTHORIZED');
    expectError(await server.anonymous.get(`/api/v1/auth/subscriptions/${subscriptionId}/plans`), 'UNAUTHORIZED');
  });

  it('lists my subscriptions, the latest first, with their plan, price and paid period', async () => {
    const res = await member.client.get('/api/v1/auth/subscriptions');
    expect(res.status).toBe(200);
    expect(res.body.meta).toMatchObject({ total: 2, page: 1 });
    expect(res.body.data.map((s: { status: string }) => s.status)).toEqual(['ACTIVE', 'EXPIRED']);
    expect(res.body.data[0]).toMatchObject({
      id: subscriptionId,
      membership: { name: 'Học mãi' },
      price: { id: monthlyId, amount: 199_000, period: { unit: 'MONTH', count: 1 } },
      isLifetime: false,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: expect.any(String),
    });
    expect((await member.client.get('/api/v1/auth/subscriptions?sort=ASC')).body.data[0].status).toBe('EXPIRED');
    expect((await other.client.get('/api/v1/auth/subscriptions')).body).toEqual({ data: [], meta: { page: 1, limit: 20, total: 0, totalPages: 0 } });
  });

  it('offers the prices my subscription could be on, its own first', async () => {
    const res = await member.client.get(`/api/v1/auth/subscriptions/${subscriptionId}/plans`);
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({ isCurrent: true, price: { id: monthlyId }, membership: { name: 'Học mãi' } });
    expect(res.body.filter((p: { isCurrent: boolean }) => p.isCurrent)).toHaveLength(1);
    expect(res.body.map((p: { price: { id: string } }) => p.price.id)).toContain(yearlyId);
  });

  it('answers SUBSCRIPTION_NOT_FOUND for another member’s subscription or an unknown one, and 400 for a bad id', async () => {
    expectError(await other.client.get(`/api/v1/auth/subscriptions/${subscriptionId}/plans`), 'SUBSCRIPTION_NOT_FOUND');
    expectError(await member.client.get('/api/v1/auth/subscriptions/00000000-0000-4000-8000-000000000000/plans'), 'SUBSCRIPTION_NOT_FOUND');
    const bad = await member.client.get('/api/v1/auth/subscriptions/khong-phai/plans');
    expect([bad.status, bad.body.code]).toEqual([400, 'INVALID_INPUT_PARAMS']);
  });
});
