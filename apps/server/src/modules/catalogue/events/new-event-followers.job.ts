import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/queue.js';
import type { NotificationsService } from '../../engagement/index.js';

const Payload = z.object({
  eventId: z.uuid(),
  hostId: z.uuid(),
  hostName: z.string(),
  title: z.string(),
  slug: z.string(),
});
export type NewEventFollowersPayload = z.infer<typeof Payload>;

/**
 * A newly published event, told to everyone following its host (in the app, live, and by their
 * channels). One follower's failure is counted, not thrown: a retry would tell the others twice.
 */
export function newEventFollowersJob(deps: {
  followerIdsOf: (hostId: string) => Promise<string[]>;
  notifications: Pick<NotificationsService, 'notify'>;
  log?: { error: (obj: unknown, msg: string) => void };
}) {
  return defineJob({
    name: 'events.notify-followers',
    payload: Payload,
    async handle(payload, context) {
      const followerIds = await deps.followerIdsOf(payload.hostId);
      let sent = 0;
      let failed = 0;
      for (const [index, userId] of followerIds.entries()) {
        try {
          const notified = await deps.notifications.notify(userId, 'FOLLOWING_HOST_NEW_EVENT', {
            title: `${payload.hostName} có sự kiện mới`,
            body: payload.title,
            link: `/events/${payload.slug}`,
            data: { eventId: payload.eventId, hostId: payload.hostId },
          });
          if (notified) sent++;
        } catch (error) {
          failed++;
          deps.log?.error({ err: error, userId, eventId: payload.eventId }, 'new event notification failed');
        }
        if (index % 50 === 49) await context.reportProgress(((index + 1) / followerIds.length) * 100);
      }
      return { recipients: followerIds.length, sent, failed };
    },
  });
}
