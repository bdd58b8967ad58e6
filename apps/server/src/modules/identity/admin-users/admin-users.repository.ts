import type { AdminUsersQuery } from '@market/contract';
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import { hostProfiles } from '../hosts/hosts.table.js';
import { users, type NewUserRow, type UserRow } from '../users/users.table.js';
import { likeContaining } from '../../../platform/db/search.js';

/** `like` pattern for a piece of text typed by someone: its own % and _ match themselves. */

function filtersOf(query: AdminUsersQuery): SQL {
  const conditions: SQL[] = [isNull(users.deletedAt)];
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.status) conditions.push(eq(users.status, query.status));
  if (query.q) {
    const pattern = likeContaining(query.q);
    conditions.push(
      or(
        sql`immutable_unaccent(lower(${users.fullName})) like immutable_unaccent(lower(${pattern}))`,
        sql`lower(${users.email}) like lower(${pattern})`,
        sql`${users.phone} like ${pattern}`,
      )!,
    );
  }
  return and(...conditions)!;
}

/** The admin console's reads and the bulk creation's writes over accounts. */
export function createAdminUsersRepository(db: DbOrTx) {
  return {
    async list(query: AdminUsersQuery, tx: DbOrTx = db): Promise<{ rows: UserRow[]; total: number }> {
      const where = filtersOf(query);
      const order = query.sort === 'ASC' ? [asc(users.createdAt), asc(users.id)] : [desc(users.createdAt), desc(users.id)];
      const [rows, [totalRow]] = await Promise.all([
        tx
          .select()
          .from(users)
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset(offsetOf(query)),
        tx.select({ total: count() }).from(users).where(where),
      ]);
      return { rows, total: totalRow?.total ?? 0 };
    },

    /** The same page with each account's host profile status, in one query. */
    async listWithHostProfiles(
      query: AdminUsersQuery,
      tx: DbOrTx = db,
    ): Promise<{ rows: { user: UserRow; hostProfileStatus: string | null }[]; total: number }> {
      const where = filtersOf(query);
      const order = query.sort === 'ASC' ? [asc(users.createdAt), asc(users.id)] : [desc(users.createdAt), desc(users.id)];
      const [rows, [totalRow]] = await Promise.all([
        tx
          .select({ user: users, hostProfileStatus: hostProfiles.status })
          .from(users)
          .leftJoin(hostProfiles, eq(hostProfiles.userId, users.id))
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset(offsetOf(query)),
        tx.select({ total: count() }).from(users).where(where),
      ]);
      return { rows, total: totalRow?.total ?? 0 };
    },

    /** Which of these e-mails and phones some account (even a closed one) already holds. */
    async takenContacts(emails: string[], phones: string[], tx: DbOrTx = db): Promise<{ emails: Set<string>; phones: Set<string> }> {
      const conditions: SQL[] = [];
      if (emails.length) conditions.push(inArray(users.email, emails));
      if (phones.length) conditions.push(inArray(users.phone, phones));
      if (!conditions.length) return { emails: new Set(), phones: new Set() };
      const rows = await tx
        .select({ email: users.email, phone: users.phone })
        .from(users)
        .where(or(...conditions));
      return {
        emails: new Set(rows.flatMap((r) => (r.email ? [r.email] : []))),
        phones: new Set(rows.flatMap((r) => (r.phone ? [r.phone] : []))),
      };
    },

    /** Inserts many accounts in one statement; a row that hits any unique key is skipped. Answers the inserted ones. */
    async insertIgnoringConflicts(values: NewUserRow[], tx: DbOrTx = db): Promise<{ id: string; email: string | null; phone: string | null }[]> {
      if (!values.length) return [];
      return tx.insert(users).values(values).onConflictDoNothing().returning({ id: users.id, email: users.email, phone: users.phone });
    },
  };
}
export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
