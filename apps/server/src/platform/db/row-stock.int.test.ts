import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/support/database.js';
import { openDatabase, type Database } from './database.js';
import { rowStock } from './row-stock.js';

const shelves = pgTable('stock_shelves', {
  id: text('id').primaryKey(),
  capacity: integer('capacity').notNull(),
  held: integer('held').notNull().default(0),
  sold: integer('sold').notNull().default(0),
});

describe('stock kept as counters on its own row', () => {
  let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
  let database: Database;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = openDatabase(testDb.url, { max: 3 });
    await database.db.execute(
      sql`create table stock_shelves (id text primary key, capacity integer not null, held integer not null default 0, sold integer not null default 0)`,
    );
    await database.db.insert(shelves).values({ id: 'a', capacity: 5, sold: 1 });
  });
  afterAll(async () => {
    await database.close();
    await testDb.drop();
  });

  it('tells how many places a hold leaves, and refuses one that does not fit without moving anything', async () => {
    const stock = rowStock(database.db, shelves, 'sold');
    expect(await stock.hold('a', 3)).toBe(1);
    expect(await stock.hold('a', 2)).toBeNull();
    expect(await stock.hold('a', 1)).toBe(0);
    expect(await stock.hold('a', 1)).toBeNull();
    const [row] = await database.db.select().from(shelves).where(eq(shelves.id, 'a'));
    expect(row).toMatchObject({ capacity: 5, held: 4, sold: 1 });
  });
});
