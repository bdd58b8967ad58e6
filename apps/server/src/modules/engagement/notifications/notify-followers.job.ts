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
 * by their channels. One follower's failure is counted, not thrown: a retry would tell the others twice.
 */
export function notifyFollowersJob(deps: {
  followerIdsOf: (hostId: string) => Promise<string[]>;
  notifications: Pick<NotificationsService, 'notify'>;
  log?: { error: (obj: unknown, msg: string) => void };
}) {
  return defineJob({
    name: 'notifications.notify-followers',
    payload: Payload,
    async handle({ hostId, type, ...content }, context) {
      const followerIds = await deps.followerIdsOf(hostId);
      let sent = 0;
      let failed = 0;
      for (const [index, userId] of followerIds.entries()) {
        try {
          if (await deps.notifications.notify(userId, type, content)) sent++;
        } catch (error) {
          failed++;
          deps.log?.error({ err: error, userId, hostId, type }, 'follower notification failed');
        }
        if (index % 50 === 49) await context.reportProgress(((index + 1) / followerIds.length) * 100);
      }
      return { recipients: followerIds.length, sent, failed };
    },
  });
}
