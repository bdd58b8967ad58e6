import type { SearchHitDto } from '@market/contract';
import { and, desc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { foldedSearch } from '../../../platform/db/search.js';
import { userSql } from '../../identity/index.js';
import { courseFilters } from './courses.repository.js';
import { onlineCourses } from './courses.table.js';

/** Public courses whose title matches, the closest first, then the newest. */
export function createCourseSearch(db: DbOrTx) {
  return {
    kind: 'ONLINE_COURSE' as const,
    async find(words: string, limit: number): Promise<SearchHitDto[]> {
      const match = foldedSearch(sql`${onlineCourses.searchTitle}`, words);
      const rows = await db
        .select({
          id: onlineCourses.id,
          slug: onlineCourses.slug,
          title: onlineCourses.title,
          image: onlineCourses.coverImage,
          price: onlineCourses.price,
          host: userSql.fullNameOf(onlineCourses.hostId),
        })
        .from(onlineCourses)
        .where(and(courseFilters.public, match.where))
        .orderBy(desc(match.rank), desc(onlineCourses.publishedAt))
        .limit(limit);
      return rows.map((row) => ({
        kind: 'ONLINE_COURSE',
        id: row.id,
        title: row.title,
        subtitle: row.host,
        image: row.image,
        link: `/courses/${row.slug}`,
        startsAt: null,
        price: row.price,
      }));
    },
  };
}
