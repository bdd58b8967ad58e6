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
export function announceJob(deps: { notifications: Pick<NotificationsService, 'notify'> }) {
  return defineJob({
    name: 'notifications.announce',
    payload: AnnouncePayload,
    async handle(payload, context) {
      let sent = 0;
      for (const [index, userId] of payload.userIds.entries()) {
        if (await deps.notifications.notify(userId, 'SYSTEM_ANNOUNCEMENT', { title: payload.title, body: payload.body, link: payload.link })) sent++;
        if (index % 50 === 49) await context.reportProgress(((index + 1) / payload.userIds.length) * 100);
      }
      return { recipients: payload.userIds.length, sent };
    },
  });
}
