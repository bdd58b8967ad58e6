/** What the voucher and discount integration tests share: hosts with products, and orders written straight to the books. */
import { expect } from 'vitest';
import type { Session } from '../../../../test/support/client.js';
import type { TestServer } from '../../../../test/support/server.js';
import { publishEvent } from '../../catalogue/events/events.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { orderItems, orders } from '../orders/orders.table.js';
import { voucherRedemptions } from './vouchers.table.js';

const DAY = 86_400_000;
export const MISSING = '00000000-0000-4000-8000-000000000000';
/** An instant `days` from now, as the API takes it. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export interface HostWithProducts {
  session: Session;
  event: { id: string; title: string; ticketTiers: { id: string; name: string; price: number }[] };
  calendar: { id: string; title: string; price: number };
  frame: { id: string; startAt: string };
}

/** A host with a published event (two tiers) and a calendar with one frame next week. */
export async function hostWithProducts(server: TestServer, admin: Session, fullName: string, eventTitle: string): Promise<HostWithProducts> {
  const session = await signUpHost(server, fullName);
  const event = await publishEvent(session, admin, {
    title: eventTitle,
    ticketTiers: [
      { name: 'Vé thường', price: 150_000, capacity: 100 },
      { name: 'Vé VIP', price: 400_000, capacity: 20 },
    ],
  });
  const calendarRes = await session.client.post('/api/v1/calendars', {
    title: `Tư vấn 1:1 với ${fullName}`,
    type: 'ONE_TO_ONE',
    price: 250_000,
    durationMinutes: 60,
  });
  expect(calendarRes.status, JSON.stringify(calendarRes.body)).toBe(201);
  const start = new Date(Date.now() + 7 * DAY);
  start.setUTCMinutes(0, 0, 0);
  const framesRes = await session.client.post(`/api/v1/calendars/frames/${calendarRes.body.id}`, { frames: [{ startAt: start.toISOString() }] });
  expect(framesRes.status, JSON.stringify(framesRes.body)).toBe(201);
  return { session, event, calendar: calendarRes.body, frame: framesRes.body.data[0] };
}

export const tierRef = (host: HostWithProducts, index = 0) => ({ productItemType: 'TICKET_TIER', productItemId: host.event.ticketTiers[index]!.id });
export const frameRef = (host: HostWithProducts) => ({ productItemType: 'CALENDAR_FRAME', productItemId: host.frame.id });

let counter = 0;

/**
 * An order of one line on a host's tier, as checkout would have written it (checkout is another
 * part): with a voucher (and its redemption) or a discount when given.
 */
export async function recordOrder(
  server: TestServer,
  values: {
    buyerId: string;
    host: HostWithProducts;
    status: 'PENDING' | 'PAID' | 'CANCELLED' | 'FAILED' | 'REFUNDED';
    voucher?: { id: string; code: string; amount: number };
    discount?: { id: string; amount: number };
    quantity?: number;
  },
) {
  const db = server.database.db;
  const tier = values.host.event.ticketTiers[0]!;
  const quantity = values.quantity ?? 1;
  const subtotal = tier.price * quantity;
  const discountAmount = values.discount?.amount ?? 0;
  const voucherAmount = values.voucher?.amount ?? 0;
  const total = subtotal - discountAmount - voucherAmount;
  counter += 1;
  const code = `DH${String(process.pid).slice(-4)}${String(counter).padStart(6, '0')}`.slice(0, 12);
  const [order] = await db
    .insert(orders)
    .values({
      code,
      userId: values.buyerId,
      status: values.status,
      subtotal,
      discountTotal: discountAmount,
      voucherTotal: voucherAmount,
      total,
      voucherId: values.voucher?.id ?? null,
      voucherCode: values.voucher?.code ?? null,
      paidAt: values.status === 'PAID' ? new Date() : null,
    })
    .returning();
  const [item] = await db
    .insert(orderItems)
    .values({
      orderId: order!.id,
      userId: values.buyerId,
      hostId: values.host.session.user.id,
      productType: 'TICKET_TIER',
      productId: tier.id,
      eventId: values.host.event.id,
      title: values.host.event.title,
      subtitle: tier.name,
      unitPrice: tier.price,
      quantity,
      discountId: values.discount?.id ?? null,
      discountAmount,
      voucherAmount,
      total,
      status: values.status === 'PAID' ? 'SUCCESS' : values.status === 'PENDING' ? 'HOLDING' : 'CANCELED',
    })
    .returning();
  if (values.voucher)
    await db.insert(voucherRedemptions).values({ voucherId: values.voucher.id, orderId: order!.id, userId: values.buyerId, amount: voucherAmount });
  return { order: order!, item: item! };
}
