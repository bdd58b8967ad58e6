import type { ModerationRejectBody } from '@market/contract';
import type { Db } from '../../../platform/db/database.js';
import type { Actor } from '../../../platform/http/access.js';
import { cacheTags } from '../../../platform/http/cache-tags.js';
import { AppError } from '../../../platform/http/errors.js';
import type { NotificationsService } from '../../engagement/index.js';
import type { ModerationHooks, ReviewedContent } from '../moderation/index.js';
import { nextEbookStatus } from './ebook-status.js';
import type { EbooksRepository } from './ebooks.repository.js';

/**
 * Admins approve or reject submitted ebooks (the moderation queue's E_BOOK decisions), through the
 * ebook status table: an approval puts a book on sale, a rejection sends it back to its host with the
 * reason; a book approved before whose edit was flagged is let stand or taken off sale. The host hears
 * of the decision; the decision stands even if telling them fails.
 */
export function createEbookReview(deps: {
  db: Db;
  repo: EbooksRepository;
  notifications?: Pick<NotificationsService, 'notify'> | undefined;
  /** Records each decision in the queue, and says whether an edit of an approved book waits there. */
  moderation?: Pick<ModerationHooks, 'decided' | 'awaiting'> | undefined;
  log?: { error: (obj: unknown, msg: string) => void } | undefined;
}) {
  const { db, repo } = deps;

  async function decide(id: string, action: 'APPROVE' | 'REJECT', reason: string | null) {
    // An approved book waits in the queue only for an edit that brought a keyword.
    const editWaits = (await deps.moderation?.awaiting('E_BOOK', id)) ?? false;
    return db.transaction(async (tx) => {
      const book = await repo.lock(id, tx);
      if (!book || book.status === 'ARCHIVED') throw new AppError('EBOOK_NOT_FOUND');
      const to = nextEbookStatus(book.status, action) ?? (editWaits ? nextEbookStatus(book.status, `${action}_EDIT`) : null);
      if (!to) throw new AppError('EBOOK_INVALID_STATUS');
      await repo.update(book.id, { status: to, rejectReason: action === 'APPROVE' ? null : reason }, tx);
      return { id: book.id, status: to, hostId: book.hostId, title: book.title, slug: book.slug } satisfies ReviewedContent;
    });
  }

  async function tell(hostId: string, approved: boolean, content: { title: string; body: string; link: string; data: Record<string, unknown> }) {
    try {
      await deps.notifications?.notify(hostId, approved ? 'EBOOK_APPROVED' : 'EBOOK_REJECTED', content);
    } catch (error) {
      deps.log?.error({ err: error }, 'ebook review: host notification failed');
    }
  }

  return {
    /** The products listings and shelves (ebooks' own lists are not cached). */
    changes: () => [cacheTags.products],

    async approve(admin: Actor, id: string): Promise<ReviewedContent> {
      const book = await decide(id, 'APPROVE', null);
      await tell(book.hostId, true, {
        title: 'Sách điện tử đã được duyệt',
        body: `Sách "${book.title}" đã được duyệt${book.status === 'PUBLISHED' ? ' và đang được bán' : ''}.`,
        link: `/ebooks/${book.slug}`,
        data: { ebookId: book.id },
      });
      await deps.moderation?.decided(admin, 'E_BOOK', book, 'APPROVED', null);
      return book;
    },

    /** REJECTED: the host fixes and resubmits; CONTACT: also rejected, the admin will get in touch. */
    async reject(admin: Actor, id: string, body: ModerationRejectBody): Promise<ReviewedContent> {
      const book = await decide(id, 'REJECT', body.reason);
      const next = body.action === 'CONTACT' ? ' Quản trị viên sẽ liên hệ với bạn để trao đổi thêm.' : ' Bạn có thể chỉnh sửa và gửi duyệt lại.';
      await tell(book.hostId, false, {
        title: 'Sách điện tử chưa được duyệt',
        body: `Sách "${book.title}" chưa được duyệt. Lý do: ${body.reason}.${next}`,
        link: '/studio/ebooks',
        data: { ebookId: book.id, reason: body.reason, action: body.action },
      });
      await deps.moderation?.decided(admin, 'E_BOOK', book, body.action, body.reason);
      return book;
    },
  };
}
export type EbookReview = ReturnType<typeof createEbookReview>;
