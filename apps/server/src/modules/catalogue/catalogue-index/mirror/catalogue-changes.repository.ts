import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../platform/db/database.js';
import { LISTED_TYPES } from '../catalogue-index.table.js';
import type { MirrorRow } from './mirror-store.js';
import { FOLD_CANDIDATES, textFold, type TextFold } from './text-fold.js';

/** The columns the listing reads, times as microseconds (the order compares PostgreSQL's precision). */
const COLUMNS = `kind, id::text as id, title, list_words,
  (extract(epoch from starts_at) * 1000000)::int8::text as starts_us, (extract(epoch from ends_at) * 1000000)::int8::text as ends_us,
  position, (extract(epoch from published_at) * 1000000)::int8::text as published_us,
  (extract(epoch from created_at) * 1000000)::int8::text as created_us`;

/** Each listed type's order, as listParts of catalogue-index.repository.ts sorts it (the mirror keeps it). */
const ORDER: Record<string, string> = {
  TICKET_TIER: 'starts_at asc nulls last, title asc, position asc, id asc',
  CALENDAR_FRAME: 'starts_at asc nulls last, title asc, position asc, id asc',
  ONLINE_COURSE: 'published_at desc nulls last, created_at desc, id desc',
  E_BOOK: 'title asc, id asc',
  COMBO: 'title asc, id asc',
};

type RawRow = {
  kind: string;
  id: string;
  title: string;
  list_words: string;
  starts_us: string | null;
  ends_us: string | null;
  position: number;
  published_us: string | null;
  created_us: string | null;
};
const num = (text: string | null) => (text === null ? null : Number(text));
const rowOf = (r: RawRow): MirrorRow => ({
  kind: r.kind,
  id: r.id,
  title: r.title,
  listWords: r.list_words,
  startsUs: num(r.starts_us),
  endsUs: num(r.ends_us),
  position: Number(r.position),
  publishedUs: num(r.published_us),
  createdUs: num(r.created_us),
});

/** Where a process stands in the change log: rows after `low`, and those of transactions from `horizon` on (xid8). */
export interface LogPlace {
  low: number;
  horizon: string;
}

/**
 * Every listed entry, each type in its order, read in one snapshot together with the change log's place at it: the
 * changes after that place are the ones the loaded entries do not show yet. A cursor reads them in batches, so neither
 * PostgreSQL nor the process holds the whole answer at once.
 */
export async function loadListedEntries(url: string, onRows: (rows: MirrorRow[]) => void): Promise<LogPlace & { collation: string }> {
  const client = new pg.Client({ connectionString: url, application_name: 'market-catalogue-mirror' });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const place = await client.query<{ low: string; horizon: string; collation: string }>(`
      select greatest(coalesce((select max(seq) from catalogue_entry_changes), 0), (select through from catalogue_entry_changes_pruned))::text as low,
             pg_snapshot_xmin(pg_current_snapshot())::text as horizon,
             (select datcollate from pg_database where datname = current_database()) as collation`);
    for (const type of LISTED_TYPES) {
      await client.query(`declare listed no scroll cursor for select ${COLUMNS} from catalogue_entries
                           where kind = '${type}' and list_words is not null order by ${ORDER[type]}`);
      for (;;) {
        const batch = await client.query<RawRow>('fetch 20000 from listed');
        if (!batch.rows.length) break;
        onRows(batch.rows.map(rowOf));
      }
      await client.query('close listed');
    }
    await client.query('commit');
    const { low, horizon, collation } = place.rows[0]!;
    return { low: Number(low), horizon, collation };
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface LoggedChange {
  seq: number;
  kind: string;
  id: string;
  txid: string;
}

/** The change log's reads, and its pruning. */
export function createCatalogueChangesRepository(db: DbOrTx) {
  return {
    /**
     * The changes after `place` (rows of a lower sequence committed late are those of transactions running at the last
     * read, which is why they are read again by transaction), the new place, and up to which sequence the log was pruned.
     * At most `limit` changes are read: `more` says there were more (a bulk write, which the caller loads again rather
     * than holding every change and entry at once).
     */
    async since(place: LogPlace, limit = 1_000_000): Promise<{ changes: LoggedChange[]; more: boolean; horizon: string; through: number }> {
      const { rows } = await db.execute<{ through: string; horizon: string; changes: [number, string, string, string][] }>(sql`
        select (select through from catalogue_entry_changes_pruned)::text as through,
               pg_snapshot_xmin(pg_current_snapshot())::text as horizon,
               coalesce((select json_agg(json_build_array(seq, kind, id, txid::text) order by seq)
                           from (select seq, kind, id, txid from catalogue_entry_changes
                                  where seq > ${place.low} or txid >= ${place.horizon}::xid8 order by seq limit ${limit + 1}) c), '[]'::json) as changes`);
      const row = rows[0]!;
      return {
        through: Number(row.through),
        horizon: row.horizon,
        more: row.changes.length > limit,
        changes: row.changes.slice(0, limit).map(([seq, kind, id, txid]) => ({ seq: Number(seq), kind, id, txid })),
      };
    },

    /** The listed entries of these (kind, id) as they are now (an entry missing is gone or no longer listed). */
    async entries(keys: readonly { kind: string; id: string }[]): Promise<MirrorRow[]> {
      if (!keys.length) return [];
      const { rows } = await db.execute<RawRow>(sql`
        select ${sql.raw(COLUMNS)} from catalogue_entries
         where list_words is not null
           and (kind, id) in (select * from unnest(${`{${keys.map((k) => k.kind).join(',')}}`}::text[], ${`{${keys.map((k) => k.id).join(',')}}`}::uuid[]))`);
      return rows.map(rowOf);
    },

    /** Drops the log's rows older than `keepSeconds`; answers how many went. */
    async prune(keepSeconds: number): Promise<number> {
      const { rows } = await db.execute<{ n: string | null }>(sql`select catalogue_entry_changes_prune(make_interval(secs => ${keepSeconds})) as n`);
      return Number(rows[0]?.n ?? 0);
    },

    /** How many entries the mirror would hold. */
    async listedCount(): Promise<number> {
      const { rows } = await db.execute<{ n: string }>(sql`select count(*) as n from catalogue_entries where list_words is not null
        and kind in (${sql.join(
          LISTED_TYPES.map((type) => sql`${type}`),
          sql`, `,
        )})`);
      return Number(rows[0]?.n ?? 0);
    },

    /** How PostgreSQL folds each character the mirrors may fold themselves (lower, then immutable_unaccent), as textFold reads it. */
    async textFold(): Promise<TextFold> {
      const text = FOLD_CANDIDATES.join('');
      const { rows } = await db.execute<{ folded: string[] }>(
        sql`select array(select immutable_unaccent(lower(substr(${text}, i, 1))) from generate_series(1, length(${text})) i order by i) as folded`,
      );
      return textFold(rows[0]?.folded ?? []);
    },
  };
}
export type CatalogueChangesRepository = ReturnType<typeof createCatalogueChangesRepository>;
