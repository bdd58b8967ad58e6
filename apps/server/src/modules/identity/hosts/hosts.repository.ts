import type { AdminHostProfilesQuery, HostApplicant } from '@market/contract';
import { and, asc, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import { users } from '../users/users.table.js';
import type { HostProfileEventRow, HostProfileRow } from './host-profile.js';
import { hostProfileEvents, hostProfiles } from './hosts.table.js';
import { likeContaining } from '../../../platform/db/search.js';

type NewHostProfile = typeof hostProfiles.$inferInsert;
type NewHostProfileEvent = typeof hostProfileEvents.$inferInsert;

/** `like` pattern for text typed by someone: its own % and _ match themselves. */

const applicantColumns = {
  id: users.id,
  fullName: users.fullName,
  username: users.username,
  email: users.email,
  phone: users.phone,
  avatar: users.avatar,
  role: users.role,
};

function filtersOf(query: AdminHostProfilesQuery): SQL | undefined {
  // A terminated account's application is no longer anyone's to review.
  const conditions: SQL[] = [isNull(users.deletedAt)];
  if (query.status) conditions.push(eq(hostProfiles.status, query.status));
  if (query.reviewStatus) conditions.push(eq(hostProfiles.reviewStatus, query.reviewStatus));
  if (query.q) {
    const pattern = likeContaining(query.q);
    const unaccented = (column: SQL | typeof users.fullName) =>
      sql`immutable_unaccent(lower(coalesce(${column}, ''))) like immutable_unaccent(lower(${pattern}))`;
    conditions.push(
      or(
        unaccented(sql`${hostProfiles.displayName}`),
        unaccented(users.fullName),
        unaccented(sql`${users.username}`),
        sql`lower(coalesce(${users.email}, '')) like lower(${pattern})`,
        sql`lower(coalesce(${hostProfiles.email}, '')) like lower(${pattern})`,
        sql`coalesce(${users.phone}, '') like ${pattern}`,
        sql`coalesce(${hostProfiles.phone}, '') like ${pattern}`,
      )!,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** Host applications and their timelines; only Drizzle here. */
export function createHostsRepository(db: DbOrTx) {
  return {
    async findByUser(userId: string, tx: DbOrTx = db): Promise<HostProfileRow | undefined> {
      const [row] = await tx.select().from(hostProfiles).where(eq(hostProfiles.userId, userId));
      return row;
    },
    /** The person's application, locked until the transaction ends. */
    async lockByUser(userId: string, tx: DbOrTx): Promise<HostProfileRow | undefined> {
      const [row] = await tx.select().from(hostProfiles).where(eq(hostProfiles.userId, userId)).for('update');
      return row;
    },
    /** One application, locked until the transaction ends: two admins deciding at once take turns. */
    async lockById(id: string, tx: DbOrTx): Promise<HostProfileRow | undefined> {
      const [row] = await tx.select().from(hostProfiles).where(eq(hostProfiles.id, id)).for('update');
      return row;
    },
    async insert(values: NewHostProfile, tx: DbOrTx = db): Promise<HostProfileRow> {
      const [row] = await tx.insert(hostProfiles).values(values).returning();
      return row!;
    },
    async update(id: string, values: Partial<NewHostProfile>, tx: DbOrTx = db): Promise<HostProfileRow> {
      const [row] = await tx
        .update(hostProfiles)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(hostProfiles.id, id))
        .returning();
      if (!row) throw new Error(`host profile ${id} vanished`);
      return row;
    },
    /** An erased account's application: its decisions stay for the audit, nothing that names the person. */
    async eraseApplicant(userId: string, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(hostProfiles)
        .set({
          displayName: 'Tài khoản đã xoá',
          headline: null,
          bio: null,
          expertise: null,
          phone: null,
          email: null,
          website: null,
          businessName: null,
          taxCode: null,
          socialLinks: {},
          documents: [],
          extra: {},
          updatedAt: sql`now()`,
        })
        .where(eq(hostProfiles.userId, userId));
    },
    async addEvent(values: NewHostProfileEvent, tx: DbOrTx = db): Promise<HostProfileEventRow> {
      const [row] = await tx.insert(hostProfileEvents).values(values).returning();
      return row!;
    },
    /** The timeline, oldest first. */
    async eventsOf(hostProfileId: string, tx: DbOrTx = db): Promise<HostProfileEventRow[]> {
      return tx
        .select()
        .from(hostProfileEvents)
        .where(eq(hostProfileEvents.hostProfileId, hostProfileId))
        .orderBy(asc(hostProfileEvents.createdAt), asc(hostProfileEvents.id));
    },
    /** The admins' list: one query with the applicant joined, newest submission first unless sorted ASC. */
    async list(query: AdminHostProfilesQuery, tx: DbOrTx = db): Promise<{ rows: { profile: HostProfileRow; applicant: HostApplicant }[]; total: number }> {
      const where = filtersOf(query);
      const order = query.sort === 'ASC' ? asc(hostProfiles.submittedAt) : desc(hostProfiles.submittedAt);
      const [rows, [totals]] = await Promise.all([
        tx
          .select({ profile: hostProfiles, applicant: applicantColumns })
          .from(hostProfiles)
          .innerJoin(users, eq(users.id, hostProfiles.userId))
          .where(where)
          .orderBy(order, desc(hostProfiles.id))
          .limit(query.limit)
          .offset(offsetOf(query)),
        tx.select({ total: count() }).from(hostProfiles).innerJoin(users, eq(users.id, hostProfiles.userId)).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
    async findWithApplicant(id: string, tx: DbOrTx = db): Promise<{ profile: HostProfileRow; applicant: HostApplicant } | undefined> {
      const [row] = await tx
        .select({ profile: hostProfiles, applicant: applicantColumns })
        .from(hostProfiles)
        .innerJoin(users, eq(users.id, hostProfiles.userId))
        .where(eq(hostProfiles.id, id));
      return row;
    },
  };
}
export type HostsRepository = ReturnType<typeof createHostsRepository>;
