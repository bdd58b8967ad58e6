/** What the refund, admin-order and report tests share: paid orders and what a buyer was told. */
import type { OrderDto } from '@market/contract';
import { expect } from 'vitest';
import type { ApiClient, Session } from '../../../../test/support/client.js';
import type { TestServer } from '../../../../test/support/server.js';
import { checkout, settleLatest } from '../commerce.testing.js';

/** Checks out and pays through the (sandbox) provider as its verified callback would: a PAID order. */
export async function paidOrder(server: TestServer, buyer: Session, body: Record<string, unknown>): Promise<OrderDto> {
  const order = await checkout(buyer, body);
  if (order.status !== 'PAID') expect(await settleLatest(server, order.id)).toBe('SETTLED');
  const res = await buyer.client.get(`/api/v2/orders/${order.id}/info`);
  expect(res.body.status, JSON.stringify(res.body)).toBe('PAID');
  return res.body;
}

/** The buyer's notifications, newest first. */
export async function bell(session: Session | { client: ApiClient }): Promise<{ type: string; title: string; body: string }[]> {
  return (await session.client.get('/api/v1/notifications?limit=50')).body.data;
}
