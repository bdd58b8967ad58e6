import { and, asc, count, desc, eq, getTableColumns, inArray, isNotNull, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { genericPlanName, PREPARED, PREPARED_GENERIC, type Db, type DbOrTx } from '../../../platform/db/database.js';
import { frozenPer, frozenSql } from '../../../platform/db/frozen-sql.js';
import { fromJsonRows, jsonRowsOf, qualified } from '../../../platform/db/json-rows.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import { categorySql, createUserCategoriesRepository } from '../../catalogue/categories/index.js';
import { follows } from '../follows/follows.table.js';
import { summaryColumns } from '../follows/follows.repository.js';
import { searchableName, users, type NewUserRow } from '../users/users.table.js';
import { bankAccounts, userAchievements, userEducations, userWorks } from './profiles.table.js';
import { likeContaining } from '../../../platform/db/search.js';

/**
 * Every word typed appears in the name or the username, diacritics ignored: "nguyen binh" finds
 * "Nguyễn Văn Bình". The expression is the one `users_search_trgm_idx` indexes.
 */
const nameMatches = (q: string) => {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 8);
  return and(...words.map((word) => sql`${searchableName} like immutable_unaccent(lower(${likeContaining(word)}))`))!;
};
// Written as literals, not parameters: a prepared statement's generic plan then still matches the
// partial indexes on live hosts (users_hosts_followers_idx, users_hosts_ranking_idx).
const live = sql`${users.deletedAt} is null and ${users.status} = 'ACTIVE'`;
const isHost = sql`${users.role} = 'HOST'`;

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
const orderListOf = frozenPer((order: PeopleOrder) => sql.join(peopleOrders[order], sql`, `));

function wherePeople(filter: PeopleFilter): SQL | undefined {
  return and(
    live,
    filter.hostsOnly ? isHost : undefined,
    filter.nameMatches ? nameMatches(filter.nameMatches) : undefined,
    filter.inCategory ? categorySql.hostsIn(sql`users.id`, filter.inCategory) : undefined,
  );
}

/** A person's HOST categories as a JSON array of chips, in the order lists show them. */
const hostChipsJson = categorySql.hostChipsOf(qualified(users.id));

/** A host card (HostCardDto) of the `users` row in scope as compact JSON, as the contract writes it: a table `card` to join laterally. */
const hostCardJson =
  frozenSql(sql`lateral (select ${users.id} as "id", ${users.username} as "username", ${users.fullName} as "fullName", ${users.avatar} as "avatar",
    ${users.headline} as "headline", ${users.city} as "city", ${users.role} as "role", ${users.followerCount} as "followerCount", ${users.topHostRank} as "topHostRank",
    ${categorySql.hostChipsJsonOf(qualified(users.id))} as "categories",
    to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt") card`);

/** How a content kind counts what a host has published, as an expression of the host's id column. */
export type ContentCountSql = (hostId: AnyColumn) => SQL<number>;

/** A public profile with its sections, categories, counts and whether the viewer follows it: one query. */
function publicProfileQuery(db: Db, counts: ReadonlyMap<string, ContentCountSql>, by: 'username' | 'id') {
  const own = (column: AnyColumn) => sql`${qualified(column)} = ${qualified(users.id)}`;
  const countFields = Object.fromEntries([...counts].map(([kind, countOf]) => [kind, countOf(users.id)]));
  return db
    .select({
      user: getTableColumns(users),
      works: jsonRowsOf(userWorks, {
        where: own(userWorks.userId),
        orderBy: sql`${qualified(userWorks.isCurrent)} desc, ${qualified(userWorks.startDate)} desc nulls last, ${qualified(userWorks.createdAt)} desc`,
      }),
      educations: jsonRowsOf(userEducations, {
        where: own(userEducations.userId),
        orderBy: sql`${qualified(userEducations.endYear)} desc nulls first, ${qualified(userEducations.startYear)} desc nulls last, ${qualified(userEducations.createdAt)} desc`,
      }),
      achievements: jsonRowsOf(userAchievements, {
        where: own(userAchievements.userId),
        orderBy: sql`${qualified(userAchievements.issuedAt)} desc nulls last, ${qualified(userAchievements.createdAt)} desc`,
      }),
      categories: hostChipsJson,
      hostCategory: categorySql.hostCategoryChipOf(qualified(users.hostCategoryId)),
      isFollowing: sql<boolean>`exists (select 1 from ${follows} where ${qualified(follows.followerId)} = ${sql.placeholder('viewerId')}::uuid and ${qualified(follows.hostId)} = ${qualified(users.id)})`,
      // With no kind registered (a test's server) there is nothing to count.
      counts: counts.size ? countFields : sql<Record<string, number>>`'{}'::json`,
    })
    .from(users)
    .where(and(eq(by === 'id' ? users.id : users.username, sql.placeholder('key')), live))
    .prepare(genericPlanName(`public_profile_by_${by}`));
}

/** As many curated hosts as TopHostsBody lets an admin set (its `hosts` array's max). */
export const CURATED_HOSTS_MAX = 100;

export function createProfilesRepository(db: Db) {
  const userCategories = createUserCategoriesRepository(db);
  let profileQueries:
    | { counts: ReadonlyMap<string, ContentCountSql>; byUsername: ReturnType<typeof publicProfileQuery>; byId: ReturnType<typeof publicProfileQuery> }
    | undefined;
  return {
    /**
     * A live person by username with everything their public page shows, counted by `counts` (the
     * same map each time: the statement is prepared once).
     */
    async findPublicProfile(by: { username: string } | { id: string }, viewerId: string | null, counts: ReadonlyMap<string, ContentCountSql>) {
      if (profileQueries?.counts !== counts)
        profileQueries = { counts, byUsername: publicProfileQuery(db, counts, 'username'), byId: publicProfileQuery(db, counts, 'id') };
      const [row] =
        'id' in by ? await profileQueries.byId.execute({ key: by.id, viewerId }) : await profileQueries.byUsername.execute({ key: by.username, viewerId });
      if (!row) return undefined;
      return {
        ...row,
        works: fromJsonRows(userWorks, row.works),
        educations: fromJsonRows(userEducations, row.educations),
        achievements: fromJsonRows(userAchievements, row.achievements),
        counts: row.counts as Record<string, number>,
      };
    },
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

    findBankAccount: async (userId: string, tx: DbOrTx = db) => (await tx.select().from(bankAccounts).where(eq(bankAccounts.userId, userId)))[0],

    // A person's categories are the catalogue's table; these are its repository's, under the names profiles use.
    listCategories: userCategories.listOfUser,
    findActiveCategoryIds: userCategories.findActiveIds,
    addCategories: userCategories.add,
    removeCategories: userCategories.remove,

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
    /**
     * The curated hosts, best rank first. The call that sets them answers a plain array (the
     * contract's TopHostsResult, no page), so the list is bounded instead: an admin sets at most
     * CURATED_HOSTS_MAX of them at once (TopHostsBody) and everyone else loses their rank.
     */
    listCurated: (tx: DbOrTx = db) =>
      tx
        .select(summaryColumns)
        .from(users)
        .where(and(isNotNull(users.topHostRank), isNull(users.deletedAt)))
        .orderBy(asc(users.topHostRank), asc(users.id))
        .limit(CURATED_HOSTS_MAX),

    /**
     * A page of host cards (a person with their HOST categories); `order` decides the sort. One
     * statement: the page's rows (walking an index in list order where one fits), their categories
     * looked up for those rows only, and the count of every match computed once beside them. A page
     * past the end has no row to carry the total, and counts it on its own.
     */
    /** A page of cards with their categories; the total is counted in the same statement unless `knownTotal` is given. */
    async listCards(filter: PeopleFilter, order: PeopleOrder, query: { page: number; limit: number }, knownTotal?: number, tx: DbOrTx = db) {
      const where = wherePeople(filter);
      // The page's ids first: PostgreSQL works out the categories only for them, not for every row an
      // offset skips (page 50 of the rankings computed them for a thousand hosts).
      const ids = tx
        .select({ id: users.id })
        .from(users)
        .where(where)
        .orderBy(...peopleOrders[order])
        .limit(query.limit)
        .offset(offsetOf(query))
        .as('page_ids');
      const rows = await tx
        .select({
          ...summaryColumns,
          categories: hostChipsJson,
          createdAt: users.createdAt,
          // Uncorrelated (its own scan of users): PostgreSQL runs it once per statement, not per row.
          total: knownTotal === undefined ? sql<number>`(select count(*)::int from ${users} where ${where})` : sql<number>`${knownTotal}::int`,
        })
        .from(ids)
        .innerJoin(users, eq(users.id, ids.id))
        .orderBy(...peopleOrders[order]);
      const total = rows[0]?.total ?? (query.page > 1 ? (await tx.select({ n: count() }).from(users).where(where))[0]!.n : 0);
      return { rows: rows.map(({ total: _total, ...row }) => row), total };
    },
    /**
     * listCards answered as PostgreSQL writes it: the page's cards as one compact JSON array
     * (HostCardDto's), in one prepared statement (PREPARED) whose text depends only on the filters
     * set, with the total counted beside it unless `knownTotal` is given. The page's rows are read
     * first and only they are written as cards: joined back by id, PostgreSQL wrote the card of every
     * live person before keeping the page's (0.7 of 1.4 ms). With its total known and no name or
     * category, a page is an index walked in its order whatever the values: planned once
     * (PREPARED_GENERIC), where planning it each time cost more than running it.
     */
    async listCardsJson(filter: PeopleFilter, order: PeopleOrder, query: { page: number; limit: number }, knownTotal?: number, tx: DbOrTx = db) {
      const where = wherePeople(filter);
      const orderBy = orderListOf(order);
      const total = knownTotal === undefined ? sql`(select count(*)::int from ${users} where ${where})` : sql`${knownTotal}::int`;
      const planOnce = knownTotal !== undefined && !filter.nameMatches && !filter.inCategory;
      const result = await tx.execute<{ cards: string; total: number }>(
        sql`${sql.raw(planOnce ? PREPARED_GENERIC : PREPARED)}select coalesce('[' || string_agg(row_to_json(card)::text, ',' order by ${orderBy}) || ']', '[]') as cards, ${total} as total
            from (select * from ${users} where ${where} order by ${orderBy} limit ${query.limit} offset ${offsetOf(query)}) as ${users} cross join ${hostCardJson}`,
      );
      const row = result.rows[0]!;
      return { json: row.cards, total: row.total };
    },
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
