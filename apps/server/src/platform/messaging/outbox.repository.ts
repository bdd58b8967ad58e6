import type { OutboxQuery } from '@market/contract';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.js';
import { offsetOf } from '../http/pagination.js';
import { outboxMessages } from './outbox.table.js';

export type OutboxRow = typeof outboxMessages.$inferSelect;

export function createOutboxRepository(db: DbOrTx) {
  return {
    async insert(values: typeof outboxMessages.$inferInsert, tx: DbOrTx = db): Promise<void> {
      await tx.insert(outboxMessages).values(values);
    },
    async insertMany(values: readonly (typeof outboxMessages.$inferInsert)[], tx: DbOrTx = db): Promise<void> {
      if (values.length) await tx.insert(outboxMessages).values([...values]);
    },
    async list(query: OutboxQuery, tx: DbOrTx = db): Promise<{ rows: OutboxRow[]; total: number }> {
      const filters: SQL[] = [];
      if (query.recipient) filters.push(ilike(outboxMessages.recipient, `%${query.recipient.replace(/[%_\\]/g, '\\$&')}%`));
      if (query.kind) filters.push(eq(outboxMessages.kind, query.kind));
      const where = filters.length ? and(...filters) : undefined;
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        tx
          .select()
          .from(outboxMessages)
          .where(where)
          .orderBy(query.sort === 'ASC' ? outboxMessages.createdAt : desc(outboxMessages.createdAt))
          .limit(query.limit)
          .offset(offsetOf(query)),
        tx.select({ total: count() }).from(outboxMessages).where(where),
      ]);
      return { rows, total };
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
