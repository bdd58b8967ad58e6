import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin } from '../../../../test/support/accounts.js';
import type { Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { publishEvent, titles } from './events.testing.js';

interface Item {
  kind: 'EVENT' | 'COMBO';
  id: string;
  title: string;
}

describe('events and combos in one list', () => {
  let server: TestServer;
  let host: Session;
  let other: Session;
  const events: { id: string; title: string; ticketTiers: { id: string }[] }[] = [];
  const combos: { id: string; title: string }[] = [];
  const get = (query = '') => server.anonymous.get(`/api/v2/events/events-and-combos${query}`);

  beforeAll(async () => {
    server = await startTestServer();
    const admin = await loginAdmin(server);
    [host, other] = await Promise.all([signUpHost(server, 'Vũ Thanh Hương'), signUpHost(server, 'Đặng Quốc Bảo')]);
    events.push(await publishEvent(host, admin, { title: 'Hội thảo marketing số', startsIn: 24 }));
    events.push(await publishEvent(host, admin, { title: 'Đêm nhạc acoustic', startsIn: 48 }));
    events.push(await publishEvent(other, admin, { title: 'Workshop gốm', startsIn: 72, ticketTiers: [{ name: 'Miễn phí', price: 0, capacity: 20 }] }));
    const combo = async (title: string, status: 'DRAFT' | 'PUBLISHED') => {
      const res = await host.client.post('/api/v1/combos', {
        title,
        price: 150_000,
        status,
        items: events.slice(0, 2).map((e) => ({ productItemType: 'TICKET_TIER', productItemId: e.ticketTiers[0]!.id })),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body as { id: string; title: string };
    };
    combos.push(await combo('Combo hai đêm', 'PUBLISHED'));
    combos.push(await combo('Combo cuối tuần', 'PUBLISHED'));
    await combo('Combo nháp', 'DRAFT');
  }, 60_000);
  afterAll(() => server.close());

  it('lists events first in start order, then combos on sale newest first, each saying its kind', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.body.data.map((i: Item) => [i.kind, i.title])).toEqual([
      ['EVENT', 'Hội thảo marketing số'],
      ['EVENT', 'Đêm nhạc acoustic'],
      ['EVENT', 'Workshop gốm'],
      ['COMBO', 'Combo cuối tuần'],
      ['COMBO', 'Combo hai đêm'],
    ]);
    expect(res.body.meta).toEqual({ page: 1, limit: 20, total: 5, totalPages: 1 });
    // An event keeps every field of the events list's card.
    const list = await server.anonymous.get('/api/v2/events');
    expect(res.body.data[0]).toEqual({ ...list.body.data[0], kind: 'EVENT' });
    expect(res.body.data[3]).toMatchObject({ id: combos[1]!.id, price: 150_000, onSale: true, host: { id: host.user.id } });
    expect(res.body.data[3].items).toHaveLength(2);
  });

  it('pages across the seam between events and combos', async () => {
    const first = await get('?limit=2');
    expect(titles(first)).toEqual(['Hội thảo marketing số', 'Đêm nhạc acoustic']);
    expect(first.body.meta).toEqual({ page: 1, limit: 2, total: 5, totalPages: 3 });
    expect(titles(await get('?limit=2&page=2'))).toEqual(['Workshop gốm', 'Combo cuối tuần']);
    expect(titles(await get('?limit=2&page=3'))).toEqual(['Combo hai đêm']);
    expect(titles(await get('?limit=2&page=4'))).toEqual([]);
  });

  it('narrows combos by host, words and price, and lists events alone under an event-only filter', async () => {
    expect(titles(await get(`?hostId=${other.user.id}`))).toEqual(['Workshop gốm']);
    expect(titles(await get(`?hostId=${host.user.id}`))).toEqual(['Hội thảo marketing số', 'Đêm nhạc acoustic', 'Combo cuối tuần', 'Combo hai đêm']);
    expect(titles(await get('?q=hai dem'))).toEqual(['Combo hai đêm']);
    expect(titles(await get('?price=free'))).toEqual(['Workshop gốm']);
    expect(titles(await get('?tab=future'))).toEqual(['Hội thảo marketing số', 'Đêm nhạc acoustic', 'Workshop gốm']);
    expect((await get('?format=OFFLINE')).body.data.every((i: Item) => i.kind === 'EVENT')).toBe(true);
  });

  it('drops a combo taken off sale', async () => {
    expect((await host.client.put(`/api/v1/combos/${combos[0]!.id}/change-state`, { status: 'UNPUBLISHED' })).status).toBe(200);
    const res = await get();
    expect(res.body.data.filter((i: Item) => i.kind === 'COMBO').map((i: Item) => i.title)).toEqual(['Combo cuối tuần']);
    expect(res.body.meta.total).toBe(4);
  });
});
