import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PostStatus, PostType } from '@market/contract';
import { oneOf } from '../../../platform/db/checks.js';
import { users } from '../../identity/users/users.table.js';

type PostStatusValue = (typeof PostStatus.values)[number];
type PostTypeValue = (typeof PostType.values)[number];

/** A host's post: news, a project or a blog entry. `content` is HTML already sanitised on save. */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<PostTypeValue>().notNull(),
    status: text('status').$type<PostStatusValue>().notNull().default('DRAFT'),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt'),
    content: text('content').notNull().default(''),
    coverImage: text('cover_image'),
    /** First publication: followers are told once, and lists order by it. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('posts_slug_key').on(t.slug),
    index('posts_host_idx').on(t.hostId, t.createdAt.desc()),
    // The public lists: published posts of a type (or of all types), newest first.
    index('posts_published_type_idx')
      .on(t.type, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'PUBLISHED'`),
    index('posts_published_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'PUBLISHED'`),
    // The search box's matches (catalogue/search): title without accents, by trigram.
    index('posts_title_trgm_idx').using('gin', sql`immutable_unaccent(lower(${t.title})) gin_trgm_ops`),
    oneOf('posts_status_check', t.status, PostStatus.values),
    oneOf('posts_type_check', t.type, PostType.values),
    check('posts_published_at_check', sql`${t.status} <> 'PUBLISHED' or ${t.publishedAt} is not null`),
  ],
);
export type PostRow = typeof posts.$inferSelect;
