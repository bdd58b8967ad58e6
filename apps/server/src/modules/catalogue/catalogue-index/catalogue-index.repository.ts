import type { SearchHitDto, SearchKind } from '@market/contract';
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { createKeptTotals } from '../../../platform/db/kept-totals.js';
import { likeContaining } from '../../../platform/db/search.js';
import { CACHE_TTL } from '../../../platform/http/cache-tags.js';
import type { IndexedEntry, IndexedListingPage } from '../../commerce/index.js';
import { catalogueEntries as e } from './catalogue-index.table.js';

export { SEARCHED_KINDS } from './catalogue-index.table.js';

/** The types the index lists (the others a listing asks of their own product type). */
export const LISTED_TYPES = ['TICKET_TIER', 'CALENDAR_FRAME', 'E_BOOK', 'ONLINE_COURSE', 'COMBO'] as const;

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** What `q` asks of a type's listed words: a course has every word in its title (as the course catalogue reads it), the others the whole text. */
function listWordsMatch(type: string, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const contains = (text: string) => sql`${e.listWords} like immutable_unaccent(lower(${likeContaining(text)}))`;
  if (type !== 'ONLINE_COURSE') return contains(q);
  return and(...q.split(/\s+/).filter(Boolean).map(contains));
}

/**
 * Each listed type's rows at `now`, in its old list's order (products.ts merges them): tiers of events
 * happening now then of those to come, by start, title and place (an event without a start last);
 * frames to come by start; courses newest first; ebooks and combos by title. `part` tells a tier
 * happening now ('now') from one to come.
 */
function typeRows(tx: DbOrTx, type: string, q: string | undefined, now: Date, take: number) {
  const listed = and(eq(e.kind, type), isNotNull(e.listWords), listWordsMatch(type, q));
  const select = (part: 'now' | 'later' | 'all') => ({
    part: sql<string>`${sql.raw(`'${part}'::text`)}`.as('part'),
    kind: e.kind,
    id: e.id,
    title: e.title,
    startsAt: e.startsAt,
  });
  const byStart = [sql`${e.startsAt} asc nulls last`, asc(e.title), asc(e.position), asc(e.id)];
  switch (type) {
    case 'TICKET_TIER':
      return [
        tx
          .select(select('now'))
          .from(e)
          .where(and(listed, sql`tstzrange(${e.startsAt}, ${e.endsAt}) @> ${at(now)}`))
          .orderBy(...byStart)
          .limit(take),
        tx
          .select(select('later'))
          .from(e)
          .where(and(listed, sql`${e.startsAt} > ${at(now)}`))
          .orderBy(...byStart)
          .limit(take),
      ];
    case 'CALENDAR_FRAME':
      return [
        tx
          .select(select('later'))
          .from(e)
          .where(and(listed, sql`${e.startsAt} > ${at(now)}`))
          .orderBy(...byStart)
          .limit(take),
      ];
    case 'ONLINE_COURSE':
      return [
        tx
          .select(select('all'))
          .from(e)
          .where(listed)
          .orderBy(sql`${e.publishedAt} desc nulls last`, desc(e.createdAt), desc(e.id))
          .limit(take),
      ];
    default:
      return [
        tx
          .select(select('all'))
          .from(e)
          .where(and(listed, isNull(e.startsAt)))
          .orderBy(asc(e.title), asc(e.id))
          .limit(take),
      ];
  }
}

/** Words of the listing match more entries of a type than this: the listing counts no further (a total "at least"). */
export const LISTING_COUNTED_UP_TO = 1000;

/** How many entries a type lists at `now` (a tier's event not over, a frame still to come); with words, up to one past the bound. */
function typeCount(tx: DbOrTx, type: string, q: string | undefined, now: Date): SQL {
  const open =
    type === 'TICKET_TIER' ? sql`(${e.endsAt} is null or ${e.endsAt} > ${at(now)})` : type === 'CALENDAR_FRAME' ? sql`${e.startsAt} > ${at(now)}` : undefined;
  const where = and(eq(e.kind, type), isNotNull(e.listWords), listWordsMatch(type, q), open);
  if (!q) return tx.select({ n: count() }).from(e).where(where).getSQL();
  const matching = tx
    .select({ one: sql`1` })
    .from(e)
    .where(where)
    .limit(LISTING_COUNTED_UP_TO + 1)
    .as('matching');
  return tx.select({ n: count() }).from(matching).getSQL();
}

/** How many entries the types list at `now`, in one statement; `atLeast` when words match more of a type than the bound. */
async function countListed(tx: DbOrTx, types: readonly string[], q: string | undefined, now: Date): Promise<{ total: number; atLeast: boolean }> {
  const counts = types.map((type) => sql`(${typeCount(tx, type, q, now)})`);
  const { rows } = await tx.execute<{ counts: number[] }>(sql`select array[${sql.join(counts, sql`, `)}]::int[] as counts`);
  const each = (rows[0]?.counts ?? []).map(Number);
  return {
    total: each.reduce((sum, n) => sum + Math.min(n, LISTING_COUNTED_UP_TO), 0),
    atLeast: each.some((n) => n > LISTING_COUNTED_UP_TO),
  };
}

/** The catalogue index's reads, and its reconciliation with the sources (the view `catalogue_entry_sources`). */
export function createCatalogueIndexRepository(db: DbOrTx) {
  // The listing's totals over many entries: counted once per question and kept a while (see kept-totals.ts).
  const totals = createKeptTotals({ maxAgeMs: CACHE_TTL.content * 1000 });
  return {
    /**
     * The best `limit` hits of each kind asked, in one statement (`catalogue_search`, migrations 0034 and
     * 0039): every word typed at a word's start, the phrase first, a mistyped word read as the closest one
     * the catalogue uses; within each, the kind's order (events not over, soonest first; hosts most
     * followed; the rest newest).
     */
    async search(words: string, kinds: readonly SearchKind[], limit: number, tx: DbOrTx = db): Promise<SearchHitDto[]> {
      const { rows } = await tx.execute<{
        kind: string;
        id: string;
        title: string;
        subtitle: string | null;
        image: string | null;
        link: string;
        starts_at: string | null;
        price: number | string | null;
      }>(sql`
        select e.kind, e.id, e.title, case when e.kind = 'HOST' then e.subtitle else e.host_name end as subtitle, e.image, e.link,
               case when e.kind = 'EVENT' then e.starts_at end as starts_at, e.price
          from catalogue_search(${words}, string_to_array(${kinds.join(',')}, ','), ${limit}, now()) s
          join ${e} e on e.kind = s.kind and e.id = s.id
         order by s.kind, s.place`);
      return rows.map((row) => ({
        kind: row.kind as SearchKind,
        id: row.id,
        title: row.title,
        subtitle: row.subtitle,
        image: row.image,
        link: row.link,
        // Raw rows keep PostgreSQL's text of a time and of a bigint.
        startsAt: row.starts_at ? new Date(row.starts_at).toISOString() : null,
        price: row.price === null ? null : Number(row.price),
      }));
    },

    /**
     * Each type's first `take` listed entries at `now` (one statement) and how many they list (one
     * more; above `totals.exactUpTo` kept a while per question, as the tiers' listing kept it before).
     * Words are counted up to LISTING_COUNTED_UP_TO a type and never kept: each question is other words.
     */
    async list(query: { q?: string | undefined; types: readonly string[]; now: Date; take: number }, tx: DbOrTx = db): Promise<IndexedListingPage> {
      const types = query.types.filter((type) => (LISTED_TYPES as readonly string[]).includes(type));
      const entries = new Map<string, IndexedEntry[]>(types.map((type) => [type, []]));
      if (!types.length) return { entries, total: 0 };
      const parts = types.flatMap((type) => typeRows(tx, type, query.q, query.now, query.take));
      // Words are counted up to the bound on each question (each is other words); the whole listing once, then kept a while.
      const countAll = async () => {
        if (query.q) return countListed(tx, types, query.q, query.now);
        const key = types.join(',');
        const kept = totals.get(key);
        if (kept !== undefined) return { total: kept, atLeast: false };
        const since = totals.generation();
        const counted = await totals.shared(key, () => countListed(tx, types, undefined, query.now));
        if (counted.total > totals.exactUpTo) totals.set(key, counted.total, since);
        return counted;
      };
      const [rows, { total, atLeast }] = await Promise.all([
        tx.execute<{ part: string; kind: string; id: string; title: string; starts_at: string | null }>(
          sql.join(
            parts.map((part) => sql`(${part.getSQL()})`),
            sql` union all `,
          ),
        ),
        countAll(),
      ]);
      const happening: IndexedEntry[] = [];
      for (const row of rows.rows) {
        // Raw rows keep PostgreSQL's text of a time.
        const entry = { productItemType: row.kind, productItemId: row.id, title: row.title, startsAt: row.starts_at ? new Date(row.starts_at) : null };
        if (row.part === 'now') happening.push(entry);
        else entries.get(row.kind)!.push(entry);
      }
      // Happening now starts before anything later; an event without a start (none yet) goes last.
      const tiers = entries.get('TICKET_TIER');
      if (tiers) {
        entries.set('TICKET_TIER', [...happening.filter((t) => t.startsAt), ...tiers, ...happening.filter((t) => !t.startsAt)].slice(0, query.take));
      }
      return atLeast ? { entries, total, totalAtLeast: true } : { entries, total };
    },

    /**
     * Brings every entry to what the sources say (`catalogue_reconcile()`, migration 0033): answers how
     * many entries of each kind had drifted (missing, stale or no longer wanted; none when the triggers kept up).
     */
    async reconcile(tx: DbOrTx = db): Promise<Record<string, number>> {
      const { rows } = await tx.execute<{ kind: string; drifted: number }>(
        sql`select entry_kind as kind, count(distinct entry_id)::int as drifted from catalogue_reconcile() group by entry_kind`,
      );
      // Then the search box's words and their counts (catalogue_words_prune, 0039): those no entry uses go, the others are
      // counted as the entries now hold them.
      await tx.execute(sql`select catalogue_words_prune()`);
      return Object.fromEntries(rows.map((row) => [row.kind, Number(row.drifted)]));
    },
  };
}
export type CatalogueIndexRepository = ReturnType<typeof createCatalogueIndexRepository>;
