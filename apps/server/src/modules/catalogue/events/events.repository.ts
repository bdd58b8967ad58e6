import type { ContentStatus, TicketTierStatus, UserSummaryDto } from '@market/contract';
import { and, asc, eq, getTableColumns, inArray, notInArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { genericPlanName, type Db, type DbOrTx } from '../../../platform/db/database.js';
import { fromJsonRows, jsonObjectOf, jsonRowsOf, qualified } from '../../../platform/db/json-rows.js';
import { userSql } from '../../identity/index.js';
import { sessionSlug, type CategoryChipRow, type EventRow, type SessionRow, type TierRow } from './event.js';
import { eventCategories, eventCategoryLinks, eventCoHosts, eventSessions, events, eventStatusChanges, ticketTiers } from './events.table.js';

export type NewEventRow = typeof events.$inferInsert;
/** Events written together with what hangs off them (`insertMany`). */
export interface EventsInBulk {
  events: NewEventRow[];
  sessions: (typeof eventSessions.$inferInsert)[];
  tiers: (typeof ticketTiers.$inferInsert)[];
  categoryLinks: (typeof eventCategoryLinks.$inferInsert)[];
  coHosts: (typeof eventCoHosts.$inferInsert)[];
}
/** What a save may change; the status moves only through changeStatus, which records each move. */
export type EventValues = Partial<Omit<NewEventRow, 'id' | 'hostId' | 'status' | 'createdAt' | 'updatedAt'>>;
export interface SessionValues {
  id?: string | undefined;
  title: string | null;
  startAt: Date;
  endAt: Date;
  capacity: number | null;
}
export interface TierValues {
  id?: string | undefined;
  name: string;
  description: string | null;
  price: number;
  capacity: number;
  saleStartAt: Date | null;
  saleEndAt: Date | null;
  status: TicketTierStatus;
  maxPerOrder: number;
}
export interface StatusChange {
  action: string;
  fromStatus: ContentStatus | null;
  toStatus: ContentStatus;
  reason?: string | null;
  actorId: string | null;
}

/** An event with everything its page shows, as `findDetail` reads it. */
export interface EventDetailRows {
  event: EventRow;
  sessions: SessionRow[];
  tiers: TierRow[];
  chips: CategoryChipRow[];
  /** In the order they were added. */
  coHostIds: string[];
  host: UserSummaryDto | null;
  coHosts: UserSummaryDto[];
}

const ownId = qualified(events.id);
const chipsJson = sql`coalesce((select json_agg(json_build_object('eventId', ${qualified(eventCategoryLinks.eventId)}, 'id', ${qualified(eventCategories.id)}, 'name', ${qualified(eventCategories.name)}, 'slug', ${qualified(eventCategories.slug)}) order by ${qualified(eventCategories.position)}, ${qualified(eventCategories.name)})
  from ${eventCategoryLinks} join ${eventCategories} on ${qualified(eventCategories.id)} = ${qualified(eventCategoryLinks.eventCategoryId)} where ${qualified(eventCategoryLinks.eventId)} = ${ownId}), '[]'::json)`;
// A co-host whose account is gone has no summary: left out, as the join on users used to.
const coHostsJson = sql`coalesce((select json_agg(summary order by created_at) from (select ${userSql.summaryOf(qualified(eventCoHosts.userId))} as summary, ${qualified(eventCoHosts.createdAt)} as created_at
  from ${eventCoHosts} where ${qualified(eventCoHosts.eventId)} = ${ownId}) co_hosts where summary is not null), '[]'::json)`;
const coHostIdsJson = sql`coalesce((select json_agg(${qualified(eventCoHosts.userId)} order by ${qualified(eventCoHosts.createdAt)}) from ${eventCoHosts} where ${qualified(eventCoHosts.eventId)} = ${ownId}), '[]'::json)`;
/** The event's row and, in the same row, its lists as JSON: a detail page costs one round trip. */
const detailFields = {
  event: getTableColumns(events),
  sessions: jsonRowsOf(eventSessions, { where: sql`${qualified(eventSessions.eventId)} = ${ownId}`, orderBy: qualified(eventSessions.position) }),
  tiers: jsonRowsOf(ticketTiers, { where: sql`${qualified(ticketTiers.eventId)} = ${ownId}`, orderBy: qualified(ticketTiers.position) }),
  chips: chipsJson,
  coHostIds: coHostIdsJson,
  host: userSql.summaryOf(qualified(events.hostId)),
  coHosts: coHostsJson,
};

/**
 * SQL pieces on the events other contexts point to (a column of the caller's table, or a value):
 * their queries read an event's facts in their own statement, without naming our tables.
 */
export const eventSql = {
  /** The event the ticket tier `tierId` belongs to (null when there is no such tier). */
  eventIdOfTier(tierId: AnyColumn | SQL | string): SQL<string | null> {
    return sql<string | null>`(select ${ticketTiers.eventId} from ${ticketTiers} where ${ticketTiers.id} = ${tierId})`;
  },
  /** The name of the ticket tier `tierId` (null when there is no such tier). */
  tierNameOf(tierId: AnyColumn | SQL | string): SQL<string | null> {
    return sql<string | null>`(select ${ticketTiers.name} from ${ticketTiers} where ${ticketTiers.id} = ${tierId})`;
  },
  /** The event the session `sessionId` belongs to (null when there is no such session). */
  eventIdOfSession(sessionId: AnyColumn | SQL | string): SQL<string | null> {
    return sql<string | null>`(select ${eventSessions.eventId} from ${eventSessions} where ${eventSessions.id} = ${sessionId})`;
  },
  /**
   * What reminders need of the event `eventId`: one row `id, host_id, co_host_ids, title, slug, format,
   * status, meeting_url, venue_name, address, start_at, end_at` and its sessions as `sessions` (JSON
   * `[{ id, startAt, endAt }]`, in time order); no row when there is no such event.
   */
  reminderSubjectOf(eventId: string): SQL {
    return sql`select e.id, e.host_id, e.title, e.slug, e.format, e.status, e.meeting_url, e.venue_name, e.address, e.start_at, e.end_at,
        coalesce((select json_agg(c.user_id) from ${eventCoHosts} c where c.event_id = e.id), '[]'::json) as co_host_ids,
        coalesce((select json_agg(json_build_object('id', s.id, 'startAt', s.start_at, 'endAt', s.end_at) order by s.start_at)
                  from ${eventSessions} s where s.event_id = e.id), '[]'::json) as sessions
      from ${events} e where e.id = ${eventId}`;
  },
  /** The event `eventId` points to, every column, read back as Drizzle reads a row (for a column that must point to one: a foreign key). */
  rowOf(eventId: AnyColumn | SQL): SQL<EventRow> {
    return sql<EventRow>`(select ${jsonObjectOf(getTableColumns(events))} from ${events} where ${qualified(events.id)} = ${eventId})`.mapWith(
      (value: unknown) => fromJsonRows(events, [value])[0]!,
    );
  },
  /** The event `eventId` points to has been called off (cancelled by its host or an admin). */
  isCancelled(eventId: AnyColumn | SQL): SQL<boolean> {
    return sql<boolean>`exists (select 1 from ${events} where ${qualified(events.id)} = ${eventId} and ${qualified(events.cancelledAt)} is not null)`;
  },
  /** When the event `eventId` points to starts (null when it has no start or there is no such event). */
  startAtOf(eventId: AnyColumn | SQL): SQL<Date | null> {
    return sql<Date | null>`(select ${qualified(events.startAt)} from ${events} where ${qualified(events.id)} = ${eventId})`;
  },
  /**
   * The event `eventId` points to exists and is not over at `now` (`upcoming`), or is over (`past`);
   * an event without an end counts as upcoming until it starts.
   */
  isWhen(eventId: AnyColumn | SQL, when: 'upcoming' | 'past', now: Date): SQL {
    const upcoming = sql`coalesce(${qualified(events.endAt)}, ${qualified(events.startAt)}, 'infinity'::timestamptz) > ${now.toISOString()}`;
    return sql`exists (select 1 from ${events} where ${qualified(events.id)} = ${eventId} and ${when === 'upcoming' ? upcoming : sql`not (${upcoming})`})`;
  },
  /**
   * Every time a published event begins in (from, to]: each session's start, and the event's own start
   * (the same instant for a single session), as rows `event_id, starts_at, title, slug, format,
   * meeting_url, venue_name, address` (reminders read them).
   */
  startingBetween(from: Date, to: Date): SQL {
    const [after, until] = [from.toISOString(), to.toISOString()];
    return sql`select e.id as event_id, o.starts_at, e.title, e.slug, e.format, e.meeting_url, e.venue_name, e.address
      from (select ${eventSessions.eventId} as event_id, ${eventSessions.startAt} as starts_at from ${eventSessions}
              where ${eventSessions.startAt} > ${after} and ${eventSessions.startAt} <= ${until}
            union
            select ${events.id}, ${events.startAt} from ${events}
              where ${events.status} = 'PUBLISHED' and ${events.startAt} > ${after} and ${events.startAt} <= ${until}) o
      join ${events} e on e.id = o.event_id
      where e.status = 'PUBLISHED'`;
  },
};

/**
 * How many events `hostId` (another table's column) has published, as an expression another
 * query can embed: a host page counts them in its own query (from `events_host_idx`).
 */
export const publishedEventsCountOf = (hostId: AnyColumn): SQL<number> =>
  sql<number>`(select count(*)::int from ${events} where ${qualified(events.hostId)} = ${qualified(hostId)} and ${qualified(events.status)} = 'PUBLISHED')`;

/** Prepared once per database: parsed and planned once per connection (a generic plan), then only executed. */
function prepareDetailQueries(db: Db) {
  const select = () => db.select(detailFields).from(events);
  return {
    bySlug: select()
      .where(eq(events.slug, sql.placeholder('key')))
      .prepare(genericPlanName('event_detail_by_slug')),
    byId: select()
      .where(eq(events.id, sql.placeholder('key')))
      .prepare(genericPlanName('event_detail_by_id')),
  };
}

/** An event with its sessions, ticket tiers, categories and co-hosts: lookups and the writes of one save. */
export function createEventsRepository(db: Db) {
  const detailQueries = prepareDetailQueries(db);
  async function update(id: string, values: EventValues & { status?: ContentStatus }, tx: DbOrTx = db): Promise<EventRow> {
    const [row] = await tx
      .update(events)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(events.id, id))
      .returning();
    return row!;
  }
  const sessionsOf = (eventId: string, tx: DbOrTx = db): Promise<SessionRow[]> =>
    tx.select().from(eventSessions).where(eq(eventSessions.eventId, eventId)).orderBy(asc(eventSessions.position));
  const tiersOf = (eventId: string, tx: DbOrTx = db): Promise<TierRow[]> =>
    tx.select().from(ticketTiers).where(eq(ticketTiers.eventId, eventId)).orderBy(asc(ticketTiers.position));

  return {
    /** Tickets sold and places offered over every tier of each of these events, by event id. */
    async salesOf(eventIds: readonly string[], tx: DbOrTx = db): Promise<Map<string, { sold: number; capacity: number }>> {
      if (!eventIds.length) return new Map();
      const rows = await tx
        .select({ eventId: ticketTiers.eventId, sold: sql<number>`sum(${ticketTiers.sold})::int`, capacity: sql<number>`sum(${ticketTiers.capacity})::int` })
        .from(ticketTiers)
        .where(inArray(ticketTiers.eventId, [...eventIds]))
        .groupBy(ticketTiers.eventId);
      return new Map(rows.map((r) => [r.eventId, { sold: r.sold, capacity: r.capacity }]));
    },

    /** An event by id or slug with its sessions, tiers, categories, host and co-hosts, in one query. */
    async findDetail(by: { id: string } | { slug: string }): Promise<EventDetailRows | undefined> {
      const [row] = 'id' in by ? await detailQueries.byId.execute({ key: by.id }) : await detailQueries.bySlug.execute({ key: by.slug });
      if (!row) return undefined;
      return {
        event: row.event,
        sessions: fromJsonRows(eventSessions, row.sessions),
        tiers: fromJsonRows(ticketTiers, row.tiers),
        chips: row.chips as CategoryChipRow[],
        coHostIds: row.coHostIds as string[],
        host: row.host as UserSummaryDto | null,
        coHosts: row.coHosts as UserSummaryDto[],
      };
    },
    async findById(id: string, tx: DbOrTx = db): Promise<EventRow | undefined> {
      const [row] = await tx.select().from(events).where(eq(events.id, id));
      return row;
    },
    async findBySlug(slug: string, tx: DbOrTx = db): Promise<EventRow | undefined> {
      const [row] = await tx.select().from(events).where(eq(events.slug, slug));
      return row;
    },
    /** The event row locked until the transaction ends: saves and status moves of one event run one at a time. */
    async lock(id: string, tx: DbOrTx): Promise<EventRow | undefined> {
      const [row] = await tx.select().from(events).where(eq(events.id, id)).for('update');
      return row;
    },
    /** Which of these slugs events already use. */
    async findTakenSlugs(candidates: string[], tx: DbOrTx = db): Promise<Set<string>> {
      if (!candidates.length) return new Set();
      const rows = await tx.select({ slug: events.slug }).from(events).where(inArray(events.slug, candidates));
      return new Set(rows.map((r) => r.slug));
    },
    /**
     * Many events with their sessions, tiers, category links and co-hosts, in one statement per
     * table (the demo's forty events); the caller gives the transaction so they land together.
     */
    async insertMany(rows: EventsInBulk, tx: DbOrTx): Promise<void> {
      if (!rows.events.length) return;
      await tx.insert(events).values(rows.events);
      if (rows.sessions.length) await tx.insert(eventSessions).values(rows.sessions);
      if (rows.tiers.length) await tx.insert(ticketTiers).values(rows.tiers);
      if (rows.categoryLinks.length) await tx.insert(eventCategoryLinks).values(rows.categoryLinks);
      if (rows.coHosts.length) await tx.insert(eventCoHosts).values(rows.coHosts);
    },
    /** Undefined when the slug is taken. */
    async insert(values: NewEventRow, tx: DbOrTx = db): Promise<EventRow | undefined> {
      const [row] = await tx.insert(events).values(values).onConflictDoNothing({ target: events.slug }).returning();
      return row;
    },
    update: (id: string, values: EventValues, tx?: DbOrTx) => update(id, values, tx),
    /** A status move and its history row, together: every change of status is recorded. */
    async changeStatus(eventId: string, change: StatusChange, values: EventValues, tx: DbOrTx): Promise<EventRow> {
      await tx.insert(eventStatusChanges).values({ eventId, ...change });
      return update(eventId, { ...values, status: change.toStatus }, tx);
    },
    /** The first line of an event's history (its creation as a draft). */
    async recordStatus(eventId: string, change: StatusChange, tx: DbOrTx): Promise<void> {
      await tx.insert(eventStatusChanges).values({ eventId, ...change });
    },
    /** A host's events still live or in the works, locked for a status move. */
    async lockActiveOf(hostId: string, tx: DbOrTx): Promise<EventRow[]> {
      return tx
        .select()
        .from(events)
        .where(and(eq(events.hostId, hostId), notInArray(events.status, ['ARCHIVED', 'REMOVED'])))
        .for('update');
    },
    async removeCoHostEverywhere(userId: string, tx: DbOrTx): Promise<void> {
      await tx.delete(eventCoHosts).where(eq(eventCoHosts.userId, userId));
    },
    async delete(id: string, tx: DbOrTx): Promise<void> {
      await tx.delete(events).where(eq(events.id, id));
    },

    sessionsOf,
    async findSession(by: { id: string } | { slug: string }, tx: DbOrTx = db): Promise<SessionRow | undefined> {
      const [row] = await tx
        .select()
        .from(eventSessions)
        .where('id' in by ? eq(eventSessions.id, by.id) : eq(eventSessions.slug, by.slug));
      return row;
    },
    /**
     * Makes the event's sessions exactly `wanted` (already in time order): kept ones (with an id) are
     * edited, the others added, the missing ones removed. Slugs are renumbered through a unique
     * placeholder first so that moving "-2" to "-1" never collides midway.
     */
    async saveSessions(eventId: string, eventSlug: string, wanted: SessionValues[], tx: DbOrTx): Promise<SessionRow[]> {
      const keptIds = wanted.flatMap((s) => (s.id ? [s.id] : []));
      await tx.delete(eventSessions).where(and(eq(eventSessions.eventId, eventId), keptIds.length ? notInArray(eventSessions.id, keptIds) : undefined));
      if (keptIds.length)
        await tx
          .update(eventSessions)
          .set({ slug: sql`${eventSessions.id}::text` })
          .where(eq(eventSessions.eventId, eventId));
      for (const [position, { id, ...values }] of wanted.entries()) {
        const row = { ...values, position, slug: sessionSlug(eventSlug, position) };
        if (id)
          await tx
            .update(eventSessions)
            .set(row)
            .where(and(eq(eventSessions.id, id), eq(eventSessions.eventId, eventId)));
        else await tx.insert(eventSessions).values({ ...row, eventId });
      }
      return sessionsOf(eventId, tx);
    },

    tiersOf,
    /** The tiers locked: a ticket hold waits until the save that checks sold and held has committed. */
    async lockTiers(eventId: string, tx: DbOrTx): Promise<TierRow[]> {
      return tx.select().from(ticketTiers).where(eq(ticketTiers.eventId, eventId)).orderBy(asc(ticketTiers.position)).for('update');
    },
    async findTier(id: string, tx: DbOrTx = db): Promise<TierRow | undefined> {
      const [row] = await tx.select().from(ticketTiers).where(eq(ticketTiers.id, id));
      return row;
    },
    /** Like saveSessions for tiers; the caller has checked that no removed or shrunk tier has sales. */
    async saveTiers(eventId: string, wanted: TierValues[], tx: DbOrTx): Promise<TierRow[]> {
      const keptIds = wanted.flatMap((t) => (t.id ? [t.id] : []));
      await tx.delete(ticketTiers).where(and(eq(ticketTiers.eventId, eventId), keptIds.length ? notInArray(ticketTiers.id, keptIds) : undefined));
      for (const [position, { id, ...values }] of wanted.entries()) {
        if (id) {
          await tx
            .update(ticketTiers)
            .set({ ...values, position, updatedAt: sql`now()` })
            .where(and(eq(ticketTiers.id, id), eq(ticketTiers.eventId, eventId)));
        } else {
          await tx.insert(ticketTiers).values({ ...values, position, eventId });
        }
      }
      return tiersOf(eventId, tx);
    },

    /** Event categories of several events at once (one query for a page of cards). */
    async listCategoriesOf(eventIds: readonly string[], tx: DbOrTx = db): Promise<CategoryChipRow[]> {
      if (!eventIds.length) return [];
      return tx
        .select({ eventId: eventCategoryLinks.eventId, id: eventCategories.id, name: eventCategories.name, slug: eventCategories.slug })
        .from(eventCategoryLinks)
        .innerJoin(eventCategories, eq(eventCategories.id, eventCategoryLinks.eventCategoryId))
        .where(inArray(eventCategoryLinks.eventId, [...eventIds]))
        .orderBy(asc(eventCategories.position), asc(eventCategories.name));
    },
    /** Which of these categories exist, each kept from deletion until the transaction ends. */
    async findExistingCategoryIds(ids: string[], tx: DbOrTx): Promise<Set<string>> {
      if (!ids.length) return new Set();
      const rows = await tx.select({ id: eventCategories.id }).from(eventCategories).where(inArray(eventCategories.id, ids)).for('share');
      return new Set(rows.map((r) => r.id));
    },
    async replaceCategories(eventId: string, categoryIds: string[], tx: DbOrTx): Promise<void> {
      await tx.delete(eventCategoryLinks).where(eq(eventCategoryLinks.eventId, eventId));
      if (categoryIds.length) await tx.insert(eventCategoryLinks).values(categoryIds.map((eventCategoryId) => ({ eventId, eventCategoryId })));
    },

    /** An event's sessions in time order. */
    listSessions: sessionsOf,
    listTiers: tiersOf,
    /** The host called the event off: its status move, history row and cancellation date together. */
    async markCancelled(eventId: string, change: StatusChange, at: Date, tx: DbOrTx): Promise<EventRow> {
      await tx.insert(eventStatusChanges).values({ eventId, ...change });
      return update(eventId, { status: change.toStatus, cancelledAt: at, cancelReason: change.reason ?? null }, tx);
    },
    async listCoHostIds(eventId: string, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx
        .select({ userId: eventCoHosts.userId })
        .from(eventCoHosts)
        .where(eq(eventCoHosts.eventId, eventId))
        .orderBy(asc(eventCoHosts.createdAt));
      return rows.map((r) => r.userId);
    },
    async replaceCoHosts(eventId: string, userIds: string[], tx: DbOrTx): Promise<void> {
      const kept = userIds.length ? notInArray(eventCoHosts.userId, userIds) : undefined;
      await tx.delete(eventCoHosts).where(and(eq(eventCoHosts.eventId, eventId), kept));
      if (userIds.length)
        await tx
          .insert(eventCoHosts)
          .values(userIds.map((userId) => ({ eventId, userId })))
          .onConflictDoNothing();
    },
  };
}
export type EventsRepository = ReturnType<typeof createEventsRepository>;
