import type { SearchKind } from '@market/contract';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The catalogue index: one row per thing the search box finds or the public products listing shows
 * (events, ticket tiers, calendar frames, courses, ebooks, combos, hosts, posts), written only by
 * PostgreSQL from the view `catalogue_entry_sources` (migration 0033) in the writer's own statement:
 * triggers on the source tables refresh the entries a write changed. Stock is not here (it moves on
 * every hold): a listing reads its page's live facts from the product types.
 */
/** The kinds the search box finds in the index (a kind declared for a later context is found by that context's own source). */
export const SEARCHED_KINDS = ['EVENT', 'CALENDAR', 'ONLINE_COURSE', 'E_BOOK', 'COMBO', 'HOST', 'POST'] as const satisfies readonly SearchKind[];

/** The types the index lists (the others a listing asks of their own product type). */
export const LISTED_TYPES = ['TICKET_TIER', 'CALENDAR_FRAME', 'E_BOOK', 'ONLINE_COURSE', 'COMBO'] as const;

export const catalogueEntries = pgTable(
  'catalogue_entries',
  {
    /** A search kind (EVENT, CALENDAR, HOST, POST...) or a product type (TICKET_TIER, CALENDAR_FRAME...); a course, ebook or combo is both. */
    kind: text('kind').notNull(),
    id: uuid('id').notNull(),
    hostId: uuid('host_id'),
    parentKind: text('parent_kind'),
    parentId: uuid('parent_id'),
    parentSlug: text('parent_slug'),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    /** The host's name (a hit's subtitle, and words of the listing of tiers and frames). */
    hostName: text('host_name'),
    image: text('image'),
    link: text('link').notNull(),
    price: bigint('price', { mode: 'number' }),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** A tier's place among its event's tiers (the listing's order after start and title). */
    position: integer('position').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }),
    /** A host's followers (hosts found equally well: the most followed first). */
    popularity: integer('popularity'),
    /**
     * What the search box matches: folded (immutable_unaccent(lower(...))), its letters and digits as words with one space
     * between and around them (catalogue_search_text, 0034); null: not found by the search box.
     */
    searchWords: text('search_words'),
    /** What the products listing's `q` matches, folded; null: not in the public listing. */
    listWords: text('list_words'),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    // A host's rename, suspension or new avatar refreshes their entries.
    index('catalogue_entries_host_idx').on(t.hostId),
    // An event's or a calendar's edit refreshes its tiers' or frames' entries.
    index('catalogue_entries_parent_idx').on(t.parentId),
    // The search box's words of each kind (catalogue_entries_word_keys_idx, GIN over catalogue_word_keys(kind, search_words))
    // and its order (catalogue_entries_search_order_idx) are migration 0039's and 0034's: drizzle cannot declare them.
    // The listing's words of one type, found without reading the other types' matches (each type's matches are read apart; 0039).
    ...LISTED_TYPES.map((type) =>
      index(`catalogue_entries_list_${type.toLowerCase()}_idx`)
        .using('gin', sql`${t.listWords} gin_trgm_ops`)
        .where(sql`${t.kind} = ${sql.raw(`'${type}'`)} and ${t.listWords} is not null`),
    ),
    // The listing of each type in its own order: dated ones by start then title, courses newest first, the rest by title.
    // Migration 0034 rebuilt these three with INCLUDE (list_words...) for index-only walks, which drizzle cannot declare.
    index('catalogue_entries_list_start_idx')
      .on(t.kind, t.startsAt, t.title, t.position, t.id)
      .where(sql`${t.listWords} is not null`),
    index('catalogue_entries_list_title_idx')
      .on(t.kind, t.title, t.id)
      .where(sql`${t.listWords} is not null and ${t.startsAt} is null`),
    index('catalogue_entries_list_recent_idx')
      .on(t.kind, sql`${t.publishedAt} desc nulls last`, sql`${t.createdAt} desc`, sql`${t.id} desc`)
      .where(sql`${t.listWords} is not null`),
    // Tiers of events happening now (started, not over): the listing reads them before those to come.
    index('catalogue_entries_list_period_idx')
      .using('gist', sql`tstzrange(${t.startsAt}, ${t.endsAt})`)
      .where(sql`${t.listWords} is not null and ${t.kind} = 'TICKET_TIER'`),
  ],
);
export type CatalogueEntryRow = typeof catalogueEntries.$inferSelect;

/**
 * Every word the search box can find (split from the entries' search words on anything but letters
 * and digits), so that a mistyped word is read as the closest one that exists. Grown by a trigger on
 * catalogue_entries, pruned of words no entry uses any more by the nightly reconciliation (0034).
 */
export const catalogueWords = pgTable('catalogue_words', { word: text('word').primaryKey() }, (t) => [
  index('catalogue_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/**
 * How many entries of a kind hold a word (size 1) or two words one after the other (size 2): how catalogue_search plans each
 * kind (a word no entry of the kind uses rules it out; a rare word or pair is looked up in the index, a common one met by
 * walking the kind's order). Exact after the nightly reconciliation (catalogue_words_prune); a word or pair new since then
 * counts 1, added by the writers' trigger without counting, so that two writers of a common word never wait on each other.
 * The plan only decides the cost of an answer, never the answer. `word` sorts bytewise (COLLATE "C", 0039) so that the
 * words starting so are one range.
 */
export const catalogueWordCounts = pgTable(
  'catalogue_word_counts',
  {
    kind: text('kind').notNull(),
    size: smallint('size').notNull(),
    word: text('word').notNull(),
    entries: integer('entries').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.size, t.word] })],
);
