import { and, eq, inArray, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { HostChip, UserSummaryDto } from '@market/contract';
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

/** What lists of other contexts show of the person a row belongs to (a buyer beside their order line). */
export interface UserCard {
  id: string;
  fullName: string;
  email: string | null;
  phone: string | null;
  avatar: string | null;
}

/**
 * SQL pieces on a user id held by another context's table (`userId`, a column of the caller's
 * table): the one way their queries read a person, one statement and no join on our table.
 */
export const userSql = {
  /** The name of the person `userId` points to. */
  fullNameOf(userId: AnyColumn | SQL): SQL<string | null> {
    return sql<string | null>`(select ${users.fullName} from ${users} where ${users.id} = ${userId})`;
  },
  /**
   * The person `userId` points to as a host chip (HostChip's fields: id, fullName, username, avatar;
   * a JSON object, null when there is none): what `findChips` reads, inside the caller's statement.
   */
  chipOf(userId: AnyColumn | SQL): SQL<HostChip | null> {
    return sql<HostChip | null>`(select json_build_object('id', ${users.id}, 'fullName', ${users.fullName}, 'username', ${users.username}, 'avatar', ${users.avatar}) from ${users} where ${users.id} = ${userId})`;
  },
  /** The person `userId` points to as a UserCard (a JSON object; null when there is none). */
  cardOf(userId: AnyColumn | SQL): SQL<UserCard> {
    return sql<UserCard>`(select json_build_object('id', ${users.id}, 'fullName', ${users.fullName}, 'email', ${users.email}, 'phone', ${users.phone}, 'avatar', ${users.avatar}) from ${users} where ${users.id} = ${userId})`;
  },
  /**
   * The person `userId` points to as shown beside what they host (UserSummaryDto's fields, a JSON
   * object; null when there is none): a page of cards names its hosts in its own statement.
   */
  summaryOf(userId: AnyColumn | SQL): SQL<UserSummaryDto | null> {
    return sql<UserSummaryDto | null>`(select json_build_object('id', ${users.id}, 'username', ${users.username}, 'fullName', ${users.fullName}, 'avatar', ${users.avatar},
      'headline', ${users.headline}, 'city', ${users.city}, 'role', ${users.role}, 'followerCount', ${users.followerCount}, 'topHostRank', ${users.topHostRank})
      from ${users} where ${users.id} = ${userId})`;
  },
  /**
   * chipOf as compact JSON text (HostChip's fields in order, no spaces), for answers built whole in SQL.
   * Someone no longer there is the unnamed host commerce shows (UNKNOWN_HOST in commerce/products/host-chips.ts).
   */
  chipJsonOf(userId: AnyColumn | SQL): SQL<string> {
    return sql<string>`coalesce(
      (select '{"id":"' || ${users.id} || '","fullName":' || to_json(${users.fullName})::text || ',"username":' || coalesce(to_json(${users.username})::text, 'null')
              || ',"avatar":' || coalesce(to_json(${users.avatar})::text, 'null') || '}' from ${users} where ${users.id} = ${userId}),
      '{"id":"' || ${userId} || '","fullName":"Nhà tổ chức","username":null,"avatar":null}')`;
  },
  /** The version of the row of the person `userId` points to (its `xmin`, changed by every write of it; null when there is none). */
  versionOf(userId: AnyColumn | SQL): SQL<string | null> {
    return sql<string | null>`(select ${users}.xmin::text from ${users} where ${users.id} = ${userId})`;
  },
  /**
   * summaryOf as compact JSON, written by PostgreSQL as the contract writes a UserSummaryDto (its
   * fields in order, no spaces), for answers built whole in SQL.
   * Someone no longer there is shown as an unnamed host (the cards' stand-in).
   */
  summaryJsonOf(userId: AnyColumn | SQL): SQL<string> {
    return sql<string>`coalesce(
      (select row_to_json(s) from (select ${users.id} as "id", ${users.username} as "username", ${users.fullName} as "fullName",
         ${users.avatar} as "avatar", ${users.headline} as "headline", ${users.city} as "city", ${users.role} as "role",
         ${users.followerCount} as "followerCount", ${users.topHostRank} as "topHostRank" from ${users} where ${users.id} = ${userId}) s),
      (select row_to_json(s) from (select ${userId} as "id", '' as "username", '' as "fullName", null::text as "avatar", null::text as "headline",
         null::text as "city", 'HOST' as "role", 0 as "followerCount", null::int as "topHostRank") s))`;
  },
  /**
   * `userId` belongs to someone whose name (accent- and đ-insensitive) or e-mail contains `text`;
   * with `phone`, also whose phone number does (spaces and dots of the text ignored).
   */
  userMatching(userId: AnyColumn | SQL, text: string, options: { phone?: boolean } = {}): SQL {
    const pattern = likeContaining(text);
    const phone = options.phone ? sql` or ${users.phone} like ${likeContaining(text.replace(/[\s.]/g, ''))}` : sql``;
    return sql`${userId} in (select ${users.id} from ${users} where ${users.email} ilike ${pattern} or immutable_unaccent(lower(coalesce(${users.fullName}, ''))) like immutable_unaccent(lower(${pattern}))${phone})`;
  },
};

/**
 * The part of the accounts other contexts may read: summaries by id, an account by e-mail, which of
 * some ids are live accounts, and the SQL pieces of `userSql` so their lists can show and filter by a
 * person without joining our table.
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
    /** Those of `ids` that are accounts not deleted. */
    async findLiveIds(ids: readonly string[], tx: DbOrTx = db): Promise<Set<string>> {
      if (!ids.length) return new Set();
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, [...new Set(ids)]), isNull(users.deletedAt)));
      return new Set(rows.map((r) => r.id));
    },
    async findByEmail(email: string, tx: DbOrTx = db): Promise<UserSummary | null> {
      const [row] = await tx.select(summaryColumns).from(users).where(eq(users.email, email));
      return row ?? null;
    },
    ...userSql,
  };
}
export type UserDirectory = ReturnType<typeof createUserDirectory>;
