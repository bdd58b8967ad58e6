import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/support/database.js';
import { openDatabase, type Database, type DbOrTx } from './database.js';
import { insertAlongside, preparedInsert, preparedOnce, type Alongside } from './prepared-once.js';

const probes = pgTable('prepared_probes', {
  id: uuid('id').primaryKey().defaultRandom(),
  label: text('label').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  note: text('note'),
  dueAt: timestamp('due_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
const tickets = pgTable('prepared_tickets', { label: text('label').notNull(), code: text('code').$defaultFn(() => randomUUID()) });
const insertTickets = preparedInsert(tickets, 'tickets_insert');
const baskets = pgTable('prepared_baskets', { label: text('label').notNull() });
const insertBaskets = preparedInsert(baskets, 'baskets_insert');

const insertProbes = preparedInsert(probes, 'probes_insert');
const labelled = preparedOnce((db) =>
  db
    .select({ id: probes.id })
    .from(probes)
    .where(eq(probes.label, sql.placeholder('label')))
    .prepare('probes_labelled'),
);
// What an order's insert takes out of a cart, here out of a basket.
const emptyBasket = (label: string): Alongside => ({
  name: 'emptied_basket',
  build: (db: DbOrTx) =>
    db.$with('emptied_basket').as(
      db
        .delete(baskets)
        .where(eq(baskets.label, sql.placeholder('basketLabel')))
        .returning({ label: baskets.label }),
    ),
  values: { basketLabel: label },
});

describe('statements built once and run on any connection', () => {
  let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
  let database: Database;
  const countOf = async (label: string) => (await database.db.select({ n: count() }).from(probes).where(eq(probes.label, label)))[0]!.n;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = openDatabase(testDb.url, { max: 3 });
    await database.db.execute(sql`create table prepared_probes (
      id uuid primary key default gen_random_uuid(), label text not null, amount bigint not null default 0,
      note text, due_at timestamptz, created_at timestamptz not null default now())`);
    await database.db.execute(sql`create table prepared_tickets (label text not null, code text)`);
    await database.db.execute(sql`create table prepared_baskets (label text not null)`);
  });
  beforeEach(async () => {
    await database.db.execute(sql`truncate prepared_probes, prepared_baskets`);
  });
  afterAll(async () => {
    await database.close();
    await testDb.drop();
  });

  it('write rows as drizzle would: defaults for columns left out, nulls kept, values mapped both ways', async () => {
    const dueAt = new Date('2026-12-01T02:00:00.000Z');
    const [row] = await insertProbes(database.db, [{ label: 'a', amount: 150_000, note: null, dueAt }]);
    expect(row).toMatchObject({ label: 'a', amount: 150_000, note: null, dueAt });
    expect(row!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row!.createdAt).toBeInstanceOf(Date);
    const [plain] = await insertProbes(database.db, [{ label: 'b' }]);
    expect(plain).toMatchObject({ label: 'b', amount: 0, note: null, dueAt: null });
  });

  it('run inside the transaction they are given, so a rolled back transaction leaves nothing, whichever ran first', async () => {
    // The first stays open, its row written, until the second has committed.
    let secondCommitted!: () => void;
    const afterSecond = new Promise<void>((resolve) => (secondCommitted = resolve));
    const rolledBack = database.db.transaction(async (tx) => {
      await insertProbes(tx, [{ label: 'undone' }]);
      await afterSecond;
      tx.rollback();
    });
    await database.db.transaction(async (tx) => {
      await insertProbes(tx, [{ label: 'kept' }, { label: 'kept' }]);
      expect(await labelled(tx).execute({ label: 'kept' })).toHaveLength(2);
    });
    secondCommitted();
    await expect(rolledBack).rejects.toThrow();
    expect(await countOf('undone')).toBe(0);
    expect(await countOf('kept')).toBe(2);
    expect(await labelled(database.db).execute({ label: 'kept' })).toHaveLength(2);
  });

  it('are prepared once per connection and shape', async () => {
    const dueAt = new Date();
    const added = await database.db.transaction(async (tx) => {
      const names = async () => (await tx.execute<{ name: string }>(sql`select name from pg_prepared_statements where name like 'probes_insert%'`)).rows;
      const before = await names();
      await insertProbes(tx, [{ label: 'x', dueAt }]);
      await insertProbes(tx, [{ label: 'y', dueAt }]);
      const afterOneShape = await names();
      await insertProbes(tx, [{ label: 'z', dueAt, amount: 3 }]);
      return [afterOneShape.length - before.length, (await names()).length - before.length];
    });
    expect(added).toEqual([1, 2]);
  });

  it('send a write alongside in the same statement', async () => {
    await database.db.insert(baskets).values([{ label: 'mine' }, { label: 'theirs' }]);
    await insertProbes(database.db, [{ label: 'bought' }], emptyBasket('mine'));
    expect(await countOf('bought')).toBe(1);
    expect(await database.db.select().from(baskets)).toEqual([{ label: 'theirs' }]);
  });

  it('still insert rows of different columns, built by drizzle as usual', async () => {
    const rows = await insertProbes(database.db, [{ label: 'p', note: 'có ghi chú' }, { label: 'p' }], emptyBasket('none'));
    expect(rows.map((r) => r.note)).toEqual(['có ghi chú', null]);
  });

  it('leave a value computed in Node for each row, never once for all', async () => {
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await insertTickets(database.db, [{ label: 'vé' }]))[0]!.code);
    expect(new Set(codes).size).toBe(3);
  });

  it('write rows alongside in the same statement (defaults for columns left out) and read them back as drizzle reads them from their table', async () => {
    const dueAt = new Date('2026-12-01T02:00:00.123Z');
    const written = insertAlongside(probes, 'probe_rows', [
      { label: 'c', amount: 9_007_199_254_740_991, note: 'Hội thảo "đầu tiên"', dueAt },
      { label: 'a', amount: 0, note: null, dueAt: null },
      { label: 'd', note: undefined },
    ]);
    const result = await insertBaskets.with(database.db, [{ label: 'with probes' }], [written]);
    expect(result.rows).toEqual([{ label: 'with probes' }]);
    const rows = written.rowsIn(result);
    expect(rows.map((r) => r.label)).toEqual(['c', 'a', 'd']);
    const stored = await database.db.select().from(probes);
    expect(rows).toEqual(['c', 'a', 'd'].map((label) => stored.find((r) => r.label === label)));
    expect(rows[2]).toMatchObject({ amount: 0, note: null, dueAt: null });
    expect(rows[0]).toMatchObject({ amount: 9_007_199_254_740_991, dueAt, note: 'Hội thảo "đầu tiên"' });
  });

  it('write many rows alongside too, in a statement drizzle builds as usual', async () => {
    const written = insertAlongside(
      probes,
      'probe_rows',
      Array.from({ length: 12 }, (_, i) => ({ label: `many-${i}` })),
    );
    const result = await insertBaskets.with(database.db, [{ label: 'with many' }], [written]);
    expect(written.rowsIn(result).map((r) => r.label)).toEqual(Array.from({ length: 12 }, (_, i) => `many-${i}`));
    expect(await database.db.select({ n: count() }).from(probes)).toEqual([{ n: 12 }]);
  });

  it('compute a value computed in Node for each row written alongside', async () => {
    const codes = [];
    for (let i = 0; i < 3; i++) {
      const written = insertAlongside(tickets, 'ticket_rows', [{ label: 'vé' }]);
      codes.push(written.rowsIn(await insertBaskets.with(database.db, [{ label: 'vé' }], [written]))[0]!.code);
    }
    expect(new Set(codes).size).toBe(3);
  });
});
