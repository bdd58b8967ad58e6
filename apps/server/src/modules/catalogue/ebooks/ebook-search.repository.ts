import type { SearchHitDto } from '@market/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { foldedSearch } from '../../../platform/db/search.js';
import { userSql } from '../../identity/index.js';
import { ebooks } from './ebooks.table.js';

/** Published ebooks whose title matches, the closest first, then the newest. */
export function createEbookSearch(db: DbOrTx) {
  return {
    kind: 'E_BOOK' as const,
    async find(words: string, limit: number): Promise<SearchHitDto[]> {
      const match = foldedSearch(sql`immutable_unaccent(lower(${ebooks.title}))`, words);
      const rows = await db
        .select({
          id: ebooks.id,
          slug: ebooks.slug,
          title: ebooks.title,
          image: ebooks.coverImage,
          price: ebooks.price,
          host: userSql.fullNameOf(ebooks.hostId),
        })
        .from(ebooks)
        .where(and(eq(ebooks.status, 'PUBLISHED'), match.where))
        .orderBy(desc(match.rank), desc(ebooks.createdAt))
        .limit(limit);
      return rows.map((row) => ({
        kind: 'E_BOOK',
        id: row.id,
        title: row.title,
        subtitle: row.host,
        image: row.image,
        link: `/ebooks/${row.slug}`,
        startsAt: null,
        price: row.price,
      }));
    },
  };
}
