import type { SubscribeResultDto, SubscriptionPaymentRecordDto, SubscriptionPeriodDto } from '@market/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { eventually } from '../../../../test/support/wait.js';
import { publishedCourse } from '../../catalogue/courses/courses.testing.js';
import { settleLatest } from '../../commerce/commerce.testing.js';
import { expectError } from '../../identity/auth/auth.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { createPlan, planBody } from '../plans/plans.testing.js';

describe('a subscription period’s receipt (GET /subscriptions/period/{id})', () => {
  let server: TestServer;
  let member: Session;
  let other: Session;
  let record: SubscriptionPaymentRecordDto;
  let subscriptionId: string;

  beforeAll(async () => {
    server = await startTestServer();
    const [admin, host] = await Promise.all([loginAdmin(server), signUpHost(server, 'Lê Biên Nhận')]);
    [member, other] = await Promise.all([signUpVerified(server, { fullName: 'Đoàn Thu Hà' }), signUpVerified(server, { fullName: 'Phan Văn Tò Mò' })]);
    const course = (await publishedCourse(server, host, admin)).course;
    const plan = await createPlan(admin, planBody(course.id, { name: 'Học cùng nhau' }));
    const res = await member.client.post(`/api/v1/subscriptions/${plan.prices[0]!.id}/subscribe`, { provider: 'VNPAY' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const subscribed = res.body as SubscribeResultDto;
    subscriptionId = subscribed.subscription.id;
    expect(await settleLatest(server, subscribed.order!.id)).toBe('SETTLED');
    record = await eventually(async () => {
      const records = (await member.client.get(`/api/v1/subscriptions/${subscriptionId}/payment-records`)).body.data as SubscriptionPaymentRecordDto[];
      return records[0]?.paidAt ? records[0] : undefined;
    }, 10_000);
  });
  afterAll(() => server.close());

  it('shows its member what the period paid for: plan, price, dates, amount, order and status', async () => {
    const res = await member.client.get(`/api/v1/subscriptions/period/${record.periodId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const receipt = res.body as SubscriptionPeriodDto;
    expect(receipt).toMatchObject({
      id: record.periodId,
      subscriptionId,
      kind: 'FIRST',
      membership: { name: 'Học cùng nhau' },
      price: { amount: 199_000, period: { unit: 'MONTH', count: 1 } },
      amount: 199_000,
      paid: true,
      status: 'PAID',
      orderId: record.orderId,
      orderCode: record.orderCode,
      paidAt: record.paidAt,
      periodStart: record.periodStart,
      periodEnd: record.periodEnd,
    });
    // The order's own read (what the receipt shows of the payment) is the member's too.
    const order = await member.client.get(`/api/v1/orders/${receipt.orderId}`);
    expect(order.body).toMatchObject({ code: receipt.orderCode, status: 'PAID', total: 199_000, payment: { provider: 'VNPAY', status: 'SUCCESS' } });
  });

  it('is nobody else’s: another member learns nothing, a signed-out caller is asked to sign in', async () => {
    expectError(await other.client.get(`/api/v1/subscriptions/period/${record.periodId}`), 'SUBSCRIPTION_PERIOD_NOT_FOUND');
    expectError(await server.anonymous.get(`/api/v1/subscriptions/period/${record.periodId}`), 'UNAUTHORIZED');
    expectError(await member.client.get('/api/v1/subscriptions/period/00000000-0000-4000-8000-000000000000'), 'SUBSCRIPTION_PERIOD_NOT_FOUND');
    const bad = await member.client.get('/api/v1/subscriptions/period/khong-phai');
    expect([bad.status, bad.body.code]).toEqual([400, 'INVALID_INPUT_PARAMS']);
  });
});
