import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { foldedContains } from '../../../platform/db/search.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import { libraries, libraryResources, type LibraryRow, type NewResourceRow, type ResourceRow } from './libraries.table.js';

/** The owner of a library: a host's id, or null for the platform's. */
export type Owner = string | null;
interface Page {
  page: number;
  limit: number;
  sort: 'ASC' | 'DESC';
}

const ownedBy = (column: typeof libraries.ownerId | typeof libraryResources.ownerId, owner: Owner): SQL =>
  owner === null ? isNull(column) : eq(column, owner);

/** The folder and every folder under it, as a recursive CTE body returning ids. */
const subtreeIds = (rootId: string) => sql`with recursive tree(id) as (
  select ${rootId}::uuid
  union all select l.id from libraries l join tree on l.parent_id = tree.id
) select id from tree`;

export interface ResourceFilter {
  libraryId?: string | undefined;
  kind?: 'FILE' | 'LINK' | undefined;
  deleted?: boolean | undefined;
  keyword?: string | undefined;
}

export function createLibrariesRepository(db: DbOrTx) {
  async function pageOf<T>(rows: Promise<T[]>, total: Promise<{ n: number }[]>): Promise<{ rows: T[]; total: number }> {
    const [r, [t]] = await Promise.all([rows, total]);
    return { rows: r, total: t?.n ?? 0 };
  }

  return {
    async findById(id: string, tx: DbOrTx = db): Promise<LibraryRow | undefined> {
      const [row] = await tx.select().from(libraries).where(eq(libraries.id, id));
      return row;
    },

    async findRoot(owner: Owner, tx: DbOrTx = db): Promise<LibraryRow | undefined> {
      const [row] = await tx
        .select()
        .from(libraries)
        .where(and(ownedBy(libraries.ownerId, owner), isNull(libraries.parentId)));
      return row;
    },

    /** The root, created on first use; a racing creation loses to the unique index and reads the winner's. */
    async ensureRoot(owner: Owner, name: string, tx: DbOrTx = db): Promise<LibraryRow> {
      await tx.insert(libraries).values({ ownerId: owner, parentId: null, name }).onConflictDoNothing();
      const root = await this.findRoot(owner, tx);
      if (!root) throw new Error('library root vanished');
      return root;
    },

    async insertFolder(values: { ownerId: Owner; parentId: string; name: string }, tx: DbOrTx = db): Promise<LibraryRow> {
      const [row] = await tx.insert(libraries).values(values).returning();
      return row!;
    },

    async updateFolder(id: string, values: { name?: string; parentId?: string }, tx: DbOrTx = db): Promise<LibraryRow> {
      const [row] = await tx
        .update(libraries)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(libraries.id, id))
        .returning();
      return row!;
    },

    async deleteFolder(id: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(libraries).where(eq(libraries.id, id));
    },

    /** Whether `candidate` is `folderId` or lies under it (a move there would make a cycle). */
    async isInSubtree(folderId: string, candidate: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx.execute<{ found: boolean }>(sql`select exists(${subtreeIds(folderId)} intersect select ${candidate}::uuid) as found`);
      return Boolean(rows.rows[0]?.found);
    },

    async listFolders(owner: Owner, query: Page, parentId: string | undefined, tx: DbOrTx = db) {
      const where = and(ownedBy(libraries.ownerId, owner), parentId ? eq(libraries.parentId, parentId) : undefined);
      const order = query.sort === 'ASC' ? asc(libraries.createdAt) : desc(libraries.createdAt);
      return pageOf(
        tx.select().from(libraries).where(where).orderBy(order, asc(libraries.id)).limit(query.limit).offset(offsetOf(query)),
        tx.select({ n: count() }).from(libraries).where(where),
      );
    },

    /** Live sub-folders and live resources directly in the folder. */
    async contentsOf(id: string, tx: DbOrTx = db): Promise<{ folders: number; resources: number }> {
      const [[folders], [resources]] = await Promise.all([
        tx.select({ n: count() }).from(libraries).where(eq(libraries.parentId, id)),
        tx
          .select({ n: count() })
          .from(libraryResources)
          .where(and(eq(libraryResources.libraryId, id), isNull(libraryResources.deletedAt))),
      ]);
      return { folders: folders?.n ?? 0, resources: resources?.n ?? 0 };
    },

    /** Soft-deleted resources of a folder about to go move to its parent, so they can still be restored. */
    async moveDeletedResources(fromId: string, toId: string, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(libraryResources)
        .set({ libraryId: toId })
        .where(and(eq(libraryResources.libraryId, fromId), isNotNull(libraryResources.deletedAt)));
    },

    /** Bytes of files in the folder's subtree, and in the owner's whole library (soft-deleted ones count until purged). */
    async usage(folderId: string, owner: Owner, tx: DbOrTx = db): Promise<{ folderBytes: number; usedBytes: number; files: number }> {
      const result = await tx.execute<{ folder_bytes: string; used_bytes: string; files: string }>(sql`
        select
          (select coalesce(sum(size_bytes), 0) from library_resources where kind = 'FILE' and library_id in (${subtreeIds(folderId)})) as folder_bytes,
          (select coalesce(sum(size_bytes), 0) from library_resources where kind = 'FILE' and ${ownedBy(libraryResources.ownerId, owner)}) as used_bytes,
          (select count(*) from library_resources where kind = 'FILE' and library_id in (${subtreeIds(folderId)})) as files`);
      const row = result.rows[0]!;
      return { folderBytes: Number(row.folder_bytes), usedBytes: Number(row.used_bytes), files: Number(row.files) };
    },

    async usedBytes(owner: Owner, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: sql<string>`coalesce(sum(${libraryResources.sizeBytes}), 0)` })
        .from(libraryResources)
        .where(and(ownedBy(libraryResources.ownerId, owner), eq(libraryResources.kind, 'FILE')));
      return Number(row?.n ?? 0);
    },

    /** Serialises the quota check and the insert of one owner's files (other owners are not held up). */
    async lockOwner(owner: Owner, tx: DbOrTx): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`library:${owner ?? 'platform'}`}))`);
    },

    /** Every folder and resource of an owner (their account's erasure); the stored files stay with storage. */
    async deleteAllOf(owner: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(libraryResources).where(eq(libraryResources.ownerId, owner));
      // One statement: the folders' parent links are checked once it has removed them all.
      await tx.delete(libraries).where(eq(libraries.ownerId, owner));
    },

    async findResource(id: string, tx: DbOrTx = db): Promise<ResourceRow | undefined> {
      const [row] = await tx.select().from(libraryResources).where(eq(libraryResources.id, id));
      return row;
    },

    async resourcesByIds(ids: readonly string[], tx: DbOrTx = db): Promise<ResourceRow[]> {
      if (!ids.length) return [];
      return tx
        .select()
        .from(libraryResources)
        .where(inArray(libraryResources.id, [...ids]));
    },

    async insertResources(values: NewResourceRow[], tx: DbOrTx = db): Promise<ResourceRow[]> {
      return tx.insert(libraryResources).values(values).returning();
    },

    /** Deletes up to `limit` resources binned before `before`, for good; answers their files. */
    async purgeBinned(before: Date, limit: number, tx: DbOrTx = db): Promise<{ fileId: string | null }[]> {
      const due = tx
        .select({ id: libraryResources.id })
        .from(libraryResources)
        .where(sql`${libraryResources.deletedAt} < ${before}`)
        .limit(limit);
      return tx.delete(libraryResources).where(inArray(libraryResources.id, due)).returning({ fileId: libraryResources.fileId });
    },

    async updateResource(id: string, values: Partial<NewResourceRow>, tx: DbOrTx = db): Promise<ResourceRow> {
      const [row] = await tx
        .update(libraryResources)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(libraryResources.id, id))
        .returning();
      return row!;
    },

    async listResources(owner: Owner, filter: ResourceFilter, query: Page, tx: DbOrTx = db) {
      const where = and(
        ownedBy(libraryResources.ownerId, owner),
        filter.libraryId ? eq(libraryResources.libraryId, filter.libraryId) : undefined,
        filter.kind ? eq(libraryResources.kind, filter.kind) : undefined,
        filter.deleted ? isNotNull(libraryResources.deletedAt) : isNull(libraryResources.deletedAt),
        filter.keyword ? foldedContains(sql`${libraryResources.name}`, filter.keyword) : undefined,
      );
      const order = query.sort === 'ASC' ? asc(libraryResources.createdAt) : desc(libraryResources.createdAt);
      return pageOf(
        tx.select().from(libraryResources).where(where).orderBy(order, asc(libraryResources.id)).limit(query.limit).offset(offsetOf(query)),
        tx.select({ n: count() }).from(libraryResources).where(where),
      );
    },
  };
}
export type LibrariesRepository = ReturnType<typeof createLibrariesRepository>;
