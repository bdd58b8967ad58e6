import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { paidOrder } from '../../commerce/commerce.testing.js';
import { expectError } from '../../identity/auth/auth.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { makeEventCategory, publishEvent } from './events.testing.js';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe("the studio's list of events and 'Nhân bản sự kiện'", () => {
  let server: TestServer;
  let admin: Session;
  let khoa: Session;
  let lan: Session;
  let binh: Session;
  let event: { id: string; title: string; ticketTiers: { id: string; name: string }[] };

  beforeAll(async () => {
    server = await startTestServer();
    [admin, khoa, lan, binh] = await Promise.all([
      loginAdmin(server),
      signUpHost(server, 'Lê Minh Khoa'),
      signUpHost(server, 'Nguyễn Lan Anh'),
      signUpVerified(server, { fullName: 'Trần Thị Bình' }),
    ]);
    const category = await makeEventCategory(server, 'Âm nhạc');
    event = await publishEvent(khoa, admin, {
      title: 'Đêm nhạc mộc',
      eventCategoryIds: [category.id],
      coHostIds: [lan.user.id],
      ticketTiers: [
        { name: 'Vé thường', price: 200_000, capacity: 50 },
        { name: 'Vé VIP', price: 500_000, capacity: 10 },
      ],
    });
    const vip = event.ticketTiers.find((tier) => tier.name === 'Vé VIP')!;
    await paidOrder(server, binh, { items: [{ productItemType: 'TICKET_TIER', productItemId: vip.id, quantity: 3 }] });
  });
  afterAll(() => server.close());

  it('shows each of my events with the tickets sold over the places of all its tiers, to its owner and its co-hosts', async () => {
    const mine = await khoa.client.get('/api/v2/events/mine');
    expect(mine.body.data.find((e: { id: string }) => e.id === event.id)).toMatchObject({ ticketsSold: 3, ticketCapacity: 60 });
    const shared = await lan.client.get('/api/v2/events/co-host');
    expect(shared.body.data.find((e: { id: string }) => e.id === event.id)).toMatchObject({ ticketsSold: 3, ticketCapacity: 60 });
  });

  it('copies an event as a new draft of its owner: texts, place, sessions, tiers with nothing sold, categories and co-hosts', async () => {
    const copy = await khoa.client.post(`/api/v2/events/${event.id}/duplicate`);
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    const source = (await khoa.client.get(`/api/v2/events/${event.id}`)).body;
    expect(copy.body).toMatchObject({
      title: 'Đêm nhạc mộc (bản sao)',
      status: 'DRAFT',
      summary: source.summary,
      venueName: source.venueName,
      city: source.city,
      host: { id: khoa.user.id },
    });
    expect(copy.body.id).not.toBe(event.id);
    expect(copy.body.slug).not.toBe(source.slug);
    expect(copy.body.sessions.map((s: { startAt: string }) => s.startAt)).toEqual(source.sessions.map((s: { startAt: string }) => s.startAt));
    expect(copy.body.ticketTiers.map((t: { name: string; capacity: number; sold: number }) => [t.name, t.capacity, t.sold])).toEqual([
      ['Vé thường', 50, 0],
      ['Vé VIP', 10, 0],
    ]);
    expect(copy.body.eventCategories.map((c: { name: string }) => c.name)).toEqual(['Âm nhạc']);
    // The copy waits as a draft: nobody else sees it, and the original is untouched.
    expectError(await server.anonymous.get(`/api/v2/events/${copy.body.id}`), 'EVENT_NOT_FOUND');
    expect((await khoa.client.get('/api/v2/events/mine?status=DRAFT')).body.data.map((e: { id: string }) => e.id)).toContain(copy.body.id);
    const after = (await khoa.client.get('/api/v2/events/mine')).body.data.find((e: { id: string }) => e.id === event.id);
    expect(after).toMatchObject({ status: 'PUBLISHED', ticketsSold: 3 });
  });

  it('lets only the owner copy an event: a co-host, another host and a buyer are refused, an unknown event is not found', async () => {
    expectError(await lan.client.post(`/api/v2/events/${event.id}/duplicate`), 'INSUFFICIENT_PRIVILEGES');
    expectError(await binh.client.post(`/api/v2/events/${event.id}/duplicate`), 'INSUFFICIENT_PRIVILEGES');
    expectError(await khoa.client.post(`/api/v2/events/${MISSING}/duplicate`), 'EVENT_NOT_FOUND');
    expect((await server.anonymous.post(`/api/v2/events/${event.id}/duplicate`)).status).toBe(401);
  });
});
