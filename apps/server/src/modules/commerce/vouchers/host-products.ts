import type { HostProductsQuery } from '@market/contract';
import type { DbOrTx } from '../../../platform/db/database.js';
import type { ItemType, ProductCatalog, ProductFacts } from '../products/products.js';
import type { DiscountsRepository } from './discounts.repository.js';
import { refKey, type ProductRef } from './promotion.js';

/** A product a host can promote, as read for the studio (and the discount that covers it, if any). */
export interface HostProductRow {
  productItemType: ItemType;
  productItemId: string;
  parentId: string;
  title: string;
  subtitle: string | null;
  price: number;
  startsAt: Date | null;
  endsAt: Date | null;
  discountId: string | null;
  discountName: string | null;
}

/**
 * The products a promotion may name, whatever their type: the product catalog says what each is and
 * whose; a promotion names products, the catalogue owns them.
 */
export function createHostProducts(deps: {
  db: DbOrTx;
  products: Pick<ProductCatalog, 'describe' | 'listForHost'>;
  discounts: Pick<DiscountsRepository, 'findCovering'>;
}) {
  const { db, products, discounts } = deps;

  async function withDiscounts(facts: readonly ProductFacts[], tx: DbOrTx): Promise<HostProductRow[]> {
    const covering = await discounts.findCovering(facts, tx);
    return facts.map((f) => {
      const discount = covering.get(refKey(f));
      return {
        productItemType: f.productItemType,
        productItemId: f.productItemId,
        parentId: f.parent.id,
        title: f.title,
        subtitle: f.subtitle,
        price: f.unitPrice,
        startsAt: f.startsAt,
        endsAt: f.endsAt,
        discountId: discount?.id ?? null,
        discountName: discount?.name ?? null,
      };
    });
  }

  return {
    /** Which of these products belong to the host. */
    async ownedKeys(hostId: string, refs: readonly ProductRef[], tx: DbOrTx = db): Promise<Set<string>> {
      const facts = await products.describe(tx, refs as Parameters<ProductCatalog['describe']>[1], new Date());
      return new Set([...facts.values()].filter((f) => f.hostId === hostId).map(refKey));
    },

    /** These products as the host sees them, soonest first; a product deleted since is left out. */
    async summaries(refs: readonly ProductRef[], tx: DbOrTx = db): Promise<HostProductRow[]> {
      if (!refs.length) return [];
      const facts = await products.describe(tx, refs as Parameters<ProductCatalog['describe']>[1], new Date());
      const order = new Map(refs.map((r, i) => [refKey(r), i]));
      const known = [...facts.values()].sort(
        (a, b) =>
          (a.startsAt?.getTime() ?? Infinity) - (b.startsAt?.getTime() ?? Infinity) ||
          a.title.localeCompare(b.title) ||
          (order.get(refKey(a)) ?? 0) - (order.get(refKey(b)) ?? 0),
      );
      return withDiscounts(known, tx);
    },

    /** The host's products still worth promoting, a page merged across the types sold. */
    async listForHost(hostId: string, query: HostProductsQuery, now: Date): Promise<{ rows: HostProductRow[]; total: number }> {
      const { facts, total } = await products.listForHost(db, hostId, { q: query.q, type: query.productItemType, now, page: query.page, limit: query.limit });
      return { rows: await withDiscounts(facts, db), total };
    },
  };
}
export type HostProducts = ReturnType<typeof createHostProducts>;
