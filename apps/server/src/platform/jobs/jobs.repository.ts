import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.js';
import { jobRuns } from './jobs.table.js';

export type JobRunRow = typeof jobRuns.$inferSelect;

export function createJobsRepository(db: DbOrTx) {
  return {
    async insert(values: typeof jobRuns.$inferInsert, tx: DbOrTx = db): Promise<void> {
      await tx.insert(jobRuns).values(values);
    },
    async findById(id: string, tx: DbOrTx = db): Promise<JobRunRow | undefined> {
      const [row] = await tx.select().from(jobRuns).where(eq(jobRuns.id, id));
      return row;
    },
    async setProgress(id: string, progress: number, result?: unknown, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(jobRuns)
        .set({ progress, ...(result !== undefined ? { result } : {}), updatedAt: sql`now()` })
        .where(eq(jobRuns.id, id));
    },
  };
}
export type JobsRepository = ReturnType<typeof createJobsRepository>;
