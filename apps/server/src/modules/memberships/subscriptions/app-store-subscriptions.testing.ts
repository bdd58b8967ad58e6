import { randomUUID } from 'node:crypto';
import type { SubscribeResultDto, SubscriptionDetailDto, SubscriptionPaymentRecordDto } from '@market/contract';
import { expect } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { eventOnSale } from '../../commerce/commerce.testing.js';
import { localAppleChain, localAppleSubscriptionNotification, type LocalSubscriptionEvent } from '../../commerce/payments/providers/apple-chain.js';
import { createPlan, planBody } from '../plans/plans.testing.js';

/** Shared by the App Store subscription tests: new subscriptions, and charges owed back. */

const PATH = '/api/v2/payments/ipn/apple/subscription';
export const MONTH = 30 * 86_400_000;

/** Real time, moved ahead when a test needs a hold to run out. */
export type TestClock = { ahead: number; now: () => Date };

/** A server on `clock`, its admin, and the price of a plan sold in the app. */
export async function appStoreServer(clock: TestClock): Promise<{ server: TestServer; admin: Session; priceId: string }> {
  const server = await startTestServer({}, { clock });
  const admin = await loginAdmin(server);
  const onSale = await eventOnSale(server);
  const plan = await createPlan(admin, planBody('', { products: [{ productItemType: 'TICKET_TIER', productItemId: onSale.tiers[0]!.id }] }));
  return { server, admin, priceId: plan.prices[0]!.id };
}

type Event = Omit<LocalSubscriptionEvent, 'bundleId' | 'notificationUUID' | 'appAccountToken' | 'originalTransactionId' | 'amount'> &
  Partial<Pick<LocalSubscriptionEvent, 'amount' | 'notificationUUID'>>;

/** What the App Store posts about one subscription, signed by the sandbox's chain (or by `seed`'s, which nobody trusts). */
export function appStore(server: TestServer, subscriptionId: string, originalTransactionId: string) {
  return async (event: Event, seed = server.config.payments.sandboxSecret) => {
    const body = localAppleSubscriptionNotification(localAppleChain(seed), {
      bundleId: server.config.payments.apple.bundleId,
      notificationUUID: randomUUID(),
      appAccountToken: subscriptionId,
      originalTransactionId,
      amount: 199_000,
      ...event,
    });
    const res = await fetch(`${server.url}${PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as { code?: string; received?: boolean } };
  };
}

export const mine = async (member: Session) => ((await member.client.get('/api/v1/subscriptions/me')).body as { data: SubscriptionDetailDto[] }).data[0];
export const records = async (member: Session, id: string) =>
  ((await member.client.get(`/api/v1/subscriptions/${id}/payment-records`)).body as { data: SubscriptionPaymentRecordDto[] }).data;

/** A member who subscribed through the app and whose first purchase the App Store confirmed. */
export async function appMember(server: TestServer, priceId: string, name: string) {
  const member = await signUpVerified(server, { fullName: name });
  const res = await member.client.post(`/api/v1/subscriptions/${priceId}/subscribe`, { provider: 'APPLE' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const opened = res.body as SubscribeResultDto;
  const original = `2000${Math.floor(Math.random() * 1e12)}`;
  const send = appStore(server, opened.subscription.id, original);
  const end = Date.now() + MONTH;
  expect((await send({ notificationType: 'SUBSCRIBED', subtype: 'INITIAL_BUY', transactionId: original, expiresDate: end })).status).toBe(200);
  const active = (await mine(member))!;
  expect(active).toMatchObject({ status: 'ACTIVE', grantsAccess: true, payProvider: 'APPLE' });
  return { member, subscription: active, send, original };
}
