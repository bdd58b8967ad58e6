import { randomUUID } from 'node:crypto';
import type { AdminOrderDto, OrderDto, OrderSummaryDto, SubscribeResultDto } from '@market/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import type { TestServer } from '../../../../test/support/server.js';
import { eventOnSale } from '../../commerce/commerce.testing.js';
import { createPlan, planBody } from '../plans/plans.testing.js';
import { appMember, appStore, appStoreServer, mine, MONTH, records } from './app-store-subscriptions.testing.js';

describe('App Store charges a subscription cannot take, owed back to the member', () => {
  // Real time, moved ahead when a test needs a hold to run out.
  const clock = { ahead: 0, now: () => new Date(Date.now() + clock.ahead) };
  let server: TestServer;
  let admin: Session;
  let priceId: string;

  beforeAll(async () => {
    ({ server, admin, priceId } = await appStoreServer(clock));
  });
  afterAll(() => server.close());

  it("keeps a late App Store purchase it cannot revive (the member subscribed again) as money owed back, in the admins' refund queue, once", async () => {
    const member = await signUpVerified(server, { fullName: 'Hội Viên Đăng Ký Lại' });
    const res = await member.client.post(`/api/v1/subscriptions/${priceId}/subscribe`, { provider: 'APPLE' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { subscription } = res.body as SubscribeResultDto;
    clock.ahead = (server.config.holdMinutes + 1) * 60_000;
    await server.services.scheduler.runDue();
    expect(await mine(member)).toBeUndefined();
    // Meanwhile the member subscribes to the same plan again: that subscription is live and stands.
    const again = await member.client.post(`/api/v1/subscriptions/${priceId}/subscribe`, { provider: 'APPLE' });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    const live = (again.body as SubscribeResultDto).subscription;

    const original = `2005${Math.floor(Math.random() * 1e12)}`;
    const send = appStore(server, subscription.id, original);
    const subscribed = {
      notificationType: 'SUBSCRIBED' as const,
      subtype: 'INITIAL_BUY',
      transactionId: original,
      expiresDate: Date.now() + MONTH,
      notificationUUID: randomUUID(),
    };
    expect(await send(subscribed)).toMatchObject({ status: 200, body: { received: true } });
    // Delivered again, and the same Apple transaction under another notification: nothing more.
    expect((await send(subscribed)).status).toBe(200);
    expect((await send({ ...subscribed, notificationUUID: randomUUID() })).status).toBe(200);

    // The late one is not revived; the live one is untouched.
    expect(await mine(member)).toMatchObject({ id: live.id, status: 'PENDING' });
    const [given] = await records(member, subscription.id);
    expect(given).toMatchObject({ kind: 'FIRST', orderStatus: 'CANCELLED' });
    // Apple's money is on record (a successful APPLE payment of the given-up order) and owed back once.
    const { rows: payments } = await server.database.pool.query<{ status: string; amount: number; provider_transaction_id: string }>(
      `select status, amount::int as amount, provider_transaction_id from payments where order_id = $1 and provider = 'APPLE' and status = 'SUCCESS'`,
      [given!.orderId],
    );
    expect(payments).toEqual([{ status: 'SUCCESS', amount: 199_000, provider_transaction_id: original }]);
    const owed = (await member.client.get('/api/v1/refunds')).body.data as { id: string; orderId: string; orderCode: string; amount: number }[];
    expect(owed).toEqual([expect.objectContaining({ orderId: given!.orderId, amount: 199_000 })]);
    const queue = (await admin.client.get(`/api/v1/refunds/all?limit=100&search=${owed[0]!.orderCode}`)).body.data as { orderId: string }[];
    expect(queue.filter((r) => r.orderId === given!.orderId)).toHaveLength(1);
    // The member is told the money goes back.
    const notices = (await member.client.get('/api/v1/notifications?limit=100')).body.data as { title: string; body: string }[];
    expect(notices.filter((n) => n.title === 'Thanh toán sẽ được hoàn lại')).toHaveLength(1);

    // The given-up order never reads as paid: its own payment is the attempt that ended with it, Apple's money is told as owed back.
    const owedBack = [{ provider: 'APPLE', amount: 199_000, refundId: owed[0]!.id, refundStatus: 'AWAITING_INFO' }];
    const order = (await member.client.get(`/api/v1/orders/${given!.orderId}`)).body as OrderDto;
    expect(order).toMatchObject({ status: 'CANCELLED', owedBack: [expect.objectContaining(owedBack[0])] });
    expect(order.payment?.status).not.toBe('SUCCESS');
    const listed = ((await member.client.get('/api/v1/orders?limit=100')).body.data as OrderSummaryDto[]).find((o) => o.id === given!.orderId);
    expect(listed).toMatchObject({ payment: order.payment, owedBack: order.owedBack });
    const console = (await admin.client.get(`/api/v1/admin/order/${given!.orderId}`)).body as AdminOrderDto;
    expect(console).toMatchObject({ status: 'CANCELLED', payment: order.payment, owedBack: order.owedBack });
    expect(console.payments.map((p) => p.status)).toContain('SUCCESS');
    clock.ahead = 0;
  });

  /** A plan of its own (its price is withdrawn by the test), sold in the app. */
  async function ownPlan() {
    const onSale = await eventOnSale(server);
    const plan = await createPlan(admin, planBody('', { products: [{ productItemType: 'TICKET_TIER', productItemId: onSale.tiers[0]!.id }] }));
    return plan;
  }

  /** Apple's money kept on `orderId` as a successful APPLE payment, and the refund of it the member sees. */
  async function owedOn(member: Session, orderId: string, transactionId: string) {
    const { rows } = await server.database.pool.query<{ status: string; amount: number; provider_transaction_id: string }>(
      `select status, amount::int as amount, provider_transaction_id from payments where order_id = $1 and provider = 'APPLE' and provider_transaction_id = $2`,
      [orderId, transactionId],
    );
    const refunds = (
      (await member.client.get('/api/v1/refunds')).body.data as { id: string; orderId: string; amount: number; mode: string; status: string }[]
    ).filter((r) => r.orderId === orderId);
    return { payments: rows, refunds };
  }

  const withdrawals = [
    [
      'its price is withdrawn',
      async (plan: Awaited<ReturnType<typeof ownPlan>>) => {
        const body = planBody('', {
          name: plan.name,
          products: plan.products.map((p) => ({ productItemType: p.productItemType, productItemId: p.productItemId })),
          prices: plan.prices.map((p, i) => ({ id: p.id, amount: p.amount, period: p.period, status: i === 0 ? ('INACTIVE' as const) : ('ACTIVE' as const) })),
        });
        const res = await admin.client.put(`/api/v1/admin/memberships/${plan.id}`, body);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      },
    ],
    [
      'its plan is switched off',
      async (plan: Awaited<ReturnType<typeof ownPlan>>) => {
        expect((await admin.client.patch(`/api/v1/admin/memberships/${plan.id}/switch-status`, {})).status).toBe(200);
      },
    ],
    [
      'its plan is deleted',
      async (plan: Awaited<ReturnType<typeof ownPlan>>) => {
        expect((await admin.client.delete(`/api/v1/admin/memberships/${plan.id}`)).status).toBe(200);
      },
    ],
  ] as const;

  it.each(withdrawals)(
    "owes a late App Store purchase back when %s meanwhile: the subscription stays given up, the money is in the admins' refund queue, once",
    async (_, withdraw) => {
      const plan = await ownPlan();
      const member = await signUpVerified(server, { fullName: 'Hội Viên Giá Đã Ngừng' });
      const res = await member.client.post(`/api/v1/subscriptions/${plan.prices[0]!.id}/subscribe`, { provider: 'APPLE' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const { subscription } = res.body as SubscribeResultDto;
      clock.ahead = (server.config.holdMinutes + 1) * 60_000;
      await server.services.scheduler.runDue();
      clock.ahead = 0;
      await withdraw(plan);

      const original = `2006${Math.floor(Math.random() * 1e12)}`;
      const send = appStore(server, subscription.id, original);
      const subscribed = {
        notificationType: 'SUBSCRIBED' as const,
        subtype: 'INITIAL_BUY',
        transactionId: original,
        expiresDate: Date.now() + MONTH,
        notificationUUID: randomUUID(),
      };
      expect(await send(subscribed)).toMatchObject({ status: 200, body: { received: true } });
      expect((await send(subscribed)).status).toBe(200);
      expect((await send({ ...subscribed, notificationUUID: randomUUID() })).status).toBe(200);

      expect(await mine(member)).toBeUndefined();
      const [given] = await records(member, subscription.id);
      expect(given).toMatchObject({ kind: 'FIRST', orderStatus: 'CANCELLED' });
      const owed = await owedOn(member, given!.orderId!, original);
      expect(owed.payments).toEqual([{ status: 'SUCCESS', amount: 199_000, provider_transaction_id: original }]);
      expect(owed.refunds).toEqual([expect.objectContaining({ amount: 199_000 })]);
      const notices = (await member.client.get('/api/v1/notifications?limit=100')).body.data as { title: string; body: string }[];
      expect(notices.filter((n) => n.title === 'Thanh toán sẽ được hoàn lại').map((n) => n.body)).toEqual([expect.stringContaining('đã ngừng bán')]);
    },
  );

  it('owes back a renewal Apple charged for a price withdrawn meanwhile, and keeps the paid period until its end', async () => {
    const plan = await ownPlan();
    const member = await signUpVerified(server, { fullName: 'Hội Viên Gia Hạn Giá Cũ' });
    const res = await member.client.post(`/api/v1/subscriptions/${plan.prices[0]!.id}/subscribe`, { provider: 'APPLE' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const opened = res.body as SubscribeResultDto;
    const original = `2007${Math.floor(Math.random() * 1e12)}`;
    const send = appStore(server, opened.subscription.id, original);
    expect((await send({ notificationType: 'SUBSCRIBED', subtype: 'INITIAL_BUY', transactionId: original, expiresDate: Date.now() + MONTH })).status).toBe(200);
    const active = (await mine(member))!;
    await withdrawals[0][1](plan);

    // Apple renews a day early, for a price we no longer sell.
    const renewal = `2008${Date.now()}`;
    const end = new Date(active.currentPeriodEnd!).getTime();
    expect((await send({ notificationType: 'DID_RENEW', transactionId: renewal, expiresDate: end + MONTH })).status).toBe(200);
    expect((await send({ notificationType: 'DID_RENEW', transactionId: renewal, expiresDate: end + MONTH })).status).toBe(200);

    // The period paid for stands until its end; no new one was opened.
    expect(await mine(member)).toMatchObject({
      id: active.id,
      status: 'ACTIVE',
      grantsAccess: true,
      currentPeriodEnd: active.currentPeriodEnd,
      openOrder: null,
    });
    const periods = await records(member, active.id);
    expect(periods.map((r) => [r.kind, r.orderStatus])).toEqual([['FIRST', 'PAID']]);
    const owed = await owedOn(member, periods[0]!.orderId!, renewal);
    expect(owed.payments).toEqual([{ status: 'SUCCESS', amount: 199_000, provider_transaction_id: renewal }]);
    expect(owed.refunds).toEqual([expect.objectContaining({ amount: 199_000 })]);
  });

  it('owes back a renewal Apple charged after the subscription ended here, once however often it is told, and never reopens it', async () => {
    const { member, subscription, send } = await appMember(server, priceId, 'Hội Viên Gia Hạn Muộn');
    // Billing fails at Apple, its grace runs out (the subscription ends here), then Apple's billing retry recovers.
    expect(
      (await send({ notificationType: 'DID_FAIL_TO_RENEW', subtype: 'GRACE_PERIOD', transactionId: `2011${Date.now()}`, expiresDate: Date.now() })).status,
    ).toBe(200);
    expect((await send({ notificationType: 'GRACE_PERIOD_EXPIRED', transactionId: `2012${Date.now()}`, expiresDate: Date.now() })).status).toBe(200);
    expect(await mine(member)).toBeUndefined();
    const before = await records(member, subscription.id);
    expect(before.map((r) => [r.kind, r.orderStatus])).toEqual([
      ['RENEWAL', 'CANCELLED'],
      ['FIRST', 'PAID'],
    ]);

    const recovered = {
      notificationType: 'DID_RENEW' as const,
      subtype: 'BILLING_RECOVERY',
      transactionId: `2013${Date.now()}`,
      expiresDate: new Date(subscription.currentPeriodEnd!).getTime() + MONTH,
      notificationUUID: randomUUID(),
    };
    expect(await send(recovered)).toMatchObject({ status: 200, body: { received: true } });
    expect((await send(recovered)).status).toBe(200);
    expect((await send({ ...recovered, notificationUUID: randomUUID() })).status).toBe(200);

    // Nothing reopens: no period, no access; Apple's money is on record once and owed back once.
    expect(await mine(member)).toBeUndefined();
    expect(await records(member, subscription.id)).toEqual(before);
    const owed = await owedOn(member, before[0]!.orderId!, recovered.transactionId);
    expect(owed.payments).toEqual([{ status: 'SUCCESS', amount: 199_000, provider_transaction_id: recovered.transactionId }]);
    expect(owed.refunds).toEqual([expect.objectContaining({ amount: 199_000, mode: 'MANUAL', status: 'AWAITING_INFO' })]);
    const notices = (await member.client.get('/api/v1/notifications?limit=100')).body.data as { title: string; body: string }[];
    expect(notices.filter((n) => n.title === 'Thanh toán sẽ được hoàn lại').map((n) => n.body)).toEqual([expect.stringContaining('đã huỷ hoặc đã kết thúc')]);
    const order = (await member.client.get(`/api/v1/orders/${before[0]!.orderId}`)).body as OrderDto;
    expect(order).toMatchObject({ status: 'CANCELLED', owedBack: [expect.objectContaining({ provider: 'APPLE', amount: 199_000 })] });
    // Nor can an admin sell that period by hand while its money goes back.
    const marked = await admin.client.patch(`/api/v1/admin/order/${before[0]!.orderId}`, { status: 'PAID', method: 'BANK_TRANSFER' });
    expect(marked.body).toMatchObject({ code: 'ILLEGAL_STATUS_TRANSITION' });
    expect(await mine(member)).toBeUndefined();
  });

  it('owes back a renewal Apple charged for a subscription the member cancelled here, which still ends at its period end', async () => {
    const { member, subscription, send } = await appMember(server, priceId, 'Hội Viên Đã Huỷ');
    expect((await member.client.post(`/api/v1/subscriptions/${subscription.id}/cancel`, {})).status).toBe(200);
    const renewal = `2015${Date.now()}`;
    const end = new Date(subscription.currentPeriodEnd!).getTime();
    expect((await send({ notificationType: 'DID_RENEW', transactionId: renewal, expiresDate: end + MONTH })).status).toBe(200);

    expect(await mine(member)).toMatchObject({ id: subscription.id, status: 'CANCEL', currentPeriodEnd: subscription.currentPeriodEnd, openOrder: null });
    const periods = await records(member, subscription.id);
    expect(periods.map((r) => [r.kind, r.orderStatus])).toEqual([['FIRST', 'PAID']]);
    const owed = await owedOn(member, periods[0]!.orderId!, renewal);
    expect(owed.payments).toEqual([{ status: 'SUCCESS', amount: 199_000, provider_transaction_id: renewal }]);
    expect(owed.refunds).toHaveLength(1);
  });

  it("refuses an admin's mark paid of an order whose App Store payment is owed back (a withdrawn price), and leaves it as it was", async () => {
    const plan = await ownPlan();
    const member = await signUpVerified(server, { fullName: 'Hội Viên Không Bán Lại' });
    const { subscription } = (await member.client.post(`/api/v1/subscriptions/${plan.prices[0]!.id}/subscribe`, { provider: 'APPLE' }))
      .body as SubscribeResultDto;
    clock.ahead = (server.config.holdMinutes + 1) * 60_000;
    await server.services.scheduler.runDue();
    clock.ahead = 0;
    await withdrawals[0][1](plan);
    const original = `2014${Math.floor(Math.random() * 1e12)}`;
    const subscribed = { notificationType: 'SUBSCRIBED' as const, subtype: 'INITIAL_BUY', transactionId: original, expiresDate: Date.now() + MONTH };
    expect((await appStore(server, subscription.id, original)(subscribed)).status).toBe(200);
    const [given] = await records(member, subscription.id);
    const owedBefore = await owedOn(member, given!.orderId!, original);
    expect(owedBefore.refunds).toHaveLength(1);

    const marked = await admin.client.patch(`/api/v1/admin/order/${given!.orderId}`, { status: 'PAID', method: 'BANK_TRANSFER' });
    expect(marked.status).toBe(409);
    expect(marked.body).toMatchObject({ code: 'ILLEGAL_STATUS_TRANSITION', message: expect.stringContaining('phải hoàn lại cho người mua') });

    // Nothing moved: the order is still given up, no ADMIN payment, no period sold, the refund still owed.
    const console = (await admin.client.get(`/api/v1/admin/order/${given!.orderId}`)).body as AdminOrderDto;
    expect(console).toMatchObject({ status: 'CANCELLED', paidAt: null, owedBack: [expect.objectContaining({ refundId: owedBefore.refunds[0]!.id })] });
    expect(console.payments.map((p) => p.provider)).not.toContain('ADMIN');
    expect(console.actions).toMatchObject({ markPaid: false });
    expect(await mine(member)).toBeUndefined();
    expect((await records(member, subscription.id)).map((r) => [r.kind, r.orderStatus])).toEqual([['FIRST', 'CANCELLED']]);
    expect(await owedOn(member, given!.orderId!, original)).toEqual(owedBefore);
  });

  it("sends an owed App Store payment back by bank transfer: the admins' queue asks the member for an account, and approving it never calls Apple", async () => {
    const plan = await ownPlan();
    const member = await signUpVerified(server, { fullName: 'Hội Viên Chờ Chuyển Khoản' });
    const res = await member.client.post(`/api/v1/subscriptions/${plan.prices[0]!.id}/subscribe`, { provider: 'APPLE' });
    const { subscription } = res.body as SubscribeResultDto;
    clock.ahead = (server.config.holdMinutes + 1) * 60_000;
    await server.services.scheduler.runDue();
    clock.ahead = 0;
    await withdrawals[2][1](plan);
    const original = `2009${Math.floor(Math.random() * 1e12)}`;
    const subscribed = { notificationType: 'SUBSCRIBED' as const, subtype: 'INITIAL_BUY', transactionId: original, expiresDate: Date.now() + MONTH };
    expect((await appStore(server, subscription.id, original)(subscribed)).status).toBe(200);
    const [given] = await records(member, subscription.id);
    const [refund] = (await owedOn(member, given!.orderId!, original)).refunds;
    // Apple refunds only its buyers, never a merchant's request: the money goes back by transfer.
    expect(refund).toMatchObject({ mode: 'MANUAL', status: 'AWAITING_INFO' });

    const account = { bankName: 'Vietcombank', bankAccountNumber: '0123456789', bankAccountName: 'NGUYEN VAN A' };
    expect((await member.client.put(`/api/v1/refunds/${refund!.id}/account`, account)).status).toBe(200);
    const approved = await admin.client.put(`/api/v1/refunds/${refund!.id}`, { approval: 'APPROVED' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ approval: 'APPROVED', status: 'PROCESSING', mode: 'MANUAL' });
    const done = await admin.client.put(`/api/v1/refunds/${refund!.id}`, { status: 'SUCCESS' });
    expect(done.body).toMatchObject({ approval: 'APPROVED', status: 'SUCCESS' });

    const { rows } = await server.database.pool.query<{ transaction_type: string; provider: string; method: string | null; status: string }>(
      `select transaction_type, provider, method, status from payments where order_id = $1 and (provider_transaction_id = $2 or transaction_type = 'REFUND') order by created_at`,
      [given!.orderId, original],
    );
    expect(rows).toEqual([
      { transaction_type: 'PAY', provider: 'APPLE', method: null, status: 'REFUND' },
      { transaction_type: 'REFUND', provider: 'APPLE', method: 'BANK_TRANSFER', status: 'SUCCESS' },
    ]);
  });

  it('closes the refund it owed when Apple refunds that charge itself first, so the money is not sent back twice', async () => {
    const plan = await ownPlan();
    const member = await signUpVerified(server, { fullName: 'Hội Viên Được Apple Hoàn' });
    const { subscription } = (await member.client.post(`/api/v1/subscriptions/${plan.prices[0]!.id}/subscribe`, { provider: 'APPLE' }))
      .body as SubscribeResultDto;
    clock.ahead = (server.config.holdMinutes + 1) * 60_000;
    await server.services.scheduler.runDue();
    clock.ahead = 0;
    await withdrawals[1][1](plan);
    const original = `2010${Math.floor(Math.random() * 1e12)}`;
    const send = appStore(server, subscription.id, original);
    expect((await send({ notificationType: 'SUBSCRIBED', subtype: 'INITIAL_BUY', transactionId: original, expiresDate: Date.now() + MONTH })).status).toBe(200);
    const [given] = await records(member, subscription.id);
    const [owed] = (await owedOn(member, given!.orderId!, original)).refunds;
    expect(owed).toMatchObject({ mode: 'MANUAL', status: 'AWAITING_INFO' });

    // The member asked Apple, and Apple refunded them.
    expect((await send({ notificationType: 'REFUND', transactionId: original, expiresDate: Date.now() + MONTH })).status).toBe(200);
    const after = await owedOn(member, given!.orderId!, original);
    expect(after.payments).toEqual([{ status: 'REFUND', amount: 199_000, provider_transaction_id: original }]);
    expect(after.refunds).toEqual([expect.objectContaining({ id: owed!.id, approval: 'APPROVED', status: 'SUCCESS' })]);
    // Nothing is left for the admins to transfer: it is done, and cannot be sent again.
    expect((await admin.client.put(`/api/v1/refunds/${owed!.id}`, { status: 'PROCESSING' })).body).toMatchObject({ code: 'ILLEGAL_STATUS_TRANSITION' });
    const order = (await member.client.get(`/api/v1/orders/${given!.orderId}`)).body as OrderDto;
    expect(order.owedBack).toEqual([expect.objectContaining({ refundId: owed!.id, refundStatus: 'SUCCESS' })]);
  });
});
