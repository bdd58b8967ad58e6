import type { ProductItemLine } from '@market/contract';
import { productKey } from '../products/products.js';
import { SOLD_OUT_MEMO_MS, createSoldOutMemo, soldOutError } from './sold-out-memo.js';

interface Entry {
  /** Product key → quantity wanted and not yet placed. */
  units: Map<string, number>;
  items: readonly ProductItemLine[];
  /** Set while the buyer waits for a place; cleared once let in. */
  waiting: { resolve: () => void; reject: (error: Error) => void } | null;
}

/**
 * The way into checkout's transaction. At most `concurrent` checkouts of this process run a
 * transaction at once; the others wait here in arrival order instead of in the connection pool's
 * queue, because this queue can be looked through. A buyer is refused at once, on arrival or while
 * waiting, when:
 * - a product of theirs was seen sold out (the sold-out memo), or
 * - the buyers ahead of them in this process want at least as many of a product as the database
 *   last said were left (in the last second): those places are spoken for, so a flash sale's late
 *   buyers are answered in milliseconds instead of after queueing behind every buyer ahead of them.
 *   What is left is told by each checkout's hold (counted under the product row's lock, so exact:
 *   every hold before it committed, none after it taken) and by each checkout's quotation. A
 *   quotation's snapshot may predate holds still committing, so within a second of a hold's count
 *   it may only lower it: raised by a stale figure, the door let in buyers for whom nothing was left,
 *   who then queued as long as the buyers who got a place before being refused.
 * Either way it only refuses; holds stay the conditional update, so it cannot oversell. What is left
 * is read again by every checkout that gets in, so places a buyer ahead gave up are sold to the next
 * arrivals. A checkout stops counting as ahead once its places are written (`placed`, before its
 * commit), as the count its hold told already leaves them out; a checkout that fails after its holds
 * takes its count with it (what is left is then unknown until the next one).
 */
export function createCheckoutDoor(options: { concurrent: number; soldOutMs?: number }) {
  const freshMs = options.soldOutMs ?? SOLD_OUT_MEMO_MS;
  const soldOut = createSoldOutMemo(freshMs);
  /** Running and waiting checkouts, in arrival order. */
  const inside: Entry[] = [];
  /** Product key → quantity wanted by the checkouts inside. */
  const unitsInside = new Map<string, number>();
  /** Product key → what the database last said was left, when, and whether a hold counted it. */
  const left = new Map<string, { available: number; at: number; fromHold: boolean }>();
  let running = 0;

  const unitsOf = (items: readonly ProductItemLine[]) => {
    const units = new Map<string, number>();
    for (const item of items) {
      const key = productKey(item.productItemType, item.productItemId);
      units.set(key, (units.get(key) ?? 0) + item.quantity);
    }
    return units;
  };

  /**
   * Whether `ahead` (product key → quantity wanted before this buyer) already takes all that is left
   * of one of `units`. A buyer let in at once (`wouldWait` false) with nobody ahead wanting a product
   * asks the database itself, so that a place given back since the last count (an order expired or
   * cancelled) is sold at once; with buyers ahead, it must not take the places they were let in for.
   */
  function spokenFor(units: Map<string, number>, ahead: (key: string) => number, wouldWait: boolean): boolean {
    const now = Date.now();
    for (const key of units.keys()) {
      const seen = left.get(key);
      const wanted = ahead(key);
      if (seen && now - seen.at < freshMs && wanted >= seen.available && (wouldWait || wanted > 0)) return true;
    }
    return false;
  }

  function refusalOf(items: readonly ProductItemLine[], units: Map<string, number>, ahead: (key: string) => number, wouldWait = true): Error | null {
    const gone = soldOut.known(items);
    if (gone.length) return soldOutError(gone);
    if (!spokenFor(units, ahead, wouldWait)) return null;
    return soldOutError([...new Set(items.map((i) => i.productItemId))]);
  }

  /** The entry's units no longer wanted by the checkouts inside (once, whether placed or leaving). */
  function uncount(entry: Entry): void {
    for (const [key, n] of entry.units) {
      const rest = (unitsInside.get(key) ?? 0) - n;
      if (rest > 0) unitsInside.set(key, rest);
      else unitsInside.delete(key);
    }
    entry.units = new Map();
  }

  function remove(entry: Entry): void {
    inside.splice(inside.indexOf(entry), 1);
    uncount(entry);
  }

  /** Answers now every waiting buyer that has a reason to be refused. */
  function refuseWaiting(): void {
    const ahead = new Map<string, number>();
    for (const entry of [...inside]) {
      if (entry.waiting) {
        const error = refusalOf(entry.items, entry.units, (key) => ahead.get(key) ?? 0);
        if (error) {
          const { reject } = entry.waiting;
          remove(entry);
          reject(error);
          continue;
        }
      }
      for (const [key, n] of entry.units) ahead.set(key, (ahead.get(key) ?? 0) + n);
    }
  }

  function leave(entry: Entry): void {
    remove(entry);
    const next = inside.find((e) => e.waiting);
    if (!next) {
      running -= 1;
      return;
    }
    // The place passes straight to the next buyer: `running` stays the same.
    const { resolve } = next.waiting!;
    next.waiting = null;
    resolve();
  }

  return {
    /** Why these lines are refused without the database (a product seen sold out), or null. */
    refusal: (items: readonly ProductItemLine[]): Error | null => {
      const gone = soldOut.known(items);
      return gone.length ? soldOutError(gone) : null;
    },

    /** A product seen sold out: remembered, and every buyer waiting for it is answered now. */
    markSoldOut(key: string): void {
      soldOut.mark(key);
      refuseWaiting();
    },

    /** What the database says is left of a product (a checkout's quotation): buyers waiting beyond it are answered now. */
    seen(key: string, available: number): void {
      const now = Date.now();
      const known = left.get(key);
      const heldLately = known !== undefined && known.fromHold && now - known.at < freshMs;
      if (heldLately && available >= known.available) return;
      left.set(key, { available, at: now, fromHold: heldLately });
      // Only the last second counts: older figures are dropped once they pile up.
      if (left.size > 1_000) for (const [k, v] of left) if (now - v.at >= freshMs) left.delete(k);
      refuseWaiting();
    },

    /**
     * Runs `work` once a place is free, unless the buyer is refused first. `work` calls `placed` once
     * its places are written (before its commit), with how many places its holds left of each product
     * that counts them.
     */
    async run<T>(items: readonly ProductItemLine[], work: (placed: (left: ReadonlyMap<string, number>) => void) => Promise<T>): Promise<T> {
      const units = unitsOf(items);
      const refused = refusalOf(items, units, (key) => unitsInside.get(key) ?? 0, running >= options.concurrent);
      if (refused) throw refused;
      const entry: Entry = { units, items, waiting: null };
      inside.push(entry);
      for (const [key, n] of units) unitsInside.set(key, (unitsInside.get(key) ?? 0) + n);
      if (running < options.concurrent) running += 1;
      else await new Promise<void>((resolve, reject) => (entry.waiting = { resolve, reject }));
      let told: ReadonlyMap<string, number> = new Map();
      const placed = (counted: ReadonlyMap<string, number>) => {
        uncount(entry);
        const now = Date.now();
        for (const [key, available] of counted) left.set(key, { available, at: now, fromHold: true });
        told = counted;
        refuseWaiting();
      };
      try {
        return await work(placed);
      } catch (error) {
        // Failed after its holds: the counts they told included places now given back.
        for (const key of told.keys()) left.delete(key);
        throw error;
      } finally {
        leave(entry);
      }
    },

    /** Buyers waiting for a place (for tests). */
    get waiting(): number {
      return inside.filter((e) => e.waiting).length;
    },
  };
}
export type CheckoutDoor = ReturnType<typeof createCheckoutDoor>;
