import { describe, expect, it } from 'vitest';
import type { IndexedListingPage } from '../../../commerce/index.js';
import { LISTED_TYPES } from '../catalogue-index.repository.js';
import { keptListing } from './kept-listing.js';
import { listFromMirror } from './mirror-listing.js';
import { createMirrorStore, type MirrorRow } from './mirror-store.js';

const HOUR_US = 3_600_000_000;
const BASE_US = Date.UTC(2026, 10, 30) * 1000;
const idOf = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
const row = (kind: string, id: string, title: string, startsUs: number | null, endsUs: number | null): MirrorRow => ({
  kind,
  id,
  title,
  listWords: title.toLowerCase(),
  startsUs,
  endsUs,
  position: 0,
  publishedUs: null,
  createdUs: null,
});

/**
 * Tiers starting an hour apart and lasting 1 to 4 hours (some without an end, some without a start), a frame every three
 * hours, and a few e-books: the rows as the load reads them, each type in its order.
 */
function catalogue() {
  const tiers = Array.from({ length: 40 }, (_, i) =>
    row('TICKET_TIER', idOf('0000000c', i), `Vé ${i}`, BASE_US + i * HOUR_US, i % 9 === 0 ? null : BASE_US + i * HOUR_US + (1 + (i % 4)) * HOUR_US),
  );
  const undated = [row('TICKET_TIER', idOf('0000000c', 99), 'Vé mở', null, BASE_US + 20 * HOUR_US)];
  const frames = Array.from({ length: 12 }, (_, i) =>
    row('CALENDAR_FRAME', idOf('0000000f', i), `Buổi ${i}`, BASE_US + (3 * i + 1) * HOUR_US, BASE_US + (3 * i + 2) * HOUR_US),
  );
  const books = Array.from({ length: 5 }, (_, i) => row('E_BOOK', idOf('0000000e', i), `Sách ${i}`, null, null));
  const store = createMirrorStore();
  store.add([...tiers, ...undated, ...frames, ...books]);
  store.seal();
  return store;
}

const plain = (page: IndexedListingPage) => ({
  total: page.total,
  entries: [...page.entries].map(([type, list]) => [type, Array.from({ length: list.length }, (_, i) => list.at(i)?.productItemId)]),
});

describe('the listing without words kept between requests', () => {
  it('answers at every moment what a fresh read answers, as time goes on and back', () => {
    const store = catalogue();
    // Every start and end, a microsecond around each of them, and moments between, walked forward, then backward.
    const moments = Array.from({ length: 50 * 4 }, (_, i) => BASE_US - HOUR_US + i * (HOUR_US / 4));
    const edges = moments.flatMap((us) => [us - 1000, us, us + 1000]);
    for (const us of [...edges, ...[...edges].reverse()])
      for (const take of [3, 20])
        for (const types of [[...LISTED_TYPES], ['TICKET_TIER'], ['CALENDAR_FRAME', 'E_BOOK']]) {
          const query = { types, now: new Date(us / 1000), take };
          expect(plain(keptListing(store, query)), JSON.stringify({ us, take, types })).toEqual(plain(listFromMirror(store, query)));
        }
  });

  it('answers the same page until an entry starts or ends, or the mirror changes', () => {
    const store = catalogue();
    const at = (us: number) => keptListing(store, { types: [...LISTED_TYPES], now: new Date(us / 1000), take: 20 });
    const first = at(BASE_US + 5.25 * HOUR_US);
    expect(at(BASE_US + 5.5 * HOUR_US)).toBe(first);
    // The sixth tier starts at 6 hours.
    expect(at(BASE_US + 6 * HOUR_US)).not.toBe(first);
    const later = at(BASE_US + 6.25 * HOUR_US);
    expect(at(BASE_US + 6.5 * HOUR_US)).toBe(later);
    store.apply([row('E_BOOK', idOf('0000000e', 7), 'Sách mới', null, null)], []);
    expect(at(BASE_US + 6.5 * HOUR_US)).not.toBe(later);
  });
});
