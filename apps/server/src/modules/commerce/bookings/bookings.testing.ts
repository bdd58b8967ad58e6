/** What the tickets' and bookings' integration tests share: paid tickets, calendars on sale, paid bookings (all through `paidOrder`). */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ApiClient, Session } from '../../../../test/support/client.js';
import type { TestServer } from '../../../../test/support/server.js';
import { calendarFrames } from '../../catalogue/calendars/calendars.table.js';
import { paidOrder, tierLine } from '../commerce.testing.js';

const DAY = 86_400_000;

/** Buys `quantity` tickets of a tier and settles the payment; answers the paid order. */
export const paidTickets = (server: TestServer, buyer: Session | ApiClient, tierId: string, quantity = 1) =>
  paidOrder(server, buyer, { items: [tierLine(tierId, quantity)] });

export interface CalendarOnSale {
  calendar: { id: string; title: string };
  frames: { id: string; startAt: string; endAt: string }[];
}

/** A 1:1 calendar of `host` with `frames` one-hour frames on consecutive days from tomorrow (one place each). */
export async function calendarOnSale(
  host: Session,
  options: { requiresApproval?: boolean; price?: number; frames?: number; title?: string } = {},
): Promise<CalendarOnSale> {
  const created = await host.client.post('/api/v1/calendars', {
    title: options.title ?? 'Tư vấn CV 1:1',
    type: 'ONE_TO_ONE',
    price: options.price ?? 200_000,
    durationMinutes: 60,
    requiresApproval: options.requiresApproval ?? true,
    meetingTool: 'GOOGLE_MEET',
    meetingUrl: 'https://meet.google.com/abc-defg-hij',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  // Whole hours, a few hours apart per call, so frames of one host never overlap across calendars.
  const base = Math.ceil((Date.now() + DAY) / 3_600_000) * 3_600_000 + (calendarCount++ % 20) * 3_600_000;
  const frames = Array.from({ length: options.frames ?? 3 }, (_, i) => ({ startAt: new Date(base + i * DAY).toISOString() }));
  const added = await host.client.post(`/api/v1/calendars/frames/${created.body.id}`, { frames });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return { calendar: created.body, frames: added.body.data };
}
let calendarCount = 0;

export const frameLine = (frameId: string) => ({ productItemType: 'CALENDAR_FRAME', productItemId: frameId, quantity: 1 });

/** Books a frame and pays for it; answers the booking's order item id. */
export async function paidBooking(server: TestServer, buyer: Session, frameId: string, note?: string): Promise<string> {
  const order = await paidOrder(server, buyer, { items: [frameLine(frameId)], ...(note ? { note } : {}) });
  return order.items[0]!.id;
}

export async function frameStock(server: TestServer, frameId: string) {
  const [row] = await server.database.db
    .select({ booked: calendarFrames.booked, held: calendarFrames.held })
    .from(calendarFrames)
    .where(eq(calendarFrames.id, frameId));
  return row!;
}
