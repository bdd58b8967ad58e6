import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { PREPARED, type DbOrTx } from '../db/database.js';
import type { Alongside } from '../db/prepared-once.js';
import { scheduledTasks } from './tasks.table.js';

export interface DueTask {
  id: string;
  kind: string;
  key: string;
  payload: unknown;
  runAt: Date;
  attempts: number;
}

export interface NewTask {
  kind: string;
  key: string;
  payload: unknown;
  runAt: Date;
}

/** Tells the workers of every process that work was written (PostgreSQL sends it on commit, once per transaction). */
export const TASKS_CHANNEL = 'scheduled_tasks';

/**
 * Written work is told only when it is due (within a second, for the clocks' skew): a task due later is found by the
 * workers' poll, and a woken worker would find nothing to run. A NOTIFY also makes the writer's commit wait for every
 * other notifying commit (PostgreSQL takes one lock for the notification queue until the commit is flushed), and each
 * checkout plans a reminder due ten minutes later: told, it serialised the checkouts' commits and woke every worker.
 */
const DUE_NOW = sql.raw(`run_at <= clock_timestamp() + interval '1 second'`);

const dueColumns = {
  id: scheduledTasks.id,
  kind: scheduledTasks.kind,
  key: scheduledTasks.key,
  payload: scheduledTasks.payload,
  runAt: scheduledTasks.runAt,
  attempts: scheduledTasks.attempts,
};

// `upsert` inside another statement (see upsertAlongside), written with placeholders: the same text for every task.
const upsertedAlongside = (tx: DbOrTx) =>
  tx.$with('task_written').as(
    tx
      .insert(scheduledTasks)
      .values({
        kind: sql`${sql.placeholder('taskKind')}`,
        key: sql`${sql.placeholder('taskKey')}`,
        payload: sql`${sql.placeholder('taskPayload')}::jsonb`,
        runAt: sql`${sql.placeholder('taskRunAt')}::timestamptz`,
      })
      .onConflictDoUpdate({
        target: [scheduledTasks.kind, scheduledTasks.key],
        set: {
          payload: sql`excluded.payload`,
          runAt: sql`excluded.run_at`,
          state: sql`'PENDING'`,
          attempts: sql`0`,
          lastError: sql`null`,
          doneAt: sql`null`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: scheduledTasks.id }),
  );

export function createTasksRepository(db: DbOrTx) {
  return {
    /** Writes the task, or moves the one of the same kind and key to `runAt` with this payload (to run again if it had run). */
    async upsert(task: NewTask, tx: DbOrTx = db): Promise<void> {
      // One statement (one round trip) with the workers' notification: renewals write several tasks each.
      await tx.execute(sql`${sql.raw(PREPARED)}with written as (
        insert into ${scheduledTasks} (kind, key, payload, run_at) values (${task.kind}, ${task.key}, ${JSON.stringify(task.payload)}::jsonb, ${task.runAt.toISOString()}::timestamptz)
        on conflict (kind, key) do update set payload = excluded.payload, run_at = excluded.run_at, state = 'PENDING', attempts = 0,
          last_error = null, done_at = null, updated_at = now()
        returning run_at)
      select pg_notify(${TASKS_CHANNEL}, '') from written where ${DUE_NOW}`);
    },

    /**
     * `upsert` as a write sent inside another statement (a data-modifying CTE: a checkout's order statement), a round trip
     * less. The workers are not told: for a task due later, which their poll finds.
     */
    upsertAlongside(task: NewTask): Alongside {
      return {
        name: 'task_written',
        build: upsertedAlongside,
        values: { taskKind: task.kind, taskKey: task.key, taskPayload: JSON.stringify(task.payload), taskRunAt: task.runAt.toISOString() },
      };
    },

    /**
     * Writes new tasks; one already stored under its kind and key is left as it is. One prepared
     * statement whatever the count (arrays, not a values list), which also tells the workers when one is due
     * (DUE_NOW): it rides on every write that publishes an event.
     */
    async insertNew(tasks: readonly NewTask[], tx: DbOrTx = db): Promise<void> {
      if (!tasks.length) return;
      const column = <T>(of: (task: NewTask) => T) => sql.param(tasks.map(of));
      await tx.execute(sql`${sql.raw(PREPARED)}with written as (
        insert into ${scheduledTasks} (kind, key, payload, run_at)
        select * from unnest(${column((t) => t.kind)}::text[], ${column((t) => t.key)}::text[], ${column((t) => JSON.stringify(t.payload))}::jsonb[], ${column((t) => t.runAt.toISOString())}::timestamptz[])
        on conflict (kind, key) do nothing
        returning run_at)
      select pg_notify(${TASKS_CHANNEL}, '') where exists (select 1 from written where ${DUE_NOW})`);
    },

    /** `upsert` of many tasks in one statement (a batch of renewals writes its charges and dunning together). */
    async upsertMany(tasks: readonly NewTask[], tx: DbOrTx = db): Promise<void> {
      if (!tasks.length) return;
      const column = <T>(of: (task: NewTask) => T) => sql.param(tasks.map(of));
      await tx.execute(sql`with written as (
        insert into ${scheduledTasks} (kind, key, payload, run_at)
        select * from unnest(${column((t) => t.kind)}::text[], ${column((t) => t.key)}::text[], ${column((t) => JSON.stringify(t.payload))}::jsonb[], ${column((t) => t.runAt.toISOString())}::timestamptz[])
        on conflict (kind, key) do update set payload = excluded.payload, run_at = excluded.run_at, state = 'PENDING', attempts = 0,
          last_error = null, done_at = null, updated_at = now()
        returning run_at)
      select pg_notify(${TASKS_CHANNEL}, '') where exists (select 1 from written where ${DUE_NOW})`);
    },

    /** True when a pending task was cancelled (one already run, or never scheduled, is not). */
    async cancel(kind: string, key: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(scheduledTasks)
        .set({ state: 'CANCELLED', updatedAt: sql`now()` })
        .where(and(eq(scheduledTasks.kind, kind), eq(scheduledTasks.key, key), eq(scheduledTasks.state, 'PENDING')))
        .returning({ id: scheduledTasks.id });
      return rows.length > 0;
    },

    /** `cancel` of many keys of one kind in one statement. */
    async cancelMany(kind: string, keys: readonly string[], tx: DbOrTx = db): Promise<void> {
      if (!keys.length) return;
      await tx
        .update(scheduledTasks)
        .set({ state: 'CANCELLED', updatedAt: sql`now()` })
        .where(and(eq(scheduledTasks.kind, kind), sql`${scheduledTasks.key} = any(${sql.param([...keys])}::text[])`, eq(scheduledTasks.state, 'PENDING')));
    },

    async find(kind: string, key: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(scheduledTasks)
        .where(and(eq(scheduledTasks.kind, kind), eq(scheduledTasks.key, key)));
      return row;
    },

    /**
     * Locks up to `limit` pending tasks due by `now`, soonest first, skipping those another worker
     * holds: inside the caller's transaction, a task is run by one worker at a time, and its lock is
     * let go only when that transaction ends (committed with the task done, or rolled back when the
     * worker's session dies, so another worker takes it). A session idle in that transaction for
     * `idleTimeout` (a frozen worker) is ended by PostgreSQL, which lets its tasks go too.
     */
    async lockDue(kinds: readonly string[], now: Date, limit: number, idleTimeout: string, tx: DbOrTx): Promise<DueTask[]> {
      await tx.execute(sql.raw(`set local idle_in_transaction_session_timeout = '${idleTimeout}'`));
      return tx
        .select(dueColumns)
        .from(scheduledTasks)
        .where(and(eq(scheduledTasks.state, 'PENDING'), sql`${scheduledTasks.runAt} <= ${now}`, inArray(scheduledTasks.kind, [...kinds])))
        .orderBy(scheduledTasks.runAt, scheduledTasks.id)
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /**
     * Locks more pending tasks of `kinds` due by `now` (a batch handler's kinds), soonest first, beside
     * those of `taken` (already locked by this transaction, which SKIP LOCKED would not skip).
     */
    async lockMoreDue(kinds: readonly string[], now: Date, limit: number, taken: readonly string[], tx: DbOrTx): Promise<DueTask[]> {
      if (limit <= 0 || !kinds.length) return [];
      return tx
        .select(dueColumns)
        .from(scheduledTasks)
        .where(
          and(
            eq(scheduledTasks.state, 'PENDING'),
            sql`${scheduledTasks.runAt} <= ${now}`,
            inArray(scheduledTasks.kind, [...kinds]),
            sql`${scheduledTasks.id} <> all(${sql.param([...taken])}::uuid[])`,
          ),
        )
        .orderBy(scheduledTasks.runAt, scheduledTasks.id)
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /** `markDone` of many tasks in one statement. */
    async markDoneMany(tasks: readonly { id: string; runAt: Date }[], tx: DbOrTx): Promise<void> {
      if (!tasks.length) return;
      await tx.execute(sql`update ${scheduledTasks} t set state = 'DONE', attempts = t.attempts + 1, done_at = now(), last_error = null, updated_at = now()
        from unnest(${sql.param(tasks.map((task) => task.id))}::uuid[], ${sql.param(tasks.map((task) => task.runAt.toISOString()))}::timestamptz[]) as d(id, run_at)
        where t.id = d.id and t.run_at = d.run_at`);
    },

    /** Done, unless its handler scheduled it again (a task that recurs): then it stays pending at its new time. */
    async markDone(id: string, runAt: Date, tx: DbOrTx): Promise<void> {
      await tx
        .update(scheduledTasks)
        .set({ state: 'DONE', attempts: sql`${scheduledTasks.attempts} + 1`, doneAt: sql`now()`, lastError: null, updatedAt: sql`now()` })
        .where(and(eq(scheduledTasks.id, id), eq(scheduledTasks.runAt, runAt)));
    },

    /** Another try at `retryAt`, or FAILED for good when `retryAt` is null. */
    async markFailed(id: string, error: string, retryAt: Date | null, tx: DbOrTx): Promise<void> {
      await tx
        .update(scheduledTasks)
        .set({
          state: retryAt ? 'PENDING' : 'FAILED',
          attempts: sql`${scheduledTasks.attempts} + 1`,
          lastError: error.slice(0, 2_000),
          ...(retryAt ? { runAt: retryAt } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(scheduledTasks.id, id));
    },

    /** Forgets finished tasks last changed before `before`; answers how many. */
    async purgeFinished(before: Date, tx: DbOrTx = db): Promise<number> {
      const rows = await tx
        .delete(scheduledTasks)
        .where(and(sql`${scheduledTasks.state} <> 'PENDING'`, lt(scheduledTasks.updatedAt, before)))
        .returning({ id: scheduledTasks.id });
      return rows.length;
    },
  };
}
export type TasksRepository = ReturnType<typeof createTasksRepository>;
