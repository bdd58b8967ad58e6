import type { SearchHitDto } from '@market/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { foldedSearch } from '../../../platform/db/search.js';
import { userSql } from '../../identity/index.js';
import { combos } from './combos.table.js';

/** Combos on sale whose title matches, the closest first, then the newest. */
export function createComboSearch(db: DbOrTx) {
  return {
    kind: 'COMBO' as const,
    async find(words: string, limit: number): Promise<SearchHitDto[]> {
      const match = foldedSearch(sql`immutable_unaccent(lower(${combos.title}))`, words);
      const rows = await db
        .select({
          id: combos.id,
          slug: combos.slug,
          title: combos.title,
          image: combos.coverImage,
          price: combos.price,
          host: userSql.fullNameOf(combos.hostId),
        })
        .from(combos)
        .where(and(eq(combos.status, 'PUBLISHED'), match.where))
        .orderBy(desc(match.rank), desc(combos.publishedAt))
        .limit(limit);
      return rows.map((row) => ({
        kind: 'COMBO',
        id: row.id,
        title: row.title,
        subtitle: row.host,
        image: row.image,
        link: `/combos/${row.slug}`,
        startsAt: null,
        price: row.price,
      }));
    },
  };
}
