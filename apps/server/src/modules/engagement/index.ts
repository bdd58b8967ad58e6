import type { FastifyInstance } from 'fastify';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import type { Messaging } from '../../platform/messaging/messaging.js';
import type { ZnsTemplates } from '../../platform/messaging/zns-templates.js';
import type { Realtime } from '../../platform/realtime/realtime.js';
import type { Scheduler } from '../../platform/tasks/scheduler.js';
import type { UsersRepository } from '../identity/index.js';
import { announceJob } from './notifications/announce.job.js';
import { notifyFollowersJob, type FollowersNotice } from './notifications/notify-followers.job.js';
import { createNotificationsRepository } from './notifications/notifications.repository.js';
import { registerNotificationRoutes } from './notifications/notifications.routes.js';
import { createNotificationsService, type NotificationsService } from './notifications/notifications.service.js';
import { createPushDigests } from './notifications/push-digests.js';
import { defineModule, on } from '../module.js';
import { accountErased } from '../identity/index.js';
import { createMailing } from './mailing/index.js';
import { createSearchHistories } from './search-histories/index.js';

export { reviewsModule, reviewSql, type ReviewsService } from './reviews/index.js';
export { remindersModule } from './reminders/index.js';
export { snsModule } from './sns/index.js';
export { holidaysModule } from './holidays/index.js';

export type { NotificationsService, NotificationContent, NotifyOnce } from './notifications/notifications.service.js';
export type { FollowersNotice } from './notifications/notify-followers.job.js';
/**
 * Queues one notice to a host's followers (see notify-followers.job.ts) in the transaction of the write
 * it tells of: the job exists exactly when that write committed.
 */
export type TellFollowers = (tx: DbOrTx, notice: FollowersNotice) => Promise<unknown>;

/** Telling people things: notifications in the app, in realtime and through their channels. */
export function createEngagement(deps: {
  db: Db;
  users: Pick<UsersRepository, 'findById' | 'findNotifiable' | 'listActiveIds' | 'update'>;
  messaging: Pick<Messaging, 'send' | 'sendMany'>;
  realtime: Pick<Realtime, 'emitToUser' | 'emitToUsers'>;
  jobs: JobQueue;
  scheduler: Pick<Scheduler, 'define' | 'scheduleNew' | 'now'>;
  znsTemplates: ZnsTemplates;
  publicUrl: string;
}) {
  const repo = createNotificationsRepository(deps.db);
  const digests = createPushDigests({ scheduler: deps.scheduler, repo, users: deps.users, messaging: deps.messaging });
  const notifications = createNotificationsService({
    repo,
    users: deps.users,
    messaging: deps.messaging,
    realtime: deps.realtime,
    digests,
    znsTemplates: deps.znsTemplates,
    now: () => deps.scheduler.now(),
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

declare module '../module.js' {
  interface Ports {
    /** Telling one person something, in the app and through their channels. */
    notifications: NotificationsService;
    /** Telling a host's followers of something new, in the transaction of the write it tells of. */
    announcements: { tellFollowers: TellFollowers };
  }
}

declare module '../module.js' {
  interface Services {
    notifications: NotificationsService;
    tellFollowers: TellFollowers;
  }
}

/** Notifications, followers' announcements, newsletter and subscription e-mails, search histories. */
export const engagementModule = defineModule('engagement', (kit) => {
  const engagement = createEngagement({
    db: kit.db,
    users: kit.use('accounts'),
    messaging: kit.messaging,
    realtime: kit.realtime,
    jobs: kit.jobs,
    scheduler: kit.scheduler,
    znsTemplates: kit.config.znsTemplates,
    publicUrl: kit.config.publicUrl,
  });
  const people = kit.use('people');
  const tellFollowers = engagement.followersNotifier((hostId) => people.followerIdsOf(hostId), kit.log);
  const mailing = createMailing({ db: kit.db, rateLimit: kit.config.rateLimitAuthPerMinute });
  const searchHistories = createSearchHistories({ db: kit.db });
  const { notifications } = engagement;
  return {
    provides: { notifications, announcements: { tellFollowers } },
    routes(app) {
      engagement.register(app);
      mailing.register(app);
      searchHistories.register(app);
    },
    subscribers: [
      on(accountErased, 'engagement.notifications', ({ userId }) => notifications.forgetUser(userId)),
      on(accountErased, 'engagement.mailing', ({ userId }) => mailing.mailing.forgetUser(userId)),
      on(accountErased, 'engagement.search-history', ({ userId }) => searchHistories.searchHistories.forgetUser(userId)),
    ],
    services: { notifications, tellFollowers },
  };
});
