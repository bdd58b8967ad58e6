import type { SavedItemType } from '@market/contract';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import { ticketSql } from '../../commerce/index.js';
import { catalogueEntries } from '../catalogue-index/catalogue-index.table.js';
import { events, ticketTiers } from '../events/events.table.js';
import { savedItems, sellOutNotices } from './saved-items.table.js';

/** What a saved thing shows, read from the catalogue index: its row exists only while the thing is public. */
const cardColumns = {
  type: savedItems.itemType,
  id: savedItems.itemId,
  title: catalogueEntries.title,
  subtitle: catalogueEntries.subtitle,
  hostName: catalogueEntries.hostName,
  image: catalogueEntries.image,
  link: catalogueEntries.link,
  price: catalogueEntries.price,
  startsAt: catalogueEntries.startsAt,
  savedAt: savedItems.createdAt,
};
const listed = and(eq(catalogueEntries.kind, savedItems.itemType), eq(catalogueEntries.id, savedItems.itemId));

export function createSavedItemsRepository(db: DbOrTx) {
  return {
    /** The thing is public (the catalogue index lists it under its kind). */
    async isPublic(type: SavedItemType, id: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .select({ id: catalogueEntries.id })
        .from(catalogueEntries)
        .where(and(eq(catalogueEntries.kind, type), eq(catalogueEntries.id, id)));
      return rows.length > 0;
    },
    /** Saving twice keeps the first save. */
    async insert(userId: string, type: SavedItemType, id: string, tx: DbOrTx = db): Promise<void> {
      await tx.insert(savedItems).values({ userId, itemType: type, itemId: id }).onConflictDoNothing();
    },
    async remove(userId: string, type: SavedItemType, id: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(savedItems).where(and(eq(savedItems.userId, userId), eq(savedItems.itemType, type), eq(savedItems.itemId, id)));
    },
    async removeAllOf(userId: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(savedItems).where(eq(savedItems.userId, userId));
    },

    /** A page of `userId`'s saved things that are public now, newest saved first (or oldest with ASC). */
    async list(userId: string, query: { page: number; limit: number; sort: 'ASC' | 'DESC'; type?: SavedItemType | undefined }, tx: DbOrTx = db) {
      const where = and(eq(savedItems.userId, userId), query.type ? eq(savedItems.itemType, query.type) : undefined);
      const order = query.sort === 'ASC' ? [asc(savedItems.createdAt), asc(savedItems.itemId)] : [desc(savedItems.createdAt), desc(savedItems.itemId)];
      const [rows, [total]] = await Promise.all([
        tx
          .select(cardColumns)
          .from(savedItems)
          .innerJoin(catalogueEntries, listed)
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset(offsetOf(query)),
        tx.select({ n: count() }).from(savedItems).innerJoin(catalogueEntries, listed).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Of these ids of one type, those `userId` saved (one statement for a page of cards). */
    async savedAmong(userId: string, type: SavedItemType, ids: readonly string[], tx: DbOrTx = db): Promise<string[]> {
      if (!ids.length) return [];
      const rows = await tx
        .select({ id: savedItems.itemId })
        .from(savedItems)
        .where(and(eq(savedItems.userId, userId), eq(savedItems.itemType, type), inArray(savedItems.itemId, [...ids])));
      return rows.map((row) => row.id);
    },

    /**
     * The published events whose tickets these order lines issued, with the seats of their active tiers
     * (capacity, and what is neither sold nor held) and whether their savers were told already.
     */
    async seatsOfEventsSoldBy(orderItemIds: readonly string[], tx: DbOrTx = db) {
      if (!orderItemIds.length) return [];
      const issued: SQL = ticketSql.eventIdsIssuedBy(orderItemIds);
      return tx
        .select({
          eventId: events.id,
          title: events.title,
          slug: events.slug,
          capacity: sql<number>`coalesce(sum(${ticketTiers.capacity}), 0)::int`,
          left: sql<number>`coalesce(sum(greatest(${ticketTiers.capacity} - ${ticketTiers.sold} - ${ticketTiers.held}, 0)), 0)::int`,
        })
        .from(events)
        .innerJoin(ticketTiers, and(eq(ticketTiers.eventId, events.id), eq(ticketTiers.status, 'ACTIVE')))
        .where(and(sql`${events.id} in (${issued})`, eq(events.status, 'PUBLISHED')))
        .groupBy(events.id);
    },

    /** Records that the event's savers are told now; false when they were before (or another delivery is telling them). */
    async claimSellOutNotice(eventId: string, seats: { capacity: number; left: number }, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .insert(sellOutNotices)
        .values({ eventId, capacity: seats.capacity, seatsLeft: seats.left })
        .onConflictDoNothing()
        .returning({ eventId: sellOutNotices.eventId });
      return rows.length > 0;
    },

    /** Who saved the event and holds no ticket of it that admits them. */
    async saversWithoutTicket(eventId: string, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx
        .select({ userId: savedItems.userId })
        .from(savedItems)
        .where(and(eq(savedItems.itemType, 'EVENT'), eq(savedItems.itemId, eventId), sql`not ${ticketSql.admits(savedItems.userId, eventId)}`));
      return rows.map((row) => row.userId);
    },
  };
}
export type SavedItemsRepository = ReturnType<typeof createSavedItemsRepository>;
