import { and, count, desc, eq, inArray, isNull, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { NotificationListQuery } from '@market/contract';
import type { DbOrTx } from '../../../platform/db/database.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import { deviceTokens, notifications, type NotificationRow } from './notifications.table.js';

export function createNotificationsRepository(db: DbOrTx) {
  const ofUser = (userId: string, isRead?: boolean): SQL => {
    const filters = [eq(notifications.userId, userId)];
    if (isRead === true) filters.push(isNotNull(notifications.readAt));
    if (isRead === false) filters.push(isNull(notifications.readAt));
    return and(...filters)!;
  };

  return {
    async insert(values: typeof notifications.$inferInsert, tx: DbOrTx = db): Promise<NotificationRow> {
      const [row] = await tx.insert(notifications).values(values).returning();
      return row!;
    },
    /** Many notifications in one statement (each its own words: a batch of receipts), answered by id. */
    async insertMany(values: readonly (typeof notifications.$inferInsert & { id: string })[], tx: DbOrTx = db): Promise<Map<string, NotificationRow>> {
      if (!values.length) return new Map();
      const rows = await tx
        .insert(notifications)
        .values([...values])
        .returning();
      return new Map(rows.map((row) => [row.id, row]));
    },
    /**
     * The same notification to each of `userIds`, in one statement of seven parameters (a fan-out's
     * batch): building 500 rows of bound values cost more than PostgreSQL's whole insert.
     * `skipDelivered`: those who already have one of the same `deliveryKey` are left out (and out of
     * the answer): a job run again.
     */
    async insertForEach(
      userIds: readonly string[],
      content: Omit<typeof notifications.$inferInsert, 'userId'>,
      options: { skipDelivered?: boolean } = {},
      tx: DbOrTx = db,
    ): Promise<NotificationRow[]> {
      if (!userIds.length) return [];
      const key = content.deliveryKey ?? null;
      const skip =
        options.skipDelivered && key ? sql`where not exists (select 1 from ${notifications} n where n.user_id = u.id and n.delivery_key = ${key})` : sql``;
      const { rows } = await tx.execute<Omit<NotificationRow, 'readAt' | 'createdAt'> & { readAt: string | null; createdAt: string }>(sql`
        insert into ${notifications} (user_id, type, title, body, link, data, delivery_key)
        select u.id, ${content.type}, ${content.title}, ${content.body}, ${content.link ?? null}, ${JSON.stringify(content.data ?? {})}::jsonb, ${key}
          from unnest(${sql.param([...userIds])}::uuid[]) u(id) ${skip}
        returning id, user_id as "userId", type, title, body, link, data, push_held as "pushHeld", read_at as "readAt", created_at as "createdAt"`);
      // Raw statements leave timestamps as PostgreSQL's text.
      return rows.map((row) => ({ ...row, readAt: row.readAt ? new Date(row.readAt) : null, createdAt: new Date(row.createdAt) }));
    },
    async list(userId: string, query: NotificationListQuery, tx: DbOrTx = db): Promise<{ rows: NotificationRow[]; total: number }> {
      const where = ofUser(userId, query.isRead);
      const [rows, [totals]] = await Promise.all([
        tx
          .select()
          .from(notifications)
          .where(where)
          .orderBy(query.sort === 'ASC' ? notifications.createdAt : desc(notifications.createdAt), desc(notifications.id))
          .limit(query.limit)
          .offset(offsetOf(query)),
        tx.select({ total: count() }).from(notifications).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
    async findOwn(userId: string, id: string, tx: DbOrTx = db): Promise<NotificationRow | undefined> {
      const [row] = await tx
        .select()
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
      return row;
    },
    async markRead(userId: string, id: string, tx: DbOrTx = db): Promise<NotificationRow | undefined> {
      const [row] = await tx
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning();
      return row;
    },
    async markAllRead(userId: string, tx: DbOrTx = db): Promise<number> {
      const rows = await tx
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(ofUser(userId, false))
        .returning({ id: notifications.id });
      return rows.length;
    },
    async counts(userId: string, tx: DbOrTx = db): Promise<{ total: number; unread: number }> {
      const [row] = await tx
        .select({ total: count(), unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)::int` })
        .from(notifications)
        .where(eq(notifications.userId, userId));
      return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
    },
    /** Holds these notifications' pushes for their owners' next digests. */
    async holdPushes(ids: readonly string[], tx: DbOrTx = db): Promise<void> {
      if (ids.length)
        await tx
          .update(notifications)
          .set({ pushHeld: true })
          .where(inArray(notifications.id, [...ids]));
    },
    /** Takes the pushes held for one person's digest, oldest first: taken in a transaction, they are taken once. */
    async takeHeldPushes(userId: string, tx: DbOrTx = db): Promise<{ title: string; body: string; link: string | null }[]> {
      const rows = await tx
        .update(notifications)
        .set({ pushHeld: false })
        .where(and(eq(notifications.userId, userId), eq(notifications.pushHeld, true)))
        .returning({ title: notifications.title, body: notifications.body, link: notifications.link, createdAt: notifications.createdAt });
      return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    },
    async deleteForUser(userId: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(notifications).where(eq(notifications.userId, userId));
      await tx.delete(deviceTokens).where(eq(deviceTokens.userId, userId));
    },

    async upsertDevice(userId: string, token: string, platform: 'ios' | 'android' | 'web', tx: DbOrTx = db): Promise<void> {
      // A token moves with the device: whoever registers it last owns it.
      await tx
        .insert(deviceTokens)
        .values({ userId, token, platform })
        .onConflictDoUpdate({ target: deviceTokens.token, set: { userId, platform, lastSeenAt: sql`now()` } });
    },
    async removeDevice(userId: string, token: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .delete(deviceTokens)
        .where(and(eq(deviceTokens.userId, userId), eq(deviceTokens.token, token)))
        .returning({ id: deviceTokens.id });
      return rows.length > 0;
    },
    /** The device tokens of many users in one query, by user. */
    async listDevicesOfUsers(userIds: readonly string[], tx: DbOrTx = db): Promise<Map<string, string[]>> {
      const byUser = new Map<string, string[]>();
      if (!userIds.length) return byUser;
      const rows = await tx
        .select({ userId: deviceTokens.userId, token: deviceTokens.token })
        .from(deviceTokens)
        .where(inArray(deviceTokens.userId, [...userIds]));
      for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.token]);
      return byUser;
    },
    async listDevices(userId: string, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx.select({ token: deviceTokens.token }).from(deviceTokens).where(eq(deviceTokens.userId, userId));
      return rows.map((r) => r.token);
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
