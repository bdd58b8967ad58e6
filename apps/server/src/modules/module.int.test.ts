import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../test/support/accounts.js';
import type { Session } from '../../test/support/client.js';
import { startTestServer, type TestServer } from '../../test/support/server.js';
import type { DbOrTx } from '../platform/db/database.js';
import { defineJob } from '../platform/jobs/queue.js';
import { bell, paidOrder } from './commerce/commerce.testing.js';
import { orderPaid, type ProductFacts, type ProductType } from './commerce/index.js';
import { signUpHost } from './identity/profiles/profiles.testing.js';
import { defineModule, on } from './module.js';

/**
 * A throwaway context, wired by its manifest alone: reskill programmes kept in a table of their own,
 * sold (a product type), shown on the homepage (a shelf), found by the search box (a source), and
 * welcoming their learners (a subscriber of `order.paid` that enqueues a job in its delivery's
 * transaction, the job notifying). No line of the app names it: `buildApp`'s `modules` adds it, as
 * the app's own list does for the product's contexts.
 */
const programmes = defineModule('test-programmes', (kit) => {
  const { db } = kit;
  type Row = { id: string; host_id: string; title: string; price: number };
  const factsOf = (row: Row): ProductFacts => ({
    productItemType: 'RESKILL_PRICE',
    productItemId: row.id,
    hostId: row.host_id,
    parent: { kind: 'RESKILL', id: row.id, slug: null },
    title: row.title,
    subtitle: 'Chương trình Reskill',
    image: null,
    link: `/reskill/${row.id}`,
    unitPrice: row.price,
    available: null,
    maxPerOrder: 1,
    startsAt: null,
    endsAt: null,
    problem: null,
  });
  const rows = async (tx: DbOrTx, where: ReturnType<typeof sql>, limit = 100) =>
    (await tx.execute<Row>(sql`select id, host_id, title, price from test_programmes where ${where} order by title limit ${limit}`)).rows;
  const listing = async (tx: DbOrTx, where: ReturnType<typeof sql>, limit: number) => {
    const found = await rows(tx, where, limit);
    return { facts: found.map(factsOf), total: found.length };
  };
  const type: ProductType = {
    type: 'RESKILL_PRICE',
    sale: { unit: 'chương trình', buyerLink: '/me/learning', countsAsTickets: false, isBooking: false },
    grantsLastingAccess: true,
    describe: async (tx, ids) => new Map((await rows(tx, sql`id = any(${`{${ids.join(',')}}`}::uuid[])`)).map((row) => [row.id, factsOf(row)])),
    hold: async () => ({}),
    release: async () => undefined,
    commit: async () => undefined,
    sellDirect: async () => true,
    restock: async () => undefined,
    fulfil: async (tx, line) => {
      await tx.execute(sql`insert into test_enrolments (order_item_id, user_id) values (${line.orderItemId}, ${line.userId})`);
      return { bookingStatus: null };
    },
    revoke: async (tx, line) => void (await tx.execute(sql`delete from test_enrolments where order_item_id = ${line.orderItemId}`)),
    listForHost: (tx, hostId, filter) => listing(tx, sql`host_id = ${hostId}`, filter.limit),
    listOnSale: (tx, filter) => listing(tx, sql`true`, filter.limit),
    shelf: (_now, limit) =>
      sql`select 'RESKILL_PRICE' as item_type, id as item_id, host_id, 'RESKILL' as parent_kind, id as parent_id, null as parent_slug, title,
                 'Chương trình Reskill' as subtitle, null as image, '/reskill/' || id as link, price, null::int as available,
                 null::timestamptz as starts_at, null::timestamptz as ends_at, xmin::text as version
            from test_programmes order by title limit ${limit}`,
  };
  const notifications = kit.use('notifications');
  const welcome = defineJob({
    name: 'test-programmes.welcome',
    payload: z.object({ userId: z.string(), orderItemId: z.string() }),
    handle: async ({ userId }) =>
      notifications.notify(userId, 'SYSTEM_ANNOUNCEMENT', { title: 'Chào mừng đến chương trình', body: 'Buổi đầu tiên sắp bắt đầu.', link: '/me/learning' }),
  });
  return {
    productTypes: [type],
    shelves: [{ key: 'reskill', title: 'Chương trình Reskill', link: '/reskill', type: 'RESKILL_PRICE' }],
    searchSources: [
      {
        kinds: ['RESKILL_PRICE'],
        find: async (words, _kinds, limit) =>
          (await rows(db, sql`title ilike ${`%${words}%`}`, limit)).map((row) => ({
            kind: 'RESKILL_PRICE' as const,
            id: row.id,
            title: row.title,
            subtitle: null,
            image: null,
            link: `/reskill/${row.id}`,
            startsAt: null,
            price: row.price,
          })),
      },
    ],
    jobs: [welcome],
    subscribers: [
      on(orderPaid, 'test-programmes.welcome', async ({ userId, lines }, delivery) => {
        for (const line of lines.filter((l) => l.productType === 'RESKILL_PRICE'))
          await kit.jobs.enqueue(welcome, { userId, orderItemId: line.orderItemId }, { ownerId: userId, tx: delivery.tx });
      }),
    ],
  };
});

describe('a context added through its manifest alone', () => {
  let server: TestServer;
  let host: Session;
  let buyer: Session;
  let programmeId: string;

  beforeAll(async () => {
    server = await startTestServer({}, { modules: [programmes] });
    const { db } = server.database;
    await db.execute(
      sql`create table test_programmes (id uuid primary key default gen_random_uuid(), host_id uuid not null, title text not null, price int not null)`,
    );
    await db.execute(sql`create table test_enrolments (order_item_id uuid primary key, user_id uuid not null)`);
    [host, buyer] = await Promise.all([signUpHost(server, 'Lâm Thu Trang'), signUpVerified(server, { fullName: 'Phan Quốc Bảo' })]);
    const inserted = await db.execute<{ id: string }>(
      sql`insert into test_programmes (host_id, title, price) values (${host.user.id}, 'Chuyển nghề Phân tích dữ liệu', 4900000) returning id`,
    );
    programmeId = inserted.rows[0]!.id;
  });
  afterAll(() => server.close());

  it('is found by the search box, in its own group', async () => {
    const found = await server.anonymous.get(`/api/v1/search?q=${encodeURIComponent('Phân tích')}`);
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.groups).toContainEqual({ kind: 'RESKILL_PRICE', hits: [expect.objectContaining({ id: programmeId, price: 4_900_000 })] });
  });

  it('has its shelf on the homepage', async () => {
    const home = await server.anonymous.get('/api/v1/products/homepage');
    expect(home.status, JSON.stringify(home.body)).toBe(200);
    const shelf = home.body.sections.find((section: { key: string }) => section.key === 'reskill');
    expect(shelf).toMatchObject({ title: 'Chương trình Reskill', link: '/reskill' });
    expect(JSON.stringify(shelf)).toContain(programmeId);
  });

  it('is sold through checkout, and its subscriber’s job welcomes the learner', async () => {
    const order = await paidOrder(server, buyer, { items: [{ productItemType: 'RESKILL_PRICE', productItemId: programmeId, quantity: 1 }] });
    expect(order.items[0]).toMatchObject({ productItemType: 'RESKILL_PRICE', title: 'Chuyển nghề Phân tích dữ liệu', total: 4_900_000 });
    const enrolled = await server.database.db.execute(sql`select user_id from test_enrolments`);
    expect(enrolled.rows).toEqual([{ user_id: buyer.user.id }]);
    await expect
      .poll(async () => (await bell(buyer)).find((n) => n.type === 'SYSTEM_ANNOUNCEMENT')?.title, { timeout: 15_000 })
      .toBe('Chào mừng đến chương trình');
  });
});
