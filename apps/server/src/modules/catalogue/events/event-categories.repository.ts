import type { EventCategoryListQuery } from '@market/contract';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { likeContaining } from '../../../platform/db/search.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import { eventCategories, eventCategoryLinks, events } from './events.table.js';

export type EventCategoryRow = typeof eventCategories.$inferSelect;
export type NewEventCategoryRow = typeof eventCategories.$inferInsert;

/** Kinds of event (Hội thảo, Workshop...), kept by admins and counted by what is published under them. */
export function createEventCategoriesRepository(db: DbOrTx) {
  const select = (tx: DbOrTx) =>
    tx
      .select({
        id: eventCategories.id,
        name: eventCategories.name,
        slug: eventCategories.slug,
        description: eventCategories.description,
        icon: eventCategories.icon,
        position: eventCategories.position,
        createdAt: eventCategories.createdAt,
        updatedAt: eventCategories.updatedAt,
      })
      .from(eventCategories);

  return {
    /** Published events per category, in one grouped pass over the links (categories with none are absent). */
    async publishedCounts(tx: DbOrTx = db): Promise<Map<string, number>> {
      const rows = await tx
        .select({ id: eventCategoryLinks.eventCategoryId, n: count() })
        .from(eventCategoryLinks)
        .innerJoin(events, eq(events.id, eventCategoryLinks.eventId))
        .where(eq(events.status, 'PUBLISHED'))
        .groupBy(eventCategoryLinks.eventCategoryId);
      return new Map(rows.map((r) => [r.id, r.n]));
    },
    /** Published events filed under one category, counted now. */
    async publishedCountOf(id: string, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(eventCategoryLinks)
        .innerJoin(events, eq(events.id, eventCategoryLinks.eventId))
        .where(and(eq(eventCategoryLinks.eventCategoryId, id), eq(events.status, 'PUBLISHED')));
      return row?.n ?? 0;
    },
    async findById(id: string, tx: DbOrTx = db): Promise<EventCategoryRow | undefined> {
      const [row] = await select(tx).where(eq(eventCategories.id, id));
      return row;
    },
    /** Several at once (the demo's): a taken slug fails them all. */
    async insertMany(values: NewEventCategoryRow[], tx: DbOrTx = db): Promise<{ id: string; slug: string }[]> {
      if (!values.length) return [];
      return tx.insert(eventCategories).values(values).returning({ id: eventCategories.id, slug: eventCategories.slug });
    },
    /** Undefined when the slug is taken. */
    async insert(values: NewEventCategoryRow, tx: DbOrTx = db): Promise<string | undefined> {
      const [row] = await tx.insert(eventCategories).values(values).onConflictDoNothing({ target: eventCategories.slug }).returning({ id: eventCategories.id });
      return row?.id;
    },
    async update(id: string, values: Partial<NewEventCategoryRow>, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(eventCategories)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(eventCategories.id, id))
        .returning({ id: eventCategories.id });
      return rows.length > 0;
    },
    /** Refused by the database (restrict) while an event is filed under it. */
    async delete(id: string, tx: DbOrTx = db): Promise<boolean> {
      return (await tx.delete(eventCategories).where(eq(eventCategories.id, id)).returning({ id: eventCategories.id })).length > 0;
    },
    async list(query: EventCategoryListQuery, tx: DbOrTx = db): Promise<{ rows: EventCategoryRow[]; total: number }> {
      const where = query.q ? sql`immutable_unaccent(lower(${eventCategories.name})) like immutable_unaccent(lower(${likeContaining(query.q)}))` : undefined;
      const order =
        query.sort === 'DESC'
          ? [desc(eventCategories.position), desc(eventCategories.name), desc(eventCategories.id)]
          : [asc(eventCategories.position), asc(eventCategories.name), asc(eventCategories.id)];
      const [rows, [total]] = await Promise.all([
        select(tx)
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset(offsetOf(query)),
        tx.select({ n: count() }).from(eventCategories).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type EventCategoriesRepository = ReturnType<typeof createEventCategoriesRepository>;
