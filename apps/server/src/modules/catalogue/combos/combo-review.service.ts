import type { ComboDto, ModerationRejectBody } from '@market/contract';
import type { Actor } from '../../../platform/http/access.js';
import { cacheTags } from '../../../platform/http/cache-tags.js';
import type { NotificationsService } from '../../engagement/index.js';
import type { ModerationHooks, ReviewedContent } from '../moderation/index.js';
import type { CombosService } from './combos.service.js';

/**
 * The moderation queue's decisions on combos, through the combo status table: combos need no review
 * before their first sale, so a rejection takes a combo off sale (REJECTED: the host cannot sell it
 * again without another review) and an approval puts a reviewed one on sale or leaves one on sale as
 * it is. The host is told.
 */
export function createComboReview(deps: {
  combos: Pick<CombosService, 'decide'>;
  notifications?: Pick<NotificationsService, 'notify'> | undefined;
  moderation?: Pick<ModerationHooks, 'decided'> | undefined;
  log?: { error: (obj: unknown, msg: string) => void } | undefined;
}) {
  const { combos } = deps;
  const reviewed = (combo: ComboDto): ReviewedContent => ({ id: combo.id, status: combo.status, hostId: combo.host.id, title: combo.title, slug: combo.slug });

  async function tell(combo: ComboDto, approved: boolean, body: string) {
    try {
      await deps.notifications?.notify(combo.host.id, approved ? 'COMBO_APPROVED' : 'COMBO_REJECTED', {
        title: approved ? 'Combo đã được duyệt' : 'Combo chưa được duyệt',
        body,
        link: approved ? `/combos/${combo.slug}` : '/studio/combos',
        data: { comboId: combo.id },
      });
    } catch (error) {
      deps.log?.error({ err: error }, 'combo review: host notification failed');
    }
  }

  return {
    /** The products listings and combos. */
    changes: () => [cacheTags.products],

    async approve(admin: Actor, id: string): Promise<ReviewedContent> {
      const combo = await combos.decide(admin, id, 'APPROVE');
      await tell(combo, true, `Combo "${combo.title}" đã được duyệt.`);
      await deps.moderation?.decided(admin, 'COMBO', reviewed(combo), 'APPROVED', null);
      return reviewed(combo);
    },

    /** REJECTED: the host fixes it and asks to sell it again (reviewed first); CONTACT: the admin will get in touch. */
    async reject(admin: Actor, id: string, body: ModerationRejectBody): Promise<ReviewedContent> {
      const combo = await combos.decide(admin, id, 'REJECT');
      const next = body.action === 'CONTACT' ? ' Quản trị viên sẽ liên hệ với bạn để trao đổi thêm.' : ' Bạn có thể chỉnh sửa rồi gửi duyệt lại để mở bán.';
      await tell(combo, false, `Combo "${combo.title}" đã bị ngừng bán. Lý do: ${body.reason}.${next}`);
      await deps.moderation?.decided(admin, 'COMBO', reviewed(combo), body.action, body.reason);
      return reviewed(combo);
    },
  };
}
