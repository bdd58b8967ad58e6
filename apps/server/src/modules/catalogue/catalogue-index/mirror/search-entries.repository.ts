import pg from 'pg';
import type { SearchHitDto, SearchKind } from '@market/contract';
import { sql } from 'drizzle-orm';
import { PREPARED, PREPARED_GENERIC, type DbOrTx } from '../../../../platform/db/database.js';
import { SEARCHED_KINDS } from '../catalogue-index.repository.js';
import type { LogPlace } from './catalogue-changes.repository.js';
import type { SearchPlace, SearchRow } from './search-store.js';

/** What the search box matches and orders by (catalogue_search_order, 0034: float8, PostgreSQL's text of it read back exactly). */
const ORDER = 'catalogue_search_order(kind, starts_at, ends_at, popularity, published_at, created_at)';
/** An event's start too, in microseconds (the public event list's order: event-words.ts). */
const COLUMNS = `kind, id::text as id, search_words as words, ${ORDER} as order,
  case when kind = 'EVENT' then (extract(epoch from starts_at) * 1000000)::int8::text end as "startsUs"`;

/**
 * Every entry the search box finds, each kind in its order (catalogue_entries_search_order_idx alone), read in one snapshot
 * with the change log's place at it, by a cursor in batches (as loadListedEntries reads the listed ones).
 */
export async function loadSearchedEntries(url: string, onRows: (rows: SearchRow[]) => void): Promise<LogPlace> {
  const client = new pg.Client({ connectionString: url, application_name: 'market-catalogue-search' });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const place = await client.query<{ low: string; horizon: string }>(`
      select greatest(coalesce((select max(seq) from catalogue_entry_changes), 0), (select through from catalogue_entry_changes_pruned))::text as low,
             pg_snapshot_xmin(pg_current_snapshot())::text as horizon`);
    for (const kind of SEARCHED_KINDS) {
      await client.query(`declare searched no scroll cursor for select ${COLUMNS} from catalogue_entries
                           where kind = '${kind}' and search_words is not null order by ${ORDER} nulls first, id`);
      for (;;) {
        const batch = await client.query<SearchRow>('fetch 20000 from searched');
        if (!batch.rows.length) break;
        onRows(batch.rows);
      }
      await client.query('close searched');
    }
    await client.query('commit');
    const { low, horizon } = place.rows[0]!;
    return { low: Number(low), horizon };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Whether the change log holds changes after `place` not applied (`applied`: the seqs read again by transaction): read in
 * the statement reading what a mirror found, it tells that the mirror was read with changes committed before it missing.
 */
export const staleSince = (place: LogPlace, applied: readonly number[]) =>
  sql`(coalesce((select max(seq) from catalogue_entry_changes) > ${place.low}, false)
       or coalesce((select txid from catalogue_entry_changes where seq <> all(${`{${applied.join(',')}}`}::bigint[])
                     order by txid desc limit 1) >= ${place.horizon}::xid8, false))`;

type HitRow = {
  stale: boolean;
  kind: string | null;
  id: string;
  title: string;
  subtitle: string | null;
  image: string | null;
  link: string;
  starts_at: string | null;
  price: number | string | null;
};

/** The search box's reads of the entries the search mirror found. */
export function createSearchEntriesRepository(db: DbOrTx) {
  return {
    /** The searched entries of these (kind, id) as they are now (one missing is gone, or no longer found by the search box). */
    async entries(keys: readonly { kind: string; id: string }[]): Promise<SearchRow[]> {
      if (!keys.length) return [];
      const { rows } = await db.execute<{ kind: string; id: string; words: string; order: number | string | null; startsUs: string | null }>(sql`
        select ${sql.raw(COLUMNS)} from catalogue_entries
         where search_words is not null
           and (kind, id) in (select * from unnest(${`{${keys.map((k) => k.kind).join(',')}}`}::text[], ${`{${keys.map((k) => k.id).join(',')}}`}::uuid[]))`);
      return rows.map((row) => ({ ...row, order: row.order === null ? null : Number(row.order) }));
    },

    /** How many entries the search box finds (the search mirror would hold). */
    async searchedCount(): Promise<number> {
      const { rows } = await db.execute<{ n: string }>(sql`select count(*) as n from catalogue_entries where search_words is not null`);
      return Number(rows[0]?.n ?? 0);
    },

    /** catalogue_known_word (0055) of each word: as the catalogue knows it, corrected if mistyped (`last`: typed last). */
    async knownWord(words: readonly { word: string; last: boolean }[]): Promise<string[]> {
      const { rows } = await db.execute<{ words: string[] }>(sql`${sql.raw(PREPARED)}
        select array(select catalogue_known_word(u.word, u.last)
                       from unnest(${`{${words.map((w) => w.word).join(',')}}`}::text[], ${`{${words.map((w) => w.last).join(',')}}`}::boolean[])
                            with ordinality u(word, last, i) order by u.i) as words`);
      return rows[0]?.words ?? [];
    },

    /** catalogue_known_words (0039) of a query: the words as the catalogue knows them, each mistyped one corrected. */
    async knownWords(q: string): Promise<string[]> {
      const { rows } = await db.execute<{ words: string[] }>(sql`select catalogue_known_words(immutable_unaccent(lower(${q}))) as words`);
      return rows[0]?.words ?? [];
    },

    /**
     * The hits' columns as catalogue-index.repository.ts's search reads them (an entry gone is left out), and whether
     * the change log holds changes after `place` not applied (`applied`: the seqs read again by transaction): then the
     * places were found on entries since changed, and the search is made again.
     */
    async hits(places: readonly SearchPlace[], place: LogPlace, applied: readonly number[]): Promise<{ stale: boolean; hits: SearchHitDto[] }> {
      // Planned once (PREPARED_GENERIC): lookups by key, and the log's last rows by its indexes, whatever the values.
      const { rows } = await db.execute<HitRow>(sql`${sql.raw(PREPARED_GENERIC)}
        select f.stale, h.* from (select ${staleSince(place, applied)} as stale) f
          left join lateral (
            select e.kind, e.id, e.title, case when e.kind = 'HOST' then e.subtitle else e.host_name end as subtitle, e.image, e.link,
                   case when e.kind = 'EVENT' then e.starts_at end as starts_at, e.price, s.place
              from unnest(${`{${places.map((p) => p.kind).join(',')}}`}::text[], ${`{${places.map((p) => p.id).join(',')}}`}::uuid[],
                          ${`{${places.map((p) => p.place).join(',')}}`}::int[]) s(kind, id, place)
              join catalogue_entries e on e.kind = s.kind and e.id = s.id
          ) h on true
         order by h.kind, h.place`);
      const hits = rows
        .filter((row) => row.kind !== null)
        .map((row) => ({
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
      return { stale: rows[0]?.stale ?? false, hits };
    },
  };
}
export type SearchEntriesRepository = ReturnType<typeof createSearchEntriesRepository>;
