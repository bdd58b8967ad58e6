import { isDigestFrequency, type MobileNotificationFrequency } from '@market/contract';
import { z } from 'zod';
import type { Messaging } from '../../../platform/messaging/messaging.js';
import { defineTask, type Scheduler } from '../../../platform/tasks/scheduler.js';
import { notificationSettingsOf, type UsersRepository } from '../../identity/index.js';
import { digestKey, digestPush, nextDigestAt } from './digest-slots.js';
import type { NotificationsRepository } from './notifications.repository.js';

/**
 * Push digests (DAILY_BATCH_n): a person's pushes are held on their notifications and sent as one
 * push at their next digest time (DIGEST_HOURS, Vietnam time). One scheduled task per person and
 * digest time, written by the first push held for it; the task takes the held pushes in its own
 * transaction, so across processes each is in exactly one digest. (The push itself goes out at least
 * once: a worker dying after sending and before committing leaves the digest to another.)
 *
 * A push held in the very instant its digest runs (committed just after the run took the others)
 * waits for the person's next digest.
 */
export function createPushDigests(deps: {
  scheduler: Pick<Scheduler, 'define' | 'scheduleNew' | 'now'>;
  repo: Pick<NotificationsRepository, 'holdPushes' | 'takeHeldPushes' | 'listDevices'>;
  users: Pick<UsersRepository, 'findById'>;
  messaging: Pick<Messaging, 'send'>;
}) {
  const { scheduler, repo, messaging } = deps;

  const digest = scheduler.define(
    defineTask({
      name: 'notifications.push-digest',
      payload: z.object({ userId: z.uuid() }),
      handle: async ({ userId }, { tx }) => {
        const held = await repo.takeHeldPushes(userId, tx);
        if (!held.length) return;
        const user = await deps.users.findById(userId);
        const settings = user && !user.deletedAt ? notificationSettingsOf(user) : null;
        // Pushes turned off since they were held are dropped with them; they are in the bell all the same.
        if (!settings || settings.channels.NOTIFICATION !== 'ENABLED' || settings.mobileFrequency === 'OFF') return;
        const push = digestPush(held);
        const devices = await repo.listDevices(userId, tx);
        await Promise.all(
          devices.map((token) =>
            messaging.send({ kind: 'PUSH', to: token, subject: push.title, text: push.body, data: { link: push.link, digest: String(held.length) } }),
          ),
        );
      },
    }),
  );

  return {
    /** True when this frequency holds pushes for a digest rather than sending them now. */
    holds: (frequency: MobileNotificationFrequency) => isDigestFrequency(frequency),

    /** Holds these notifications' pushes (already marked held, or listed in `notificationIds`) for each person's next digest. */
    async hold(people: readonly { userId: string; frequency: MobileNotificationFrequency }[], notificationIds: readonly string[] = []): Promise<void> {
      await repo.holdPushes(notificationIds);
      const now = scheduler.now();
      const tasks = people.flatMap(({ userId, frequency }) => {
        if (!isDigestFrequency(frequency)) return [];
        const at = nextDigestAt(frequency, now);
        return [{ definition: digest, key: digestKey(userId, at), at, payload: { userId } }];
      });
      await scheduler.scheduleNew(tasks);
    },

    task: digest,
  };
}
export type PushDigests = ReturnType<typeof createPushDigests>;
