import type { HomepageDto } from '@market/contract';
import { sql } from 'drizzle-orm';
import { PREPARED, type DbOrTx } from '../../../platform/db/database.js';
import { frozenSql } from '../../../platform/db/frozen-sql.js';
import { Serialized } from '../../../platform/http/serialized.js';
import { userSql } from '../../identity/index.js';
import type { ProductType } from './product-type.js';

/** One homepage shelf: a kind of product, with its title and the page that lists all of it. */
export interface Shelf {
  key: string;
  title: string;
  link: string;
  type: ProductType;
}

/** As toISOString writes it, so that a shelf's times read like every other answer's. */
const isoOf = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** A text column as a JSON string, or null. */
const jsonOf = (column: string) => `coalesce(to_json(${column})::text, 'null')`;

/**
 * A card as the contract writes a ProductDto (its fields in order, no spaces), written by PostgreSQL
 * field by field: row_to_json would need a sub-select per nested object, and reading the columns to
 * write the cards in Node cost 130 µs more of Node per homepage for 57 µs less of PostgreSQL.
 */
const card = sql.raw(`'{"productItemType":"' || s.item_type || '","productItemId":"' || s.item_id
    || '","parent":{"kind":"' || s.parent_kind || '","id":"' || s.parent_id || '","slug":' || ${jsonOf('s.parent_slug')}
    || '},"host":' || s.host || ',"title":' || ${jsonOf('s.title')} || ',"subtitle":' || ${jsonOf('s.subtitle')}
    || ',"image":' || ${jsonOf('s.image')} || ',"link":' || ${jsonOf('s.link')} || ',"price":' || s.price
    || ',"available":' || coalesce(s.available::text, 'null') || ',"startsAt":' || ${jsonOf(isoOf('s.starts_at'))}
    || ',"endsAt":' || ${jsonOf(isoOf('s.ends_at'))} || ',"onSale":true}'`);

/**
 * Every homepage shelf in one statement: each type's items on sale now (its ShelfSql: each parent
 * once, in the type's list order) with their hosts' chips, each shelf's cards joined into its items'
 * JSON by PostgreSQL. The text has no values (the time is the statement's own `now()`), so it is
 * written once and prepared on each connection (PREPARED). What is on sale is each type's rule, in
 * SQL beside its facts; shelves.int.test.ts holds the items shown to the facts the types describe and
 * the text to what the response schema writes.
 */
export function createShelvesRepository(db: DbOrTx, shelves: readonly Shelf[], perShelf: number) {
  const branches = shelves.map(({ key, type }, index) => {
    if (!type.shelf) throw new Error(`the ${key} shelf's type ${type.type} has no ShelfSql`);
    return sql`(select ${sql.raw(String(index))} as shelf, x.pos, x.item_type::text, x.item_id::uuid, x.host_id::uuid, x.parent_kind::text,
                       x.parent_id::uuid, x.parent_slug::text, x.title::text, x.subtitle::text, x.image::text, x.link::text, x.price::bigint,
                       x.available::int, x.starts_at::timestamptz, x.ends_at::timestamptz
                  from (${type.shelf(sql`now()`, sql.raw(String(perShelf)))}) x)`;
  });
  const statement = frozenSql(
    sql`${sql.raw(PREPARED)}select s.shelf, string_agg(${card}, ',' order by s.pos) as items
          from (select b.*, ${userSql.chipJsonOf(sql`b.host_id`)} as host from (${sql.join(branches, sql` union all `)}) b) s
         group by s.shelf order by s.shelf`,
  );
  // What the contract writes around each shelf's items.
  const heads = shelves.map(
    ({ key, title, link }) => `{"key":${JSON.stringify(key)},"title":${JSON.stringify(title)},"link":${JSON.stringify(link)},"items":[`,
  );

  return {
    /** The shelves with something on them, in their order. */
    async read(): Promise<Serialized<HomepageDto>> {
      const { rows } = await db.execute<{ shelf: number; items: string }>(statement);
      return new Serialized(`{"sections":[${rows.map((row) => `${heads[row.shelf]}${row.items}]}`).join(',')}]}`);
    },
  };
}
