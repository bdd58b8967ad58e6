import type { IndexedListingPage, ProductFacts } from './product-type.js';

/** What the merge of the types' lists compares: a type's own facts, or an entry of the catalogue index (described once on the page). */
export interface Listed {
  productItemType: string;
  productItemId: string;
  title: string;
  startsAt: Date | null;
  fact?: ProductFacts;
}

/** Soonest first, undated last; then by title and id, so a page of a merged list is always the same page. */
function byStart(a: Listed, b: Listed): number {
  const at = a.startsAt?.getTime() ?? Infinity;
  const bt = b.startsAt?.getTime() ?? Infinity;
  if (at !== bt) return at < bt ? -1 : 1;
  if (a.title !== b.title) return a.title < b.title ? -1 : 1;
  return a.productItemId < b.productItemId ? -1 : a.productItemId > b.productItemId ? 1 : 0;
}

/** Merges lists each already in its own order (only their heads are compared, so each keeps its order). */
export function mergeSorted(lists: readonly { at(index: number): Listed | undefined }[], take: number): Listed[] {
  const heads = lists.map(() => 0);
  // Each list's head, read once: the lists of the catalogue index make their items when first read.
  const items = lists.map((list) => list.at(0));
  // At a tie the first list's head goes first (the order of the lists decides, as when each head was compared in turn).
  const before = (i: number, j: number) => {
    const order = byStart(items[i]!, items[j]!);
    return order < 0 || (order === 0 && i < j);
  };
  const out: Listed[] = [];
  let best = firstOf(items, before, -1);
  // The best of the other heads: while the list taken from keeps going first, the other heads stay as they are.
  let runnerUp = firstOf(items, before, best);
  while (out.length < take && best >= 0) {
    out.push(items[best]!);
    items[best] = lists[best]!.at(++heads[best]!);
    if (items[best] && (runnerUp < 0 || before(best, runnerUp))) continue;
    best = firstOf(items, before, -1);
    runnerUp = firstOf(items, before, best);
  }
  return out;
}

/** The index of the first of the items (by `before`) other than `skip`'s, -1 when there is none. */
function firstOf(items: readonly (Listed | undefined)[], before: (i: number, j: number) => boolean, skip: number): number {
  let best = -1;
  for (let i = 0; i < items.length; i++) if (i !== skip && items[i] && (best < 0 || before(i, best))) best = i;
  return best;
}

/**
 * A page's merged list (its first `take`), kept with the catalogue index's answer: the mirror answers the same object
 * while nothing it lists changed (kept-listing.ts), and `others` (the other types' facts) are the same arrays while
 * their kept lists are not written (products.ts). The pages asking again then skip to their offset without merging hundreds of each type anew.
 */
const mergedLists = new WeakMap<IndexedListingPage, { others: readonly unknown[]; merged: Listed[] }>();
export function keptMerge(page: IndexedListingPage | undefined, others: readonly unknown[], merge: () => Listed[]): readonly Listed[] {
  if (!page) return merge();
  const kept = mergedLists.get(page);
  if (kept && kept.others.length === others.length && kept.others.every((other, i) => other === others[i])) return kept.merged;
  const merged = merge();
  mergedLists.set(page, { others, merged });
  return merged;
}
