import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/queue.js';
import type { NotificationsService } from './notifications.service.js';

const AnnouncePayload = z.object({
  userIds: z.array(z.uuid()),
  title: z.string(),
  body: z.string(),
  link: z.string().optional(),
});

/** An admin's announcement to many people, sent in the background with progress. */
export function announceJob(deps: { notifications: Pick<NotificationsService, 'notifyMany'> }) {
  return defineJob({
    name: 'notifications.announce',
    payload: AnnouncePayload,
    async handle(payload, context) {
      const { title, body, link } = payload;
      const { recipients, sent } = await deps.notifications.notifyMany(
        payload.userIds,
        'SYSTEM_ANNOUNCEMENT',
        { title, body, link },
        {
          onProgress: (done) => context.reportProgress((done / payload.userIds.length) * 100),
          // A run again (a retry, an outcome lost to a database outage) tells only whom the first missed.
          once: { key: `job:${context.jobId}`, ranBefore: context.ranBefore },
        },
      );
      return { recipients, sent };
    },
  });
}
