import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { schedulerRuns } from './reminders.table.js';

export function createRemindersRepository(db: DbOrTx) {
  return {
    /** Records a scheduler run once: false when this run of this hook was received before. */
    async recordRun(hook: string, runId: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx.insert(schedulerRuns).values({ hook, runId }).onConflictDoNothing().returning({ runId: schedulerRuns.runId });
      return rows.length > 0;
    },

    async setRunJob(hook: string, runId: string, jobId: string, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(schedulerRuns)
        .set({ jobId })
        .where(and(eq(schedulerRuns.hook, hook), eq(schedulerRuns.runId, runId)));
    },

    async findRun(hook: string, runId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(schedulerRuns)
        .where(and(eq(schedulerRuns.hook, hook), eq(schedulerRuns.runId, runId)));
      return row;
    },
  };
}
export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
