import { sql } from 'drizzle-orm';
import { PREPARED, type DbOrTx } from '../../../platform/db/database.js';
import { frozenSql } from '../../../platform/db/frozen-sql.js';
import { createVersionedBytes } from '../../../platform/db/versioned-bytes.js';
import { ownBytes } from '../../../platform/text/own-bytes.js';
import { userSql } from '../../identity/index.js';
import { events } from './events.table.js';

/** What a page statement reads of each card (see `cardRefColumns`): the event and its host, each with the version of its row. */
export type CardRef = {
  id: string;
  version: string;
  hostId: string;
  hostVersion: string | null;
};

/**
 * The columns of a `CardRef`, under those names. A version is the row's `xmin`: every write of a row
 * makes a new row version with a new `xmin`. The card's text (`card_head`, `card_tail`) is only ever
 * written by the trigger on such a write and the host's summary is read from their row, so an id and
 * its `xmin` name one text. (`xmin` is shown raw even once frozen; it only repeats after 2³² transactions.)
 */
export const cardRefColumns = frozenSql(
  sql`${events.id} as "id", ${events}.xmin::text as "version", ${events.hostId} as "hostId", ${userSql.versionOf(events.hostId)} as "hostVersion"`,
);

interface CardText {
  head: Buffer;
  tail: Buffer;
}

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');
/** Bytes of card texts a process keeps, about 16,000 cards: the pages people read, not the whole catalogue. */
const CARD_TEXTS_MAX_BYTES = 16 * 1024 * 1024;
/** Bytes of hosts' summaries a process keeps, about 4,000 hosts. */
const HOST_SUMMARIES_MAX_BYTES = 2 * 1024 * 1024;
/** Stands for a host no longer there: their stand-in summary never changes. */
const GONE = 'gone';

/**
 * The public cards' texts and their hosts' summaries as bytes, kept per row and version in the
 * process (`createVersionedBytes`). A page then reads only its events' and hosts' ids and versions
 * and is written by copying bytes: reading each card's text and writing each host's summary again on
 * every page cost PostgreSQL the copy and sort of wide rows and 20 `row_to_json` (0.37 → 0.19 ms
 * per page), and Node decoding and encoding again ~20 KB of Vietnamese text with the garbage it
 * leaves. What is not kept, or kept in an older version, is read in one more statement per kind.
 */
export function createCardTexts(db: DbOrTx, maxBytes = CARD_TEXTS_MAX_BYTES) {
  const cards = createVersionedBytes<CardText>(maxBytes);
  const hosts = createVersionedBytes<Buffer>(HOST_SUMMARIES_MAX_BYTES);

  /** The texts of these events as stored now (newer than asked, if written meanwhile; none if deleted). */
  async function readCards(ids: string[], found: Map<string, CardText>, tx: DbOrTx) {
    const { rows } = await tx.execute<{ id: string; version: string; head: string; tail: string }>(
      sql`${sql.raw(PREPARED)}select ${events.id} as "id", ${events}.xmin::text as "version", ${events.cardHead} as "head", ${events.cardTail} as "tail"
          from ${events} where ${events.id} = any(${`{${ids.join(',')}}`}::uuid[])`,
    );
    for (const row of rows) {
      const [head, tail] = ownBytes(row.head, row.tail) as [Buffer, Buffer];
      const card = { head, tail };
      found.set(row.id, card);
      cards.keep(row.id, row.version, card, head.length + tail.length);
    }
  }

  /** These hosts' summaries as they are now (the stand-in for one no longer there). */
  async function readHosts(ids: string[], found: Map<string, Buffer>, tx: DbOrTx) {
    const host = sql`host.id`;
    const { rows } = await tx.execute<{ id: string; version: string | null; summary: string }>(
      sql`${sql.raw(PREPARED)}select host.id::text as "id", ${userSql.versionOf(host)} as "version", ${userSql.summaryJsonOf(host)}::text as "summary"
          from unnest(${`{${ids.join(',')}}`}::uuid[]) as host(id)`,
    );
    for (const row of rows) {
      const [summary] = ownBytes(row.summary);
      found.set(row.id, summary!);
      hosts.keep(row.id, row.version ?? GONE, summary!, summary!.length);
    }
  }

  return {
    /** The cards of `refs`, in their order, as one compact JSON array (an event deleted meanwhile is left out). */
    async page(refs: readonly CardRef[], tx: DbOrTx = db): Promise<Buffer> {
      const cardOf = new Map<string, CardText>();
      const hostOf = new Map<string, Buffer>();
      const missingCards: string[] = [];
      const missingHosts = new Set<string>();
      for (const ref of refs) {
        const card = cards.current(ref.id, ref.version);
        if (card) cardOf.set(ref.id, card);
        else missingCards.push(ref.id);
        const host = hostOf.get(ref.hostId) ?? hosts.current(ref.hostId, ref.hostVersion ?? GONE);
        if (host) hostOf.set(ref.hostId, host);
        else missingHosts.add(ref.hostId);
      }
      await Promise.all([
        missingCards.length ? readCards(missingCards, cardOf, tx) : undefined,
        missingHosts.size ? readHosts([...missingHosts], hostOf, tx) : undefined,
      ]);
      const parts: Buffer[] = [OPEN];
      for (const ref of refs) {
        const card = cardOf.get(ref.id);
        if (!card) continue;
        if (parts.length > 1) parts.push(COMMA);
        parts.push(card.head, hostOf.get(ref.hostId)!, card.tail);
      }
      parts.push(CLOSE);
      return Buffer.concat(parts);
    },
    /** How many cards and hosts are kept, and their bytes (tests, benchmarks). */
    get size() {
      return { cards: cards.size, hosts: hosts.size };
    },
  };
}
