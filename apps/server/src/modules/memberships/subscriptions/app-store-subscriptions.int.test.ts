import { randomUUID } from 'node:crypto';
import type { SubscribeResultDto } from '@market/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../../../test/support/accounts.js';
import type { TestServer } from '../../../../test/support/server.js';
import { appMember, appStore, appStoreServer, mine, MONTH, records } from './app-store-subscriptions.testing.js';

// App Store charges the marketplace cannot take (money owed back) are in app-store-owed-back.int.test.ts.
describe('a subscription bought in the app, renewed by the App Store', () => {
  // Real time, moved ahead when a test needs a hold to run out.
  const clock = { ahead: 0, now: () => new Date(Date.now() + clock.ahead) };
  let server: TestServer;
  let priceId: string;

  beforeAll(async () => {
    ({ server, priceId } = await appStoreServer(clock));
  });
  afterAll(() => server.close());

  it('settles a DID_RENEW once, however often it is delivered, and refuses a forged or mispriced one', async () => {
    const { member, subscription, send } = await appMember(server, priceId, 'Hội Viên Ứng Dụng');
    const periodEnd = new Date(subscription.currentPeriodEnd!).getTime();
    const renewal = {
      notificationType: 'DID_RENEW' as const,
      transactionId: `2001${Date.now()}`,
      expiresDate: periodEnd + MONTH,
      notificationUUID: randomUUID(),
    };

    expect(await send(renewal, 'a chain nobody trusts')).toMatchObject({ status: 400, body: { code: 'INVALID_PAYMENT_SIGNATURE' } });
    expect(await send({ ...renewal, notificationUUID: randomUUID(), amount: 1_000 })).toMatchObject({ status: 400, body: { code: 'PAYMENT_AMOUNT_MISMATCH' } });
    expect((await records(member, subscription.id)).filter((r) => r.paidAt)).toHaveLength(1);

    expect(await send(renewal)).toMatchObject({ status: 200, body: { received: true } });
    expect(await send(renewal)).toMatchObject({ status: 200, body: { received: true } });
    // The same Apple transaction told again under another notification id pays nothing more.
    expect((await send({ ...renewal, notificationUUID: randomUUID() })).status).toBe(200);

    const paid = (await records(member, subscription.id)).filter((r) => r.paidAt);
    expect(paid.map((r) => [r.kind, r.amount, r.orderStatus])).toEqual([
      ['RENEWAL', 199_000, 'PAID'],
      ['FIRST', 199_000, 'PAID'],
    ]);
    const renewed = (await mine(member))!;
    expect(renewed).toMatchObject({ status: 'ACTIVE', currentPeriodStart: subscription.currentPeriodEnd, openOrder: null });
  });

  it('moves into dunning when billing fails at Apple, and ends when Apple says it expired', async () => {
    const { member, subscription, send } = await appMember(server, priceId, 'Hội Viên Lỡ Hạn');
    const failed = await send({ notificationType: 'DID_FAIL_TO_RENEW', subtype: 'GRACE_PERIOD', transactionId: `2002${Date.now()}`, expiresDate: Date.now() });
    expect(failed.status).toBe(200);
    expect(await mine(member)).toMatchObject({ status: 'PENDING_RENEWAL', grantsAccess: true, openOrder: { kind: 'RENEWAL' } });

    expect((await send({ notificationType: 'EXPIRED', subtype: 'BILLING_RETRY', transactionId: `2003${Date.now()}`, expiresDate: Date.now() })).status).toBe(
      200,
    );
    expect(await mine(member)).toBeUndefined();
    const unpaid = (await records(member, subscription.id)).find((r) => r.kind === 'RENEWAL');
    expect(unpaid).toMatchObject({ paidAt: null });
  });

  it('refunds the period Apple refunded, which ends the subscription', async () => {
    const { member, subscription, send, original } = await appMember(server, priceId, 'Hội Viên Hoàn Tiền');
    expect((await send({ notificationType: 'REFUND', transactionId: original, expiresDate: Date.now() + MONTH })).status).toBe(200);
    expect(await mine(member)).toBeUndefined();
    expect((await records(member, subscription.id)).map((r) => r.orderStatus)).toEqual(['REFUNDED']);
  });

  it('revives a subscription whose hold ran out when the App Store confirms the purchase after all, once', async () => {
    const member = await signUpVerified(server, { fullName: 'Hội Viên Trả Muộn' });
    const res = await member.client.post(`/api/v1/subscriptions/${priceId}/subscribe`, { provider: 'APPLE' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { subscription } = res.body as SubscribeResultDto;
    // Our hold runs out first: the subscription ends FAILED (SUBSCRIPTION_TIMEOUT), its order expires.
    clock.ahead = (server.config.holdMinutes + 1) * 60_000;
    await server.services.scheduler.runDue();
    expect(await mine(member)).toBeUndefined();
    expect((await records(member, subscription.id)).map((r) => [r.kind, r.orderStatus])).toEqual([['FIRST', 'CANCELLED']]);

    const original = `2004${Math.floor(Math.random() * 1e12)}`;
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

    const revived = (await mine(member))!;
    expect(revived).toMatchObject({ id: subscription.id, status: 'ACTIVE', grantsAccess: true, payProvider: 'APPLE', openOrder: null, endedAt: null });
    expect(new Date(revived.currentPeriodEnd!).getTime() - new Date(revived.currentPeriodStart!).getTime()).toBeGreaterThanOrEqual(28 * 86_400_000);
    const periods = await records(member, subscription.id);
    expect(periods.map((r) => [r.kind, r.amount, r.orderStatus])).toEqual([
      ['FIRST', 199_000, 'PAID'],
      ['FIRST', 199_000, 'CANCELLED'],
    ]);
    const order = await member.client.get(`/api/v1/orders/${periods[0]!.orderId}`);
    expect(order.body).toMatchObject({ status: 'PAID', total: 199_000, payment: { provider: 'APPLE', status: 'SUCCESS' } });
    clock.ahead = 0;
  });
});
