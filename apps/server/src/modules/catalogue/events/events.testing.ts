/** What the events' integration tests share: complete event bodies, creating and publishing through the API. */
import type { CreateEventBody } from '@market/contract';
import { expect } from 'vitest';
import type { Session } from '../../../../test/support/client.js';
import type { TestServer } from '../../../../test/support/server.js';
import { eventCategories } from './events.table.js';

const HOUR = 3_600_000;
let counter = 0;

/** An instant `hours` from now, as the API takes it. */
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** A complete offline, single-session event starting in `startsIn` hours for `lasts` hours, with one paid tier. */
export function eventBody(overrides: Partial<CreateEventBody> & { startsIn?: number; lasts?: number } = {}): CreateEventBody {
  const { startsIn = 72, lasts = 2, ...rest } = overrides;
  counter += 1;
  return {
    title: `Hội thảo thử nghiệm ${counter}`,
    summary: 'Một buổi chia sẻ ngắn',
    description: '<p>Nội dung chi tiết</p>',
    coverImage: 'https://picsum.photos/seed/thu/1200/630',
    format: 'OFFLINE',
    venueName: 'Nhà văn hoá Thanh niên',
    address: '4 Phạm Ngọc Thạch, Quận 1',
    city: 'TP. Hồ Chí Minh',
    sessionType: 'SINGLE',
    sessions: [{ startAt: hoursFromNow(startsIn), endAt: hoursFromNow(startsIn + lasts) }],
    ticketTiers: [{ name: 'Vé thường', price: 150_000, capacity: 100 }],
    ...rest,
  };
}

/** Creates (and submits) an event as the host; answers its detail. */
export async function submitEvent(host: Session, overrides: Parameters<typeof eventBody>[0] = {}) {
  const res = await host.client.post('/api/v1/events', eventBody(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** Creates, submits and approves an event: a published event, as the public sees it. */
export async function publishEvent(host: Session, admin: Session, overrides: Parameters<typeof eventBody>[0] = {}) {
  const event = await submitEvent(host, overrides);
  const res = await admin.client.patch(`/api/v1/admin/events/${event.id}`, { action: 'APPROVE' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

export async function makeEventCategory(server: TestServer, name = `Loại ${++counter}`) {
  const [row] = await server.database.db
    .insert(eventCategories)
    .values({ name, slug: `loai-${process.pid}-${++counter}-${Math.random().toString(36).slice(2, 7)}` })
    .returning();
  return row!;
}

/** Titles of a list answer, in order. */
export const titles = (res: { body: { data: { title: string }[] } }) => res.body.data.map((e) => e.title);
