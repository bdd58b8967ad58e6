import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { PRODUCT_FACTS_CHANNEL } from './heard-versions.js';

/** Rows named in one notice at most, as migration 0055's triggers name them (more: the table alone). */
const MAX_IDS = 100;

/**
 * Notices on PRODUCT_FACTS_CHANNEL sent by the server itself, after the commit of a write whose triggers left them out
 * (the stock moves of a checkout, a payment or an expiry, migrations 0058 and 0060): a NOTIFY in its own transaction
 * made its commit wait for every other notifying commit (PostgreSQL's one lock on the notification queue, held until
 * the commit is flushed), which serialised the checkouts. The rows told within `delayMs` go in one statement, as the
 * public cache's invalidations do (a sale would otherwise send one per order). Heard a few milliseconds later than the
 * trigger's; a notice lost with a process that ended meanwhile leaves the other processes' versions of those rows until
 * their next change is told, or a minute at most (heard-versions.ts holds no version longer).
 */
export function createFactsNotices(db: DbOrTx, options: { delayMs?: number; log?: { warn(obj: unknown, msg: string): void } } = {}) {
  const delayMs = options.delayMs ?? 20;
  let pending: Map<string, Set<string>> | null = null;

  async function send(rows: Map<string, Set<string>>): Promise<void> {
    const payloads = [...rows].map(([table, ids]) => (ids.size > MAX_IDS ? table : `${table}:${[...ids].join(',')}`));
    await db.execute(sql`select pg_notify(${PRODUCT_FACTS_CHANNEL}, p) from unnest(${sql.param(payloads)}::text[]) as p`);
  }

  return {
    /** These rows of `table` changed in a transaction that has committed. */
    changed(table: string, ids: readonly string[]): void {
      if (!ids.length) return;
      if (!pending) {
        const gathered = (pending = new Map());
        // Unreferenced: a notice still waiting at shutdown is lost, as above.
        setTimeout(() => {
          pending = null;
          send(gathered).catch((error: unknown) => options.log?.warn({ err: error }, 'product facts: a notice could not be sent'));
        }, delayMs).unref();
      }
      const rows = pending.get(table) ?? new Set<string>();
      for (const id of ids) rows.add(id);
      pending.set(table, rows);
    },
  };
}
export type FactsNotices = ReturnType<typeof createFactsNotices>;
