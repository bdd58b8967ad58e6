import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/queue.js';
import type { NotificationsService } from '../../engagement/index.js';

const NewCalendarPayload = z.object({
  calendarId: z.uuid(),
  hostId: z.uuid(),
  hostName: z.string(),
  title: z.string(),
});

/** Tells a host's followers about a calendar they just opened, in the background (a host may have many). */
export function newCalendarJob(deps: { followerIdsOf: (hostId: string) => Promise<string[]>; notifications: Pick<NotificationsService, 'notify'> }) {
  return defineJob({
    name: 'calendars.new-calendar',
    payload: NewCalendarPayload,
    async handle(payload, context) {
      const followers = await deps.followerIdsOf(payload.hostId);
      let sent = 0;
      for (const [index, userId] of followers.entries()) {
        const notified = await deps.notifications.notify(userId, 'FOLLOWING_HOST_NEW_CALENDAR', {
          title: `${payload.hostName} vừa mở lịch hẹn mới`,
          body: `Đặt lịch "${payload.title}" với ${payload.hostName}.`,
          link: `/calendars/${payload.calendarId}`,
        });
        if (notified) sent++;
        if (index % 50 === 49) await context.reportProgress(((index + 1) / followers.length) * 100);
      }
      return { recipients: followers.length, sent };
    },
  });
}
export type NewCalendarJob = ReturnType<typeof newCalendarJob>;
