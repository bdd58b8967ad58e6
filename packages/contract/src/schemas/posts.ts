import { z } from 'zod';
import { PostStatus, PostType } from '../enums.js';
import { Slug } from './catalogue.js';
import { PageQuery } from './common.js';
import { UserSummaryDto } from './profiles.js';

/** Posts: a host's news, projects and blog entries, written as rich text (stored sanitised by the server). */

export const POST_CONTENT_MAX = 200_000;

const PostFields = {
  type: PostType.schema,
  title: z.string().trim().min(3, 'INVALID_TITLE').max(200, 'INVALID_TITLE'),
  /** Left out: made from the title (made unique with a suffix). */
  slug: Slug.optional(),
  /** A short summary for cards; left out: the first words of the content. */
  excerpt: z.string().trim().max(500).nullable().optional(),
  /** Rich text as HTML; scripts, event handlers and unknown tags are removed on save. */
  content: z.string().max(POST_CONTENT_MAX, 'INVALID_POST_CONTENT'),
  coverImage: z
    .url({ protocol: /^https?$/, message: 'INVALID_URL' })
    .max(2048)
    .nullable()
    .optional(),
};

/** A new post is a DRAFT unless published at once. */
export const CreatePostBody = z.object({ ...PostFields, status: z.enum(['DRAFT', 'PUBLISHED']).default('DRAFT') });
export type CreatePostBody = z.input<typeof CreatePostBody>;
/** Any field; `status` moves the post through its status table (HIDDEN: admins only). */
export const UpdatePostBody = z.object({ ...PostFields, status: PostStatus.schema }).partial();
export type UpdatePostBody = z.input<typeof UpdatePostBody>;

export const PostCardDto = z.object({
  id: z.uuid(),
  slug: z.string(),
  type: PostType.schema,
  status: PostStatus.schema,
  title: z.string(),
  excerpt: z.string().nullable(),
  coverImage: z.string().nullable(),
  host: UserSummaryDto,
  /** First publication (kept when the post is taken down and published again). */
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PostCardDto = z.infer<typeof PostCardDto>;

export const PostDto = PostCardDto.extend({
  /** Sanitised HTML, safe to render as is. */
  content: z.string(),
  /** The caller is the author or an admin: the page offers the editor. */
  canEdit: z.boolean(),
});
export type PostDto = z.infer<typeof PostDto>;

export const PostListQuery = PageQuery.extend({ type: PostType.schema.optional(), hostId: z.uuid().optional() });
export type PostListQuery = z.infer<typeof PostListQuery>;
/** The author (or an admin) also sees drafts, archived and hidden posts, and may filter by status. */
export const PostsByUsernameQuery = PageQuery.extend({ type: PostType.schema.optional(), status: PostStatus.schema.optional() });
export type PostsByUsernameQuery = z.infer<typeof PostsByUsernameQuery>;

export const OpenGraphBody = z.object({ url: z.url({ protocol: /^https?$/, message: 'INVALID_URL' }).max(2048, 'INVALID_URL') });
export type OpenGraphBody = z.infer<typeof OpenGraphBody>;
export const OpenGraphDto = z.object({
  /** The page finally read, after redirects. */
  url: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  siteName: z.string().nullable(),
});
export type OpenGraphDto = z.infer<typeof OpenGraphDto>;
