import type { PostStatus as PostStatusEnum } from '@market/contract';

export type PostStatus = (typeof PostStatusEnum.values)[number];

/**
 * The one table of post status moves. The author publishes, takes back to draft and archives; only
 * an admin (moderation) hides a post or brings a hidden one back, so a hidden post stays hidden
 * whatever its author asks. Staying in the same status is always allowed (an edit). Moderation plugs
 * in by moving posts to HIDDEN through this table.
 */
const MOVES: Record<PostStatus, Partial<Record<PostStatus, 'AUTHOR' | 'ADMIN'>>> = {
  DRAFT: { PUBLISHED: 'AUTHOR', ARCHIVED: 'AUTHOR', HIDDEN: 'ADMIN' },
  PUBLISHED: { DRAFT: 'AUTHOR', ARCHIVED: 'AUTHOR', HIDDEN: 'ADMIN' },
  ARCHIVED: { PUBLISHED: 'AUTHOR', DRAFT: 'AUTHOR', HIDDEN: 'ADMIN' },
  HIDDEN: { DRAFT: 'ADMIN', PUBLISHED: 'ADMIN', ARCHIVED: 'ADMIN' },
};

/** The status after asking for `to`, or null when the move is not allowed to this caller (answered 409 POST_INVALID_STATUS). */
export function nextPostStatus(from: PostStatus, to: PostStatus, byAdmin: boolean): PostStatus | null {
  if (from === to) return to;
  const who = MOVES[from][to];
  if (!who) return null;
  return who === 'AUTHOR' || byAdmin ? to : null;
}

/** Anybody may read a published post; the rest only its author and admins. */
export const isPublicPost = (post: { status: PostStatus }) => post.status === 'PUBLISHED';

/** Followers hear of a blog entry or a project the first time it is published (news is not announced). */
export const announcesToFollowers = (post: { type: string }) => post.type === 'BLOG' || post.type === 'PROJECT';
