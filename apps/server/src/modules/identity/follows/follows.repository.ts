import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import { users } from '../users/users.table.js';
import { follows } from './follows.table.js';

/** Public facts of a person in a list (never e-mail, phone or secrets). */
export const summaryColumns = {
  id: users.id,
  username: users.username,
  fullName: users.fullName,
  avatar: users.avatar,
  headline: users.headline,
  city: users.city,
  role: users.role,
  followerCount: users.followerCount,
  topHostRank: users.topHostRank,
};

export function createFollowsRepository(db: DbOrTx) {
  return {
    async findPerson(id: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ id: users.id, role: users.role, fullName: users.fullName, username: users.username, followerCount: users.followerCount })
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)));
      return row;
    },
    /** True when the row is new (following twice inserts nothing). */
    async insert(followerId: string, hostId: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx.insert(follows).values({ followerId, hostId }).onConflictDoNothing().returning({ hostId: follows.hostId });
      return rows.length > 0;
    },
    async remove(followerId: string, hostId: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .delete(follows)
        .where(and(eq(follows.followerId, followerId), eq(follows.hostId, hostId)))
        .returning({ hostId: follows.hostId });
      return rows.length > 0;
    },
    /** Adds `delta` to the host's follower count in one statement; answers the new count. */
    async bump(hostId: string, delta: 1 | -1, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .update(users)
        .set({ followerCount: sql`greatest(${users.followerCount} + ${delta}, 0)` })
        .where(eq(users.id, hostId))
        .returning({ followerCount: users.followerCount });
      return row?.followerCount ?? 0;
    },
    async isFollowing(followerId: string, hostId: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .select({ hostId: follows.hostId })
        .from(follows)
        .where(and(eq(follows.followerId, followerId), eq(follows.hostId, hostId)));
      return rows.length > 0;
    },
    async listFollowings(followerId: string, query: { page: number; limit: number }, tx: DbOrTx = db) {
      const where = and(eq(follows.followerId, followerId), isNull(users.deletedAt));
      const [rows, [total]] = await Promise.all([
        tx
          .select({ ...summaryColumns, followedAt: follows.createdAt })
          .from(follows)
          .innerJoin(users, eq(users.id, follows.hostId))
          .where(where)
          .orderBy(desc(follows.createdAt), desc(follows.hostId))
          .limit(query.limit)
          .offset(offsetOf(query)),
        tx.select({ n: count() }).from(follows).innerJoin(users, eq(users.id, follows.hostId)).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    /** Everyone following a host, newest first (the audience of a host's announcements). */
    async listFollowerIds(hostId: string, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx
        .select({ id: follows.followerId })
        .from(follows)
        .innerJoin(users, eq(users.id, follows.followerId))
        .where(and(eq(follows.hostId, hostId), isNull(users.deletedAt)))
        .orderBy(desc(follows.createdAt));
      return rows.map((r) => r.id);
    },
    /** Public summaries of several people in one query (cards name their host), in no particular order. */
    async findSummaries(ids: readonly string[], tx: DbOrTx = db) {
      const unique = [...new Set(ids)];
      if (!unique.length) return [];
      return tx.select(summaryColumns).from(users).where(inArray(users.id, unique));
    },
    /** An account's termination: its follows go and the hosts' counts follow. */
    async forgetFollower(followerId: string, tx: DbOrTx = db): Promise<void> {
      const removed = await tx.delete(follows).where(eq(follows.followerId, followerId)).returning({ hostId: follows.hostId });
      if (!removed.length) return;
      await tx
        .update(users)
        .set({ followerCount: sql`greatest(${users.followerCount} - 1, 0)` })
        .where(
          inArray(
            users.id,
            removed.map((r) => r.hostId),
          ),
        );
    },
  };
}
export type FollowsRepository = ReturnType<typeof createFollowsRepository>;
