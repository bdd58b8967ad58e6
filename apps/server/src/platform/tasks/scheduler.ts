import { z } from 'zod';
import type { Db, DbOrTx } from '../db/database.js';
import { listen, type Listener } from '../db/listener.js';
import type { Alongside } from '../db/prepared-once.js';
import { createTasksRepository, TASKS_CHANNEL, type DueTask, type NewTask } from './tasks.repository.js';

export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

export interface TaskContext {
  /**
   * The worker's transaction, which also marks the task done: what the handler writes through it
   * happens exactly once. Anything else it does (a message sent, a call to a provider) happens at
   * least once: a worker that dies before committing leaves the task to another, which runs it again.
   */
  tx: DbOrTx;
  key: string;
  /** 1 on the first try. */
  attempt: number;
  /** When the task was due (the worker may take it later). */
  dueAt: Date;
  /** The scheduler's clock when the task was taken. */
  now: Date;
  /**
   * Runs `work` once the worker's transaction committed (telling people of what the handler wrote);
   * dropped when the handler fails. Its failure is logged and changes nothing committed.
   */
  afterCommit(work: () => Promise<void>): void;
}

/** One of the tasks a batch handler is given. */
export interface BatchTask<P> {
  payload: P;
  key: string;
  attempt: number;
  dueAt: Date;
}

/** A batch handler's context: the worker's transaction (a savepoint of it), the clock, work after commit. */
export type BatchContext = Pick<TaskContext, 'tx' | 'now' | 'afterCommit'>;

/** A kind of work due at a time: a name stored with each task, its payload schema and the work. */
export interface TaskDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  payload: S;
  /** Tries before the task is FAILED for good (5 by default), a minute apart doubling each time. */
  maxAttempts?: number;
  handle(payload: z.infer<S>, context: TaskContext): Promise<void>;
  /**
   * Many due tasks of this kind at once (renewals falling due together): up to `size` are taken in one
   * worker transaction and given to `handle` in one savepoint, so that the work is done with a few
   * set-based statements rather than a round trip per task. It answers the indexes of the tasks it
   * left alone (cases it does not cover), which then run one by one through `handle`; the others are
   * marked done with it. When it throws, its writes are undone and every task runs through `handle`
   * (which records each failure as usual): a batch handler must be safe to follow by the single one.
   */
  batch?: { size: number; handle(tasks: readonly BatchTask<z.infer<S>>[], context: BatchContext): Promise<readonly number[]> };
}

export function defineTask<S extends z.ZodType>(definition: TaskDefinition<S>): TaskDefinition<S> {
  return definition;
}

const BATCH = 10;
const RETRY_BASE_MS = 60_000;
const RETRY_MAX_MS = 6 * 3_600_000;
/**
 * A worker holds its tasks' locks in an open transaction while their handlers run. A session that
 * stops talking to PostgreSQL that long (a frozen process, a cut network) is ended by PostgreSQL, so
 * its tasks go to another worker: a killed process lets them go at once (its socket closes).
 */
const IDLE_IN_TRANSACTION = '60s';

/** Finished tasks are kept this long (to see what ran), then purged every night at 03:00, Vietnam time. */
const KEEP_FINISHED_DAYS = 7;
const DAY_MS = 86_400_000;
/** The next 03:00 in Asia/Ho_Chi_Minh (UTC+7 all year: 20:00 UTC) after `now`. */
export function nextNightAfter(now: Date): Date {
  const tonight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 20);
  return new Date(tonight > now.getTime() ? tonight : tonight + DAY_MS);
}

/** A recurring task never gives up: its chain of runs would end with it. */
export const RECURRING_ATTEMPTS = 1_000;

const errorText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/**
 * Work due at a time, kept in PostgreSQL (`scheduled_tasks`): `schedule` writes or moves a task
 * (inside the caller's transaction when given one), `cancel` takes it back while it is pending, and
 * the workers of every server process take due tasks with `FOR UPDATE SKIP LOCKED`, so a task runs
 * in one worker at a time and is marked done in the transaction its handler wrote in. Workers wake
 * on a notification sent when work due now is written and look again every `pollMs` for work coming due.
 */
export function createScheduler(deps: {
  db: Db;
  databaseUrl: string;
  clock?: Clock;
  pollMs?: number;
  /**
   * Batches a process runs at once, each in its own transaction and connection (1 by default). Tasks
   * due together (renewals falling in one minute) then drain as fast as the database lets them rather
   * than one round trip at a time; claims are `SKIP LOCKED`, so batches never share a task. Keep it
   * well under the pool's size: a handler may take a second connection (a card charge settles in its
   * own transaction) while its batch holds one.
   */
  concurrency?: number;
  log?: { warn(obj: unknown, msg: string): void; error(obj: unknown, msg: string): void };
}) {
  const clock = deps.clock ?? systemClock;
  const concurrency = Math.max(1, Math.floor(deps.concurrency ?? 1));
  const repo = createTasksRepository(deps.db);
  const definitions = new Map<string, TaskDefinition>();
  /** Tasks written when the workers start, unless one of the same name and key exists (the first run of a recurring task). */
  const ensured: { definition: TaskDefinition; key: string; first: (now: Date) => { at: Date; payload: unknown } }[] = [];
  let listener: Listener | null = null;
  let poll: NodeJS.Timeout | undefined;
  let working = false;
  let stopped = true;
  let running: Promise<number> | null = null;
  let again = false;

  const definitionOf = (name: string): TaskDefinition => {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`scheduler: no task named ${name}`);
    return definition;
  };

  const newTaskOf = (task: { definition: TaskDefinition; key: string; at: Date; payload: unknown }): NewTask => ({
    kind: definitionOf(task.definition.name).name,
    key: task.key,
    payload: task.definition.payload.parse(task.payload),
    runAt: task.at,
  });

  async function runOne(task: DueTask, tx: DbOrTx, now: Date, committed: (() => Promise<void>)[]): Promise<void> {
    const definition = definitionOf(task.kind);
    const attempt = task.attempts + 1;
    const after: (() => Promise<void>)[] = [];
    try {
      // A savepoint: a failing handler's writes are undone, the failure is recorded, the batch goes on.
      await tx.transaction(async (savepoint) => {
        const context = { tx: savepoint, key: task.key, attempt, dueAt: task.runAt, now, afterCommit: (work: () => Promise<void>) => void after.push(work) };
        await definition.handle(definition.payload.parse(task.payload), context);
        await repo.markDone(task.id, task.runAt, savepoint);
      });
      committed.push(...after);
    } catch (error) {
      const last = attempt >= (definition.maxAttempts ?? 5);
      const retryAt = last ? null : new Date(now.getTime() + Math.min(RETRY_BASE_MS * 2 ** (attempt - 1), RETRY_MAX_MS));
      deps.log?.warn(
        { err: error, task: task.kind, key: task.key, attempt },
        last ? 'scheduled task failed for good' : 'scheduled task failed; tried again later',
      );
      await repo.markFailed(task.id, errorText(error), retryAt, tx);
    }
  }

  /**
   * Tasks of a kind with a batch handler, in one savepoint; answers those left to run one by one (all of
   * them when the batch handler failed, or a payload did not parse).
   */
  async function runGroup(definition: TaskDefinition, tasks: DueTask[], tx: DbOrTx, now: Date, committed: (() => Promise<void>)[]): Promise<DueTask[]> {
    const parsed = tasks.map((task) => definition.payload.safeParse(task.payload));
    const valid = tasks.filter((_, i) => parsed[i]!.success);
    const invalid = tasks.filter((_, i) => !parsed[i]!.success);
    if (valid.length < 2) return tasks;
    const after: (() => Promise<void>)[] = [];
    try {
      const left = await tx.transaction(async (savepoint) => {
        const context = { tx: savepoint, now, afterCommit: (work: () => Promise<void>) => void after.push(work) };
        const items = valid.map((task) => ({
          payload: definition.payload.parse(task.payload),
          key: task.key,
          attempt: task.attempts + 1,
          dueAt: task.runAt,
        }));
        const rest = new Set(await definition.batch!.handle(items, context));
        await repo.markDoneMany(
          valid.filter((_, i) => !rest.has(i)),
          savepoint,
        );
        return valid.filter((_, i) => rest.has(i));
      });
      committed.push(...after);
      return [...left, ...invalid];
    } catch (error) {
      deps.log?.warn({ err: error, task: definition.name, count: valid.length }, 'scheduler: a batch failed; its tasks run one by one');
      return tasks;
    }
  }

  /** Due tasks to run, with more of the kinds that batch (up to their size) once one of them is due. */
  async function lockWork(kinds: string[], now: Date, tx: DbOrTx): Promise<DueTask[]> {
    const due = await repo.lockDue(kinds, now, BATCH, IDLE_IN_TRANSACTION, tx);
    const batching = [...new Set(due.map((task) => task.kind))].filter((kind) => definitions.get(kind)?.batch);
    if (!batching.length) return due;
    const size = Math.max(...batching.map((kind) => definitions.get(kind)!.batch!.size));
    const more = await repo.lockMoreDue(
      batching,
      now,
      size - due.filter((task) => batching.includes(task.kind)).length,
      due.map((task) => task.id),
      tx,
    );
    return [...due, ...more];
  }

  /** The tasks in their order, those of a batching kind together (at the place of the first of them). */
  async function runAll(due: DueTask[], tx: DbOrTx, now: Date, committed: (() => Promise<void>)[]) {
    const ran = new Set<string>();
    for (const task of due) {
      if (ran.has(task.kind)) continue;
      const definition = definitionOf(task.kind);
      if (!definition.batch) {
        await runOne(task, tx, now, committed);
        continue;
      }
      ran.add(task.kind);
      const group = due.filter((t) => t.kind === task.kind);
      for (let start = 0; start < group.length; start += definition.batch.size) {
        const left = await runGroup(definition, group.slice(start, start + definition.batch.size), tx, now, committed);
        for (const one of left) await runOne(one, tx, now, committed);
      }
    }
  }

  /** One batch in one transaction; answers how many tasks it took. */
  async function runBatch(): Promise<number> {
    const kinds = [...definitions.keys()];
    if (!kinds.length) return 0;
    const committed: (() => Promise<void>)[] = [];
    const taken = await deps.db.transaction(async (tx) => {
      const now = clock.now();
      const due = await lockWork(kinds, now, tx);
      await runAll(due, tx, now, committed);
      return due.length;
    });
    for (const work of committed)
      await work().catch((error: unknown) => deps.log?.warn({ err: error }, 'scheduler: a task ran, but its work after commit failed'));
    return taken;
  }

  async function drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const taken = await runBatch();
      total += taken;
      if (taken < BATCH) return total;
    }
  }

  /** Runs every due task; calls made while a run is going on are served by one more run after it. */
  function runDue(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        const drained = await Promise.all(Array.from({ length: concurrency }, drain));
        total += drained.reduce((sum, n) => sum + n, 0);
      } while (again);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const wake = () => {
    if (!working || stopped) return;
    runDue().catch((error: unknown) => deps.log?.warn({ err: error }, 'scheduler: a run failed; trying again at the next poll'));
  };

  // One purge a night across processes: one task that schedules itself again for the next night.
  const purge = defineTask({
    name: 'scheduler.purge-finished',
    payload: z.object({}),
    maxAttempts: RECURRING_ATTEMPTS,
    handle: async (_payload, { tx, now }) => {
      await repo.purgeFinished(new Date(now.getTime() - KEEP_FINISHED_DAYS * DAY_MS), tx);
      await repo.upsert({ kind: purge.name, key: 'nightly', payload: {}, runAt: nextNightAfter(now) }, tx);
    },
  });
  definitions.set(purge.name, purge as unknown as TaskDefinition);
  ensured.push({ definition: purge as unknown as TaskDefinition, key: 'nightly', first: (now) => ({ at: nextNightAfter(now), payload: {} }) });

  return {
    define<S extends z.ZodType>(definition: TaskDefinition<S>): TaskDefinition<S> {
      if (definitions.has(definition.name) && definitions.get(definition.name) !== definition)
        throw new Error(`scheduler: ${definition.name} is defined twice`);
      definitions.set(definition.name, definition as unknown as TaskDefinition);
      return definition;
    },

    /**
     * The task runs at `at` (at once when `at` has passed). Scheduling the same task and key again
     * moves it, with the new payload, and makes it run again if it had run or was cancelled.
     */
    async schedule<S extends z.ZodType>(definition: TaskDefinition<S>, task: { key: string; at: Date; payload: z.input<S> }, tx?: DbOrTx): Promise<void> {
      definitionOf(definition.name);
      await repo.upsert({ kind: definition.name, key: task.key, payload: definition.payload.parse(task.payload), runAt: task.at }, tx);
    },

    /**
     * `schedule` as a write sent inside another statement of the caller's transaction (see Alongside; a checkout's
     * order statement), a round trip less. The workers are not told: for a task due later than a poll away.
     */
    scheduleAlongside<S extends z.ZodType>(definition: TaskDefinition<S>, task: { key: string; at: Date; payload: z.input<S> }): Alongside {
      definitionOf(definition.name);
      return repo.upsertAlongside({ kind: definition.name, key: task.key, payload: definition.payload.parse(task.payload), runAt: task.at });
    },

    /** `schedule` of many tasks in one statement (a batch's); at most one task per name and key. */
    async scheduleMany(tasks: readonly { definition: TaskDefinition; key: string; at: Date; payload: unknown }[], tx?: DbOrTx): Promise<void> {
      await repo.upsertMany(tasks.map(newTaskOf), tx);
    },

    /** Writes tasks only where none of the same name and key exists yet (a delivery, a first schedule). */
    async scheduleNew(tasks: readonly { definition: TaskDefinition; key: string; at: Date; payload: unknown }[], tx?: DbOrTx): Promise<void> {
      await repo.insertNew(tasks.map(newTaskOf), tx);
    },

    /**
     * A task that recurs: written once when the workers start (unless it exists), it runs at
     * `first(now).at`, and its handler schedules itself again under the same key (`schedule` in its
     * transaction); give it `maxAttempts: RECURRING_ATTEMPTS` so a failing run does not end the chain.
     */
    recurring<S extends z.ZodType>(definition: TaskDefinition<S>, key: string, first: (now: Date) => { at: Date; payload: z.input<S> }): void {
      definitionOf(definition.name);
      ensured.push({ definition: definition as unknown as TaskDefinition, key, first });
    },

    /** True when a pending task was taken back; false when it had run, was cancelled already or never existed. */
    cancel(definition: TaskDefinition, key: string, tx?: DbOrTx): Promise<boolean> {
      return repo.cancel(definition.name, key, tx);
    },

    /** `cancel` of many keys of one task in one statement. */
    cancelMany(definition: TaskDefinition, keys: readonly string[], tx?: DbOrTx): Promise<void> {
      return repo.cancelMany(definition.name, keys, tx);
    },

    /** The stored task (state, when it runs, tries), for tests and admin views. */
    find(definition: TaskDefinition, key: string) {
      return repo.find(definition.name, key);
    },

    runDue,

    /** Starts waking up for work (only processes that work the queue do). */
    async start(options: { work: boolean }): Promise<void> {
      stopped = false;
      working = options.work;
      if (!working) return;
      const now = clock.now();
      await repo.insertNew(
        ensured.map(({ definition, key, first }) => {
          const { at, payload } = first(now);
          return { kind: definition.name, key, runAt: at, payload: definition.payload.parse(payload) };
        }),
      );
      listener = listen({
        url: deps.databaseUrl,
        channels: [TASKS_CHANNEL],
        applicationName: 'market-scheduler',
        onNotification: wake,
        // Work written while the connection was down was not heard of: look now.
        onListening: (now) => now && wake(),
      });
      poll = setInterval(wake, deps.pollMs ?? 1_000);
      poll.unref();
      wake();
    },

    /**
     * Stops waking up and waits for the run under way, at most `waitMs`: a handler that hangs must not
     * hold the shutdown; its tasks go to another worker once this process's sessions end.
     */
    async stop(waitMs = 10_000): Promise<void> {
      stopped = true;
      clearInterval(poll);
      await listener?.close();
      listener = null;
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
      await Promise.race([running?.catch(() => undefined), waited]);
      clearTimeout(timer);
    },

    now: () => clock.now(),
  };
}
export type Scheduler = ReturnType<typeof createScheduler>;
