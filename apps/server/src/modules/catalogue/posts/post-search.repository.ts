import type { SearchHitDto } from '@market/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { foldedSearch } from '../../../platform/db/search.js';
import { userSql } from '../../identity/index.js';
import { posts } from './posts.table.js';

/** Published posts (news, projects, blog) whose title matches, the closest first, then the newest. */
export function createPostSearch(db: DbOrTx) {
  return {
    kind: 'POST' as const,
    async find(words: string, limit: number): Promise<SearchHitDto[]> {
      const match = foldedSearch(sql`immutable_unaccent(lower(${posts.title}))`, words);
      const rows = await db
        .select({ id: posts.id, slug: posts.slug, title: posts.title, image: posts.coverImage, host: userSql.fullNameOf(posts.hostId) })
        .from(posts)
        .where(and(eq(posts.status, 'PUBLISHED'), match.where))
        .orderBy(desc(match.rank), desc(posts.publishedAt))
        .limit(limit);
      return rows.map((row) => ({
        kind: 'POST',
        id: row.id,
        title: row.title,
        subtitle: row.host,
        image: row.image,
        link: `/posts/${row.slug}`,
        startsAt: null,
        price: null,
      }));
    },
  };
}
