import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { ApiClient, Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { eventsDelivered } from '../../../../test/support/wait.js';
import { bell, eventOnSale, manyBuyers, paidOrder, tierLine } from '../../commerce/commerce.testing.js';
import { catalogueEntries } from '../catalogue-index/catalogue-index.table.js';
import { publishEvent, submitEvent } from '../events/events.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';

const UNKNOWN = '0b7e3f9c-2d4a-4c1e-9f7a-1a2b3c4d5e6f';

describe('saved items', () => {
  let server: TestServer;
  let host: Session;
  let admin: Session;
  /** One public thing of each kind the demo sells. */
  const some: Record<'ONLINE_COURSE' | 'E_BOOK' | 'COMBO', string> = { ONLINE_COURSE: '', E_BOOK: '', COMBO: '' };
  beforeAll(async () => {
    server = await startTestServer({}, { demoContent: true });
    admin = await loginAdmin(server);
    host = await signUpHost(server, 'Lê Minh Châu');
    for (const kind of Object.keys(some) as (keyof typeof some)[]) {
      const [row] = await server.database.db.select({ id: catalogueEntries.id }).from(catalogueEntries).where(eq(catalogueEntries.kind, kind)).limit(1);
      some[kind] = row!.id;
    }
  });
  afterAll(() => server.close());

  const save = (client: ApiClient, type: string, id: string) => client.put(`/api/v1/saved-items/${type}/${id}`);
  const unsave = (client: ApiClient, type: string, id: string) => client.delete(`/api/v1/saved-items/${type}/${id}`);

  it('saves an event once however often it is asked, lists it as a card, and unsaves it the same way', async () => {
    const [fan] = await manyBuyers(server, 1);
    const event = await publishEvent(host, admin);
    expect(await save(fan!, 'EVENT', event.id)).toMatchObject({ status: 200, body: { type: 'EVENT', id: event.id, saved: true } });
    expect((await save(fan!, 'EVENT', event.id)).body).toEqual({ type: 'EVENT', id: event.id, saved: true });
    const list = await fan!.get('/api/v1/saved-items');
    expect(list.body.meta).toEqual({ page: 1, limit: 20, total: 1, totalPages: 1 });
    expect(list.body.data[0]).toMatchObject({
      type: 'EVENT',
      id: event.id,
      title: event.title,
      hostName: 'Lê Minh Châu',
      link: `/events/${event.slug}`,
      price: 150_000,
      startsAt: event.startAt ?? expect.any(String),
    });
    expect((await unsave(fan!, 'EVENT', event.id)).body).toEqual({ type: 'EVENT', id: event.id, saved: false });
    expect((await unsave(fan!, 'EVENT', event.id)).body).toEqual({ type: 'EVENT', id: event.id, saved: false });
    expect((await fan!.get('/api/v1/saved-items')).body.meta.total).toBe(0);
  });

  it('keeps courses, ebooks and combos too, newest saved first, filtered by type and paged', async () => {
    const [fan] = await manyBuyers(server, 1);
    const event = await publishEvent(host, admin);
    for (const [type, id] of [
      ['EVENT', event.id],
      ['ONLINE_COURSE', some.ONLINE_COURSE],
      ['E_BOOK', some.E_BOOK],
      ['COMBO', some.COMBO],
    ] as const) {
      expect((await save(fan!, type, id)).status).toBe(200);
    }
    const all = await fan!.get('/api/v1/saved-items');
    expect(all.body.data.map((item: { type: string }) => item.type)).toEqual(['COMBO', 'E_BOOK', 'ONLINE_COURSE', 'EVENT']);
    expect(all.body.data.find((item: { type: string }) => item.type === 'E_BOOK').link).toMatch(/^\/ebooks\//);
    const oldest = await fan!.get('/api/v1/saved-items?sort=ASC&limit=3&page=2');
    expect(oldest.body).toMatchObject({ data: [{ type: 'COMBO' }], meta: { page: 2, limit: 3, total: 4, totalPages: 2 } });
    const courses = await fan!.get('/api/v1/saved-items?type=ONLINE_COURSE');
    expect(courses.body).toMatchObject({
      data: [{ type: 'ONLINE_COURSE', id: some.ONLINE_COURSE, link: expect.stringMatching(/^\/courses\//) }],
      meta: { total: 1 },
    });
  });

  it('answers which of a page of cards the caller saved, in one call', async () => {
    const [fan, other] = await manyBuyers(server, 2);
    const [a, b, c] = [await publishEvent(host, admin), await publishEvent(host, admin), await publishEvent(host, admin)];
    await save(fan!, 'EVENT', a.id);
    await save(fan!, 'EVENT', c.id);
    await save(fan!, 'COMBO', some.COMBO);
    const ids = [a.id, b.id, c.id, UNKNOWN].join(',');
    const mine = await fan!.get(`/api/v1/saved-items/lookup?type=EVENT&ids=${ids}`);
    expect(mine.status).toBe(200);
    expect(mine.body.type).toBe('EVENT');
    expect([...mine.body.ids].sort()).toEqual([a.id, c.id].sort());
    expect((await other!.get(`/api/v1/saved-items/lookup?type=EVENT&ids=${ids}`)).body).toEqual({ type: 'EVENT', ids: [] });
    expect((await fan!.get(`/api/v1/saved-items/lookup?type=EVENT&ids=${a.id},pas-un-id`)).body.code).toBe('INVALID_INPUT_PARAMS');
    const tooMany = Array.from({ length: 101 }, () => crypto.randomUUID()).join(',');
    expect((await fan!.get(`/api/v1/saved-items/lookup?type=EVENT&ids=${tooMany}`)).status).toBe(400);
  });

  it("never shows anyone another person's saved things, and asks who is calling", async () => {
    const [fan, other] = await manyBuyers(server, 2);
    const event = await publishEvent(host, admin);
    await save(fan!, 'EVENT', event.id);
    expect((await other!.get('/api/v1/saved-items')).body).toMatchObject({ data: [], meta: { total: 0 } });
    // Another person's unsave touches only their own list.
    await unsave(other!, 'EVENT', event.id);
    expect((await fan!.get('/api/v1/saved-items')).body.meta.total).toBe(1);
    const anonymous = server.anonymous;
    expect((await anonymous.get('/api/v1/saved-items')).status).toBe(401);
    expect((await anonymous.put(`/api/v1/saved-items/EVENT/${event.id}`)).status).toBe(401);
    expect((await anonymous.get(`/api/v1/saved-items/lookup?type=EVENT&ids=${event.id}`)).status).toBe(401);
  });

  it("answers the catalogue's not-found for what does not exist or is not public, and refuses unknown types", async () => {
    const [fan] = await manyBuyers(server, 1);
    const draft = await submitEvent(host);
    for (const [type, code] of [
      ['EVENT', 'EVENT_NOT_FOUND'],
      ['ONLINE_COURSE', 'COURSE_NOT_FOUND'],
      ['E_BOOK', 'EBOOK_NOT_FOUND'],
      ['COMBO', 'COMBO_NOT_FOUND'],
    ] as const) {
      expect(await save(fan!, type, UNKNOWN)).toMatchObject({ status: 404, body: { code } });
    }
    expect(await save(fan!, 'EVENT', draft.id)).toMatchObject({ status: 404, body: { code: 'EVENT_NOT_FOUND' } });
    // A course's id is not an event's.
    expect(await save(fan!, 'EVENT', some.ONLINE_COURSE)).toMatchObject({ status: 404, body: { code: 'EVENT_NOT_FOUND' } });
    expect(await save(fan!, 'POST', UNKNOWN)).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT_PARAMS' } });
    expect(await save(fan!, 'EVENT', 'khong-phai-id')).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT_PARAMS' } });
    expect((await fan!.get('/api/v1/saved-items')).body.meta.total).toBe(0);
  });

  it('drops from the list what stops being public, and shows it again when it is back', async () => {
    const [fan] = await manyBuyers(server, 1);
    const event = await publishEvent(host, admin);
    await save(fan!, 'EVENT', event.id);
    expect((await admin.client.patch(`/api/v1/admin/events/${event.id}`, { action: 'HIDE', reason: 'Nội dung cần sửa' })).status).toBe(200);
    expect((await fan!.get('/api/v1/saved-items')).body.meta.total).toBe(0);
    expect((await admin.client.patch(`/api/v1/admin/events/${event.id}`, { action: 'UNHIDE' })).status).toBe(200);
    expect((await fan!.get('/api/v1/saved-items')).body.data).toMatchObject([{ id: event.id }]);
  });

  describe('an event about to sell out', () => {
    const notices = async (who: ApiClient) => (await bell({ client: who })).filter((n) => n.type === 'SAVED_EVENT_SELLING_OUT');

    it('tells, once, those who saved it and hold no ticket, not its buyers nor those who did not save it', async () => {
      const { event, tiers } = await eventOnSale(server, { host, tiers: [{ name: 'Vé thường', price: 100_000, capacity: 20 }] });
      const tier = tiers[0]!;
      const [saver, saverWhoBuys, bystander, bulk1, bulk2, late] = await manyBuyers(server, 6);
      await save(saver!, 'EVENT', event.id);
      await save(saverWhoBuys!, 'EVENT', event.id);
      // 14 of 20 sold: 6 left, more than 5 and more than a tenth.
      await paidOrder(server, bulk1!, { items: [tierLine(tier.id, 7)] });
      await paidOrder(server, bulk2!, { items: [tierLine(tier.id, 7)] });
      await eventsDelivered(server.database.db);
      expect(await notices(saver!)).toEqual([]);
      // A saver buys: 5 left.
      await paidOrder(server, saverWhoBuys!, { items: [tierLine(tier.id, 1)] });
      await eventsDelivered(server.database.db);
      expect(await notices(saver!)).toEqual([
        expect.objectContaining({
          title: 'Sự kiện bạn đã lưu sắp hết vé',
          body: `“${event.title}” chỉ còn 5 vé. Đặt ngay kẻo lỡ!`,
          link: `/events/${event.slug}`,
          data: { eventId: event.id, seatsLeft: 5 },
        }),
      ]);
      expect(await notices(saverWhoBuys!)).toEqual([]);
      expect(await notices(bystander!)).toEqual([]);
      // Selling on tells nobody again.
      await paidOrder(server, late!, { items: [tierLine(tier.id, 2)] });
      await eventsDelivered(server.database.db);
      expect(await notices(saver!)).toHaveLength(1);
      const [row] = (
        await server.database.db.execute(
          sql`select count(*)::int as n from notifications where type = 'SAVED_EVENT_SELLING_OUT' and data->>'eventId' = ${event.id}`,
        )
      ).rows as { n: number }[];
      expect(row!.n).toBe(1);
    });

    it('counts every tier of the event against its whole capacity', async () => {
      const { event, tiers } = await eventOnSale(server, {
        host,
        tiers: [
          { name: 'Vé thường', price: 100_000, capacity: 60 },
          { name: 'Vé VIP', price: 300_000, capacity: 40 },
        ],
      });
      const [saver, ...buyers] = await manyBuyers(server, 11);
      await save(saver!, 'EVENT', event.id);
      // The VIP tier sells out (40 of 100 sold): 60 left, nothing to say.
      for (const buyer of buyers.slice(0, 4)) await paidOrder(server, buyer, { items: [tierLine(tiers[1]!.id, 10)] });
      await eventsDelivered(server.database.db);
      expect(await notices(saver!)).toEqual([]);
      // 50 of the 60 others sold: 10 left, a tenth of 100.
      for (const buyer of buyers.slice(4, 9)) await paidOrder(server, buyer, { items: [tierLine(tiers[0]!.id, 10)] });
      await eventsDelivered(server.database.db);
      expect(await notices(saver!)).toMatchObject([{ data: { eventId: event.id, seatsLeft: 10 } }]);
    });

    it('reaches each saver through the channels their settings allow', async () => {
      const { event, tiers } = await eventOnSale(server, { host, tiers: [{ name: 'Vé thường', price: 100_000, capacity: 5 }] });
      const byEmail = await signUpVerified(server);
      const inAppOnly = await signUpVerified(server);
      expect((await inAppOnly.client.put('/api/v1/notifications/settings', { channels: { EMAIL: 'DISABLED' } })).status).toBe(200);
      for (const saver of [byEmail, inAppOnly]) await save(saver.client, 'EVENT', event.id);
      const [buyer] = await manyBuyers(server, 1);
      await paidOrder(server, buyer!, { items: [tierLine(tiers[0]!.id, 1)] });
      await eventsDelivered(server.database.db);
      const mails = async (email: string) =>
        (await server.database.db.execute(sql`select 1 from outbox_messages where recipient = ${email} and subject = 'Sự kiện bạn đã lưu sắp hết vé'`)).rows;
      expect(await notices(byEmail.client)).toHaveLength(1);
      expect(await notices(inAppOnly.client)).toHaveLength(1);
      expect(await mails(byEmail.user.email!)).toHaveLength(1);
      expect(await mails(inAppOnly.user.email!)).toHaveLength(0);
    });
  });

  it("keeps one save per person and thing when saves race, and one person's unsave leaves the others", async () => {
    const [a, b] = await manyBuyers(server, 2);
    const event = await publishEvent(host, admin);
    await Promise.all([save(a!, 'EVENT', event.id), save(b!, 'EVENT', event.id), save(a!, 'EVENT', event.id)]);
    await unsave(b!, 'EVENT', event.id);
    const rows = await server.database.db.execute(sql`select user_id from saved_items where item_id = ${event.id}`);
    expect(rows.rows).toHaveLength(1);
  });
});
