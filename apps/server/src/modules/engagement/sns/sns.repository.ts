import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { snsMessages } from './sns.table.js';

export type SnsMessageRow = typeof snsMessages.$inferSelect;

export function createSnsRepository(db: DbOrTx) {
  return {
    /** Keeps a verified message once: false when its MessageId was received before. */
    async insertOnce(values: typeof snsMessages.$inferInsert, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx.insert(snsMessages).values(values).onConflictDoNothing().returning({ id: snsMessages.messageId });
      return rows.length > 0;
    },
    async findById(messageId: string, tx: DbOrTx = db): Promise<SnsMessageRow | undefined> {
      const [row] = await tx.select().from(snsMessages).where(eq(snsMessages.messageId, messageId));
      return row;
    },
    async markHandled(messageId: string, outcome: Record<string, unknown>, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(snsMessages)
        .set({ outcome, handledAt: sql`now()` })
        .where(eq(snsMessages.messageId, messageId));
    },
    /** Forgets a message whose handling failed, so that SNS's retry of it is handled afresh. */
    async remove(messageId: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(snsMessages).where(eq(snsMessages.messageId, messageId));
    },
  };
}
export type SnsRepository = ReturnType<typeof createSnsRepository>;
