import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import { categoryWithDescendants } from '../../catalogue/categories/categories.repository.js';
import { categories, hostCategories, userCategories } from '../../catalogue/categories/categories.table.js';
import { follows } from '../follows/follows.table.js';
import { summaryColumns } from '../follows/follows.repository.js';
import { searchableName, users, type NewUserRow } from '../users/users.table.js';
import { bankAccounts, userAchievements, userEducations, userWorks } from './profiles.table.js';
import { likeContaining } from '../../../platform/db/search.js';

type Kind = 'HOST' | 'INTEREST';
const chip = { id: categories.id, name: categories.name, slug: categories.slug };

/**
 * Every word typed appears in the name or the username, diacritics ignored: "nguyen binh" finds
 * "Nguyễn Văn Bình". The expression is the one `users_search_trgm_idx` indexes.
 */
const nameMatches = (q: string) => {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 8);
  return and(...words.map((word) => sql`${searchableName} like immutable_unaccent(lower(${likeContaining(word)}))`))!;
};
const live = and(isNull(users.deletedAt), eq(users.status, 'ACTIVE'));

/** Which people a list shows: the live ones, narrowed by what the caller asked. */
export interface PeopleFilter {
  hostsOnly?: boolean;
  nameMatches?: string | undefined;
  /** A HOST category; its descendants count too. */
  inCategory?: string | undefined;
}
const peopleOrders = {
  ranking: [sql`${users.topHostRank} asc nulls last`, desc(users.followerCount), desc(users.createdAt)],
  followers: [desc(users.followerCount), desc(users.createdAt)],
  newest: [desc(users.createdAt), asc(users.id)],
  name: [asc(users.fullName), asc(users.id)],
} satisfies Record<string, SQL[]>;
export type PeopleOrder = keyof typeof peopleOrders;

function wherePeople(filter: PeopleFilter): SQL | undefined {
  return and(
    live,
    filter.hostsOnly ? eq(users.role, 'HOST') : undefined,
    filter.nameMatches ? nameMatches(filter.nameMatches) : undefined,
    filter.inCategory
      ? sql`exists (select 1 from user_categories uc where uc.user_id = users.id and uc.kind = 'HOST' and uc.category_id in ${categoryWithDescendants(filter.inCategory)})`
      : undefined,
  );
}

export function createProfilesRepository(db: DbOrTx) {
  return {
    async findByUsername(username: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(users)
        .where(and(eq(users.username, username), live));
      return row;
    },
    async findById(id: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, id), live));
      return row;
    },
    async updateUser(id: string, values: Partial<NewUserRow>, tx: DbOrTx = db) {
      await tx
        .update(users)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(users.id, id));
    },

    works: (userId: string, tx: DbOrTx = db) =>
      tx
        .select()
        .from(userWorks)
        .where(eq(userWorks.userId, userId))
        .orderBy(desc(userWorks.isCurrent), sql`${userWorks.startDate} desc nulls last`, desc(userWorks.createdAt)),
    educations: (userId: string, tx: DbOrTx = db) =>
      tx
        .select()
        .from(userEducations)
        .where(eq(userEducations.userId, userId))
        .orderBy(sql`${userEducations.endYear} desc nulls first`, sql`${userEducations.startYear} desc nulls last`, desc(userEducations.createdAt)),
    achievements: (userId: string, tx: DbOrTx = db) =>
      tx
        .select()
        .from(userAchievements)
        .where(eq(userAchievements.userId, userId))
        .orderBy(sql`${userAchievements.issuedAt} desc nulls last`, desc(userAchievements.createdAt)),
    findBankAccount: async (userId: string, tx: DbOrTx = db) => (await tx.select().from(bankAccounts).where(eq(bankAccounts.userId, userId)))[0],
    findHostCategory: async (id: string | null, tx: DbOrTx = db) =>
      id
        ? (
            await tx
              .select({ id: hostCategories.id, name: hostCategories.name, slug: hostCategories.slug })
              .from(hostCategories)
              .where(eq(hostCategories.id, id))
          )[0]
        : undefined,
    isFollowing: async (followerId: string, hostId: string, tx: DbOrTx = db) =>
      (
        await tx
          .select({ hostId: follows.hostId })
          .from(follows)
          .where(and(eq(follows.followerId, followerId), eq(follows.hostId, hostId)))
      ).length > 0,

    async categoriesOf(userId: string, kind: Kind, tx: DbOrTx = db) {
      return tx
        .select(chip)
        .from(userCategories)
        .innerJoin(categories, eq(categories.id, userCategories.categoryId))
        .where(and(eq(userCategories.userId, userId), eq(userCategories.kind, kind)))
        .orderBy(asc(categories.position), asc(categories.name));
    },
    /** HOST categories of several people at once (one query for a page of cards). */
    async hostCategoriesOfMany(userIds: string[], tx: DbOrTx = db) {
      if (!userIds.length) return [];
      return tx
        .select({ userId: userCategories.userId, ...chip })
        .from(userCategories)
        .innerJoin(categories, eq(categories.id, userCategories.categoryId))
        .where(and(inArray(userCategories.userId, userIds), eq(userCategories.kind, 'HOST')))
        .orderBy(asc(categories.position), asc(categories.name));
    },
    /** The ids among `ids` that are active categories. */
    async activeCategoryIds(ids: string[], tx: DbOrTx = db): Promise<Set<string>> {
      if (!ids.length) return new Set();
      const rows = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(and(inArray(categories.id, ids), eq(categories.status, 'ACTIVE')));
      return new Set(rows.map((r) => r.id));
    },
    async addCategories(userId: string, kind: Kind, ids: string[], tx: DbOrTx = db) {
      if (ids.length)
        await tx
          .insert(userCategories)
          .values(ids.map((categoryId) => ({ userId, categoryId, kind })))
          .onConflictDoNothing();
    },
    async removeCategories(userId: string, kind: Kind, ids: string[] | 'all', tx: DbOrTx = db) {
      const base = and(eq(userCategories.userId, userId), eq(userCategories.kind, kind));
      if (ids === 'all') await tx.delete(userCategories).where(base);
      else if (ids.length) await tx.delete(userCategories).where(and(base, inArray(userCategories.categoryId, ids)));
    },

    insertWork: async (values: typeof userWorks.$inferInsert, tx: DbOrTx = db) => (await tx.insert(userWorks).values(values).returning())[0]!,
    insertEducation: async (values: typeof userEducations.$inferInsert, tx: DbOrTx = db) => (await tx.insert(userEducations).values(values).returning())[0]!,
    insertAchievement: async (values: typeof userAchievements.$inferInsert, tx: DbOrTx = db) =>
      (await tx.insert(userAchievements).values(values).returning())[0]!,
    deleteWork: async (userId: string, id: string, tx: DbOrTx = db) =>
      (
        await tx
          .delete(userWorks)
          .where(and(eq(userWorks.id, id), eq(userWorks.userId, userId)))
          .returning({ id: userWorks.id })
      ).length > 0,
    deleteEducation: async (userId: string, id: string, tx: DbOrTx = db) =>
      (
        await tx
          .delete(userEducations)
          .where(and(eq(userEducations.id, id), eq(userEducations.userId, userId)))
          .returning({ id: userEducations.id })
      ).length > 0,
    deleteAchievement: async (userId: string, id: string, tx: DbOrTx = db) =>
      (
        await tx
          .delete(userAchievements)
          .where(and(eq(userAchievements.id, id), eq(userAchievements.userId, userId)))
          .returning({ id: userAchievements.id })
      ).length > 0,

    /** An erased account's sections and payout account: personal, and no order needs them. */
    async deleteAllSections(userId: string, tx: DbOrTx = db) {
      await tx.delete(userWorks).where(eq(userWorks.userId, userId));
      await tx.delete(userEducations).where(eq(userEducations.userId, userId));
      await tx.delete(userAchievements).where(eq(userAchievements.userId, userId));
      await tx.delete(bankAccounts).where(eq(bankAccounts.userId, userId));
    },

    async upsertBank(values: typeof bankAccounts.$inferInsert, tx: DbOrTx = db) {
      const { userId: _userId, ...changes } = values;
      const [row] = await tx
        .insert(bankAccounts)
        .values(values)
        .onConflictDoUpdate({ target: bankAccounts.userId, set: { ...changes, updatedAt: sql`now()` } })
        .returning();
      return row!;
    },

    /** Replaces the curated list: everyone else loses their rank. */
    async setTopHosts(hosts: { hostId: string; rank: number }[], tx: DbOrTx) {
      await tx.update(users).set({ topHostRank: null }).where(isNotNull(users.topHostRank));
      for (const h of hosts) await tx.update(users).set({ topHostRank: h.rank }).where(eq(users.id, h.hostId));
    },
    async hostIdsAmong(ids: string[], tx: DbOrTx = db): Promise<Set<string>> {
      if (!ids.length) return new Set();
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, ids), eq(users.role, 'HOST'), isNull(users.deletedAt)));
      return new Set(rows.map((r) => r.id));
    },
    listCurated: (tx: DbOrTx = db) =>
      tx
        .select(summaryColumns)
        .from(users)
        .where(and(isNotNull(users.topHostRank), isNull(users.deletedAt)))
        .orderBy(asc(users.topHostRank)),

    /** A page of people; `order` decides the sort. */
    async list(filter: PeopleFilter, order: PeopleOrder, query: { page: number; limit: number }, tx: DbOrTx = db) {
      const where = wherePeople(filter);
      const [rows, [total]] = await Promise.all([
        tx
          .select({ ...summaryColumns, createdAt: users.createdAt })
          .from(users)
          .where(where)
          .orderBy(...peopleOrders[order])
          .limit(query.limit)
          .offset(offsetOf(query)),
        tx.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
