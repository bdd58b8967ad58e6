import { declaredSale } from '@market/contract';
import type { DbOrTx } from '../../../platform/db/database.js';
import type { ItemType, ProductFacts, ProductType, SoldLine } from '../../commerce/index.js';
import { comboFactsOf } from './combo-facts.js';
import type { ComboWithItems, CombosRepository } from './combos.repository.js';

/** One inner item of a combo, scaled to the number of combos moved. */
interface Part {
  type: ProductType;
  productId: string;
  quantity: number;
}

/**
 * A combo: a host's bundle of other product items sold at its own price. It has no stock of its own:
 * holding n combos holds n × each item through that item's own type, in one order (by product id, as
 * settlement does) inside the caller's transaction, so a combo and its items bought alone draw on the
 * same counters and the scarcest item decides. Paying fulfils every item on the combo's one order
 * line; a refund takes them all back. A combo may hold ticket tiers, courses and ebooks.
 */
export function createComboProduct(deps: { combos: CombosRepository; types: () => readonly ProductType[] }): ProductType {
  const { combos } = deps;
  // The types sold are known once every context is built, after this one: read at first use.
  let types: Map<string, ProductType> | undefined;
  const typeOf = (name: string) => (types ??= new Map(deps.types().map((t) => [t.type, t]))).get(name);

  /** `forSale`: a new hold or sale, which locks the combo's row so its items cannot change under it. */
  async function partsOf(tx: DbOrTx, comboId: string, quantity: number, forSale = false): Promise<Part[]> {
    const found = forSale ? await combos.findForSale(comboId, tx) : await combos.findById(comboId, tx);
    return (found?.items ?? [])
      .map((item) => ({ type: typeOf(item.productType)!, productId: item.productId, quantity: item.quantity * quantity }))
      .filter((part) => part.type)
      .sort((a, b) => a.productId.localeCompare(b.productId));
  }

  /** Runs `move` on every part until one refuses; the parts already moved are undone with `undo`. */
  async function all(parts: Part[], move: (p: Part) => Promise<boolean>, undo: (p: Part) => Promise<void>): Promise<boolean> {
    const done: Part[] = [];
    for (const part of parts) {
      if (!(await move(part))) {
        for (const moved of done.reverse()) await undo(moved);
        return false;
      }
      done.push(part);
    }
    return true;
  }

  const lineOf = (line: SoldLine, part: Part): SoldLine => ({ ...line, productItemId: part.productId, quantity: part.quantity });

  /** The combo's facts from its items' facts: the scarcest item decides how many are left. */
  async function factsOf(tx: DbOrTx, rows: ComboWithItems[], now: Date): Promise<ProductFacts[]> {
    const idsByType = new Map<string, string[]>();
    for (const { items } of rows) for (const item of items) idsByType.set(item.productType, [...(idsByType.get(item.productType) ?? []), item.productId]);
    const facts = new Map<string, ProductFacts>();
    for (const [type, ids] of idsByType) for (const [id, fact] of (await typeOf(type)?.describe(tx, [...new Set(ids)], now)) ?? []) facts.set(id, fact);

    // The items of each type were described once above; the combo's own facts follow from them.
    return rows.map((row) => comboFactsOf(row, (_type, id) => facts.get(id)));
  }

  return {
    type: 'COMBO' satisfies ItemType,
    sale: declaredSale('COMBO'),
    grantsLastingAccess: false,

    async describe(tx, ids, now) {
      return new Map((await factsOf(tx, await combos.findByIds(ids, tx), now)).map((f) => [f.productItemId, f]));
    },
    async listForHost(tx, hostId, filter) {
      const { rows, total } = await combos.listForSale({ hostId, q: filter.q, limit: filter.limit }, tx);
      return { facts: await factsOf(tx, rows, filter.now), total };
    },
    async listOnSale(tx, filter) {
      const { rows, total } = await combos.listForSale({ q: filter.q, limit: filter.limit }, tx);
      return { facts: await factsOf(tx, rows, filter.now), total };
    },

    shelf: (now, limit) => combos.shelf(now, limit, (type) => typeOf(type)?.offer),

    async hold(tx, id, quantity) {
      const held = await all(
        await partsOf(tx, id, quantity, true),
        async (p) => (await p.type.hold(tx, p.productId, p.quantity)) !== null,
        (p) => p.type.release(tx, p.productId, p.quantity),
      );
      // A combo counts no places of its own (its items do): nothing left to tell.
      return held ? {} : null;
    },
    async release(tx, id, quantity) {
      for (const p of await partsOf(tx, id, quantity)) await p.type.release(tx, p.productId, p.quantity);
    },
    async commit(tx, id, quantity) {
      for (const p of await partsOf(tx, id, quantity)) await p.type.commit(tx, p.productId, p.quantity);
    },
    async sellDirect(tx, id, quantity) {
      return all(
        await partsOf(tx, id, quantity, true),
        (p) => p.type.sellDirect(tx, p.productId, p.quantity),
        (p) => p.type.restock(tx, p.productId, p.quantity),
      );
    },
    async restock(tx, id, quantity) {
      for (const p of await partsOf(tx, id, quantity)) await p.type.restock(tx, p.productId, p.quantity);
    },

    async fulfil(tx, line) {
      for (const p of await partsOf(tx, line.productItemId, line.quantity)) await p.type.fulfil(tx, lineOf(line, p));
      return { bookingStatus: null };
    },
    async revoke(tx, line) {
      for (const p of await partsOf(tx, line.productItemId, line.quantity)) await p.type.revoke(tx, lineOf(line, p));
    },
    // A refund of the combo answers to each item's own rule (a downloaded e-book, a started course).
    async partsOf(tx, line) {
      return (await partsOf(tx, line.productItemId, line.quantity)).map((p) => ({ productType: p.type.type, line: lineOf(line, p) }));
    },
  };
}
