import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { genericPlanName, type DbOrTx } from '../../../platform/db/database.js';
import { membershipPrices, membershipProducts, memberships } from '../plans/plans.table.js';
import { subscriptionStatusesFor, subscriptionTargetOf, type SubscriptionAction } from './subscription-status.js';
import { subscriptionPeriods, subscriptions, type SubscriptionPeriodRow, type SubscriptionRow } from './subscriptions.table.js';

export type NewSubscriptionRow = typeof subscriptions.$inferInsert;
export type NewSubscriptionPeriodRow = typeof subscriptionPeriods.$inferInsert;

/** A price with its plan, as subscriptions name them. */
export type PriceWithPlan = { price: typeof membershipPrices.$inferSelect; plan: typeof memberships.$inferSelect };

const LIVE = ['PENDING', 'ACTIVE', 'PENDING_RENEWAL', 'CANCEL'] as const;

// My subscription's read: the live subscriptions with their price, plan and open period in one statement, prepared.
const prepareMine = (db: DbOrTx) =>
  db
    .select({ subscription: subscriptions, price: membershipPrices, plan: memberships, open: subscriptionPeriods })
    .from(subscriptions)
    .innerJoin(membershipPrices, eq(membershipPrices.id, subscriptions.membershipPriceId))
    .innerJoin(memberships, eq(memberships.id, membershipPrices.membershipId))
    .leftJoin(subscriptionPeriods, and(eq(subscriptionPeriods.subscriptionId, subscriptions.id), eq(subscriptionPeriods.status, 'OPEN')))
    .where(and(eq(subscriptions.userId, sql.placeholder('userId')), inArray(subscriptions.status, [...LIVE])))
    .orderBy(desc(subscriptions.createdAt))
    .prepare(genericPlanName('subscriptions_live_of'));
// A member's payment records, the page with the member checked and the total, in one statement, prepared.
const preparePeriodsPage = (db: DbOrTx) =>
  db
    .select({ period: subscriptionPeriods, total: sql<number>`(count(*) over ())::int` })
    .from(subscriptionPeriods)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionPeriods.subscriptionId))
    .where(and(eq(subscriptionPeriods.subscriptionId, sql.placeholder('id')), eq(subscriptions.userId, sql.placeholder('userId'))))
    .orderBy(desc(subscriptionPeriods.createdAt), desc(subscriptionPeriods.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(genericPlanName('subscription_periods_page'));
// What a subscription's paid periods add up to (its payment summary), prepared.
const preparePaidTotals = (db: DbOrTx) =>
  db
    .select({
      total: sql<string>`coalesce(sum(${subscriptionPeriods.amount}), 0)`,
      periods: count(),
      first: sql<Date | null>`min(${subscriptionPeriods.paidAt})`,
      last: sql<Date | null>`max(${subscriptionPeriods.paidAt})`,
    })
    .from(subscriptionPeriods)
    .where(and(eq(subscriptionPeriods.subscriptionId, sql.placeholder('id')), eq(subscriptionPeriods.status, 'PAID')))
    .prepare(genericPlanName('subscription_paid_totals'));

/**
 * The one rule of what a subscription grants (its plan's courses, its member-only tiers): paid, and
 * active, cancelled but within its paid period, or being renewed (its dunning grace), or for life.
 */
export const grantsAccess = (userId: string, now: Date) =>
  and(
    eq(subscriptions.userId, userId),
    inArray(subscriptions.status, ['ACTIVE', 'PENDING_RENEWAL', 'CANCEL']),
    sql`${subscriptions.currentPeriodStart} is not null`,
    sql`(${subscriptions.isLifetime} or ${subscriptions.status} = 'PENDING_RENEWAL' or ${subscriptions.currentPeriodEnd} > ${now})`,
  );

/**
 * Subscriptions and their periods (every status move through `transition`, the table of subscription-status.ts).
 * `written` hears of each write as it is made (this process's cached answers of "my subscription" go).
 */
export function createSubscriptionsRepository(
  db: DbOrTx,
  written: { member(userId: string): void; subscription(subscriptionId: string): void } = { member: () => {}, subscription: () => {} },
) {
  let mine: ReturnType<typeof prepareMine> | undefined;
  let periodsPage: ReturnType<typeof preparePeriodsPage> | undefined;
  let paidTotals: ReturnType<typeof preparePaidTotals> | undefined;
  return {
    async insert(values: NewSubscriptionRow, tx: DbOrTx = db): Promise<SubscriptionRow> {
      const [row] = await tx.insert(subscriptions).values(values).returning();
      written.member(row!.userId);
      return row!;
    },

    async find(id: string, options: { lock?: boolean } = {}, tx: DbOrTx = db): Promise<SubscriptionRow | null> {
      const query = tx.select().from(subscriptions).where(eq(subscriptions.id, id));
      const [row] = options.lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /** A move of the status table: applied only from a status the action allows (null: it was not). */
    async transition(id: string, action: SubscriptionAction, extra: Partial<NewSubscriptionRow>, tx: DbOrTx = db): Promise<SubscriptionRow | null> {
      const [row] = await tx
        .update(subscriptions)
        .set({ ...extra, status: subscriptionTargetOf(action), updatedAt: sql`now()` })
        .where(and(eq(subscriptions.id, id), inArray(subscriptions.status, subscriptionStatusesFor(action))))
        .returning();
      if (row) written.member(row.userId);
      return row ?? null;
    },

    async update(id: string, values: Partial<NewSubscriptionRow>, tx: DbOrTx = db): Promise<SubscriptionRow> {
      const [row] = await tx
        .update(subscriptions)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(subscriptions.id, id))
        .returning();
      written.member(row!.userId);
      return row!;
    },

    /** A member's live subscriptions (waiting for the first payment, paid, renewing, cancelled until the end), the newest first. */
    async liveOf(userId: string, tx: DbOrTx = db): Promise<SubscriptionRow[]> {
      return tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...LIVE])))
        .orderBy(desc(subscriptions.createdAt));
    },

    /**
     * `liveOf` with what my subscription's page shows of each (its price and plan, its open period),
     * one prepared statement: the page is read far more often than anything here is written.
     */
    async liveWithPlansOf(userId: string) {
      mine ??= prepareMine(db);
      const rows = await mine.execute({ userId });
      const live = new Map(rows.map((row) => [row.subscription.id, row.subscription]));
      return {
        rows: [...live.values()],
        plans: new Map(rows.map((row) => [row.price.id, { price: row.price, plan: row.plan }])),
        open: new Map(rows.flatMap((row) => (row.open ? [[row.subscription.id, row.open] as const] : []))),
      };
    },

    /** Writes a period unless its key (subscription, start) is taken: null then (another process opened it). */
    async insertPeriod(values: NewSubscriptionPeriodRow, tx: DbOrTx = db): Promise<SubscriptionPeriodRow | null> {
      const [row] = await tx.insert(subscriptionPeriods).values(values).onConflictDoNothing().returning();
      if (row) written.subscription(row.subscriptionId);
      return row ?? null;
    },

    async updatePeriod(id: string, values: Partial<NewSubscriptionPeriodRow>, tx: DbOrTx = db): Promise<SubscriptionPeriodRow> {
      const [row] = await tx.update(subscriptionPeriods).set(values).where(eq(subscriptionPeriods.id, id)).returning();
      written.subscription(row!.subscriptionId);
      return row!;
    },

    /** The subscription an App Store `originalTransactionId` names (locked: its notification settles in this transaction). */
    async findByAppStore(originalTransactionId: string, tx: DbOrTx = db): Promise<SubscriptionRow | null> {
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.appStoreOriginalTransactionId, originalTransactionId)).for('update');
      return row ?? null;
    },

    /** The period an App Store transaction paid, if one did. */
    async periodOfAppStoreTransaction(transactionId: string, tx: DbOrTx = db): Promise<SubscriptionPeriodRow | null> {
      const [row] = await tx.select().from(subscriptionPeriods).where(eq(subscriptionPeriods.appStoreTransactionId, transactionId));
      return row ?? null;
    },

    async periodOfOrder(orderId: string, options: { lock?: boolean } = {}, tx: DbOrTx = db): Promise<SubscriptionPeriodRow | null> {
      const query = tx.select().from(subscriptionPeriods).where(eq(subscriptionPeriods.orderId, orderId));
      const [row] = options.lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async findPeriod(id: string, tx: DbOrTx = db): Promise<SubscriptionPeriodRow | null> {
      const [row] = await tx.select().from(subscriptionPeriods).where(eq(subscriptionPeriods.id, id));
      return row ?? null;
    },

    /** A period with its member and the price (with its plan) it was paid at: one statement for a receipt. */
    async periodWithPlan(id: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ period: subscriptionPeriods, userId: subscriptions.userId, price: membershipPrices, plan: memberships })
        .from(subscriptionPeriods)
        .innerJoin(subscriptions, eq(subscriptions.id, subscriptionPeriods.subscriptionId))
        .innerJoin(membershipPrices, eq(membershipPrices.id, sql`coalesce(${subscriptionPeriods.membershipPriceId}, ${subscriptions.membershipPriceId})`))
        .innerJoin(memberships, eq(memberships.id, membershipPrices.membershipId))
        .where(eq(subscriptionPeriods.id, id));
      return row ?? null;
    },

    /** The open periods (an order waiting for payment) of these subscriptions. */
    async openPeriodsOf(subscriptionIds: readonly string[], tx: DbOrTx = db): Promise<Map<string, SubscriptionPeriodRow>> {
      if (!subscriptionIds.length) return new Map();
      const rows = await tx
        .select()
        .from(subscriptionPeriods)
        .where(and(inArray(subscriptionPeriods.subscriptionId, [...subscriptionIds]), eq(subscriptionPeriods.status, 'OPEN')));
      return new Map(rows.map((row) => [row.subscriptionId, row]));
    },

    /**
     * A page of a member's payment records with their total, in one statement; null when it has no row (not theirs,
     * no such subscription, no period, or past the last page: `periodsOf` tells those apart).
     */
    async periodsPageOf(userId: string, subscriptionId: string, query: { page: number; limit: number }) {
      periodsPage ??= preparePeriodsPage(db);
      const rows = await periodsPage.execute({ id: subscriptionId, userId, limit: query.limit, offset: (query.page - 1) * query.limit });
      return rows.length ? { rows: rows.map((row) => row.period), total: rows[0]!.total } : null;
    },

    /** A subscription's periods, the latest first (its payment records). */
    async periodsOf(subscriptionId: string, query: { page: number; limit: number }, tx: DbOrTx = db) {
      const where = eq(subscriptionPeriods.subscriptionId, subscriptionId);
      const [rows, [total]] = await Promise.all([
        tx
          .select()
          .from(subscriptionPeriods)
          .where(where)
          .orderBy(desc(subscriptionPeriods.createdAt), desc(subscriptionPeriods.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        tx.select({ n: count() }).from(subscriptionPeriods).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** What a subscription was paid in all. */
    async paidTotals(subscriptionId: string, tx: DbOrTx = db) {
      const query = tx === db ? (paidTotals ??= preparePaidTotals(db)) : preparePaidTotals(tx);
      const [row] = await query.execute({ id: subscriptionId });
      const at = (value: Date | string | null | undefined) => (value ? new Date(value) : null);
      return { total: Number(row?.total ?? 0), periods: row?.periods ?? 0, first: at(row?.first), last: at(row?.last) };
    },

    /**
     * The one course-access rule's membership half: a subscription of this member in a member status
     * whose plan includes the course, paid until after `now` (or for life, or being renewed).
     */
    async grantsCourse(userId: string, courseId: string, now: Date, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .innerJoin(
          membershipProducts,
          and(
            eq(membershipProducts.membershipId, subscriptions.membershipId),
            eq(membershipProducts.productItemType, 'ONLINE_COURSE'),
            eq(membershipProducts.productItemId, courseId),
          ),
        )
        .where(grantsAccess(userId, now))
        .limit(1);
      return !!row;
    },

    // --- A batch of renewals (renewal-batch.ts): one statement for each step, whatever the count --------

    /**
     * The subscriptions locked, each with the price it renews at (the next price, else its own), that
     * price's plan, and whether a period of it is open: what a renewal reads, in one statement.
     */
    async lockForRenewal(ids: readonly string[], tx: DbOrTx) {
      if (!ids.length)
        return new Map<string, { subscription: SubscriptionRow; price: PriceWithPlan['price']; plan: PriceWithPlan['plan']; hasOpen: boolean }>();
      const rows = await tx
        .select({
          subscription: subscriptions,
          price: membershipPrices,
          plan: memberships,
          hasOpen: sql<boolean>`exists (select 1 from ${subscriptionPeriods} where ${subscriptionPeriods.subscriptionId} = ${subscriptions.id} and ${subscriptionPeriods.status} = 'OPEN')`,
        })
        .from(subscriptions)
        .innerJoin(membershipPrices, eq(membershipPrices.id, sql`coalesce(${subscriptions.nextPriceId}, ${subscriptions.membershipPriceId})`))
        .innerJoin(memberships, eq(memberships.id, membershipPrices.membershipId))
        .where(sql`${subscriptions.id} = any(${sql.param([...ids])}::uuid[])`)
        .orderBy(subscriptions.id)
        .for('update', { of: subscriptions });
      return new Map(rows.map((row) => [row.subscription.id, row]));
    },

    /** `insertPeriod` of many: those whose key was taken are left out of the answer. */
    async insertPeriods(values: readonly NewSubscriptionPeriodRow[], tx: DbOrTx): Promise<SubscriptionPeriodRow[]> {
      if (!values.length) return [];
      const rows = await tx
        .insert(subscriptionPeriods)
        .values([...values])
        .onConflictDoNothing()
        .returning();
      for (const row of rows) written.subscription(row.subscriptionId);
      return rows;
    },

    /** `transition` of many subscriptions with the same action and values; answers those moved. */
    async transitionMany(ids: readonly string[], action: SubscriptionAction, extra: Partial<NewSubscriptionRow>, tx: DbOrTx): Promise<SubscriptionRow[]> {
      if (!ids.length) return [];
      const rows = await tx
        .update(subscriptions)
        .set({ ...extra, status: subscriptionTargetOf(action), updatedAt: sql`now()` })
        .where(and(sql`${subscriptions.id} = any(${sql.param([...ids])}::uuid[])`, inArray(subscriptions.status, subscriptionStatusesFor(action))))
        .returning();
      for (const row of rows) written.member(row.userId);
      return rows;
    },

    /** Periods' amounts and order codes, once their orders are written. */
    async setPeriodOrders(rows: readonly { id: string; subscriptionId: string; amount: number; orderCode: string }[], tx: DbOrTx): Promise<void> {
      if (!rows.length) return;
      for (const row of rows) written.subscription(row.subscriptionId);
      await tx.execute(sql`update ${subscriptionPeriods} p set amount = d.amount, order_code = d.code
        from unnest(${sql.param(rows.map((r) => r.id))}::uuid[], ${sql.param(rows.map((r) => r.amount))}::bigint[], ${sql.param(rows.map((r) => r.orderCode))}::text[]) as d(id, amount, code)
        where p.id = d.id`);
    },

    /** The periods of these orders, locked (a batch of renewals paid), by order id. */
    async periodsOfOrders(orderIds: readonly string[], tx: DbOrTx): Promise<Map<string, SubscriptionPeriodRow>> {
      if (!orderIds.length) return new Map();
      const rows = await tx
        .select()
        .from(subscriptionPeriods)
        .where(sql`${subscriptionPeriods.orderId} = any(${sql.param([...orderIds])}::uuid[])`)
        .orderBy(subscriptionPeriods.id)
        .for('update');
      return new Map(rows.map((row) => [row.orderId!, row]));
    },

    /** Subscriptions locked, by id. */
    async lockMany(ids: readonly string[], tx: DbOrTx): Promise<Map<string, SubscriptionRow>> {
      if (!ids.length) return new Map();
      const rows = await tx
        .select()
        .from(subscriptions)
        .where(sql`${subscriptions.id} = any(${sql.param([...new Set(ids)])}::uuid[])`)
        .orderBy(subscriptions.id)
        .for('update');
      return new Map(rows.map((row) => [row.id, row]));
    },

    async markPeriodsPaid(ids: readonly string[], paidAt: Date, tx: DbOrTx): Promise<void> {
      if (!ids.length) return;
      const rows = await tx
        .update(subscriptionPeriods)
        .set({ status: 'PAID', paidAt })
        .where(sql`${subscriptionPeriods.id} = any(${sql.param([...ids])}::uuid[])`)
        .returning({ subscriptionId: subscriptionPeriods.subscriptionId });
      for (const row of rows) written.subscription(row.subscriptionId);
    },

    /** RENEW of many subscriptions at their own price: each into its paid period, counted one further. */
    async renewMany(rows: readonly { id: string; start: Date; end: Date | null }[], tx: DbOrTx): Promise<void> {
      if (!rows.length) return;
      const moved = await tx.execute<{
        userId: string;
      }>(sql`update ${subscriptions} s set status = ${subscriptionTargetOf('RENEW')}, current_period_start = d.start, current_period_end = d.ends,
          renewal_tries = 0, period_number = s.period_number + 1, updated_at = now()
        from unnest(${sql.param(rows.map((r) => r.id))}::uuid[], ${sql.param(rows.map((r) => r.start.toISOString()))}::timestamptz[],
                    ${sql.param(rows.map((r) => r.end?.toISOString() ?? null))}::timestamptz[]) as d(id, start, ends)
        where s.id = d.id and s.status = any(${sql.param([...subscriptionStatusesFor('RENEW')])}::text[]) returning s.user_id as "userId"`);
      for (const row of moved.rows) written.member(row.userId);
    },

    /** Subscriptions and periods by id, in one read (a batch of card charges). */
    async withPeriods(pairs: readonly { subscriptionId: string; periodId: string }[], tx: DbOrTx) {
      if (!pairs.length) return new Map<string, { subscription: SubscriptionRow; period: SubscriptionPeriodRow }>();
      const rows = await tx
        .select({ subscription: subscriptions, period: subscriptionPeriods })
        .from(subscriptionPeriods)
        .innerJoin(subscriptions, eq(subscriptions.id, subscriptionPeriods.subscriptionId))
        .where(sql`${subscriptionPeriods.id} = any(${sql.param(pairs.map((p) => p.periodId))}::uuid[])`);
      return new Map(rows.map((row) => [row.period.id, row]));
    },

    /** Prices with their plans (withdrawn ones too: subscriptions name them). */
    async pricesWithPlans(ids: readonly string[], tx: DbOrTx = db) {
      if (!ids.length) return new Map<string, PriceWithPlan>();
      const rows = await tx
        .select({ price: membershipPrices, plan: memberships })
        .from(membershipPrices)
        .innerJoin(memberships, eq(memberships.id, membershipPrices.membershipId))
        .where(inArray(membershipPrices.id, [...ids]));
      return new Map(rows.map((row) => [row.price.id, row]));
    },
  };
}
export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
