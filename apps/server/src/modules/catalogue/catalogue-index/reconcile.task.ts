import { z } from 'zod';
import type { Db } from '../../../platform/db/database.js';
import { defineTask, nextNightAfter, RECURRING_ATTEMPTS, type Scheduler } from '../../../platform/tasks/scheduler.js';
import type { CatalogueIndexRepository } from './catalogue-index.repository.js';

/**
 * Every night (and at the first start of a database) the catalogue index is compared with its
 * sources and what drifted is rewritten and reported: the triggers keep it current, so a drift is a
 * bug or a write made with them off (a bulk load), worth a warning.
 */
export function scheduleCatalogueReconciliation(deps: {
  scheduler: Scheduler;
  repo: Pick<CatalogueIndexRepository, 'reconcile'>;
  log: { info(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void };
}) {
  const { scheduler, repo, log } = deps;
  const reconcile = scheduler.define(
    defineTask({
      name: 'catalogue.reconcile-index',
      payload: z.object({}),
      maxAttempts: RECURRING_ATTEMPTS,
      handle: async (_payload, { tx, now }) => {
        const drifted = await repo.reconcile(tx);
        const total = Object.values(drifted).reduce((n, k) => n + k, 0);
        if (total > 0) log.warn({ drifted }, `catalogue index: ${total} entries had drifted from their sources and were rewritten`);
        else log.info({}, 'catalogue index: no drift');
        await scheduler.schedule(reconcile, { key: 'nightly', at: nextNightAfter(now), payload: {} }, tx);
      },
    }),
  );
  scheduler.recurring(reconcile, 'nightly', (now) => ({ at: now, payload: {} }));
}

/** Rebuilds the index from its sources now (after a bulk load written with the triggers off; the benchmarks' seeds). */
export async function rebuildCatalogueIndex(db: Db, repo: Pick<CatalogueIndexRepository, 'reconcile'>): Promise<Record<string, number>> {
  return db.transaction((tx) => repo.reconcile(tx));
}
