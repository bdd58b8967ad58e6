import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ModerationListQuery } from '@market/contract';
import type { DbOrTx } from '../../../platform/db/database.js';
import { likeContaining } from '../../../platform/db/search.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import { contentModerations, type ContentModerationRow } from './content-moderations.table.js';

type Row = ContentModerationRow;
export type ModerationType = Row['contentType'];
export type ModerationStatusValue = Row['status'];

/** What a submission writes: the content as submitted, the keywords found, where it then stands. */
export interface SubmissionValues {
  contentType: ModerationType;
  contentId: string;
  hostId: string;
  title: string;
  slug: string | null;
  contentStatus: string;
  status: ModerationStatusValue;
  keywords: string[];
  flags: Row['flags'];
}

/** A decision: where it stands now, why, by whom (null: taken by itself), and the content's new status. */
export interface DecisionValues {
  status: ModerationStatusValue;
  contentStatus: string;
  reason: string | null;
  decidedBy: string | null;
}

/** A list's filter, built from the query's parts; every part reads an index or the rows it finds. */
function whereOf(query: Omit<ModerationListQuery, 'page' | 'limit' | 'sort'>): SQL | undefined {
  const m = contentModerations;
  return and(
    query.type ? eq(m.contentType, query.type) : undefined,
    query.status ? eq(m.status, query.status) : undefined,
    query.hostId ? eq(m.hostId, query.hostId) : undefined,
    query.flagged === undefined ? undefined : eq(m.flagged, query.flagged),
    query.q ? sql`${m.searchTitle} like immutable_unaccent(lower(${likeContaining(query.q)}))` : undefined,
  );
}

export function createContentModerationsRepository(db: DbOrTx) {
  const m = contentModerations;
  return {
    /** A new submission: written once per (type, id), the earlier decision forgotten. */
    async upsertSubmission(values: SubmissionValues, tx: DbOrTx = db): Promise<Row> {
      const now = new Date();
      const fresh = { ...values, reason: null, decidedBy: null, decidedAt: values.status === 'PENDING' ? null : now, submittedAt: now, updatedAt: now };
      const [row] = await tx
        .insert(m)
        .values(fresh)
        .onConflictDoUpdate({ target: [m.contentType, m.contentId], set: fresh })
        .returning();
      return row!;
    },

    /** The content as saved again, its decision kept. */
    async refresh(values: Pick<SubmissionValues, 'contentType' | 'contentId' | 'title' | 'slug' | 'contentStatus' | 'keywords' | 'flags'>, tx: DbOrTx = db) {
      const { contentType, contentId, ...fresh } = values;
      await tx
        .update(m)
        .set({ ...fresh, updatedAt: new Date() })
        .where(and(eq(m.contentType, contentType), eq(m.contentId, contentId)));
    },

    /**
     * Records a decision on the row; content that joined the queue before flagging existed has none,
     * so one is written from what the decision knows of it.
     */
    async decide(content: Omit<SubmissionValues, 'status' | 'keywords' | 'flags' | 'contentStatus'>, values: DecisionValues, tx: DbOrTx = db): Promise<Row> {
      const now = new Date();
      const decision = { ...values, decidedAt: now, updatedAt: now };
      const [row] = await tx
        .insert(m)
        .values({ ...content, ...decision })
        .onConflictDoUpdate({ target: [m.contentType, m.contentId], set: decision })
        .returning();
      return row!;
    },

    async remove(type: ModerationType, id: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(m).where(and(eq(m.contentType, type), eq(m.contentId, id)));
    },

    async find(type: ModerationType, id: string, tx: DbOrTx = db): Promise<Row | undefined> {
      const [row] = await tx
        .select()
        .from(m)
        .where(and(eq(m.contentType, type), eq(m.contentId, id)));
      return row;
    },

    /** Newest submissions first; the total is counted over at most `countUpTo + 1` rows. */
    async page(query: ModerationListQuery, countUpTo: number, tx: DbOrTx = db): Promise<{ rows: Row[]; bounded: number }> {
      const where = whereOf(query);
      const order = query.sort === 'ASC' ? [m.submittedAt, m.id] : [desc(m.submittedAt), desc(m.id)];
      const [rows, [bounded]] = await Promise.all([
        tx
          .select()
          .from(m)
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset(offsetOf(query)),
        tx.select({ n: count() }).from(
          tx
            .select({ one: sql`1` })
            .from(m)
            .where(where)
            .limit(countUpTo + 1)
            .as('bounded'),
        ),
      ]);
      return { rows, bounded: bounded!.n };
    },

    /**
     * Events and courses waiting for review that the queue does not hold (written straight to the
     * database, as the demo seed does), with the texts flagging reads.
     */
    async listWaitingOutsideQueue(tx: DbOrTx = db) {
      const waiting = sql`status in ('PENDING', 'PENDING_APPROVAL_WITH_ADMIN')`;
      const outside = (type: string, table: string) =>
        sql`not exists (select 1 from ${m} where ${m.contentType} = ${type} and ${m.contentId} = ${sql.raw(table)}.id)`;
      const result = await tx.execute<{
        type: 'EVENT' | 'ONLINE_COURSE';
        id: string;
        hostId: string;
        title: string;
        slug: string;
        status: string;
        summary: string | null;
        description: string | null;
      }>(sql`
        select 'EVENT' as type, id, host_id as "hostId", title, slug, status, summary, description from events where ${waiting} and ${outside('EVENT', 'events')}
        union all
        select 'ONLINE_COURSE', id, host_id, title, slug, status, subtitle, description from online_courses where ${waiting} and ${outside('ONLINE_COURSE', 'online_courses')}`);
      return result.rows;
    },

    async count(query: ModerationListQuery, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(m).where(whereOf(query));
      return row!.n;
    },

    /** A host's rows counted by type and status (the host index alone). */
    async countsOfHost(hostId: string, tx: DbOrTx = db) {
      return tx
        .select({
          type: m.contentType,
          status: m.status,
          n: count(),
          flagged: sql<number>`count(*) filter (where ${m.flagged})::int`,
        })
        .from(m)
        .where(eq(m.hostId, hostId))
        .groupBy(m.contentType, m.status);
    },
  };
}
export type ContentModerationsRepository = ReturnType<typeof createContentModerationsRepository>;
