import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../platform/db/database.js';
import type { ProductType } from './product-type.js';

type StockMethods = Pick<ProductType, 'hold' | 'release' | 'commit' | 'sellDirect' | 'restock'>;

/**
 * The stock of a product kept as counters on its own row: `held` by unpaid orders, `taken` (sold
 * tickets, booked places) by paid ones, together never above `capacity`. Each change is one
 * conditional UPDATE, so two buyers of the last place cannot both get it.
 */
export function rowStock<T extends PgTable & Record<'id' | 'held' | 'capacity' | Taken, PgColumn>, Taken extends string>(table: T, taken: Taken): StockMethods {
  const { id: idColumn, held, capacity } = table;
  const takenColumn = table[taken];
  const fits = (quantity: number) => sql`${takenColumn} + ${held} + ${quantity} <= ${capacity}`;
  // Drizzle types `set` by the table's own column names, which a shared helper only knows at run time.
  const update = (tx: DbOrTx, values: Record<string, unknown>) => tx.update(table).set(values as never);

  return {
    async hold(tx, id, quantity) {
      const done = await update(tx, { held: sql`${held} + ${quantity}` })
        .where(and(eq(idColumn, id), fits(quantity)))
        .returning({ id: idColumn });
      return done.length > 0;
    },
    async release(tx, id, quantity) {
      await update(tx, { held: sql`greatest(${held} - ${quantity}, 0)` }).where(eq(idColumn, id));
    },
    async commit(tx, id, quantity) {
      await update(tx, { held: sql`greatest(${held} - ${quantity}, 0)`, [taken]: sql`${takenColumn} + ${quantity}` }).where(eq(idColumn, id));
    },
    async sellDirect(tx, id, quantity) {
      const done = await update(tx, { [taken]: sql`${takenColumn} + ${quantity}` })
        .where(and(eq(idColumn, id), fits(quantity)))
        .returning({ id: idColumn });
      return done.length > 0;
    },
    async restock(tx, id, quantity) {
      await update(tx, { [taken]: sql`greatest(${takenColumn} - ${quantity}, 0)` }).where(eq(idColumn, id));
    },
  };
}
