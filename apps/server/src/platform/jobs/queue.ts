import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { JobStatus, JobStatusDto } from '@market/contract';
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import { z as zod } from 'zod';
import { isDatabaseUnavailable, type Db, type DbOrTx } from '../db/database.js';
import { defineTask, type Scheduler } from '../tasks/scheduler.js';
import { createJobsRepository } from './jobs.repository.js';

export interface JobContext {
  jobId: string;
  /** This job was started before (a retry after a failure, or it expired while its outcome was lost): work it did may be done. */
  ranBefore: boolean;
  /** 0 to 100; shown by GET /api/v1/queue/{queue}/{id}/status. */
  reportProgress(percent: number): Promise<void>;
}

/** One background job: a queue name, its payload schema and the work. Its return value is the result. */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  payload: S;
  retryLimit?: number;
  handle(payload: z.infer<S>, context: JobContext): Promise<unknown>;
}

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}

/**
 * pg-boss 10 records a job's outcome without awaiting it (manager.js: `this.complete(...)` and
 * `this.fail(...)` after the handler): when the database is away at that moment (a restart, the
 * embedded one stopping on Ctrl-C), the rejection is unhandled and Node ends the process. Each such
 * promise gets a handler reporting on the queue's 'error' event; the job stays active and runs again
 * once it expires, as after a lost worker. Callers awaiting complete()/fail() still get the rejection.
 */
function reportUnawaitedOutcomes() {
  const manager = (createRequire(import.meta.url)('pg-boss/src/manager.js') as { prototype: Record<string, unknown> }).prototype;
  for (const name of ['complete', 'fail']) {
    const original = manager[name];
    if (typeof original !== 'function') throw new Error(`pg-boss has no Manager.${name} any more: review reportUnawaitedOutcomes`);
    manager[name] = function (this: { emit(event: 'error', error: unknown): void }, ...args: unknown[]) {
      const outcome = (original as (...a: unknown[]) => Promise<unknown>).apply(this, args);
      outcome.catch((error: unknown) => this.emit('error', error));
      return outcome;
    };
  }
}
reportUnawaitedOutcomes();

const stateToStatus: Record<string, JobStatus> = {
  created: 'PENDING',
  retry: 'PENDING',
  active: 'PROCESSING',
  completed: 'SUCCESS',
  failed: 'FAILED',
  cancelled: 'FAILED',
};

/**
 * Background jobs on PostgreSQL (pg-boss): any server process may enqueue, any may work. A job asked
 * for by a write is enqueued in that write's transaction (`enqueue(..., { tx })`): the scheduler's
 * task written with it hands the job to pg-boss after commit, under the id answered at once, so a
 * job exists exactly when its write committed.
 */
export function createJobQueue(deps: { databaseUrl: string; db: Db; scheduler?: Scheduler; onError: (error: Error) => void }) {
  const boss = new PgBoss({ connectionString: deps.databaseUrl, schema: 'pgboss', max: 4 });
  let stopping = false;
  // Once told to stop, the queue's own loops may still meet the database going away after it (the
  // process is shutting down, and a job cut short runs again): that is no error of anybody's.
  boss.on('error', (error) => {
    if (!(stopping && isDatabaseUnavailable(error))) deps.onError(error);
  });
  const definitions = new Map<string, JobDefinition>();
  const schedules = new Map<string, string>();
  const runs = createJobsRepository(deps.db);
  let started = false;

  // pg-boss stores a job under its id once: a hand-over run again after a lost outcome adds nothing.
  const handOver = deps.scheduler?.define(
    defineTask({
      name: 'jobs.hand-over',
      payload: zod.object({ queue: zod.string(), data: zod.record(zod.string(), zod.unknown()) }),
      handle: async ({ queue, data }, { key }) => {
        await boss.send(queue, data, { id: key });
      },
    }),
  );

  const setProgress = (jobId: string, progress: number, result?: unknown) => runs.setProgress(jobId, Math.max(0, Math.min(100, Math.round(progress))), result);

  return {
    register(definition: JobDefinition) {
      definitions.set(definition.name, definition);
    },

    /** Runs a registered job on a cron schedule (at most once per tick across all server processes). */
    every(definition: JobDefinition, cron: string) {
      definitions.set(definition.name, definition);
      schedules.set(definition.name, cron);
    },

    async start(options: { work: boolean } = { work: true }) {
      stopping = false;
      await boss.start();
      started = true;
      for (const definition of definitions.values()) {
        await boss.createQueue(definition.name, { name: definition.name, retryLimit: definition.retryLimit ?? 2, retryDelay: 5 });
        const cron = schedules.get(definition.name);
        if (cron) await boss.schedule(definition.name, cron, {}, { tz: 'Asia/Ho_Chi_Minh' });
        if (!options.work) continue;
        await boss.work(definition.name, { pollingIntervalSeconds: 0.5, batchSize: 1, includeMetadata: true }, async ([job]) => {
          if (!job) return;
          const payload = definition.payload.parse(job.data);
          const context = { jobId: job.id, ranBefore: job.retryCount > 0, reportProgress: (p: number) => setProgress(job.id, p) };
          const result = await definition.handle(payload, context);
          await setProgress(job.id, 100, result ?? null);
          return result;
        });
      }
    },

    async stop() {
      stopping = true;
      if (started) await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      started = false;
    },

    /** Answers the job's id. With `tx`, the job is handed to the queue only once that transaction commits. */
    async enqueue<S extends z.ZodType>(definition: JobDefinition<S>, payload: z.infer<S>, options: { ownerId?: string; tx?: DbOrTx } = {}): Promise<string> {
      const data = definition.payload.parse(payload) as Record<string, unknown>;
      if (options.tx) {
        if (!handOver || !deps.scheduler) throw new Error('jobs: enqueueing inside a transaction needs the scheduler');
        const id = randomUUID();
        await runs.insert({ id, queue: definition.name, ownerId: options.ownerId ?? null, progress: 0 }, options.tx);
        await deps.scheduler.schedule(handOver, { key: id, at: deps.scheduler.now(), payload: { queue: definition.name, data } }, options.tx);
        return id;
      }
      const id = await boss.send(definition.name, data);
      if (!id) throw new Error(`Job ${definition.name} was not queued`);
      await runs.insert({ id, queue: definition.name, ownerId: options.ownerId ?? null, progress: 0 });
      return id;
    },

    /** Null when the job does not exist or belongs to somebody else (admins see every job). */
    async status(queue: string, id: string, actor: { id: string; role: string }): Promise<JobStatusDto | null> {
      const run = await runs.findById(id);
      if (!run || run.queue !== queue) return null;
      if (actor.role !== 'ADMIN' && run.ownerId !== actor.id) return null;
      const job = await boss.getJobById<unknown>(queue, id, { includeArchive: true });
      if (!job) {
        // Enqueued by a committed write and not handed to pg-boss yet.
        const waiting = handOver && (await deps.scheduler?.find(handOver, id))?.state === 'PENDING';
        return waiting
          ? { id, queue, status: 'PENDING', progress: 0, result: null, error: null, createdAt: run.createdAt.toISOString(), completedAt: null }
          : null;
      }
      const status = stateToStatus[job.state] ?? 'PENDING';
      const output = (job as { output?: unknown }).output;
      const error = status === 'FAILED' ? errorText(output) : null;
      return {
        id,
        queue,
        status,
        progress: run.progress,
        result: status === 'SUCCESS' ? (run.result ?? output ?? null) : null,
        error,
        createdAt: new Date(job.createdOn).toISOString(),
        completedAt: job.completedOn ? new Date(job.completedOn).toISOString() : null,
      };
    },
  };
}
export type JobQueue = ReturnType<typeof createJobQueue>;

function errorText(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output) return String((output as { message: unknown }).message);
  return 'Tác vụ thất bại.';
}
