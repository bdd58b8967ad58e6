import type { FastifyInstance } from 'fastify';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import type { Messaging } from '../../platform/messaging/messaging.js';
import type { Realtime } from '../../platform/realtime/realtime.js';
import type { UsersRepository } from '../identity/index.js';
import { announceJob } from './notifications/announce.job.js';
import { notifyFollowersJob, type FollowersNotice } from './notifications/notify-followers.job.js';
import { createNotificationsRepository } from './notifications/notifications.repository.js';
import { registerNotificationRoutes } from './notifications/notifications.routes.js';
import { createNotificationsService } from './notifications/notifications.service.js';

export type { NotificationsService, NotificationContent } from './notifications/notifications.service.js';
export type { FollowersNotice } from './notifications/notify-followers.job.js';
export { createMailing } from './mailing/index.js';
export { createSearchHistories } from './search-histories/index.js';
/**
 * Queues one notice to a host's followers (see notify-followers.job.ts) in the transaction of the write
 * it tells of: the job exists exactly when that write committed.
 */
export type TellFollowers = (tx: DbOrTx, notice: FollowersNotice) => Promise<unknown>;

/** Telling people things: notifications in the app, in realtime and through their channels. */
export function createEngagement(deps: {
  db: Db;
  users: UsersRepository;
  messaging: Pick<Messaging, 'send'>;
  realtime: Pick<Realtime, 'emitToUser' | 'emitToUsers'>;
  jobs: JobQueue;
  publicUrl: string;
}) {
  const notifications = createNotificationsService({
    repo: createNotificationsRepository(deps.db),
    users: deps.users,
    messaging: deps.messaging,
    realtime: deps.realtime,
    publicUrl: deps.publicUrl,
  });
  const announce = announceJob({ notifications });
  deps.jobs.register(announce);
  return {
    notifications,
    /** The one job that tells a host's followers (who they are comes from the people module). */
    followersNotifier(followerIdsOf: (hostId: string) => Promise<string[]>, log?: { error: (obj: unknown, msg: string) => void }) {
      const job = notifyFollowersJob({ followerIdsOf, notifications, log });
      deps.jobs.register(job);
      return (tx: DbOrTx, notice: FollowersNotice) => deps.jobs.enqueue(job, notice, { ownerId: notice.hostId, tx });
    },
    register(app: FastifyInstance) {
      registerNotificationRoutes(app, { notifications, jobs: deps.jobs, announce, users: deps.users });
    },
  };
}
