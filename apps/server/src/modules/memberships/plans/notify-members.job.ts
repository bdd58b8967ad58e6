import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/queue.js';
import type { NotificationsService } from '../../engagement/index.js';

const Payload = z.object({
  priceId: z.uuid(),
  type: z.enum(['MEMBERSHIP_PLAN_PRICE_CHANGED', 'MEMBERSHIP_PLAN_PERIOD_CHANGED', 'MEMBERSHIP_PLAN_ALL_CHANGED']),
  title: z.string(),
  body: z.string(),
  link: z.string(),
});
/** One notice to the members renewing on a price whose amount or period changed. */
export type PriceChangeNotice = z.infer<typeof Payload>;

/**
 * Tells a price's renewing members that its amount or period changed, in the background (a plan may
 * have many members): in the app, live and by their channels. A run again tells only whom the first missed.
 */
export function notifyMembersJob(deps: {
  memberIdsOf: (priceId: string) => Promise<string[]>;
  notifications: Pick<NotificationsService, 'notifyMany'>;
  log?: { error: (obj: unknown, msg: string) => void };
}) {
  return defineJob({
    name: 'memberships.notify-price-change',
    payload: Payload,
    async handle({ priceId, type, ...content }, context) {
      const memberIds = await deps.memberIdsOf(priceId);
      return deps.notifications.notifyMany(memberIds, type, content, {
        once: { key: `job:${context.jobId}`, ranBefore: context.ranBefore },
        onProgress: (done) => context.reportProgress((done / Math.max(memberIds.length, 1)) * 100),
        onError: (error, userIds) => deps.log?.error({ err: error, priceId, type, recipients: userIds.length }, 'membership price notice failed'),
      });
    },
  });
}
