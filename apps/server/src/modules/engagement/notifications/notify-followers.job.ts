import { NotificationType } from '@market/contract';
import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/queue.js';
import type { NotificationsService } from './notifications.service.js';

const Payload = z.object({
  hostId: z.uuid(),
  type: NotificationType.schema,
  title: z.string(),
  body: z.string(),
  link: z.string(),
  data: z.record(z.string(), z.unknown()).optional(),
});
/** One notice to everyone following a host (a new event, a new calendar...). */
export type FollowersNotice = z.infer<typeof Payload>;

/**
 * Tells a host's followers something, in the background (a host may have many), in the app, live and
 * by their channels (see notifyMany).
 */
export function notifyFollowersJob(deps: {
  followerIdsOf: (hostId: string) => Promise<string[]>;
  notifications: Pick<NotificationsService, 'notifyMany'>;
  log?: { error: (obj: unknown, msg: string) => void };
}) {
  return defineJob({
    name: 'notifications.notify-followers',
    payload: Payload,
    async handle({ hostId, type, ...content }, context) {
      const followerIds = await deps.followerIdsOf(hostId);
      return deps.notifications.notifyMany(followerIds, type, content, {
        // A run again (a retry, an outcome lost to a database outage) tells only whom the first missed.
        once: { key: `job:${context.jobId}`, ranBefore: context.ranBefore },
        onProgress: (done) => context.reportProgress((done / followerIds.length) * 100),
        onError: (error, userIds) => deps.log?.error({ err: error, hostId, type, recipients: userIds.length }, 'follower notification failed'),
      });
    },
  });
}
