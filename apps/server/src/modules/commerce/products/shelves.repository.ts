import type { HomepageDto } from '@market/contract';
import { sql, type SQL } from 'drizzle-orm';
import { PREPARED, type DbOrTx } from '../../../platform/db/database.js';
import { frozenSql } from '../../../platform/db/frozen-sql.js';
import { createVersionedBytes } from '../../../platform/db/versioned-bytes.js';
import { hashOf } from '../../../platform/http/public-cache.js';
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
interface CardState {
  shelf: number;
  id: string;
  version: string;
  /** Digits (a bigint). */
  price: string;
  available: string | null;
  /** In UTC as PostgreSQL writes a timestamp (see jsonTimeOf). */
  startsAt: string | null;
  endsAt: string | null;
  /** JSON text. */
  subtitle: string;
}

/** A card's text kept between homepages: what comes before its subtitle, and its image and link. */
type CardText = {
  head: string;
  mid: string;
};

// A card's state is one line of fields: none holds either character (the subtitle is JSON, which escapes them).
const FIELD = '\x1f';
const CARD = '\x1e';
const FIELDS = 8;
const [SQL_FIELD, SQL_CARD] = [String.raw`E'\x1f'`, String.raw`E'\x1e'`];

/** A text column as a JSON string, or null. */
const jsonOf = (column: string) => `coalesce(to_json(${column})::text, 'null')`;
/** Bytes of card texts kept: the shelves' few dozen cards, and the versions they had a moment ago. */
const CARD_TEXTS_MAX_BYTES = 1024 * 1024;

const field = sql.raw(SQL_FIELD);
/** A card's state as a line (see stateOf); its version names its rows' and its host's. */
const stateSql = sql`s.shelf || ${field} || s.item_id || ${field} || s.version || '.' || coalesce(${userSql.versionOf(sql`s.host_id`)}, '-')
  || ${field} || s.price || ${field} || coalesce(s.available::text, '') || ${field} || coalesce((s.starts_at at time zone 'UTC')::text, '')
  || ${field} || coalesce((s.ends_at at time zone 'UTC')::text, '') || ${field} || ${sql.raw(jsonOf('s.subtitle'))}`;

function stateOf(line: string): CardState {
  const fields = line.split(FIELD);
  if (fields.length !== FIELDS) throw new Error(`a homepage card's state has ${fields.length} fields, not ${FIELDS}`);
  const [shelf, id, version, price, available, startsAt, endsAt, subtitle] = fields as [string, string, string, string, string, string, string, string];
  return { shelf: Number(shelf), id, version, price, available: available || null, startsAt: startsAt || null, endsAt: endsAt || null, subtitle };
}

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
const cardOf = (text: CardText, state: CardState) =>
  `${text.head},"subtitle":${state.subtitle}${text.mid},"price":${state.price},"available":${state.available ?? 'null'},"startsAt":${jsonTimeOf(state.startsAt)},"endsAt":${jsonTimeOf(state.endsAt)},"onSale":true}`;

/**
 * Every homepage shelf in one statement: each type's items on sale now (its ShelfSql: each parent
 * once, in the type's list order) as one text, a line a card: what changes with sales and time
 * (subtitle, price, places left, times) and the versions of the rows the rest of the card is written
 * from. That rest is kept in the process per item and version (`createVersionedBytes`), as the events
 * list keeps its cards: writing 25 cards and their hosts' chips was a third of the statement's time
 * and most of the bytes Node decoded and encoded again. A homepage showing a card not kept in its
 * version reads the shelves once more, a row a card with its text. The answer last written is handed
 * out again, with its hash, while the statement reads the same text: reading 25 rows of 9 columns
 * and writing the answer again cost Node more than the statement saved.
 *
 * Each shelf shows its cards in the order they come, its type's ORDER BY: above it are only
 * projections and an aggregate over their rows as they come, which keep that order (numbering them
 * with row_number to sort them again cost a WindowAgg a shelf, 15% of the statement), and Node files
 * each card under its shelf whatever order the shelves arrive in. Neither statement has values (the
 * time is its own `now()`), so each is written once and prepared on each connection (PREPARED). What
 * is on sale is each type's rule, in SQL beside its facts; shelves.int.test.ts holds the items shown
 * to the facts the types describe and the answer to what the response schema writes.
 */
export function createShelvesRepository(db: DbOrTx, shelves: readonly Shelf[], perShelf: number) {
  const branches = shelves.map(({ key, type }, index) => {
    if (!type.shelf) throw new Error(`the ${key} shelf's type ${type.type} has no ShelfSql`);
    return sql`(select ${sql.raw(String(index))} as shelf, x.item_type::text, x.item_id::uuid, x.host_id::uuid, x.parent_kind::text,
                       x.parent_id::uuid, x.parent_slug::text, x.title::text, x.subtitle::text, x.image::text, x.link::text, x.price::bigint,
                       x.available::int, x.starts_at::timestamptz, x.ends_at::timestamptz, x.version::text
                  from (${type.shelf(sql`now()`, sql.raw(String(perShelf)))}) x)`;
  });
  const cards = sql`(${sql.join(branches, sql` union all `)}) s`;
  const statesOfCards = frozenSql(sql`${sql.raw(PREPARED)}select string_agg(${stateSql}, ${sql.raw(SQL_CARD)}) as "states" from ${cards}`);
  const cardsWithTexts = frozenSql(sql`${sql.raw(PREPARED)}select ${stateSql} as "state", ${cardText(userSql.chipJsonOf(sql`s.host_id`))} from ${cards}`);
  const texts = createVersionedBytes<CardText>(CARD_TEXTS_MAX_BYTES);
  // What the contract writes around each shelf's items.
  const heads = shelves.map(
    ({ key, title, link }) => `{"key":${JSON.stringify(key)},"title":${JSON.stringify(title)},"link":${JSON.stringify(link)},"items":[`,
  );
  let last: { states: string; answer: Serialized<HomepageDto> } | undefined;

  /** The cards' texts, or undefined when one is not kept in its version. */
  const keptTextsOf = (states: CardState[]) => {
    const found: CardText[] = [];
    for (const state of states) {
      const text = texts.current(state.id, state.version);
      if (!text) return undefined;
      found.push(text);
    }
    return found;
  };

  /** The cards read again whole, with their texts, which are kept. */
  async function readWithTexts() {
    const { rows } = await db.execute<{ state: string } & CardText>(cardsWithTexts);
    const states = rows.map((row) => stateOf(row.state));
    const found = rows.map(({ head, mid }, i) => {
      const text = { head, mid };
      texts.keep(states[i]!.id, states[i]!.version, text, 2 * (head.length + mid.length));
      return text;
    });
    return { states, texts: found };
  }

  function answerOf(states: CardState[], cardTexts: CardText[]): Serialized<HomepageDto> {
    const items = heads.map((): string[] => []);
    states.forEach((state, i) => items[state.shelf]!.push(cardOf(cardTexts[i]!, state)));
    const sections = items.flatMap((cardsOfShelf, shelf) => (cardsOfShelf.length ? [`${heads[shelf]}${cardsOfShelf.join(',')}]}`] : []));
    const json = Buffer.from(`{"sections":[${sections.join(',')}]}`);
    return new Serialized(json, hashOf(json));
  }

  return {
    /** The shelves with something on them, in their order. */
    async read(): Promise<Serialized<HomepageDto>> {
      const { rows } = await db.execute<{ states: string | null }>(statesOfCards);
      const states = rows[0]?.states ?? '';
      if (states === last?.states) return last.answer;
      const cardStates = states ? states.split(CARD).map(stateOf) : [];
      const kept = keptTextsOf(cardStates);
      // Read again whole rather than only the texts missing: the shelves may have changed meanwhile.
      if (!kept) {
        const read = await readWithTexts();
        return answerOf(read.states, read.texts);
      }
      const answer = answerOf(cardStates, kept);
      last = { states, answer };
      return answer;
    },
  };
}
