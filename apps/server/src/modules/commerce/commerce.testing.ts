/** What commerce's integration tests share: events on sale, many buyers at once, checkout, paid orders and what a person was told. */
import type { CreateEventBody, OrderDto } from '@market/contract';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { loginAdmin } from '../../../test/support/accounts.js';
import { ApiClient, type Session } from '../../../test/support/client.js';
import type { TestServer } from '../../../test/support/server.js';
import { createTokenService } from '../../platform/auth/tokens.js';
import { ticketTiers } from '../catalogue/events/events.table.js';
import { publishEvent } from '../catalogue/events/events.testing.js';
import { users } from '../identity/users/users.table.js';
import { signUpHost } from '../identity/profiles/profiles.testing.js';
import type { CallbackOutcome } from './payments/payment-provider.js';
import { payments } from './payments/payments.table.js';

let counter = 0;

export interface EventOnSale {
  host: Session;
  event: { id: string; slug: string; title: string };
  tiers: { id: string; name: string; price: number; capacity: number }[];
}

/** A published event of a new host with the tiers asked (default: one 150 000 ₫ tier of 100). */
export async function eventOnSale(
  server: TestServer,
  options: { host?: Session; tiers?: CreateEventBody['ticketTiers']; startsIn?: number } = {},
): Promise<EventOnSale> {
  const host = options.host ?? (await signUpHost(server, 'Phạm Thu Hà'));
  const admin = await loginAdmin(server);
  const event = await publishEvent(host, admin, {
    ...(options.tiers ? { ticketTiers: options.tiers } : {}),
    ...(options.startsIn ? { startsIn: options.startsIn } : {}),
  });
  return { host, event, tiers: event.ticketTiers };
}

/**
 * `n` verified buyers created straight in the database with signed access tokens: signing up
 * hundreds through the API (argon2, OTP) would measure the sign-up, not the checkout.
 */
export async function manyBuyers(server: TestServer, n: number): Promise<ApiClient[]> {
  const tokens = createTokenService({ secret: server.config.jwtSecret, accessTokenSeconds: 3600 });
  const batch = ++counter;
  const rows = await server.database.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        email: `nguoimua.${process.pid}.${batch}.${i}@vidu.vn`,
        username: `nguoi-mua-${process.pid}-${batch}-${i}`,
        fullName: `Người mua ${i + 1}`,
        emailVerifiedAt: new Date(),
        isFirstLogin: false,
      })),
    )
    .returning({ id: users.id });
  return Promise.all(rows.map(async (row) => new ApiClient(server.url).withToken(await tokens.signAccessToken({ sub: row.id, role: 'USER' }))));
}

/** Checks out and expects the order to be created. */
export async function checkout(buyer: Session | ApiClient, body: Record<string, unknown>): Promise<OrderDto> {
  const client = buyer instanceof ApiClient ? buyer : buyer.client;
  const res = await client.post('/api/v2/orders', { provider: 'VNPAY', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

export const tierLine = (tierId: string, quantity = 1) => ({ productItemType: 'TICKET_TIER', productItemId: tierId, quantity });

/** The latest payment attempt of an order, as stored (with the reference the provider echoes). */
export async function latestPayment(server: TestServer, orderId: string) {
  const [row] = await server.database.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.attempt)).limit(1);
  return row!;
}

/** Settles an order's latest attempt as a verified provider callback would (the IPN tests cover the wire). */
export async function settleLatest(server: TestServer, orderId: string, outcome: Partial<CallbackOutcome> = {}) {
  const payment = await latestPayment(server, orderId);
  return server.services.commerce.paymentSettlement.settle({
    provider: payment.provider as CallbackOutcome['provider'],
    reference: payment.reference,
    amount: payment.amount,
    currency: 'VND',
    success: true,
    resultCode: '00',
    providerTransactionId: `GD${Date.now()}`,
    dedupeKey: `${payment.reference}:${outcome.success === false ? 'fail' : 'ok'}`,
    payload: {},
    ...outcome,
  });
}

/** Checks out and pays through the (sandbox) provider as its verified callback would: a PAID order. */
export async function paidOrder(server: TestServer, buyer: Session | ApiClient, body: Record<string, unknown>): Promise<OrderDto> {
  const order = await checkout(buyer, body);
  if (order.status !== 'PAID') expect(await settleLatest(server, order.id)).toBe('SETTLED');
  const client = buyer instanceof ApiClient ? buyer : buyer.client;
  const res = await client.get(`/api/v2/orders/${order.id}/info`);
  expect(res.body.status, JSON.stringify(res.body)).toBe('PAID');
  return res.body;
}

/** A person's notifications, newest first, as their bell shows them. */
export async function bell(session: Session | { client: ApiClient }) {
  return (await session.client.get('/api/v1/notifications?limit=50')).body.data as {
    type: string;
    title: string;
    body: string;
    link: string | null;
    data: Record<string, unknown>;
  }[];
}

export async function tierStock(server: TestServer, tierId: string) {
  const [row] = await server.database.db
    .select({ sold: ticketTiers.sold, held: ticketTiers.held, capacity: ticketTiers.capacity })
    .from(ticketTiers)
    .where(eq(ticketTiers.id, tierId));
  return row!;
}

/** A refused checkout or cart call whose message lists, per product, why it cannot be bought. */
export function expectItemErrors(res: { status: number; body: { code: string; message: unknown } }, code: string, productIds: string[]): void {
  expect(res.body.code, JSON.stringify(res.body)).toBe(code);
  expect((res.body.message as { field: string; code: string }[]).map((e) => [e.field, e.code])).toEqual(productIds.map((id) => [id, code]));
}
