import type { IndexedListingPage } from '../../../commerce/index.js';
import { listFromMirror, upperBound } from './mirror-listing.js';
import type { MirrorStore, TypeOrder } from './mirror-store.js';

/** Listings kept per store at most (each a types and `take` asked: the pages of a few type filters). */
const KEPT_MAX = 64;

/** A listing without words, with the orders it was read from and the moments (µs) between which it answers alike. */
interface Kept {
  orders: readonly TypeOrder[];
  lowUs: number;
  highUs: number;
  page: IndexedListingPage;
}

const keptOf = new WeakMap<MirrorStore, Map<string, Kept>>();

/**
 * The listing without words (`listFromMirror`), the same answer kept while it cannot change: every page of the listing
 * read it anew (each type's parts scanned for what happens now, ~1 ms a deep page), although it changes only when an
 * entry starts or ends, or when the mirror puts a change in place (a type's order is then another object). The entries
 * it answers make each item once and keep it, so the pages asking it again merge without making any.
 */
export function keptListing(store: MirrorStore, query: { types: readonly string[]; now: Date; take: number }): IndexedListingPage {
  let kept = keptOf.get(store);
  if (!kept) keptOf.set(store, (kept = new Map()));
  const key = `${query.take} ${query.types.join(' ')}`;
  const nowUs = query.now.getTime() * 1000;
  const orders = store.orders;
  const found = kept.get(key);
  if (found && found.lowUs <= nowUs && nowUs < found.highUs && found.orders.every((order, t) => orders[t] === order)) return found.page;
  const page = listFromMirror(store, query);
  if (kept.size >= KEPT_MAX) kept.clear();
  kept.set(key, { orders: [...orders], ...unchangedAround(store.columns.starts, orders, nowUs), page });
  return page;
}

/**
 * The moments around `nowUs` (µs) within which the listing's time tests all answer as at `nowUs`: [the latest start or
 * end at or before it, the earliest after it). Each test (mirror-listing.ts) asks whether a start or an end is at most
 * now (`starts <= now`, `now < ends`, a frame's `starts > now`), so it changes only when now passes one. Only tiers and
 * frames have such tests; the other types' parts and counts do not depend on the time.
 */
export function unchangedAround(starts: Float64Array, orders: readonly TypeOrder[], nowUs: number): { lowUs: number; highUs: number } {
  let lowUs = -Infinity;
  let highUs = Infinity;
  const around = (before: number | undefined, after: number | undefined) => {
    // A missing start (NaN) is no moment: tests treat it apart, whatever the time.
    if (before !== undefined && before === before) lowUs = Math.max(lowUs, before);
    if (after !== undefined && after === after) highUs = Math.min(highUs, after);
  };
  for (const order of orders) {
    if (order.type !== 'TICKET_TIER' && order.type !== 'CALENDAR_FRAME') continue;
    // Ordered by start, missing starts last (mirror-store.ts): the starts either side of now, by bisection.
    const startOf = (i: number) => starts[order.slots[i]!]!;
    const later = firstStartAfter(order.slots.length, startOf, nowUs);
    around(later > 0 ? startOf(later - 1) : undefined, later < order.slots.length ? startOf(later) : undefined);
    const ended = upperBound(order.endsSorted, nowUs);
    around(ended > 0 ? order.endsSorted[ended - 1] : undefined, order.endsSorted[ended]);
  }
  return { lowUs, highUs };
}

/** The first index of the order whose start is after `nowUs` (a missing start is after everything). */
function firstStartAfter(length: number, startOf: (i: number) => number, nowUs: number): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (!(startOf(mid) <= nowUs)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
