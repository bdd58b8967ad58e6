import type { PromotionState } from '@market/contract';
import { and, gt, lte, not, sql, type Column, type SQL } from 'drizzle-orm';

interface WindowColumns {
  startAt: Column;
  endAt: Column;
  active: Column;
}

/** The list filter for a state, the SQL twin of `stateOf` (promotion.ts): same order of precedence. */
export function stateWhere(t: WindowColumns, state: PromotionState, now: Date): SQL {
  switch (state) {
    case 'EXPIRED':
      return lte(t.endAt, now);
    case 'INACTIVE':
      return and(gt(t.endAt, now), not(sql`${t.active}`))!;
    case 'UPCOMING':
      return and(gt(t.endAt, now), sql`${t.active}`, gt(t.startAt, now))!;
    case 'ACTIVE':
      return and(gt(t.endAt, now), sql`${t.active}`, lte(t.startAt, now))!;
  }
}
