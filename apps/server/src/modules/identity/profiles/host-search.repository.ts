import type { SearchHitDto } from '@market/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { foldedSearch } from '../../../platform/db/search.js';
import { users } from '../users/users.table.js';

/** Active hosts whose name or username matches (the directory's trigram index), the closest first, then the most followed. */
export function createHostSearch(db: DbOrTx) {
  return {
    kind: 'HOST' as const,
    async find(words: string, limit: number): Promise<SearchHitDto[]> {
      const match = foldedSearch(sql`immutable_unaccent(lower(${users.fullName} || ' ' || ${users.username}))`, words);
      const rows = await db
        .select({ id: users.id, username: users.username, fullName: users.fullName, headline: users.headline, avatar: users.avatar })
        .from(users)
        .where(and(eq(users.role, 'HOST'), eq(users.status, 'ACTIVE'), isNull(users.deletedAt), match.where))
        .orderBy(desc(match.rank), desc(users.followerCount))
        .limit(limit);
      return rows.map((row) => ({
        kind: 'HOST',
        id: row.id,
        title: row.fullName ?? row.username,
        subtitle: row.headline,
        image: row.avatar,
        link: `/hosts/${row.username}`,
        startsAt: null,
        price: null,
      }));
    },
  };
}
