import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { createDomainEvents, defineEvent } from './domain-events.js';
import { createScheduler, defineTask, type Clock } from './scheduler.js';

/** What the test tasks and subscribers leave behind: one row per run that committed. */
export async function createEffectsTable(db: Db): Promise<void> {
  await db.execute(sql`create table if not exists test_effects (what text not null, key text not null, pid int not null)`);
}

export async function effectsOf(db: Db, what: string): Promise<{ key: string; pid: number }[]> {
  const result = await db.execute<{ key: string; pid: number }>(sql`select key, pid from test_effects where what = ${what} order by key`);
  return result.rows;
}

export const somethingHappened = defineEvent('test.something_happened', z.object({ n: z.number().int() }));
export const REMINDER = 'test.reminder';

/**
 * A node of the scheduler as a server process builds it: a reminder task and two subscribers of
 * `somethingHappened`, each writing its effect through the worker's transaction. `hangOn` makes a
 * subscriber write its effect and then never finish (a process that dies mid-delivery).
 */
export function taskNode(deps: { db: Db; databaseUrl: string; clock?: Clock; pollMs?: number; hangOn?: string; concurrency?: number }) {
  const scheduler = createScheduler({
    db: deps.db,
    databaseUrl: deps.databaseUrl,
    clock: deps.clock,
    pollMs: deps.pollMs ?? 100,
    concurrency: deps.concurrency,
  });
  const events = createDomainEvents(scheduler);
  const effect = async (tx: { execute: Db['execute'] }, what: string, key: string) => {
    await tx.execute(sql`insert into test_effects (what, key, pid) values (${what}, ${key}, ${process.pid})`);
    if (deps.hangOn === what) await new Promise(() => undefined);
  };
  const reminder = scheduler.define(
    defineTask({
      name: REMINDER,
      payload: z.object({ text: z.string(), fail: z.boolean().default(false) }),
      maxAttempts: 2,
      handle: async (payload, context) => {
        await effect(context.tx as Db, 'reminder', `${context.key}:${payload.text}`);
        if (payload.fail) throw new Error('the reminder could not be sent');
      },
    }),
  );
  events.subscribe(somethingHappened, 'count', (payload, delivery) => effect(delivery.tx as Db, 'count', String(payload.n)));
  events.subscribe(somethingHappened, 'tell', (payload, delivery) => effect(delivery.tx as Db, 'tell', String(payload.n)));
  events.project(somethingHappened, async (payload, tx) => {
    await (tx as Db).execute(sql`insert into test_effects (what, key, pid) values ('projected', ${String(payload.n)}, ${process.pid})`);
  });
  return { scheduler, events, reminder };
}
