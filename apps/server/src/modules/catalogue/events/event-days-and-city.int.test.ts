import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin } from '../../../../test/support/accounts.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';
import { publishEvent, titles } from './events.testing.js';

/** An instant on Vietnam's clock (UTC+7), as the API takes it. */
const vn = (local: string) => new Date(`${local}+07:00`).toISOString();

describe('the events list by days and city', () => {
  let server: TestServer;
  const list = (query: string) => server.anonymous.get(`/api/v1/events?limit=50&${query}`);
  const sorted = (res: Parameters<typeof titles>[0]) => titles(res).sort();

  beforeAll(async () => {
    server = await startTestServer();
    const [admin, host] = await Promise.all([loginAdmin(server), signUpHost(server, 'Trần Bảo Ngọc')]);
    const event = (title: string, city: string, startAt: string, endAt: string) =>
      publishEvent(host, admin, { title, city, sessions: [{ startAt: vn(startAt), endAt: vn(endAt) }] });
    await event('Sáng 10/3 ở Hà Nội', 'Hà Nội', '2030-03-10T09:00:00', '2030-03-10T11:00:00');
    await event('Đêm 10/3 qua nửa đêm', 'TP. Hồ Chí Minh', '2030-03-10T23:30:00', '2030-03-11T01:00:00');
    // 06:30 on the 12th in Vietnam is still the 11th in UTC.
    await event('Sớm 12/3 ở Đà Nẵng', 'Đà Nẵng', '2030-03-12T06:30:00', '2030-03-12T08:00:00');
    await event('Trại cả tuần', 'Thành phố Hà Nội', '2030-03-08T08:00:00', '2030-03-14T17:00:00');
  });
  afterAll(() => server.close());

  it('lists the events on at some time of the days asked, days read on Vietnam’s clock', async () => {
    expect(sorted(await list('from=2030-03-11&to=2030-03-11'))).toEqual(['Trại cả tuần', 'Đêm 10/3 qua nửa đêm']);
    expect(sorted(await list('from=2030-03-12&to=2030-03-12'))).toEqual(['Sớm 12/3 ở Đà Nẵng', 'Trại cả tuần']);
    expect(titles(await list('from=2030-03-09&to=2030-03-10'))).toEqual(['Trại cả tuần', 'Sáng 10/3 ở Hà Nội', 'Đêm 10/3 qua nửa đêm']);
  });

  it('takes either end alone', async () => {
    expect(sorted(await list('from=2030-03-12'))).toEqual(['Sớm 12/3 ở Đà Nẵng', 'Trại cả tuần']);
    expect(sorted(await list('to=2030-03-07'))).toEqual([]);
    expect(sorted(await list('to=2030-03-10'))).toEqual(['Sáng 10/3 ở Hà Nội', 'Trại cả tuần', 'Đêm 10/3 qua nửa đêm']);
  });

  it('narrows by city, without accents, together with the days', async () => {
    expect(sorted(await list('city=ha noi'))).toEqual(['Sáng 10/3 ở Hà Nội', 'Trại cả tuần']);
    expect(titles(await list('city=Đà Nẵng'))).toEqual(['Sớm 12/3 ở Đà Nẵng']);
    expect(titles(await list('city=Hà Nội&from=2030-03-12&to=2030-03-13'))).toEqual(['Trại cả tuần']);
    expect((await list('city=Hà Nội&from=2030-03-12&to=2030-03-13')).body.meta.total).toBe(1);
  });

  it('answers the same through v2 and the events-and-combos list', async () => {
    expect(titles(await server.anonymous.get('/api/v2/events?from=2030-03-12&to=2030-03-12&city=da nang'))).toEqual(['Sớm 12/3 ở Đà Nẵng']);
    const merged = await server.anonymous.get('/api/v2/events/events-and-combos?from=2030-03-12&to=2030-03-12');
    expect(merged.body.data.map((item: { kind: string }) => item.kind)).toEqual(['EVENT', 'EVENT']);
  });

  it('refuses days that are not ISO dates, and a range that ends before it starts', async () => {
    for (const query of ['from=12/03/2030', 'to=2030-02-30', 'from=2030-03-12&to=2030-03-11']) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe('INVALID_INPUT_PARAMS');
    }
  });
});
