import { and, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './database.js';
import { preparedOnce } from './prepared-once.js';
import { stockMoved } from './stock-told.js';

/** The stock moves of a row that keeps its own counters; each takes the caller's transaction last. */
export interface RowStock {
  /**
   * Reserves `quantity` and answers how many places are left after it (read under the row's lock, so
   * exact at that moment); null when there is not that much left (nothing changes then).
   */
  hold(id: string, quantity: number, tx?: DbOrTx): Promise<number | null>;
  /** Gives a hold back. */
  release(id: string, quantity: number, tx?: DbOrTx): Promise<void>;
  /** A held quantity becomes taken. */
  commit(id: string, quantity: number, tx?: DbOrTx): Promise<void>;
  /** Takes without a hold; false when there is not that much left. */
  sellDirect(id: string, quantity: number, tx?: DbOrTx): Promise<boolean>;
  /** A taken quantity goes back on sale. */
  restock(id: string, quantity: number, tx?: DbOrTx): Promise<void>;
}

/**
 * The stock of a product kept as counters on its own row: `held` by unpaid orders, `taken` (sold
 * tickets, booked places) by paid ones, together never above `capacity`. Each change is one
 * conditional UPDATE, so two buyers of the last place cannot both get it.
 */
export function rowStock<T extends PgTable & Record<'id' | 'held' | 'capacity' | Taken, PgColumn>, Taken extends string>(
  db: DbOrTx,
  table: T,
  taken: Taken,
): RowStock {
  const { id: idColumn, held, capacity } = table;
  const tableName = getTableName(table);
  const takenColumn = table[taken];
  const fits = (quantity: number | SQL) => sql`${takenColumn} + ${held} + ${quantity} <= ${capacity}`;
  // Drizzle types `set` by the table's own column names, which a shared helper only knows at run time.
  const update = (tx: DbOrTx, values: Record<string, unknown>) => tx.update(table).set(values as never);
  // Every checkout holds: built once, prepared once per connection (see preparedOnce).
  const placed = sql`${sql.placeholder('quantity')}::integer`;
  const holding = preparedOnce((tx) =>
    update(tx, { held: sql`${held} + ${placed}` })
      .where(and(eq(idColumn, sql.placeholder('id')), fits(placed)))
      .returning({ left: sql<number>`(${capacity} - ${takenColumn} - ${held})::integer` })
      .prepare(`${tableName}_hold_${taken}`),
  );

  // Every move is recorded for a transaction that tells its moves itself (stock-told.ts): its triggers tell none.
  return {
    async hold(id, quantity, tx = db) {
      const [done] = (await holding(tx).execute({ id, quantity })) as { left: number }[];
      if (done) stockMoved(tx, tableName, id);
      return done ? done.left : null;
    },
    async release(id, quantity, tx = db) {
      await update(tx, { held: sql`greatest(${held} - ${quantity}, 0)` }).where(eq(idColumn, id));
      stockMoved(tx, tableName, id);
    },
    async commit(id, quantity, tx = db) {
      await update(tx, { held: sql`greatest(${held} - ${quantity}, 0)`, [taken]: sql`${takenColumn} + ${quantity}` }).where(eq(idColumn, id));
      stockMoved(tx, tableName, id);
    },
    async sellDirect(id, quantity, tx = db) {
      const done = await update(tx, { [taken]: sql`${takenColumn} + ${quantity}` })
        .where(and(eq(idColumn, id), fits(quantity)))
        .returning({ id: idColumn });
      if (done.length) stockMoved(tx, tableName, id);
      return done.length > 0;
    },
    async restock(id, quantity, tx = db) {
      await update(tx, { [taken]: sql`greatest(${takenColumn} - ${quantity}, 0)` }).where(eq(idColumn, id));
      stockMoved(tx, tableName, id);
    },
  };
}
