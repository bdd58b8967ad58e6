import type { Db, DbOrTx } from '../../../platform/db/database.js';
import type { RemindersRepository } from './reminders.repository.js';

/** The scheduler's webhooks, by the name each run is recorded under. */
export type ReminderHook = 'event-reminder' | 'calendar-reminder';

export interface SendOutcome {
  due: number;
  sent: number;
  /** Already sent, by an earlier run or another process. */
  skipped: number;
  failed: number;
}

/**
 * The external scheduler's runs: each is recorded once and handed to a job in the same transaction
 * (the job is the reminder engine's catch-up sweep, see reminders.jobs.ts).
 */
export function createRemindersService(deps: { db: Db; repo: RemindersRepository }) {
  const { repo } = deps;

  return {
    /**
     * Records a run of `hook` and queues its job in one transaction: the same run id again queues
     * nothing and answers the job of the first.
     */
    async acceptRun(hook: ReminderHook, runId: string, enqueue: (tx: DbOrTx) => Promise<string>) {
      return deps.db.transaction(async (tx) => {
        if (!(await repo.recordRun(hook, runId, tx))) {
          const run = await repo.findRun(hook, runId, tx);
          return { accepted: true as const, duplicate: true, jobId: run?.jobId ?? null };
        }
        const jobId = await enqueue(tx);
        await repo.setRunJob(hook, runId, jobId, tx);
        return { accepted: true as const, duplicate: false, jobId };
      });
    },
  };
}
export type RemindersService = ReturnType<typeof createRemindersService>;
