import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/support/database.js';
import { genericPlanName, openDatabase, PREPARED, PREPARED_GENERIC, type Database } from './database.js';

type Mode = { mode: string };
const modeQuery = (marker: string) => sql.raw(`${marker}select current_setting('plan_cache_mode') as mode`);

describe('statements planned once for good', () => {
  let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
  let database: Database;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = openDatabase(testDb.url, { max: 2 });
  });
  afterAll(async () => {
    await database.close();
    await testDb.drop();
  });

  it('run on connections that keep one generic plan, when marked so by text or by name', async () => {
    const byText = await database.db.execute<Mode>(modeQuery(PREPARED_GENERIC));
    expect(byText.rows[0]!.mode).toBe('force_generic_plan');
    const byName = await database.db
      .select({ mode: sql<string>`current_setting('plan_cache_mode')` })
      .from(sql`(values (1)) as one (n)`)
      .prepare(genericPlanName('plan_mode_check'))
      .execute();
    expect(byName[0]!.mode).toBe('force_generic_plan');
  });

  it("leave every other statement, prepared or not, to PostgreSQL's own choice", async () => {
    expect((await database.db.execute<Mode>(modeQuery(PREPARED))).rows[0]!.mode).toBe('auto');
    expect((await database.db.execute<Mode>(modeQuery(''))).rows[0]!.mode).toBe('auto');
  });

  it('stay inside a transaction when asked there (on its own connection, planned as usual)', async () => {
    const mode = await database.db.transaction(async (tx) => (await tx.execute<Mode>(modeQuery(PREPARED_GENERIC))).rows[0]!.mode);
    expect(mode).toBe('auto');
  });

  it('keep their generic plan where PostgreSQL would replan on every run (a limit given as a parameter)', async () => {
    const page = (limit: number) => database.db.execute(sql`${sql.raw(PREPARED_GENERIC)}select id from users order by created_at desc, id limit ${limit}`);
    for (let i = 0; i < 8; i++) await page(20);
    const plans = await database.db.execute<{ generic: number; custom: number }>(
      sql`${sql.raw(PREPARED_GENERIC)}select coalesce(sum(generic_plans), 0)::int as generic, coalesce(sum(custom_plans), 0)::int as custom
            from pg_prepared_statements where statement like '%order by created_at desc, id limit%'`,
    );
    // Sequential calls reuse the pool's last released connection: the one that ran the page.
    expect(plans.rows[0]).toEqual({ generic: expect.any(Number), custom: 0 });
    expect(plans.rows[0]!.generic).toBeGreaterThanOrEqual(8);
  });
});
