import type { DbOrTx } from '../../../platform/db/database.js';
import { affiliateVisits } from '../orders/orders.table.js';

export type NewAffiliateVisitRow = typeof affiliateVisits.$inferInsert;

/** Visits that arrived through an affiliate's link. */
export function createAffiliateRepository(db: DbOrTx) {
  return {
    async insertVisit(values: NewAffiliateVisitRow, tx: DbOrTx = db): Promise<void> {
      await tx.insert(affiliateVisits).values(values);
    },
  };
}
export type AffiliateRepository = ReturnType<typeof createAffiliateRepository>;
