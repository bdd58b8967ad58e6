import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.js';
import { uploadedFiles, type UploadedFileRow } from './uploads.table.js';

export function createUploadsRepository(db: DbOrTx) {
  return {
    async insert(values: typeof uploadedFiles.$inferInsert, tx: DbOrTx = db): Promise<void> {
      await tx.insert(uploadedFiles).values(values);
    },
    async findById(id: string, tx: DbOrTx = db): Promise<UploadedFileRow | undefined> {
      const [row] = await tx.select().from(uploadedFiles).where(eq(uploadedFiles.id, id));
      return row;
    },
    async findByKey(key: string, tx: DbOrTx = db): Promise<UploadedFileRow | undefined> {
      const [row] = await tx.select().from(uploadedFiles).where(eq(uploadedFiles.key, key));
      return row;
    },
    async markUploaded(key: string, size: number, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(uploadedFiles)
        .set({ size, uploadedAt: sql`now()` })
        .where(eq(uploadedFiles.key, key));
    },
  };
}
export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
