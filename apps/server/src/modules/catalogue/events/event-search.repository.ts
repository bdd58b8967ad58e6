import type { SearchHitDto } from '@market/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { foldedSearch } from '../../../platform/db/search.js';
import { userSql } from '../../identity/index.js';
import { events } from './events.table.js';

/** Published events whose title matches, the closest first and, among equals, the ones still to come. */
export function createEventSearch(db: DbOrTx) {
  return {
    kind: 'EVENT' as const,
    async find(words: string, limit: number): Promise<SearchHitDto[]> {
      const match = foldedSearch(sql`${events.searchTitle}`, words);
      const rows = await db
        .select({
          id: events.id,
          slug: events.slug,
          title: events.title,
          image: events.coverImage,
          startAt: events.startAt,
          price: events.minPrice,
          host: userSql.fullNameOf(events.hostId),
        })
        .from(events)
        .where(and(eq(events.status, 'PUBLISHED'), match.where))
        .orderBy(desc(match.rank), sql`coalesce(${events.endAt}, ${events.startAt}) >= now() desc`, events.startAt)
        .limit(limit);
      return rows.map((row) => ({
        kind: 'EVENT',
        id: row.id,
        title: row.title,
        subtitle: row.host,
        image: row.image,
        link: `/events/${row.slug}`,
        startsAt: row.startAt?.toISOString() ?? null,
        price: row.price,
      }));
    },
  };
}
