import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { rowStock, type RowStock } from '../../../platform/db/row-stock.js';
import type { EventRow, TierRow } from './event.js';
import { eventCoHosts, events, ticketTiers } from './events.table.js';

/** A tier with what its event decides for a buyer: whose it is, whether it is on sale, when it happens. */
export interface TierForSale {
  tier: TierRow;
  event: Pick<EventRow, 'id' | 'slug' | 'title' | 'status' | 'hostId' | 'coverImage' | 'startAt' | 'endAt'>;
}

/**
 * What commerce reads and moves of events: tiers as products (their stock is `sold`, kept by a CHECK
 * and by conditional updates) and who may run an event's door. The catalogue owns these rows; commerce
 * reaches them only through this repository (exposed by `catalogue/events/index.ts`).
 */
export function createTicketTiersRepository(db: DbOrTx): RowStock & {
  findForSale(ids: readonly string[], tx?: DbOrTx): Promise<TierForSale[]>;
  findEvent(id: string, tx?: DbOrTx): Promise<EventRow | undefined>;
  isCoHost(eventId: string, userId: string, tx?: DbOrTx): Promise<boolean>;
  findCoHostedEventIds(userId: string, tx?: DbOrTx): Promise<string[]>;
} {
  return {
    ...rowStock(db, ticketTiers, 'sold'),

    async findForSale(ids, tx = db) {
      if (!ids.length) return [];
      return tx
        .select({
          tier: ticketTiers,
          event: { id: events.id, slug: events.slug, title: events.title, status: events.status, hostId: events.hostId, coverImage: events.coverImage, startAt: events.startAt, endAt: events.endAt },
        })
        .from(ticketTiers)
        .innerJoin(events, eq(events.id, ticketTiers.eventId))
        .where(inArray(ticketTiers.id, [...ids]));
    },

    async findEvent(id, tx = db) {
      const [row] = await tx.select().from(events).where(eq(events.id, id));
      return row;
    },

    async isCoHost(eventId, userId, tx = db) {
      const [row] = await tx
        .select({ userId: eventCoHosts.userId })
        .from(eventCoHosts)
        .where(and(eq(eventCoHosts.eventId, eventId), eq(eventCoHosts.userId, userId)));
      return Boolean(row);
    },

    async findCoHostedEventIds(userId, tx = db) {
      const rows = await tx.select({ eventId: eventCoHosts.eventId }).from(eventCoHosts).where(eq(eventCoHosts.userId, userId));
      return rows.map((r) => r.eventId);
    },
  };
}
export type TicketTiersRepository = ReturnType<typeof createTicketTiersRepository>;
