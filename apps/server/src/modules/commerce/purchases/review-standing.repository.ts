import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { eventSql } from '../../catalogue/index.js';
import { comboSql } from '../../catalogue/index.js';
import { orderItems } from '../orders/orders.table.js';
import { tickets } from '../tickets/tickets.table.js';

/** A ticket that still admits (paid and not refunded: a refund voids it). */
const admits = sql`${tickets.status} in ('VALID', 'CHECKED_IN')`;

/** What reviews ask of purchases: who attended an event, how many bought or attend something. */
export function createReviewStandingRepository(db: DbOrTx) {
  return {
    /** The person held an admitting ticket of the event, and the event is over at `now`. */
    async attended(userId: string, eventId: string, now: Date, tx: DbOrTx = db): Promise<boolean> {
      const { rows } = await tx.execute<{ ok: boolean }>(sql`
        select (exists (select 1 from ${tickets} where ${tickets.userId} = ${userId} and ${tickets.eventId} = ${eventId} and ${admits})
                and ${eventSql.isWhen(sql`${eventId}::uuid`, 'past', now)}) as ok`);
      return rows[0]?.ok === true;
    },
    /** People holding an admitting ticket of the event. */
    async attendeeCount(eventId: string, tx: DbOrTx = db): Promise<number> {
      const { rows } = await tx.execute<{ n: number }>(sql`
        select count(distinct ${tickets.userId})::int as n from ${tickets} where ${tickets.eventId} = ${eventId} and ${admits}`);
      return rows[0]?.n ?? 0;
    },
    /** People with a paid, not refunded line giving the product, alone or through a combo. */
    async buyerCount(productId: string, tx: DbOrTx = db): Promise<number> {
      const { rows } = await tx.execute<{ n: number }>(sql`
        select count(distinct ${orderItems.userId})::int as n from ${orderItems}
         where ${orderItems.status} = 'SUCCESS' and ${orderItems.refundedAt} is null
           and (${orderItems.productId} = ${productId}
                or (${orderItems.productType} = 'COMBO' and ${comboSql.holds(orderItems.productId, sql`${productId}::uuid`)}))`);
      return rows[0]?.n ?? 0;
    },
  };
}
export type ReviewStandingRepository = ReturnType<typeof createReviewStandingRepository>;
