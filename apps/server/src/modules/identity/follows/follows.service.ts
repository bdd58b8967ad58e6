import type { FollowStatusDto, FollowingDto, NotificationType, Paged } from '@market/contract';
import type { Db } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/http/errors.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import { createFollowsRepository } from './follows.repository.js';

interface Notifier {
  notify(userId: string, type: NotificationType, content: { title: string; body: string; link?: string }): Promise<unknown>;
}

/** Following hosts: idempotent, with the host's follower count kept in the same transaction. */
export function createFollowsService(deps: { db: Db; notifications: Notifier }) {
  const { db } = deps;
  const repo = createFollowsRepository(db);

  return {
    repo,

    async follow(followerId: string, hostId: string): Promise<FollowStatusDto> {
      if (followerId === hostId) throw new AppError('CANNOT_FOLLOW_YOURSELF');
      const result = await db.transaction(async (tx) => {
        const host = await repo.findPerson(hostId, tx);
        if (host?.role !== 'HOST') throw new AppError('HOST_NOT_FOUND');
        const inserted = await repo.insert(followerId, hostId, tx);
        const followerCount = inserted ? await repo.bump(hostId, 1, tx) : host.followerCount;
        return { inserted, followerCount, host };
      });
      if (result.inserted) {
        const follower = await repo.findPerson(followerId);
        const name = follower?.fullName ?? 'Một người dùng';
        await deps.notifications.notify(hostId, 'NEW_FOLLOWER', {
          title: 'Bạn có người theo dõi mới',
          body: `${name} đã theo dõi bạn`,
          link: `/hosts/${result.host.username}`,
        });
      }
      return { isFollowing: true, followerCount: result.followerCount };
    },

    async unfollow(followerId: string, hostId: string): Promise<FollowStatusDto> {
      return db.transaction(async (tx) => {
        const host = await repo.findPerson(hostId, tx);
        if (!host) throw new AppError('HOST_NOT_FOUND');
        const removed = await repo.remove(followerId, hostId, tx);
        const followerCount = removed ? await repo.bump(hostId, -1, tx) : host.followerCount;
        return { isFollowing: false, followerCount };
      });
    },

    async status(followerId: string, hostId: string): Promise<FollowStatusDto> {
      const [host, isFollowing] = await Promise.all([repo.findPerson(hostId), repo.isFollowing(followerId, hostId)]);
      if (!host) throw new AppError('HOST_NOT_FOUND');
      return { isFollowing, followerCount: host.followerCount };
    },

    async followings(followerId: string, query: { page: number; limit: number }): Promise<Paged<FollowingDto>> {
      const { rows, total } = await repo.listFollowings(followerId, query);
      return { data: rows.map((r) => ({ ...r, followedAt: r.followedAt.toISOString() })), meta: pageMeta(query, total) };
    },

    /** For an account's termination. */
    forgetUser: (userId: string) => db.transaction((tx) => repo.forgetFollower(userId, tx)),
  };
}
export type FollowsService = ReturnType<typeof createFollowsService>;
