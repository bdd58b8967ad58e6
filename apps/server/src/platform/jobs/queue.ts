import { createRequire } from 'node:module';
import type { JobStatus, JobStatusDto } from '@market/contract';
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Db } from '../db/database.js';
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

/** Background jobs on PostgreSQL (pg-boss): any server process may enqueue, any may work. */
export function createJobQueue(deps: { databaseUrl: string; db: Db; onError: (error: Error) => void }) {
  const boss = new PgBoss({ connectionString: deps.databaseUrl, schema: 'pgboss', max: 4 });
  boss.on('error', deps.onError);
  const definitions = new Map<string, JobDefinition>();
  const schedules = new Map<string, string>();
  const runs = createJobsRepository(deps.db);
  let started = false;

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
      if (started) await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      started = false;
    },

    async enqueue<S extends z.ZodType>(definition: JobDefinition<S>, payload: z.infer<S>, options: { ownerId?: string } = {}): Promise<string> {
      const data = definition.payload.parse(payload) as object;
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
      if (!job) return null;
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
