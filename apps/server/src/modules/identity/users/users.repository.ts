import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { genericPlanName, type DbOrTx } from '../../../platform/db/database.js';
import { users, type NewUserRow, type UserRow } from './users.table.js';
import { DEFAULT_NOTIFICATION_SETTINGS, usernameBase } from './user.js';

/** How a user is shown beside what they host or bought. */
export type UserChipRow = Pick<UserRow, 'id' | 'fullName' | 'username' | 'avatar'>;

/** A user as seen by notifications. */
export type NotifiableUserRow = Pick<
  UserRow,
  'id' | 'fullName' | 'email' | 'phone' | 'emailVerifiedAt' | 'phoneVerifiedAt' | 'notificationSettings' | 'hostNotificationMode'
>;

/** An account as the access check sees it. */
export type UserAccessRow = Pick<UserRow, 'id' | 'role' | 'status' | 'deletedAt'>;

const prepareAccess = (db: DbOrTx) =>
  db
    .select({ id: users.id, role: users.role, status: users.status, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_access_by_id');

const prepareChips = (tx: DbOrTx) =>
  tx
    .select({ id: users.id, fullName: users.fullName, username: users.username, avatar: users.avatar })
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare(genericPlanName('user_chips'));

/** The columns the access check reads: writing any of them must be said (see auth/access-cache.ts). */
const ACCESS_COLUMNS = ['role', 'status', 'deletedAt'] as const;

/**
 * `accessWritten` hears of each write to an account's role, status or deletion as it is made (inside
 * a transaction too: the database's own notification follows its commit).
 */
export function createUsersRepository(db: DbOrTx, options: { accessWritten?: (id: string) => void } = {}) {
  let access: ReturnType<typeof prepareAccess> | undefined;
  let chips: ReturnType<typeof prepareChips> | undefined;
  // Read by session refreshes and the account's own pages: prepared once, then only executed (outside a transaction).
  let byId: ReturnType<typeof prepareById> | undefined;
  const prepareById = () =>
    db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('user_by_id');
  return {
    async findById(id: string, tx: DbOrTx = db): Promise<UserRow | undefined> {
      if (tx !== db) return (await tx.select().from(users).where(eq(users.id, id)))[0];
      byId ??= prepareById();
      return (await byId.execute({ id }))[0];
    },
    /** What the access check needs of an account it does not remember: prepared once, then only executed. */
    async findAccess(id: string): Promise<UserAccessRow | undefined> {
      access ??= prepareAccess(db);
      return (await access.execute({ id }))[0];
    },
    /** Name, username and avatar of the users named, in one query (ids not found are left out). */
    async findChips(ids: readonly string[], tx: DbOrTx = db): Promise<UserChipRow[]> {
      const unique = [...new Set(ids)];
      if (!unique.length) return [];
      // Every quotation and checkout asks this: one statement text whatever the count, prepared once per connection.
      return (tx === db ? (chips ??= prepareChips(db)) : prepareChips(tx)).execute({ ids: unique });
    },
    /** What telling people something needs of each (settings and verified addresses), living accounts only, in one query. */
    async findNotifiable(ids: readonly string[], tx: DbOrTx = db): Promise<NotifiableUserRow[]> {
      if (!ids.length) return [];
      return tx
        .select({
          id: users.id,
          fullName: users.fullName,
          email: users.email,
          phone: users.phone,
          emailVerifiedAt: users.emailVerifiedAt,
          phoneVerifiedAt: users.phoneVerifiedAt,
          notificationSettings: users.notificationSettings,
          hostNotificationMode: users.hostNotificationMode,
        })
        .from(users)
        .where(and(inArray(users.id, [...ids]), isNull(users.deletedAt)));
    },
    /** Which of these accounts may still act (active, not deleted), in one query. */
    async findLive(ids: readonly string[]): Promise<Set<string>> {
      if (!ids.length) return new Set();
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, [...ids]), eq(users.status, 'ACTIVE'), isNull(users.deletedAt)));
      return new Set(rows.map((row) => row.id));
    },
    async findByEmail(email: string, tx: DbOrTx = db): Promise<UserRow | undefined> {
      const [row] = await tx
        .select()
        .from(users)
        .where(and(eq(users.email, email), isNull(users.deletedAt)));
      return row;
    },
    async findByPhone(phone: string, tx: DbOrTx = db): Promise<UserRow | undefined> {
      const [row] = await tx
        .select()
        .from(users)
        .where(and(eq(users.phone, phone), isNull(users.deletedAt)));
      return row;
    },
    async findBySocial(method: UserRow['loginMethod'], socialId: string, tx: DbOrTx = db): Promise<UserRow | undefined> {
      const [row] = await tx
        .select()
        .from(users)
        .where(and(eq(users.loginMethod, method), eq(users.socialId, socialId)));
      return row;
    },
    /** Picks a free username from the name, adding a short suffix when it is taken. */
    async create(values: Omit<NewUserRow, 'username'>, tx: DbOrTx = db): Promise<UserRow> {
      const base = usernameBase(values.fullName);
      for (let attempt = 0; attempt < 8; attempt++) {
        const username = attempt === 0 ? base : `${base}-${Math.random().toString(36).slice(2, 7)}`;
        const [row] = await tx
          .insert(users)
          .values({ ...values, username })
          .onConflictDoNothing({ target: users.username })
          .returning();
        if (row) return row;
      }
      throw new Error('could not allocate a username');
    },
    async update(id: string, values: Partial<NewUserRow>, tx: DbOrTx = db): Promise<UserRow> {
      const [row] = await tx
        .update(users)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      if (ACCESS_COLUMNS.some((column) => column in values)) options.accessWritten?.(id);
      if (!row) throw new Error(`user ${id} vanished`);
      return row;
    },
    /**
     * Counts one wrong password in a single statement, so guesses sent in parallel all count; the
     * failure that reaches `maxFailures` locks the account and starts the count again. True when locked.
     */
    async recordLoginFailure(id: string, policy: { maxFailures: number; lockSeconds: number }, tx: DbOrTx = db): Promise<boolean> {
      const reached = sql`${users.failedLoginCount} + 1 >= ${policy.maxFailures}`;
      const [row] = await tx
        .update(users)
        .set({
          failedLoginCount: sql`CASE WHEN ${reached} THEN 0 ELSE ${users.failedLoginCount} + 1 END`,
          lockedUntil: sql`CASE WHEN ${reached} THEN now() + make_interval(secs => ${policy.lockSeconds}) ELSE ${users.lockedUntil} END`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, id))
        .returning({ lockedUntil: users.lockedUntil });
      return Boolean(row?.lockedUntil && row.lockedUntil.getTime() > Date.now());
    },
    /**
     * Active accounts that allow notifications in the app (the setting, else its default), by id after
     * `after`, `limit` at a time: a greeting to everybody goes out in batches.
     */
    async listNotifiableIdsAfter(after: string | null, limit: number, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.status, 'ACTIVE'),
            isNull(users.deletedAt),
            after ? sql`${users.id} > ${after}` : undefined,
            sql`coalesce(${users.notificationSettings} -> 'channels' ->> 'NOTIFICATION', ${DEFAULT_NOTIFICATION_SETTINGS.channels.NOTIFICATION}) = 'ENABLED'`,
          ),
        )
        .orderBy(users.id)
        .limit(limit);
      return rows.map((r) => r.id);
    },
    async listActiveIds(tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.status, 'ACTIVE'), isNull(users.deletedAt)));
      return rows.map((r) => r.id);
    },
  };
}
/** A unique index refused the write (two requests racing for one e-mail, number or social id). */
export { isUniqueViolation } from '../../../platform/db/constraints.js';
export type UsersRepository = ReturnType<typeof createUsersRepository>;
