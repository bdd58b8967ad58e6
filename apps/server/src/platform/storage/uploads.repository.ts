import { eq, sql } from 'drizzle-orm';
import { isForeignKeyViolation } from '../db/constraints.js';
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
    /** Deletes the row unless something still refers to it (an ebook, a lesson): then nothing happens and null is answered. */
    async removeUnreferenced(id: string, tx: DbOrTx = db): Promise<{ key: string } | null> {
      try {
        return await tx.transaction(async (sp) => {
          const [row] = await sp.delete(uploadedFiles).where(eq(uploadedFiles.id, id)).returning({ key: uploadedFiles.key });
          return row ?? null;
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) return null;
        throw error;
      }
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
