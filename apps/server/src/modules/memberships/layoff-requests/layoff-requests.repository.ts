import type { AdminLayoffRequestsQuery } from '@market/contract';
import { and, asc, count, desc, eq, isNull, lte, gt, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import { foldedContains } from '../../../platform/db/search.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import {
  layoffDiscountRequests as requests,
  layoffRequestEvents as events,
  type LayoffRequestEventRow,
  type LayoffRequestRow,
} from './layoff-requests.table.js';

type NewRequest = typeof requests.$inferInsert;
type NewEvent = typeof events.$inferInsert;

/** Approved, not used, inside its period at `at`. */
const usableAt = (at: Date): SQL =>
  and(eq(requests.status, 'APPROVED'), isNull(requests.discountUsedAt), lte(requests.discountValidFrom, at), gt(requests.discountValidUntil, at))!;

export function createLayoffRequestsRepository(db: Db) {
  return {
    /** Serialises one person's submissions and discount uses (held until the transaction ends). */
    async lockPerson(userId: string, tx: DbOrTx): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`layoff-request:${userId}`}))`);
    },
    async insert(values: NewRequest, tx: DbOrTx = db): Promise<LayoffRequestRow> {
      const [row] = await tx.insert(requests).values(values).returning();
      return row!;
    },
    async update(id: string, values: Partial<NewRequest>, tx: DbOrTx = db): Promise<LayoffRequestRow> {
      const [row] = await tx
        .update(requests)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(requests.id, id))
        .returning();
      return row!;
    },
    async findById(id: string, tx: DbOrTx = db): Promise<LayoffRequestRow | undefined> {
      const [row] = await tx.select().from(requests).where(eq(requests.id, id));
      return row;
    },
    /** One request, locked until the transaction ends: two admins deciding at once take turns. */
    async lockById(id: string, tx: DbOrTx): Promise<LayoffRequestRow | undefined> {
      const [row] = await tx.select().from(requests).where(eq(requests.id, id)).for('update');
      return row;
    },
    /** The person's newest request, or their newest with this status. */
    async latestOf(userId: string, status?: LayoffRequestRow['status'], tx: DbOrTx = db): Promise<LayoffRequestRow | undefined> {
      const [row] = await tx
        .select()
        .from(requests)
        .where(and(eq(requests.userId, userId), status ? eq(requests.status, status) : undefined))
        .orderBy(desc(requests.createdAt), desc(requests.id))
        .limit(1);
      return row;
    },
    /** Requests that may still block a new one: pending, or approved with the discount unused. */
    async undecidedOrUnusedOf(userId: string, tx: DbOrTx = db): Promise<LayoffRequestRow[]> {
      return tx
        .select()
        .from(requests)
        .where(and(eq(requests.userId, userId), or(eq(requests.status, 'PENDING'), and(eq(requests.status, 'APPROVED'), isNull(requests.discountUsedAt)))));
    },
    async list(query: AdminLayoffRequestsQuery, tx: DbOrTx = db): Promise<{ rows: LayoffRequestRow[]; total: number }> {
      const where = and(
        query.status ? eq(requests.status, query.status) : undefined,
        query.search ? or(foldedContains(sql`${requests.formerEmployer}`, query.search), foldedContains(sql`${requests.reason}`, query.search)) : undefined,
      );
      const order = query.sort === 'ASC' ? asc(requests.createdAt) : desc(requests.createdAt);
      const [rows, [totals]] = await Promise.all([
        tx.select().from(requests).where(where).orderBy(order, desc(requests.id)).limit(query.limit).offset(offsetOf(query)),
        tx.select({ total: count() }).from(requests).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async addEvent(values: NewEvent, tx: DbOrTx = db): Promise<LayoffRequestEventRow> {
      const [row] = await tx.insert(events).values(values).returning();
      return row!;
    },
    /** The timeline, oldest first. */
    async eventsOf(requestId: string, tx: DbOrTx = db): Promise<LayoffRequestEventRow[]> {
      return tx.select().from(events).where(eq(events.requestId, requestId)).orderBy(asc(events.at), asc(events.id));
    },

    /** The person's discount usable at `at` (the one ending soonest, should there ever be two). */
    async usableOf(userId: string, at: Date, tx: DbOrTx = db): Promise<LayoffRequestRow | undefined> {
      const [row] = await tx
        .select()
        .from(requests)
        .where(and(eq(requests.userId, userId), usableAt(at)))
        .orderBy(asc(requests.discountValidUntil))
        .limit(1);
      return row;
    },
    /** Which of these people hold a discount usable at `at` (one read for a batch of renewals). */
    async usableHolders(userIds: readonly string[], at: Date, tx: DbOrTx = db): Promise<Set<string>> {
      if (!userIds.length) return new Set();
      const rows = await tx
        .selectDistinct({ userId: requests.userId })
        .from(requests)
        .where(and(sql`${requests.userId} = any(${sql.param([...userIds])}::uuid[])`, usableAt(at)));
      return new Set(rows.map((row) => row.userId));
    },
    async usedBy(orderId: string, tx: DbOrTx = db): Promise<LayoffRequestRow | undefined> {
      const [row] = await tx.select().from(requests).where(eq(requests.discountUsedOrderId, orderId));
      return row;
    },
    /**
     * Marks the usable discount used by `orderId`: a conditional update, so of two orders racing for it
     * one wins (the loser's update finds it used once the winner commits and changes nothing).
     */
    async markUsed(userId: string, orderId: string, at: Date, tx: DbOrTx): Promise<LayoffRequestRow | undefined> {
      const candidate = tx
        .select({ id: requests.id })
        .from(requests)
        .where(and(eq(requests.userId, userId), usableAt(at)))
        .orderBy(asc(requests.discountValidUntil))
        .limit(1);
      const [row] = await tx
        .update(requests)
        .set({ discountUsedAt: at, discountUsedOrderId: orderId, updatedAt: at })
        .where(and(sql`${requests.id} = (${candidate})`, eq(requests.userId, userId), usableAt(at)))
        .returning();
      return row;
    },
    /** Gives back the discount an order took (the order was never paid); the row as it was used, if any. */
    async unmarkUsed(orderId: string, tx: DbOrTx): Promise<LayoffRequestRow | undefined> {
      const [row] = await tx
        .update(requests)
        .set({ discountUsedAt: null, discountUsedOrderId: null, updatedAt: new Date() })
        .where(eq(requests.discountUsedOrderId, orderId))
        .returning();
      return row;
    },
    /** An account's erasure: its requests and their timelines go (proof files are discarded by the caller). */
    async eraseOf(userId: string, tx: DbOrTx = db): Promise<string[]> {
      const removed = await tx.delete(requests).where(eq(requests.userId, userId)).returning({ proofFileId: requests.proofFileId });
      return removed.flatMap((r) => (r.proofFileId ? [r.proofFileId] : []));
    },
  };
}
export type LayoffRequestsRepository = ReturnType<typeof createLayoffRequestsRepository>;
