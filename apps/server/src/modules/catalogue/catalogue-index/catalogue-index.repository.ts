import type { SearchHitDto, SearchKind } from '@market/contract';
import { and, count, isNotNull, sql, type SQL } from 'drizzle-orm';
import { PREPARED, PREPARED_GENERIC, type DbOrTx } from '../../../platform/db/database.js';
import { frozenAround } from '../../../platform/db/frozen-sql.js';
import { createKeptTotals } from '../../../platform/db/kept-totals.js';
import { likeContaining } from '../../../platform/db/search.js';
import { CACHE_TTL } from '../../../platform/http/cache-tags.js';
import type { IndexedEntry, IndexedListingPage } from '../../commerce/index.js';
import { catalogueEntries as e, LISTED_TYPES } from './catalogue-index.table.js';

export { LISTED_TYPES, SEARCHED_KINDS } from './catalogue-index.table.js';

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/**
 * `kind = '<type>'` with the type written in the statement (one of LISTED_TYPES, never a caller's text): a plan made
 * once (PREPARED_GENERIC) can then use the partial indexes of one type (`kind = 'TICKET_TIER'`: the period index, the
 * trigram indexes), and the statement's text still depends only on the types listed.
 */
function kindIs(type: string): SQL {
  if (!(LISTED_TYPES as readonly string[]).includes(type)) throw new Error(`${type} is not listed by the catalogue index`);
  return sql`${e.kind} = ${sql.raw(`'${type}'`)}`;
}

/** A course's words in `q` (the listing's `q` is at most 200 characters: at most 100 words). */
const MAX_WORDS = 100;
const WORD_MARKS = Array.from({ length: MAX_WORDS }, (_, i) => `w${i}`);
/** The patterns of a listing's words: `like` for the whole of `q`, w0, w1… for each of its words (courses). */
type WordMarks = Record<string, SQL>;
const wordsOf = (q: string) => q.split(/\s+/).filter(Boolean);

/**
 * What `q` asks of a type's listed words: a course has every word in its title (as the course catalogue reads it), the others
 * the whole text. `words` is how many words `q` has; the patterns (likeContaining of each, folded in SQL) are `marks`.
 */
function listWordsMatch(type: string, marks: WordMarks | undefined, words: number): SQL | undefined {
  if (!marks) return undefined;
  const contains = (pattern: SQL) => sql`${e.listWords} like immutable_unaccent(lower(${pattern}))`;
  if (type !== 'ONLINE_COURSE') return contains(marks.like!);
  return and(...WORD_MARKS.slice(0, words).map((name) => contains(marks[name]!)));
}
/** The values of a listing's word marks for `q`. */
function wordValues(q: string): WordMarks {
  const values: WordMarks = { like: sql`${likeContaining(q)}` };
  wordsOf(q).forEach((word, i) => (values[`w${i}`] = sql`${likeContaining(word)}`));
  return values;
}

/**
 * Each listed type's rows at `now`, in its old list's order (products.ts merges them): tiers of events
 * happening now then of those to come, by start, title and place (an event without a start last);
 * frames to come by start; courses newest first; ebooks and combos by title. `part` tells a tier
 * happening now ('now') from one to come. Written over bare column names, so that a part reads the
 * table or a read of it alike.
 */
interface ListPart {
  part: 'now' | 'later' | 'all';
  where?: SQL;
  orderBy: SQL;
}
function listParts(type: string, now: SQL): ListPart[] {
  const byStart = sql`starts_at asc nulls last, title asc, position asc, id asc`;
  switch (type) {
    case 'TICKET_TIER':
      return [
        { part: 'now', where: sql`tstzrange(starts_at, ends_at) @> ${now}`, orderBy: byStart },
        { part: 'later', where: sql`starts_at > ${now}`, orderBy: byStart },
      ];
    case 'CALENDAR_FRAME':
      return [{ part: 'later', where: sql`starts_at > ${now}`, orderBy: byStart }];
    case 'ONLINE_COURSE':
      return [{ part: 'all', orderBy: sql`published_at desc nulls last, created_at desc, id desc` }];
    default:
      return [{ part: 'all', where: sql`starts_at is null`, orderBy: sql`title asc, id asc` }];
  }
}

/** A part's first `take` rows of `from` (part, kind, id, title, starts_at, and n: null). */
function partRows(from: SQL, { part, where, orderBy }: ListPart, take: number | SQL): SQL {
  const columns = sql`${sql.raw(`'${part}'::text`)} as part, kind, id, title, starts_at, null::int as n`;
  // The tiers happening now are few: found through the period index, then sorted. A plan made once (PREPARED_GENERIC)
  // would otherwise walk the start index for them, past every tier already started (47 ms instead of 0.3 at 50,000 events):
  // `offset 0` keeps their search apart from the order.
  if (part === 'now') return sql`(select ${columns} from (select * from ${from} where ${where} offset 0) happening order by ${orderBy} limit ${take})`;
  return sql`(select ${columns} from ${from} ${where ? sql`where ${where}` : sql``} order by ${orderBy} limit ${take})`;
}

/** A type's listed entries, words matched, as a table to read parts of. */
function listedOf(type: string, marks?: WordMarks, words = 0): SQL {
  return sql`(select * from ${e} where ${and(kindIs(type), isNotNull(e.listWords), listWordsMatch(type, marks, words))}) listed`;
}

/** Words of the listing match more entries of a type than this: the listing counts no further (a total "at least"). */
export const LISTING_COUNTED_UP_TO = 1000;

/** What a type lists at `now`: a tier's event not over, a frame still to come, every other entry. */
function openAt(type: string, now: SQL): SQL | undefined {
  if (type === 'TICKET_TIER') return sql`(${e.endsAt} is null or ${e.endsAt} > ${now})`;
  if (type === 'CALENDAR_FRAME') return sql`${e.startsAt} > ${now}`;
  return undefined;
}

/** How many entries the types list at `now` (without words), in one statement. */
async function countListed(tx: DbOrTx, types: readonly string[], now: Date): Promise<number> {
  const counts = types.map(
    (type) =>
      sql`(${tx
        .select({ n: count() })
        .from(e)
        .where(and(kindIs(type), isNotNull(e.listWords), openAt(type, at(now))))})`,
  );
  const { rows } = await tx.execute<{ counts: number[] }>(sql`select array[${sql.join(counts, sql`, `)}]::int[] as counts`);
  return (rows[0]?.counts ?? []).map(Number).reduce((sum, n) => sum + n, 0);
}

/** A row of a listing's statement: a part's entry (raw: PostgreSQL's text of a time), or a type's count (`part` 'count'). */
type ListedRow = {
  part: string;
  kind: string;
  id: string;
  title: string;
  starts_at: string | null;
  n: number | null;
};

/** Each type's first `take` entries from its parts' rows: a tier happening now before anything later, one without a start last. */
function entriesOf(types: readonly string[], rows: readonly ListedRow[], take: number): Map<string, IndexedEntry[]> {
  const entries = new Map<string, IndexedEntry[]>(types.map((type) => [type, []]));
  const happening: IndexedEntry[] = [];
  for (const row of rows) {
    const entry = { productItemType: row.kind, productItemId: row.id, title: row.title, startsAt: row.starts_at ? new Date(row.starts_at) : null };
    if (row.part === 'now') happening.push(entry);
    else entries.get(row.kind)!.push(entry);
  }
  const tiers = entries.get('TICKET_TIER');
  if (tiers) {
    entries.set('TICKET_TIER', [...happening.filter((t) => t.startsAt), ...tiers, ...happening.filter((t) => !t.startsAt)].slice(0, take));
  }
  return entries;
}

const MATCHING_MARKS = ['now', 'take', 'like', ...WORD_MARKS];
const keyOf = (key: string) => {
  const [types, words] = key.split('|') as [string, string];
  return { types: types.split(','), words: Number(words) };
};

/** listMatching's first statement, written once per set of types and count of words (frozenAround). */
const matchingStatement = frozenAround(MATCHING_MARKS, (key: string, marks) => {
  const { types, words } = keyOf(key);
  const matched = types.map((type, i) => ({ type, name: sql.raw(`matched_${i}`) }));
  return sql`${sql.raw(PREPARED)}
    with ${sql.join(
      matched.map(
        ({ type, name }) => sql`${name} as materialized (
          select kind, id, title, starts_at, ends_at, position, published_at, created_at from ${e}
           where ${and(kindIs(type), isNotNull(e.listWords), listWordsMatch(type, marks, words), openAt(type, marks.now!))}
           limit ${sql.raw(String(LISTING_COUNTED_UP_TO + 1))})`,
      ),
      sql`, `,
    )}
    ${sql.join(
      matched.flatMap(({ type, name }) => [
        sql`(select 'count'::text as part, ${sql.raw(`'${type}'`)}::text as kind, null::uuid as id, null::text as title, null::timestamptz as starts_at,
                    (select count(*)::int from ${name}) as n)`,
        ...listParts(type, marks.now!).map((part) => partRows(name, part, marks.take!)),
      ]),
      sql` union all `,
    )}`;
});

/** listMatching's second statement (the types matching too many, walked in their order), written once per key likewise. */
const walkedStatement = frozenAround(MATCHING_MARKS, (key: string, marks) => {
  const { types, words } = keyOf(key);
  return sql`${sql.raw(PREPARED)}${sql.join(
    types.flatMap((type) => listParts(type, marks.now!).map((part) => partRows(listedOf(type, marks, words), part, marks.take!))),
    sql` union all `,
  )}`;
});

/**
 * The listing of words: each type's matches read once, up to one past the bound (a bitmap of the
 * words' trigrams, then the rows), give its count and, when they are all there, its first rows
 * (one statement); a type matching more than the bound is walked in its order instead, where its
 * many matches come early (a second statement, for those types only).
 */
async function listMatching(tx: DbOrTx, query: { q: string; types: readonly string[]; now: Date; take: number }): Promise<IndexedListingPage> {
  const words = wordsOf(query.q).length;
  if (words > MAX_WORDS) throw new Error(`a listing's q of ${words} words`);
  const values = { ...wordValues(query.q), now: at(query.now), take: sql`${query.take}` };
  const read = await tx.execute<ListedRow>(matchingStatement(`${query.types.join(',')}|${words}`, values));
  const counts = new Map(read.rows.filter((row) => row.part === 'count').map((row) => [row.kind, Number(row.n)]));
  const many = query.types.filter((type) => counts.get(type)! > LISTING_COUNTED_UP_TO);
  const walked = many.length ? (await tx.execute<ListedRow>(walkedStatement(`${many.join(',')}|${words}`, values))).rows : [];
  const rows = [...read.rows.filter((row) => row.part !== 'count' && !many.includes(row.kind)), ...walked];
  const total = [...counts.values()].reduce((sum, n) => sum + Math.min(n, LISTING_COUNTED_UP_TO), 0);
  const entries = entriesOf(query.types, rows, query.take);
  return many.length ? { entries, total, totalAtLeast: true } : { entries, total };
}

/**
 * The listing without words: each type's first `take` entries at `now`, one statement written once per set of types
 * (frozenAround: its text depends on nothing else; drizzle walked its parts' hundreds of chunks again on every page).
 */
const listingStatement = frozenAround(['now', 'take'], (typesKey: string, { now, take }) => {
  const parts = typesKey.split(',').flatMap((type) => listParts(type, now).map((part) => ({ part, type })));
  const rowsOf = ({ part, type }: (typeof parts)[number], limit: SQL) => partRows(listedOf(type), part, limit);
  const dated = parts.filter(({ part }) => part.part !== 'all');
  const undated = parts.filter(({ part }) => part.part === 'all');
  // Every item with a start comes before every item without one in the merge (products.ts), and the undated parts
  // (courses, ebooks, combos: the sources give them no start, 0034) hold none: they are read only for the places the
  // dated ones leave in the first `take` (deep pages read 1,700 rows of 5 types before, a third of them for nothing).
  const statement =
    dated.length && undated.length
      ? sql`with dated as materialized (${sql.join(
          dated.map((part) => rowsOf(part, take)),
          sql` union all `,
        )})
        select * from dated union all ${sql.join(
          undated.map((part) => rowsOf(part, sql`greatest(0, ${take} - (select count(*) from dated where starts_at is not null))`)),
          sql` union all `,
        )}`
      : sql.join(
          parts.map((part) => rowsOf(part, take)),
          sql` union all `,
        );
  // Planned once (PREPARED_GENERIC): each part is an index walk fixed by its type, whatever the time and the count
  // asked; planning it each time cost more than running it (1–3.6 ms against 0.7 ms at page 2, 50,000 events).
  return sql`${sql.raw(PREPARED_GENERIC)}${statement}`;
});

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
     * With words, `listMatching`: counted up to LISTING_COUNTED_UP_TO a type and never kept (each
     * question is other words).
     */
    async list(query: { q?: string | undefined; types: readonly string[]; now: Date; take: number }, tx: DbOrTx = db): Promise<IndexedListingPage> {
      const types = query.types.filter((type) => (LISTED_TYPES as readonly string[]).includes(type));
      if (!types.length) return { entries: new Map(), total: 0 };
      if (query.q) return listMatching(tx, { ...query, q: query.q, types });
      const statement = listingStatement(types.join(','), { now: at(query.now), take: sql`${query.take}` });
      // The whole listing is counted once, then kept a while.
      const countAll = async () => {
        const key = types.join(',');
        const kept = totals.get(key);
        if (kept !== undefined) return kept;
        const since = totals.generation();
        const counted = await totals.shared(key, () => countListed(tx, types, query.now));
        if (counted > totals.exactUpTo) totals.set(key, counted, since);
        return counted;
      };
      const [rows, total] = await Promise.all([tx.execute<ListedRow>(statement), countAll()]);
      return { entries: entriesOf(types, rows.rows, query.take), total };
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
