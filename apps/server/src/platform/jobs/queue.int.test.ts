import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/support/database.js';
import { eventually } from '../../../test/support/wait.js';
import { openDatabase, type Database } from '../db/database.js';
import { createScheduler } from '../tasks/scheduler.js';
import { createJobQueue, defineJob } from './queue.js';

describe('a job asked for by a write', () => {
  let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
  let database: Database;
  let scheduler: ReturnType<typeof createScheduler>;
  let jobs: ReturnType<typeof createJobQueue>;
  const ran: string[] = [];
  const greet = defineJob({
    name: 'test-greet',
    payload: z.object({ name: z.string() }),
    handle: async ({ name }) => {
      ran.push(name);
      return { greeted: name };
    },
  });
  const admin = { id: '00000000-0000-4000-8000-000000000001', role: 'ADMIN' };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = openDatabase(testDb.url, { max: 4 });
    scheduler = createScheduler({ db: database.db, databaseUrl: database.url });
    jobs = createJobQueue({ databaseUrl: database.url, db: database.db, scheduler, onError: () => undefined });
    jobs.register(greet);
    await jobs.start({ work: true });
  });
  afterAll(async () => {
    await scheduler.stop();
    await jobs.stop();
    await database.close();
    await testDb.drop();
  });

  it('never exists when the write rolled back', async () => {
    let id = '';
    await expect(
      database.db.transaction(async (tx) => {
        id = await jobs.enqueue(greet, { name: 'Huy' }, { tx });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await scheduler.runDue()).toBe(0);
    expect(await jobs.status(greet.name, id, admin)).toBeNull();
    expect(ran).not.toContain('Huy');
  });

  it('is pending once the write committed, then runs once the scheduler hands it over', async () => {
    const id = await database.db.transaction((tx) => jobs.enqueue(greet, { name: 'Lan' }, { tx }));
    expect(await jobs.status(greet.name, id, admin)).toMatchObject({ id, status: 'PENDING' });
    expect(await scheduler.runDue()).toBe(1);
    const done = await eventually(
      async () => {
        const status = await jobs.status(greet.name, id, admin);
        return status?.status === 'SUCCESS' && status;
      },
      20_000,
      'the job to finish',
    );
    expect(done.result).toEqual({ greeted: 'Lan' });
    expect(ran.filter((name) => name === 'Lan')).toEqual(['Lan']);
  });
});
