import type { ModerationRejectBody, NotificationType, PostDto } from '@market/contract';
import type { Actor } from '../../../platform/http/access.js';
import { cacheTags } from '../../../platform/http/cache-tags.js';
import type { NotificationsService } from '../../engagement/index.js';
import type { ModerationHooks, ReviewedContent } from '../moderation/index.js';
import type { PostsService } from './posts.service.js';

const KIND: Record<PostDto['type'], { word: string; approved: NotificationType; rejected: NotificationType }> = {
  NEWS: { word: 'Tin tức', approved: 'NEWS_APPROVED', rejected: 'NEWS_REJECTED' },
  BLOG: { word: 'Bài blog', approved: 'BLOG_APPROVED', rejected: 'BLOG_REJECTED' },
  PROJECT: { word: 'Dự án', approved: 'PROJECT_APPROVED', rejected: 'PROJECT_REJECTED' },
};

/**
 * The moderation queue's decisions on posts, through the post status table (posts.moderate): posts
 * are public once published, so a rejection hides the post (HIDDEN, which only admins leave) and an
 * approval brings a hidden post back (PUBLISHED) or leaves a public one as it is. The host is told.
 */
export function createPostReview(deps: {
  posts: Pick<PostsService, 'moderate' | 'byId'>;
  notifications: Pick<NotificationsService, 'notify'>;
  moderation?: Pick<ModerationHooks, 'decided'> | undefined;
  log?: { error: (obj: unknown, msg: string) => void };
}) {
  const { posts } = deps;
  const reviewed = (post: PostDto): ReviewedContent => ({ id: post.id, status: post.status, hostId: post.host.id, title: post.title, slug: post.slug });

  async function tell(post: PostDto, approved: boolean, body: string) {
    const kind = KIND[post.type];
    try {
      await deps.notifications.notify(post.host.id, approved ? kind.approved : kind.rejected, {
        title: approved ? `${kind.word} đã được duyệt` : `${kind.word} đã bị ẩn`,
        body,
        link: approved ? `/posts/${post.slug}` : `/studio/posts`,
        data: { postId: post.id },
      });
    } catch (error) {
      deps.log?.error({ err: error }, 'post review: host notification failed');
    }
  }

  return {
    /** Every public answer about posts, and the host cards counting them. */
    changes: () => [cacheTags.posts, cacheTags.hosts],

    async approve(admin: Actor, id: string): Promise<ReviewedContent> {
      const current = await posts.byId(id, admin);
      const post = await posts.moderate(admin, id, current.status === 'HIDDEN' ? 'PUBLISHED' : current.status);
      await tell(post, true, `"${post.title}" đã được duyệt${post.status === 'PUBLISHED' ? ' và đang hiển thị công khai' : ''}.`);
      await deps.moderation?.decided(admin, 'POST', reviewed(post), 'APPROVED', null);
      return reviewed(post);
    },

    /** REJECTED: the host may write to the admins to have it shown again; CONTACT: the admin will get in touch. */
    async reject(admin: Actor, id: string, body: ModerationRejectBody): Promise<ReviewedContent> {
      const post = await posts.moderate(admin, id, 'HIDDEN');
      const next = body.action === 'CONTACT' ? ' Quản trị viên sẽ liên hệ với bạn để trao đổi thêm.' : '';
      await tell(post, false, `"${post.title}" đã bị ẩn khỏi trang công khai. Lý do: ${body.reason}.${next}`);
      await deps.moderation?.decided(admin, 'POST', reviewed(post), body.action, body.reason);
      return reviewed(post);
    },
  };
}
