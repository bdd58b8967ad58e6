import { eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { likeContaining } from '../../../platform/db/search.js';
import { users } from './users.table.js';

/** What other contexts show of a person next to their own records (a buyer, a host). */
export interface UserSummary {
  id: string;
  fullName: string;
  username: string | null;
  email: string | null;
  phone: string | null;
}

const summaryColumns = { id: users.id, fullName: users.fullName, username: users.username, email: users.email, phone: users.phone };

/**
 * The part of the accounts other contexts may read: summaries by id, an account by e-mail, and a
 * search condition on "whose" a row is, so their lists can filter by buyer without joining our table.
 */
export function createUserDirectory(db: DbOrTx) {
  return {
    async findSummaries(ids: readonly string[], tx: DbOrTx = db): Promise<Map<string, UserSummary>> {
      const unique = [...new Set(ids)];
      if (!unique.length) return new Map();
      const rows = await tx.select(summaryColumns).from(users).where(inArray(users.id, unique));
      return new Map(rows.map((r) => [r.id, r]));
    },
    async findSummary(id: string, tx: DbOrTx = db): Promise<UserSummary | null> {
      return (await this.findSummaries([id], tx)).get(id) ?? null;
    },
    async findByEmail(email: string, tx: DbOrTx = db): Promise<UserSummary | null> {
      const [row] = await tx.select(summaryColumns).from(users).where(eq(users.email, email));
      return row ?? null;
    },
    /** The name of the person `userId` (a column of the caller's table) points to, as an SQL expression. */
    fullNameOf(userId: AnyColumn | SQL): SQL<string | null> {
      return sql<string | null>`(select ${users.fullName} from ${users} where ${users.id} = ${userId})`;
    },
    /**
     * `userId` (a column of the caller's table) belongs to someone whose name (accent- and
     * đ-insensitive) or e-mail contains `text`.
     */
    userMatching(userId: AnyColumn | SQL, text: string): SQL {
      const pattern = likeContaining(text);
      return sql`${userId} in (select ${users.id} from ${users} where ${users.email} ilike ${pattern} or immutable_unaccent(lower(coalesce(${users.fullName}, ''))) like immutable_unaccent(lower(${pattern})))`;
    },
  };
}
export type UserDirectory = ReturnType<typeof createUserDirectory>;
