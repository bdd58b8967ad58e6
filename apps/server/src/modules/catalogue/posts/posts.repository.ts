import { and, asc, count, desc, eq, like, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { qualified } from '../../../platform/db/json-rows.js';
import { posts, type PostRow } from './posts.table.js';

export type PostValues = Partial<Omit<typeof posts.$inferInsert, 'id' | 'createdAt'>>;
export type PostWhere = SQL[];

/** Small named pieces of the lists' filters. */
export const postFilters = {
  published: eq(posts.status, 'PUBLISHED'),
  type: (type: PostRow['type']) => eq(posts.type, type),
  host: (hostId: string) => eq(posts.hostId, hostId),
  status: (status: PostRow['status']) => eq(posts.status, status),
};

/** A host's published posts, as a column of the people's profile query (its `counts.posts`). */
export const publishedPostsCountOf = (hostId: AnyColumn): SQL<number> =>
  sql<number>`(select count(*)::int from ${posts} where ${qualified(posts.hostId)} = ${qualified(hostId)} and ${qualified(posts.status)} = 'PUBLISHED')`;

interface PageRequest {
  page: number;
  limit: number;
  sort: 'ASC' | 'DESC';
  /** Count the matches too, over at most this many + 1 rows. */
  countUpTo?: number;
  /** Newest publication first (the published lists' indexes), or newest creation first (an author's drafts and all). */
  by?: 'published' | 'created';
}

/** Posts; the only code touching their table. */
export function createPostsRepository(db: DbOrTx) {
  return {
    async insert(values: typeof posts.$inferInsert, tx: DbOrTx = db): Promise<PostRow> {
      const [row] = await tx.insert(posts).values(values).returning();
      return row!;
    },
    async update(id: string, values: PostValues, tx: DbOrTx = db): Promise<PostRow> {
      const [row] = await tx
        .update(posts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(posts.id, id))
        .returning();
      return row!;
    },
    async delete(id: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(posts).where(eq(posts.id, id));
    },
    async lock(id: string, tx: DbOrTx): Promise<PostRow | undefined> {
      const [row] = await tx.select().from(posts).where(eq(posts.id, id)).for('update');
      return row;
    },
    async findById(id: string, tx: DbOrTx = db): Promise<PostRow | undefined> {
      const [row] = await tx.select().from(posts).where(eq(posts.id, id));
      return row;
    },
    async findBySlug(slug: string, tx: DbOrTx = db): Promise<PostRow | undefined> {
      const [row] = await tx.select().from(posts).where(eq(posts.slug, slug));
      return row;
    },
    /** Slugs taken among `base` and `base-<n>`. */
    async slugsLike(base: string, tx: DbOrTx = db): Promise<Set<string>> {
      const rows = await tx
        .select({ slug: posts.slug })
        .from(posts)
        .where(sql`${posts.slug} = ${base} or ${like(posts.slug, `${base}-%`)}`);
      return new Set(rows.map((r) => r.slug));
    },

    /**
     * A page of posts in the order asked, and the total if asked up to a bound: the published lists
     * read the partial indexes on (type, published_at, id).
     */
    async page(where: PostWhere, request: PageRequest, tx: DbOrTx = db): Promise<{ rows: PostRow[]; bounded?: number }> {
      const filter = and(...where);
      const column = request.by === 'created' ? posts.createdAt : posts.publishedAt;
      const order = request.sort === 'ASC' ? [asc(column), asc(posts.id)] : [sql`${column} desc nulls last`, desc(posts.id)];
      const rows = await tx
        .select()
        .from(posts)
        .where(filter)
        .orderBy(...order)
        .limit(request.limit)
        .offset((request.page - 1) * request.limit);
      if (request.countUpTo === undefined) return { rows };
      // Counted over at most countUpTo + 1 rows: a broad filter never scans every match here.
      const [bounded] = await tx.select({ n: count() }).from(
        tx
          .select({ one: sql`1` })
          .from(posts)
          .where(filter)
          .limit(request.countUpTo + 1)
          .as('bounded'),
      );
      return { rows, bounded: bounded!.n };
    },
    async count(where: PostWhere, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(posts)
        .where(and(...where));
      return row!.n;
    },
    /** A terminated host's posts leave the public lists. */
    async archiveAllOf(hostId: string, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(posts)
        .set({ status: 'ARCHIVED', updatedAt: new Date() })
        .where(and(eq(posts.hostId, hostId), eq(posts.status, 'PUBLISHED')));
    },
  };
}
export type PostsRepository = ReturnType<typeof createPostsRepository>;
