import type { AdminEventActionBody, EventDetailDto, ModerationRejectBody } from '@market/contract';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import type { Actor } from '../../../platform/http/access.js';
import { AppError } from '../../../platform/http/errors.js';
import type { NotificationsService, TellFollowers } from '../../engagement/index.js';
import { cacheTags } from '../../../platform/http/cache-tags.js';
import type { ModerationHooks, ReviewedContent } from '../moderation/index.js';
import { movedStatus } from './event.js';
import type { KeptTotals } from '../../../platform/db/kept-totals.js';
import type { EventReadsService } from './event-reads.service.js';
import type { EventsRepository, EventValues } from './events.repository.js';

/**
 * Admins moderate events: approve or reject what hosts submit, hide and unhide published ones. The
 * host hears of the decision; an approval is announced to the host's followers by a job queued in
 * its transaction.
 */
export function createEventReviewService(deps: {
  db: Db;
  repo: EventsRepository;
  reads: Pick<EventReadsService, 'detailById'>;
  /** Told after each decision, so the public list's kept totals are counted again. */
  totals: Pick<KeptTotals, 'changed'>;
  notifications: Pick<NotificationsService, 'notify'>;
  /** Queues the followers' notifications, in the approval's transaction. */
  tellFollowers: TellFollowers;
  /** The host's name for the followers' notice. */
  /** With `tx`, read on the caller's connection: inside a transaction, a second connection of a full pool may never come. */
  hosts: { summariesOf(ids: string[], tx?: DbOrTx): Promise<{ id: string; fullName: string }[]> };
  /** Records approvals and rejections in the moderation queue, whichever page they are taken from. */
  moderation?: Pick<ModerationHooks, 'decided'> | undefined;
  log?: { error: (obj: unknown, msg: string) => void };
}) {
  const { db, repo, reads, notifications } = deps;

  /** The decision stands even if telling people about it fails; the host still sees it in the studio. */
  async function tell(what: string, send: () => Promise<unknown>) {
    try {
      await send();
    } catch (error) {
      deps.log?.error({ err: error }, `event review: ${what} failed`);
    }
  }

  const reviewed = (event: EventDetailDto): ReviewedContent => ({
    id: event.id,
    status: event.status,
    hostId: event.host.id,
    title: event.title,
    slug: event.slug,
  });

  /** `contact`: the admin will get in touch (the moderation queue's CONTACT rejection). */
  async function announce(event: EventDetailDto, body: AdminEventActionBody, contact = false) {
    if (body.action === 'APPROVE') {
      await tell('approval notification', () =>
        notifications.notify(event.host.id, 'EVENT_APPROVED', {
          title: 'Sự kiện đã được duyệt',
          body: `Sự kiện "${event.title}" đã được duyệt và đang hiển thị công khai.`,
          link: `/events/${event.slug}`,
          data: { eventId: event.id },
        }),
      );
    } else if (body.action === 'REJECT') {
      await tell('rejection notification', () =>
        notifications.notify(event.host.id, 'EVENT_REJECTED', {
          title: 'Sự kiện chưa được duyệt',
          body: `Sự kiện "${event.title}" chưa được duyệt. Lý do: ${body.reason}${contact ? ' Quản trị viên sẽ liên hệ với bạn để trao đổi thêm.' : ''}`,
          link: `/studio/events/${event.id}`,
          data: { eventId: event.id, reason: body.reason, ...(contact ? { action: 'CONTACT' } : {}) },
        }),
      );
    }
  }

  async function act(admin: Actor, id: string, body: AdminEventActionBody, contact = false): Promise<EventDetailDto> {
    if ((body.action === 'REJECT' || body.action === 'HIDE') && !body.reason) throw new AppError('INVALID_REJECT_REASON');
    await db.transaction(async (tx) => {
      const event = await repo.lock(id, tx);
      if (!event) throw new AppError('EVENT_NOT_FOUND');
      const to = movedStatus(event.status, body.action);
      const now = new Date();
      const values: Record<typeof body.action, EventValues> = {
        APPROVE: { publishedAt: event.publishedAt ?? now, reviewedAt: now, reviewedBy: admin.id, rejectReason: null },
        REJECT: { reviewedAt: now, reviewedBy: admin.id, rejectReason: body.reason },
        HIDE: { rejectReason: body.reason },
        UNHIDE: { rejectReason: null },
      };
      await repo.changeStatus(
        event.id,
        { action: body.action, fromStatus: event.status, toStatus: to, reason: body.reason ?? null, actorId: admin.id },
        values[body.action],
        tx,
      );
      if (body.action === 'APPROVE') {
        const [host] = await deps.hosts.summariesOf([event.hostId], tx);
        await deps.tellFollowers(tx, {
          hostId: event.hostId,
          type: 'FOLLOWING_HOST_NEW_EVENT',
          title: `${host?.fullName ?? 'Nhà tổ chức bạn theo dõi'} có sự kiện mới`,
          body: event.title,
          link: `/events/${event.slug}`,
          data: { eventId: event.id, hostId: event.hostId },
        });
      }
    });
    deps.totals.changed();
    const event = await reads.detailById(id, admin);
    await announce(event, body, contact);
    if (body.action === 'APPROVE' || body.action === 'REJECT') {
      const status = body.action === 'APPROVE' ? 'APPROVED' : contact ? 'CONTACT' : 'REJECTED';
      await deps.moderation?.decided(admin, 'EVENT', reviewed(event), status, body.reason ?? null);
    }
    return event;
  }

  return {
    act: (admin: Actor, id: string, body: AdminEventActionBody) => act(admin, id, body),

    /** The moderation queue's decisions (EVENT), through the same moves as `act`. */
    changes: (id: string) => [cacheTags.events, cacheTags.event(id)],
    approve: async (admin: Actor, id: string) => reviewed(await act(admin, id, { action: 'APPROVE' })),
    reject: async (admin: Actor, id: string, body: ModerationRejectBody) =>
      reviewed(await act(admin, id, { action: 'REJECT', reason: body.reason }, body.action === 'CONTACT')),
  };
}
export type EventReviewService = ReturnType<typeof createEventReviewService>;
