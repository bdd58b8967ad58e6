import type { SubscribeResultDto, SubscriptionDetailDto } from '@market/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { eventually } from '../../../../test/support/wait.js';
import { publishedCourse } from '../../catalogue/courses/courses.testing.js';
import { vnpSignedQuery } from '../../commerce/payments/providers/vnpay.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { createPlan, planBody } from '../plans/plans.testing.js';

const DAY = 86_400_000;

describe('a membership subscription, from the first payment through renewals to its end', () => {
  const clock = { at: new Date(), now: () => new Date(clock.at) };
  const moveTo = (at: Date) => (clock.at = new Date(at.getTime() + 60_000));
  let server: TestServer;
  let admin: Session;
  let course: { id: string; slug: string };
  let monthly: string;
  let yearly: string;
  let premium: string;

  beforeAll(async () => {
    server = await startTestServer({}, { clock });
    admin = await loginAdmin(server);
    const host = await signUpHost(server, 'Lâm Dạy Hội Viên');
    course = (await publishedCourse(server, host, admin, { title: 'Kỹ năng thuyết trình cho hội viên' })).course;
    const plan = await createPlan(admin, planBody(course.id));
    [monthly, yearly] = plan.prices.map((p) => p.id) as [string, string];
    const higher = await createPlan(admin, planBody(course.id, { name: 'Cao cấp', prices: [{ amount: 299_000, period: { unit: 'MONTH', count: 1 } }] }));
    premium = higher.prices[0]!.id;
  });
  afterAll(() => server.close());

  /** What VNPay sends when the member paid (or failed to pay) an order's first attempt, signed as VNPay signs it. */
  async function vnpayPays(orderCode: string, amount: number, responseCode = '00', path = '/api/v2/payments/ipn/vnpay') {
    const query = vnpSignedQuery(
      {
        vnp_Amount: String(amount * 100),
        vnp_BankCode: 'NCB',
        vnp_OrderInfo: `Thanh toan don hang ${orderCode}`,
        vnp_PayDate: '20260101120530',
        vnp_ResponseCode: responseCode,
        vnp_TmnCode: server.config.payments.vnpay.tmnCode,
        vnp_TransactionNo: String(Date.now()),
        vnp_TransactionStatus: responseCode === '00' ? '00' : '02',
        vnp_TxnRef: `${orderCode}-1`,
      },
      server.config.payments.vnpay.hashSecret,
    );
    const response = await fetch(`${server.url}${path}?${query}`);
    return (await response.json()) as { RspCode: string };
  }

  const mine = async (member: Session) => ((await member.client.get('/api/v1/subscriptions/me')).body as { data: SubscriptionDetailDto[] }).data;
  const only = async (member: Session) => (await mine(member))[0]!;
  const noticesOf = async (member: Session) =>
    ((await member.client.get('/api/v1/notifications?limit=100')).body.data as { type: string; title: string; body: string; link: string }[]).filter((n) =>
      n.type.startsWith('SUBSCRIPTION_'),
    );
  const runDue = async () => {
    await server.services.scheduler.runDue();
    await server.services.scheduler.runDue();
  };
  const learns = async (member: Session) => (await member.client.get(`/api/v1/online-courses/user/slug/${course.slug}`)).body.hasAccess === true;

  async function subscribed(member: Session, priceId = monthly): Promise<SubscribeResultDto> {
    const res = await member.client.post(`/api/v1/subscriptions/${priceId}/subscribe`, { provider: 'VNPAY' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as SubscribeResultDto;
  }

  async function paidMember(name: string) {
    const member = await signUpVerified(server, { fullName: name });
    const result = await subscribed(member);
    expect(await vnpayPays(result.order!.code, result.order!.total)).toEqual(expect.objectContaining({ RspCode: '00' }));
    await eventually(async () => (await only(member)).status === 'ACTIVE', 10_000, 'the first payment settled');
    return { member, subscription: await only(member) };
  }

  it('opens a pending subscription with a pay link, refuses a second one, and starts once the first payment arrives', async () => {
    const member = await signUpVerified(server, { fullName: 'Trần Hội Viên' });
    expect(await learns(member)).toBe(false);
    const result = await subscribed(member);
    expect(result.order).toMatchObject({ total: 199_000, status: 'PENDING' });
    expect(result.payUrl).toEqual(expect.any(String));
    expect(result.subscription).toMatchObject({ status: 'PENDING', grantsAccess: false, openOrder: { kind: 'FIRST', total: 199_000 } });

    const again = await member.client.post(`/api/v1/subscriptions/${yearly}/subscribe`, { provider: 'VNPAY' });
    expect(again.body).toMatchObject({ code: 'SUBSCRIPTION_HAS_PENDING_PAYMENTS' });

    expect(await vnpayPays(result.order!.code, 199_000)).toMatchObject({ RspCode: '00' });
    // The same notification delivered twice settles once.
    expect(await vnpayPays(result.order!.code, 199_000)).toMatchObject({ RspCode: '02' });
    const active = await eventually(async () => {
      const s = await only(member);
      return s.status === 'ACTIVE' && s;
    }, 10_000);
    expect(active).toMatchObject({ grantsAccess: true, openOrder: null, nextCharge: { amount: 199_000, byCard: false } });
    expect(new Date(active!.currentPeriodEnd!).getTime() - new Date(active!.currentPeriodStart!).getTime()).toBeGreaterThanOrEqual(28 * DAY);
    expect(await learns(member)).toBe(true);
    const already = await member.client.post(`/api/v1/subscriptions/${yearly}/subscribe`, { provider: 'VNPAY' });
    expect(already.body).toMatchObject({ code: 'SUBSCRIPTION_ALREADY_ACTIVE' });
    await runDue();
    await eventually(async () => (await noticesOf(member)).some((n) => n.type === 'SUBSCRIPTION_FIRST_PAYMENT_SUCCESS'), 10_000, 'the welcome notice');
  });

  it('renews a monthly subscription three times, each period one order paid once', async () => {
    const { member, subscription } = await paidMember('Ngô Gia Hạn');
    let end = new Date(subscription.currentPeriodEnd!);
    for (let round = 1; round <= 3; round += 1) {
      moveTo(end);
      await runDue();
      const due = await eventually(async () => {
        const s = await only(member);
        return s.status === 'PENDING_RENEWAL' && s.openOrder && s;
      }, 10_000);
      expect(due).toMatchObject({ grantsAccess: true, openOrder: { kind: 'RENEWAL', total: 199_000 } });
      // A second run of the renewal work opens nothing more.
      await runDue();
      expect((await only(member)).openOrder!.id).toBe(due!.openOrder!.id);
      // The subscription variant of the notification settles a period's order just the same.
      const path = round === 2 ? '/api/v2/payments/ipn/vnpay/subscription' : undefined;
      await vnpayPays(due!.openOrder!.code, 199_000, '00', path);
      await vnpayPays(due!.openOrder!.code, 199_000, '00', path);
      const renewed = await eventually(async () => {
        const s = await only(member);
        return s.status === 'ACTIVE' && new Date(s.currentPeriodEnd!) > end && s;
      }, 10_000);
      expect(renewed!.currentPeriodStart).toBe(end.toISOString());
      end = new Date(renewed!.currentPeriodEnd!);
    }
    const records = await member.client.get(`/api/v1/subscriptions/${subscription.id}/payment-records`);
    expect(records.body.data).toHaveLength(4);
    expect(records.body.data.every((r: { orderStatus: string }) => r.orderStatus === 'PAID')).toBe(true);
    const second = await member.client.get(`/api/v1/subscriptions/${subscription.id}/payment-records?page=2&limit=3`);
    expect([second.body.data.length, second.body.meta.total]).toEqual([1, 4]);
    const past = await member.client.get(`/api/v1/subscriptions/${subscription.id}/payment-records?page=3&limit=3`);
    expect([past.body.data, past.body.meta.total]).toEqual([[], 4]);
    const summary = await member.client.get(`/api/v1/subscriptions/${subscription.id}/payment-summary`);
    expect(summary.body).toMatchObject({ totalPaid: 4 * 199_000, periodsPaid: 4, due: 0 });
    await runDue();
    await eventually(async () => (await noticesOf(member)).filter((n) => n.type === 'SUBSCRIPTION_SUCCESS').length === 3, 10_000, 'three renewal notices');
    expect((await noticesOf(member)).filter((n) => n.type === 'SUBSCRIPTION_RENEWAL')).toHaveLength(3);
    // The plan's creator hears of the first payment as of any sale, and of no renewal (one notice per
    // member per period would flood a plan's creator: renewals are in the reports).
    expect(await sellerTold(subscription.id)).toEqual({ FIRST: 1 });
  });

  /** The "new order" notices the plan's creator (the admin) got for each kind of a subscription's periods. */
  async function sellerTold(subscriptionId: string): Promise<Record<string, number>> {
    const { rows } = await server.database.pool.query<{ kind: string; n: number }>(
      `select p.kind, count(*)::int as n from subscription_periods p
         join notifications n on n.data->>'orderId' = p.order_id::text and n.title = 'Có đơn hàng mới'
         join subscriptions s on s.id = p.subscription_id join memberships m on m.id = s.membership_id
        where p.subscription_id = $1 and n.user_id = m.created_by group by p.kind`,
      [subscriptionId],
    );
    return Object.fromEntries(rows.map((r) => [r.kind, r.n]));
  }

  it('reminds of a renewal never paid, then ends the subscription and its access', async () => {
    const { member, subscription } = await paidMember('Phan Quên Trả');
    moveTo(new Date(subscription.currentPeriodEnd!));
    await runDue();
    await eventually(async () => (await only(member)).status === 'PENDING_RENEWAL', 10_000);
    expect(await learns(member)).toBe(true);
    for (const days of [1, 3]) {
      moveTo(new Date(new Date(subscription.currentPeriodEnd!).getTime() + days * DAY));
      await runDue();
    }
    expect((await only(member)).status).toBe('PENDING_RENEWAL');
    moveTo(new Date(new Date(subscription.currentPeriodEnd!).getTime() + 5 * DAY));
    await runDue();
    await eventually(async () => (await mine(member)).length === 0, 10_000, 'the subscription expired');
    expect(await learns(member)).toBe(false);
    await runDue();
    const told = await eventually(async () => {
      const list = await noticesOf(member);
      return list.some((n) => n.type === 'SUBSCRIPTION_FAILED') && list;
    }, 10_000);
    expect(told!.filter((n) => n.type === 'SUBSCRIPTION_RENEWAL').length).toBe(3);
    // The renewal's order is over: paying it now is not taken (its money goes back).
    const records = await member.client.get(`/api/v1/subscriptions/${subscription.id}/payment-records`);
    expect(records.body.data[0]).toMatchObject({ kind: 'RENEWAL', orderStatus: 'CANCELLED' });
  });

  it('cancels at the period end, takes the cancellation back, and ends after the last paid day', async () => {
    const { member, subscription } = await paidMember('Đỗ Đổi Ý');
    const cancelled = await member.client.post(`/api/v1/subscriptions/${subscription.id}/cancel`, {});
    expect(cancelled.body).toMatchObject({ status: 'CANCEL', cancelAtPeriodEnd: true, grantsAccess: true, nextCharge: null });
    const undone = await member.client.post(`/api/v1/subscriptions/${subscription.id}/cancel`, { undo: true });
    expect(undone.body).toMatchObject({ status: 'ACTIVE', cancelAtPeriodEnd: false });
    await member.client.post(`/api/v1/subscriptions/${subscription.id}/cancel`, {});
    expect(await learns(member)).toBe(true);
    moveTo(new Date(subscription.currentPeriodEnd!));
    await runDue();
    await eventually(async () => (await mine(member)).length === 0, 10_000, 'the cancelled subscription ended');
    expect(await learns(member)).toBe(false);
    const late = await member.client.post(`/api/v1/subscriptions/${subscription.id}/cancel`, { undo: true });
    expect(late.body).toMatchObject({ code: 'ILLEGAL_STATUS_TRANSITION' });
  });

  it('gives up a pending subscription and its order, and times out one never paid', async () => {
    const member = await signUpVerified(server, { fullName: 'Hà Chưa Trả' });
    const first = await subscribed(member);
    const given = await member.client.post(`/api/v1/subscriptions/${first.subscription.id}/cancel-pending`);
    expect(given.body).toMatchObject({ status: 'FAILED' });
    const order = await member.client.get(`/api/v1/orders/${first.order!.id}`);
    expect(order.body).toMatchObject({ status: 'CANCELLED' });

    const second = await subscribed(member);
    moveTo(new Date(clock.at.getTime() + (server.config.holdMinutes + 1) * 60_000));
    await runDue();
    await eventually(async () => (await mine(member)).length === 0, 10_000, 'the unpaid subscription timed out');
    await runDue();
    await eventually(async () => (await noticesOf(member)).some((n) => n.type === 'SUBSCRIPTION_TIMEOUT'), 10_000, 'the timeout notice');
    // Paid after its hold: not taken.
    await vnpayPays(second.order!.code, 199_000);
    expect(await mine(member)).toEqual([]);
  });

  it('upgrades mid-period for the prorated difference shown beforehand, and downgrades at the next period', async () => {
    const { member, subscription } = await paidMember('Lý Đổi Gói');
    moveTo(new Date(new Date(subscription.currentPeriodStart!).getTime() + 10 * DAY));
    const plans = (await member.client.get(`/api/v1/auth/subscriptions/${subscription.id}/plans`)).body as {
      price: { id: string };
      change: { kind: string; chargeNow: number } | null;
    }[];
    const shown = plans.find((p) => p.price.id === premium)!.change!;
    expect(shown.kind).toBe('UPGRADE');
    expect(shown.chargeNow).toBeGreaterThan(0);
    const changed = await member.client.post(`/api/v1/subscriptions/${subscription.id}/change-plan/${premium}`);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    // What was shown is what is charged (the clock has not moved in between).
    expect(changed.body.order).toMatchObject({ status: 'PENDING_UPGRADE', total: shown.chargeNow });
    expect((await member.client.post(`/api/v1/subscriptions/${subscription.id}/change-plan/${premium}`)).body).toMatchObject({
      code: 'SUBSCRIPTION_HAS_PENDING_PAYMENTS',
    });
    await vnpayPays(changed.body.order.code, shown.chargeNow);
    const upgraded = await eventually(async () => {
      const s = await only(member);
      return s.price.id === premium && s;
    }, 10_000);
    expect(upgraded).toMatchObject({
      status: 'ACTIVE',
      currentPeriodEnd: subscription.currentPeriodEnd,
      openOrder: null,
      nextCharge: { amount: 299_000 },
      membership: { name: 'Cao cấp' },
    });

    const down = await member.client.post(`/api/v1/subscriptions/${subscription.id}/change-plan/${monthly}`);
    expect(down.body).toMatchObject({ order: null, subscription: { nextPrice: { id: monthly }, nextCharge: { amount: 199_000 } } });
    moveTo(new Date(subscription.currentPeriodEnd!));
    await runDue();
    const renewing = await eventually(async () => {
      const s = await only(member);
      return s.status === 'PENDING_RENEWAL' && s.openOrder && s;
    }, 10_000);
    expect(renewing!.openOrder!.total).toBe(199_000);
    await vnpayPays(renewing!.openOrder!.code, 199_000);
    const renewed = await eventually(async () => {
      const s = await only(member);
      return s.status === 'ACTIVE' && s;
    }, 10_000);
    expect(renewed).toMatchObject({ price: { id: monthly }, nextPrice: null });
    const days = (new Date(renewed!.currentPeriodEnd!).getTime() - new Date(renewed!.currentPeriodStart!).getTime()) / DAY;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
  });

  it('ends the subscription and its access when its paid period is refunded', async () => {
    const { member, subscription } = await paidMember('Vương Hoàn Tiền');
    const [record] = (await member.client.get(`/api/v1/subscriptions/${subscription.id}/payment-records`)).body.data;
    const order = await member.client.get(`/api/v1/orders/${record.orderId}`);
    const asked = await member.client.post('/api/v1/refunds', { orderItemId: order.body.items[0].id, reason: 'Tôi đăng ký nhầm gói, xin hoàn tiền.' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const decided = await admin.client.put(`/api/v1/refunds/${asked.body.id}`, { approval: 'APPROVED' });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    await eventually(async () => (await mine(member)).length === 0, 10_000, 'the refunded subscription ended');
    expect(await learns(member)).toBe(false);
    const records = await member.client.get(`/api/v1/subscriptions/${subscription.id}/payment-records`);
    expect(records.body.data[0]).toMatchObject({ orderStatus: 'REFUNDED' });
  });

  it("refuses another member's subscription and anonymous calls", async () => {
    const { subscription } = await paidMember('Chủ Gói');
    const stranger = await signUpVerified(server, { fullName: 'Người Lạ' });
    for (const path of ['payment-summary', 'payment-records']) {
      expect((await stranger.client.get(`/api/v1/subscriptions/${subscription.id}/${path}`)).body).toMatchObject({ code: 'SUBSCRIPTION_NOT_FOUND' });
    }
    expect((await stranger.client.post(`/api/v1/subscriptions/${subscription.id}/cancel`, {})).body).toMatchObject({ code: 'SUBSCRIPTION_NOT_FOUND' });
    expect((await server.anonymous.post(`/api/v1/subscriptions/${monthly}/subscribe`, {})).status).toBe(401);
    expect((await server.anonymous.get(`/api/v1/subscriptions/${monthly}`)).body).toMatchObject({ mine: null, price: { id: monthly } });
  });
});
