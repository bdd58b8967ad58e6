import type { HomepageDto } from '@market/contract';
import { sql, type SQL } from 'drizzle-orm';
import { PREPARED, type DbOrTx } from '../../../platform/db/database.js';
import { frozenSql } from '../../../platform/db/frozen-sql.js';
import { createVersionedBytes } from '../../../platform/db/versioned-bytes.js';
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

/** A card on a shelf as read on every homepage: its item, the version of its kept text, and what changes with sales and time. */
type ShelfRow = {
  shelf: number;
  id: string;
  version: string;
  subtitle: string | null;
  /** Digits (a bigint). */
  price: string;
  available: number | null;
  /** In UTC as PostgreSQL writes a timestamp (see jsonTimeOf). */
  starts_at: string | null;
  ends_at: string | null;
};

/** A card's text kept between homepages: what comes before its subtitle, and its image and link. */
type CardText = {
  head: string;
  mid: string;
};

/** A text column as a JSON string, or null. */
const jsonOf = (column: string) => `coalesce(to_json(${column})::text, 'null')`;
/** Bytes of card texts kept: the shelves' few dozen cards, and the versions they had a moment ago. */
const CARD_TEXTS_MAX_BYTES = 1024 * 1024;

/**
 * A card's text from its item type to its title, host included, and its image and link: the fields
 * whose rows `version` names, written by PostgreSQL as the contract writes a ProductDto (row_to_json
 * would need a sub-select per nested object).
 */
const cardText = (host: SQL) =>
  sql`${sql.raw(`'{"productItemType":"' || s.item_type || '","productItemId":"' || s.item_id
    || '","parent":{"kind":"' || s.parent_kind || '","id":"' || s.parent_id || '","slug":' || ${jsonOf('s.parent_slug')}
    || '},"host":'`)} || ${host} || ${sql.raw(`',"title":' || ${jsonOf('s.title')}`)} as head,
      ${sql.raw(`',"image":' || ${jsonOf('s.image')} || ',"link":' || ${jsonOf('s.link')}`)} as mid`;

/**
 * A time as JSON, written as toISOString writes it (as every other answer shows times), from
 * PostgreSQL's text of a timestamp in UTC ('2026-11-28 19:00:00', '… 19:00:00.5', '… 19:00:00.123456';
 * DateStyle ISO, as node-postgres expects too): to_char cost 2 µs a time in the statement. A Date
 * keeps whole milliseconds, so the digits past them are dropped, not rounded.
 */
export function jsonTimeOf(utc: string | null): string {
  if (utc === null) return 'null';
  return `"${utc.slice(0, 10)}T${utc.slice(11, 19)}.${utc.slice(20, 23).padEnd(3, '0')}Z"`;
}

/** The rest of a card, as the contract writes it. */
const cardOf = (text: CardText, row: ShelfRow) =>
  `${text.head},"subtitle":${row.subtitle === null ? 'null' : JSON.stringify(row.subtitle)}${text.mid},"price":${row.price},"available":${row.available ?? 'null'},"startsAt":${jsonTimeOf(row.starts_at)},"endsAt":${jsonTimeOf(row.ends_at)},"onSale":true}`;

/**
 * Every homepage shelf in one statement: each type's items on sale now (its ShelfSql: each parent
 * once, in the type's list order), with what changes with sales and time (subtitle, price, places
 * left, times) and the versions of the rows the rest of the card is written from. That rest is kept
 * in the process per item and version (`createVersionedBytes`), as the events list keeps its cards:
 * writing 25 cards and their hosts' chips was a third of the statement's time and most of the bytes
 * Node decoded and encoded again. A homepage showing a card not kept in its version reads the same
 * statement once more with the texts. Each shelf shows its rows in the order they come, its type's
 * ORDER BY: above it are only projections, which keep their input's order (numbering them with
 * row_number to sort them again cost a WindowAgg a shelf, 15% of the statement), and Node files
 * each row under its shelf whatever order the shelves' rows arrive in. Neither text has values (the
 * time is the statement's own `now()`), so each is written once and prepared on each connection (PREPARED). What is on sale is
 * each type's rule, in SQL beside its facts; shelves.int.test.ts holds the items shown to the facts
 * the types describe and the answer to what the response schema writes.
 */
export function createShelvesRepository(db: DbOrTx, shelves: readonly Shelf[], perShelf: number) {
  const branches = shelves.map(({ key, type }, index) => {
    if (!type.shelf) throw new Error(`the ${key} shelf's type ${type.type} has no ShelfSql`);
    return sql`(select ${sql.raw(String(index))} as shelf, x.item_type::text, x.item_id::uuid, x.host_id::uuid, x.parent_kind::text,
                       x.parent_id::uuid, x.parent_slug::text, x.title::text, x.subtitle::text, x.image::text, x.link::text, x.price::bigint,
                       x.available::int, x.starts_at::timestamptz, x.ends_at::timestamptz, x.version::text
                  from (${type.shelf(sql`now()`, sql.raw(String(perShelf)))}) x)`;
  });
  const statement = (texts: boolean) =>
    frozenSql(
      sql`${sql.raw(PREPARED)}select s.shelf, s.item_id as "id", s.version || '.' || coalesce(${userSql.versionOf(sql`s.host_id`)}, '-') as "version",
                s.subtitle, s.price::text as "price", s.available, s.starts_at at time zone 'UTC' as starts_at, s.ends_at at time zone 'UTC' as ends_at
                ${texts ? sql`, ${cardText(userSql.chipJsonOf(sql`s.host_id`))}` : sql``}
            from (${sql.join(branches, sql` union all `)}) s`,
    );
  const shelfRows = statement(false);
  const shelfRowsWithTexts = statement(true);
  const texts = createVersionedBytes<CardText>(CARD_TEXTS_MAX_BYTES);
  // What the contract writes around each shelf's items.
  const heads = shelves.map(
    ({ key, title, link }) => `{"key":${JSON.stringify(key)},"title":${JSON.stringify(title)},"link":${JSON.stringify(link)},"items":[`,
  );

  /** The cards' texts, or undefined when one is not kept in its version. */
  const keptTextsOf = (rows: ShelfRow[]) => {
    const found: CardText[] = [];
    for (const row of rows) {
      const text = texts.current(row.id, row.version);
      if (!text) return undefined;
      found.push(text);
    }
    return found;
  };

  return {
    /** The shelves with something on them, in their order. */
    async read(): Promise<Serialized<HomepageDto>> {
      let { rows } = await db.execute<ShelfRow>(shelfRows);
      let cardTexts = keptTextsOf(rows);
      if (!cardTexts) {
        // Read again whole rather than only the texts missing: the shelves may have changed meanwhile.
        rows = (await db.execute<ShelfRow & CardText>(shelfRowsWithTexts)).rows;
        cardTexts = (rows as (ShelfRow & CardText)[]).map(({ id, version, head, mid }) => {
          const text = { head, mid };
          texts.keep(id, version, text, 2 * (head.length + mid.length));
          return text;
        });
      }
      // Each shelf's cards in the order its rows came (its type's ORDER BY); the shelves in theirs.
      const cards = heads.map((): string[] => []);
      rows.forEach((row, i) => cards[row.shelf]!.push(cardOf(cardTexts[i]!, row)));
      const sections = cards.flatMap((items, shelf) => (items.length ? [`${heads[shelf]}${items.join(',')}]}`] : []));
      return new Serialized(`{"sections":[${sections.join(',')}]}`);
    },
  };
}
