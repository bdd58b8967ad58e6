import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import type { Messaging } from '../../platform/messaging/messaging.js';
import type { Realtime } from '../../platform/realtime/realtime.js';
import type { UsersRepository } from '../identity/index.js';
import { announceJob } from './notifications/announce.job.js';
import { createNotificationsRepository } from './notifications/notifications.repository.js';
import { registerNotificationRoutes } from './notifications/notifications.routes.js';
import { createNotificationsService } from './notifications/notifications.service.js';

export type { NotificationsService, NotificationContent } from './notifications/notifications.service.js';

/** Telling people things: notifications in the app, in realtime and through their channels. */
export function createEngagement(deps: { db: Db; users: UsersRepository; messaging: Pick<Messaging, 'send'>; realtime: Pick<Realtime, 'emitToUser'>; jobs: JobQueue; publicUrl: string }) {
  const notifications = createNotificationsService({ repo: createNotificationsRepository(deps.db), users: deps.users, messaging: deps.messaging, realtime: deps.realtime, publicUrl: deps.publicUrl });
  const announce = announceJob({ notifications });
  deps.jobs.register(announce);
  return {
    notifications,
    register(app: FastifyInstance) {
      registerNotificationRoutes(app, { notifications, jobs: deps.jobs, announce, users: deps.users });
    },
  };
}
