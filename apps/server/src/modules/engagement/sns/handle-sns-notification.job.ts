import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/queue.js';
import { readSesNotice } from './sns-message.js';
import type { SnsRepository } from './sns.repository.js';

/**
 * Reads a verified SNS Notification once it is stored. An Amazon SES bounce or complaint names
 * addresses mail should stop going to; messaging has no list of undeliverable addresses yet, so the
 * finding is kept on the message (`outcome`) and logged by count (addresses are personal data).
 */
export function handleSnsNotificationJob(deps: {
  repo: Pick<SnsRepository, 'findById' | 'markHandled'>;
  log?: { warn(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void };
}) {
  return defineJob({
    name: 'sns.handle-notification',
    payload: z.object({ messageId: z.string() }),
    async handle({ messageId }) {
      const row = await deps.repo.findById(messageId);
      if (!row || row.handledAt) return { handled: false };
      const notice = readSesNotice(row.message);
      const outcome = notice
        ? { ses: notice.notificationType, undeliverable: notice.undeliverable, recipients: notice.recipients }
        : { ses: null, note: 'không phải thông báo SES: chỉ lưu lại' };
      if (notice?.undeliverable)
        deps.log?.warn({ messageId, ses: notice.notificationType, recipients: notice.recipients.length }, 'SES reports undeliverable addresses');
      else deps.log?.info({ messageId, topicArn: row.topicArn }, 'SNS notification stored');
      await deps.repo.markHandled(messageId, outcome);
      return { handled: true, ses: outcome.ses };
    },
  });
}
