import { z } from 'zod';
import { defineTask, RECURRING_ATTEMPTS, type Scheduler } from '../../../../platform/tasks/scheduler.js';
import { createCatalogueChangesRepository } from './catalogue-changes.repository.js';

/** The change log keeps this long: a running process reads it every few seconds; one behind it loads its mirror again. */
export const CHANGES_KEPT_SECONDS = 10 * 60;
const EVERY_MS = 5 * 60_000;

/** Every few minutes the change log's old rows go (catalogue_entry_changes_prune, migration 0054). */
export function scheduleChangesPruning(deps: { scheduler: Scheduler }) {
  const { scheduler } = deps;
  const prune = scheduler.define(
    defineTask({
      name: 'catalogue.prune-entry-changes',
      payload: z.object({}),
      maxAttempts: RECURRING_ATTEMPTS,
      handle: async (_payload, { tx, now }) => {
        await createCatalogueChangesRepository(tx).prune(CHANGES_KEPT_SECONDS);
        await scheduler.schedule(prune, { key: 'recurring', at: new Date(now.getTime() + EVERY_MS), payload: {} }, tx);
      },
    }),
  );
  scheduler.recurring(prune, 'recurring', (now) => ({ at: now, payload: {} }));
}
