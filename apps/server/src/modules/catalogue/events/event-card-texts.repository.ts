import { sql } from 'drizzle-orm';
import { PREPARED, type DbOrTx } from '../../../platform/db/database.js';
import { frozenSql } from '../../../platform/db/frozen-sql.js';
import { userSql } from '../../identity/index.js';
import { events } from './events.table.js';

/**
 * What a page statement reads of each card (see `cardOfRow`): the event, the version of its row and
 * its host's summary as compact JSON, read live (followers change with every follow).
 */
export type CardRef = {
  id: string;
  version: string;
  host: string;
};

/**
 * The columns of a `CardRef`, under those names. The version is the row's `xmin`: every write of an
 * event makes a new row version with a new `xmin`, and the card's text (`card_head`, `card_tail`) is
 * only ever written by the trigger on such a write, so an id and its `xmin` name one card text.
 * (`xmin` is shown raw even once frozen; it only repeats after 2³² transactions.)
 */
export const cardRefColumns = frozenSql(sql`${events.id} as "id", ${events}.xmin::text as "version", ${userSql.summaryJsonOf(events.hostId)}::text as "host"`);

interface CardText {
  version: string;
  head: Buffer;
  tail: Buffer;
}

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');
/** Bytes of card texts a process keeps, about 16,000 cards: the pages people read, not the whole catalogue. */
export const CARD_TEXTS_MAX_BYTES = 16 * 1024 * 1024;
/** What a kept card costs beyond its bytes (its entry, its key, its buffer and two views of it). */
const ENTRY_BYTES = 200;

/**
 * A card's two texts in one buffer of its own: small buffers are cut from a shared 8 KB slab, and
 * one kept for long would keep its whole slab alive.
 */
function bytesOf(head: string, tail: string): Pick<CardText, 'head' | 'tail'> {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(head) + Buffer.byteLength(tail));
  const split = bytes.write(head);
  bytes.write(tail, split);
  return { head: bytes.subarray(0, split), tail: bytes.subarray(split) };
}

/**
 * The public cards' texts as bytes, kept per event and version in the process, least recently used
 * dropped first. A page then reads only its events' ids, versions and hosts, and is written by
 * copying bytes: reading each card's text again on every page cost PostgreSQL the copy and the
 * sort of wide rows and Node decoding and encoding again ~20 KB of Vietnamese text (about a quarter
 * of both sides' time per list request). A card not kept, or kept in an older version, is read in
 * one more statement with the others missing from the page.
 */
export function createCardTexts(db: DbOrTx, maxBytes = CARD_TEXTS_MAX_BYTES) {
  const known = new Map<string, CardText>();
  let bytes = 0;
  const sizeOf = (text: CardText) => text.head.length + text.tail.length + ENTRY_BYTES;

  function keep(id: string, text: CardText) {
    const before = known.get(id);
    if (before) {
      bytes -= sizeOf(before);
      known.delete(id);
    }
    known.set(id, text);
    bytes += sizeOf(text);
    for (const [oldest, old] of known) {
      if (bytes <= maxBytes) break;
      known.delete(oldest);
      bytes -= sizeOf(old);
    }
  }

  /** The texts of these events as stored now (newer than asked, if written meanwhile; gone if deleted). */
  async function read(ids: string[], tx: DbOrTx) {
    const result = await tx.execute<{ id: string; version: string; head: string; tail: string }>(
      sql`${sql.raw(PREPARED)}select ${events.id} as "id", ${events}.xmin::text as "version", ${events.cardHead} as "head", ${events.cardTail} as "tail"
          from ${events} where ${events.id} = any(${`{${ids.join(',')}}`}::uuid[])`,
    );
    for (const row of result.rows) keep(row.id, { version: row.version, ...bytesOf(row.head, row.tail) });
  }

  return {
    /** The cards of `refs`, in their order, as one compact JSON array (an event deleted meanwhile is left out). */
    async page(refs: readonly CardRef[], tx: DbOrTx = db): Promise<Buffer> {
      const missing: string[] = [];
      for (const ref of refs) {
        const text = known.get(ref.id);
        if (text?.version !== ref.version) missing.push(ref.id);
        // Read again: now the most recently used.
        else keep(ref.id, text);
      }
      if (missing.length) await read(missing, tx);
      const parts: Buffer[] = [OPEN];
      for (const ref of refs) {
        const text = known.get(ref.id);
        if (!text) continue;
        if (parts.length > 1) parts.push(COMMA);
        parts.push(text.head, Buffer.from(ref.host), text.tail);
      }
      parts.push(CLOSE);
      return Buffer.concat(parts);
    },
    /** How many cards and bytes are kept (tests, benchmarks). */
    get size() {
      return { cards: known.size, bytes };
    },
  };
}
export type CardTexts = ReturnType<typeof createCardTexts>;
