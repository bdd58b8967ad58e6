import {
  slugify,
  type CreatePostBody,
  type Paged,
  type PostCardDto,
  type PostDto,
  type PostListQuery,
  type PostsByUsernameQuery,
  type UpdatePostBody,
  type UserSummaryDto,
} from '@market/contract';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import type { KeptTotals } from '../../../platform/db/kept-totals.js';
import type { ContentFlagger } from '../moderation/index.js';
import type { Actor } from '../../../platform/http/access.js';
import { AppError } from '../../../platform/http/errors.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import type { TellFollowers } from '../../engagement/index.js';
import { excerptOf, sanitizeRichText, servedRichText } from '../../../platform/text/rich-text.js';
import { announcesToFollowers, isPublicPost, nextPostStatus, type PostStatus } from './post-status.js';
import { postFilters as f, type PostValues, type PostWhere, type PostsRepository } from './posts.repository.js';
import type { PostRow } from './posts.table.js';

/** What posts ask of the people side: hosts' public summaries, and a username's account. */
export interface PostPeople {
  /** With `tx`, read on the caller's connection: inside a transaction, a second connection of a full pool may never come. */
  summariesOf(ids: readonly string[], tx?: DbOrTx): Promise<UserSummaryDto[]>;
  /** The account behind a username, or null. */
  idOfUsername(username: string): Promise<string | null>;
}

type PageRequest = { page: number; limit: number; sort: 'ASC' | 'DESC' };

const mayEdit = (actor: Actor | null, post: { hostId: string }) => Boolean(actor && (actor.role === 'ADMIN' || actor.id === post.hostId));

function unknownHost(id: string): UserSummaryDto {
  return { id, username: '', fullName: 'Nhà tổ chức', avatar: null, headline: null, city: null, role: 'HOST', followerCount: 0, topHostRank: null };
}

const TYPE_WORDS = { BLOG: 'bài blog', PROJECT: 'dự án', NEWS: 'tin tức' } as const;

/**
 * Hosts write posts (news, projects, blog); anybody reads the published ones, their author and admins
 * read the rest. Rich text is sanitised before it is stored; status moves go through post-status.ts
 * under a row lock; the first publication of a blog entry or project is announced to the host's
 * followers (in the background, after the commit).
 */
export function createPostsService(deps: {
  db: Db;
  repo: PostsRepository;
  people: PostPeople;
  totals: KeptTotals;
  tellFollowers: TellFollowers;
  /** Moderation's flagging of what is published (keywords); never fails the write. */
  flagger?: ContentFlagger;
  log?: { error: (obj: unknown, msg: string) => void };
}) {
  const { db, repo, people, totals } = deps;

  /** A published post is read for keywords: one holding any waits in the moderation queue (it stays public until an admin hides it). */
  async function flag(row: PostRow) {
    if (row.status !== 'PUBLISHED') return;
    const fields = [
      { field: 'title', text: row.title },
      { field: 'excerpt', text: row.excerpt },
      { field: 'content', text: row.content, html: true },
    ];
    await deps.flagger?.flag('POST', row.id, row.hostId, { title: row.title, slug: row.slug, status: row.status, fields, review: 'WHEN_FLAGGED' });
  }

  async function cards(rows: PostRow[]): Promise<PostCardDto[]> {
    const hosts = new Map((await people.summariesOf(rows.map((r) => r.hostId))).map((h) => [h.id, h]));
    return rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      type: r.type,
      status: r.status,
      title: r.title,
      excerpt: r.excerpt,
      coverImage: r.coverImage,
      host: hosts.get(r.hostId) ?? unknownHost(r.hostId),
      publishedAt: r.publishedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    }));
  }

  async function detail(row: PostRow, actor: Actor | null): Promise<PostDto> {
    const [card] = await cards([row]);
    return { ...card!, content: servedRichText(row.content), canEdit: mayEdit(actor, row) };
  }

  /** The post as the caller may see it: published ones by anybody, the rest by the author and admins. */
  function visible(row: PostRow | undefined, actor: Actor | null): PostRow {
    if (!row || (!isPublicPost(row) && !mayEdit(actor, row))) throw new AppError('POST_NOT_FOUND');
    return row;
  }

  /** A public page: counted in its own statement up to the bound, else the filter's kept total. */
  async function publicPage(where: PostWhere, query: PageRequest, key: string): Promise<Paged<PostCardDto>> {
    const kept = totals.get(key);
    if (kept !== undefined) return { data: await cards((await repo.page(where, query)).rows), meta: pageMeta(query, kept) };
    const since = totals.generation();
    const { rows, bounded } = await repo.page(where, { ...query, countUpTo: totals.exactUpTo });
    let total = bounded!;
    if (total > totals.exactUpTo) {
      total = await repo.count(where);
      totals.set(key, total, since);
    }
    return { data: await cards(rows), meta: pageMeta(query, total) };
  }

  async function freeSlug(title: string, asked: string | undefined, tx: DbOrTx, ownId?: string): Promise<string> {
    if (asked) {
      const taken = await repo.findBySlug(asked, tx);
      if (taken && taken.id !== ownId) throw new AppError('SLUG_ALREADY_EXISTS');
      return asked;
    }
    const base = slugify(slugify(title) ? title : 'bai viet', 76);
    const taken = await repo.slugsLike(base, tx);
    const candidates = [base, ...Array.from({ length: 19 }, (_, i) => `${base}-${i + 2}`)];
    return candidates.find((c) => !taken.has(c)) ?? `${base}-${Math.random().toString(36).slice(2, 8)}`;
  }

  /** Tells the host's followers of a first publication, in the publishing transaction. */
  async function announce(tx: DbOrTx, post: PostRow) {
    if (!announcesToFollowers(post)) return;
    const [host] = await people.summariesOf([post.hostId], tx);
    await deps.tellFollowers(tx, {
      hostId: post.hostId,
      type: post.type === 'BLOG' ? 'FOLLOWING_HOST_NEW_BLOG' : 'FOLLOWING_HOST_NEW_PROJECT',
      title: `${host?.fullName ?? 'Nhà tổ chức bạn theo dõi'} có ${TYPE_WORDS[post.type]} mới`,
      body: post.title,
      link: `/posts/${post.slug}`,
      data: { postId: post.id, hostId: post.hostId },
    });
  }

  /** A body's content columns, sanitised; the excerpt follows the content unless the author wrote one. */
  function contentOf(body: Omit<UpdatePostBody, 'status'>, current?: PostRow): PostValues {
    const values: PostValues = {};
    if (body.type !== undefined) values.type = body.type;
    if (body.title !== undefined) values.title = body.title;
    if (body.coverImage !== undefined) values.coverImage = body.coverImage;
    if (body.content !== undefined) values.content = sanitizeRichText(body.content);
    if (body.excerpt !== undefined) values.excerpt = body.excerpt || excerptOf(values.content ?? current?.content ?? '');
    else if (values.content !== undefined && (!current || current.excerpt === excerptOf(current.content))) values.excerpt = excerptOf(values.content);
    return values;
  }

  /** The author (or an admin) edits and moves the post; a first publication is announced. */
  async function update(actor: Actor, id: string, body: UpdatePostBody): Promise<PostDto> {
    const row = await db.transaction(async (tx) => {
      const post = await repo.lock(id, tx);
      if (!post) throw new AppError('POST_NOT_FOUND');
      if (!mayEdit(actor, post)) throw new AppError('INSUFFICIENT_PRIVILEGES');
      const status: PostStatus | null = body.status ? nextPostStatus(post.status, body.status, actor.role === 'ADMIN') : post.status;
      if (!status) throw new AppError('POST_INVALID_STATUS');
      const slug = body.slug && body.slug !== post.slug ? await freeSlug(body.title ?? post.title, body.slug, tx, post.id) : post.slug;
      const first = status === 'PUBLISHED' && !post.publishedAt;
      const values: PostValues = { ...contentOf(body, post), slug, status, ...(first ? { publishedAt: new Date() } : {}) };
      const row = await repo.update(post.id, values, tx);
      if (first) await announce(tx, row);
      return row;
    });
    totals.changed();
    await flag(row);
    return detail(row, actor);
  }

  return {
    async create(actor: Actor, body: CreatePostBody): Promise<PostDto> {
      const status = body.status ?? 'DRAFT';
      const row = await db.transaction(async (tx) => {
        const slug = await freeSlug(body.title, body.slug, tx);
        const inserted = await repo.insert(
          { hostId: actor.id, slug, title: body.title, type: body.type, ...contentOf(body), status, publishedAt: status === 'PUBLISHED' ? new Date() : null },
          tx,
        );
        if (status === 'PUBLISHED') await announce(tx, inserted);
        return inserted;
      });
      totals.changed();
      await flag(row);
      return detail(row, actor);
    },

    update,

    async remove(actor: Actor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const post = await repo.lock(id, tx);
        if (!post) throw new AppError('POST_NOT_FOUND');
        if (!mayEdit(actor, post)) throw new AppError('INSUFFICIENT_PRIVILEGES');
        await repo.delete(post.id, tx);
      });
      totals.changed();
      await deps.flagger?.withdrawn('POST', id);
    },

    async bySlug(slug: string, actor: Actor | null): Promise<PostDto> {
      return detail(visible(await repo.findBySlug(slug), actor), actor);
    },
    async byId(id: string, actor: Actor | null): Promise<PostDto> {
      return detail(visible(await repo.findById(id), actor), actor);
    },

    /** Published posts, newest first, of a type and/or a host. */
    async list(query: PostListQuery): Promise<Paged<PostCardDto>> {
      const where: PostWhere = [f.published];
      if (query.type) where.push(f.type(query.type));
      if (query.hostId) where.push(f.host(query.hostId));
      return publicPage(where, query, JSON.stringify(['list', query.type, query.hostId]));
    },

    /** A person's posts: the published ones, or every one (by status if asked) for the author and admins. */
    async byUsername(username: string, query: PostsByUsernameQuery, actor: Actor | null): Promise<Paged<PostCardDto>> {
      const hostId = await people.idOfUsername(username);
      if (!hostId) throw new AppError('USER_NOT_FOUND');
      const where: PostWhere = [f.host(hostId)];
      if (query.type) where.push(f.type(query.type));
      if (!mayEdit(actor, { hostId })) {
        where.push(f.published);
        return publicPage(where, query, JSON.stringify(['host', hostId, query.type]));
      }
      if (query.status) where.push(f.status(query.status));
      const [{ rows }, total] = await Promise.all([repo.page(where, { ...query, by: 'created' }), repo.count(where)]);
      return { data: await cards(rows), meta: pageMeta(query, total) };
    },

    /** Moderation's way in: an admin moves a post (HIDDEN to take it down) through the same table. */
    async moderate(admin: Actor, id: string, to: PostStatus): Promise<PostDto> {
      if (admin.role !== 'ADMIN') throw new AppError('INSUFFICIENT_PRIVILEGES');
      return update(admin, id, { status: to });
    },

    /** The host's account ends: their published posts leave the public lists. */
    async forgetHost(hostId: string): Promise<void> {
      await repo.archiveAllOf(hostId);
      totals.changed();
    },
  };
}
export type PostsService = ReturnType<typeof createPostsService>;
