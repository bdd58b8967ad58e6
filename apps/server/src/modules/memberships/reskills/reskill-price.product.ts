import { declaredSale } from '@market/contract';
import type { DbOrTx } from '../../../platform/db/database.js';
import type { ProductFacts, ProductType, SoldLine } from '../../commerce/index.js';
import type { PriceWithReskill, ReskillsRepository } from './reskills.repository.js';

/**
 * A reskill price: lasting access, bought once per buyer (commerce refuses a second purchase with
 * PRODUCT_ALREADY_OWNED), no stock. A paid line grants each course and ebook the price includes
 * through that product's own type (a course's enrolment is the one course-access rule's "enrolled",
 * as for a combo), and is recorded as the programme's purchase; a refund takes them all back.
 */
export function createReskillPriceProduct(deps: { reskills: ReskillsRepository; types: () => readonly ProductType[] }): ProductType {
  const { reskills } = deps;
  // The types sold are known once every context is built, after this one: read at first use.
  let types: Map<string, ProductType> | undefined;
  const typeOf = (name: string) => (types ??= new Map(deps.types().map((t) => [t.type, t]))).get(name);

  const factsOf = ({ price, reskill }: PriceWithReskill): ProductFacts => ({
    productItemType: 'RESKILL_PRICE',
    productItemId: price.id,
    hostId: reskill.hostId,
    parent: { kind: 'RESKILL', id: reskill.id, slug: null },
    title: `${reskill.title}: ${price.title}`,
    subtitle: reskill.type === 'LAUNCHPAD' ? 'Launchpad nghề nghiệp' : 'Chương trình Reskill',
    image: reskill.image,
    link: `/reskills/${reskill.id}`,
    unitPrice: price.amount,
    available: null,
    maxPerOrder: 1,
    startsAt: null,
    endsAt: null,
    problem: reskill.status === 'PUBLISHED' && price.status === 'ACTIVE' ? null : 'INVALID_PRODUCT_ITEM',
  });

  /** The included products of a paid line, each as its own type's line (the line's quantity is always 1). */
  async function partsOf(tx: DbOrTx, line: SoldLine) {
    const products = await reskills.productsOf([line.productItemId], tx);
    return products.flatMap((p) => {
      const type = typeOf(p.productType);
      return type ? [{ type, line: { ...line, productItemId: p.productId, quantity: 1 } }] : [];
    });
  }

  return {
    type: 'RESKILL_PRICE',
    sale: declaredSale('RESKILL_PRICE'),
    grantsLastingAccess: true,

    async describe(tx, ids) {
      return new Map((await reskills.findPrices(ids, tx)).map((row) => [row.price.id, factsOf(row)]));
    },
    async listForHost(tx, hostId, filter) {
      const { rows, total } = await reskills.listForSale({ hostId, q: filter.q, limit: filter.limit }, tx);
      return { facts: rows.map(factsOf), total };
    },
    async listOnSale(tx, filter) {
      const { rows, total } = await reskills.listForSale({ q: filter.q, limit: filter.limit }, tx);
      return { facts: rows.map(factsOf), total };
    },
    // Its public list reads these alone, and no time: a process keeps it while they are not written (migration 0055).
    listSources: ['reskills', 'reskill_prices'],

    // No stock: every move succeeds and changes nothing.
    hold: async () => ({}),
    release: async () => undefined,
    commit: async () => undefined,
    sellDirect: async () => true,
    restock: async () => undefined,

    async fulfil(tx, line) {
      const found = await reskills.findPriceForSale(line.productItemId, tx);
      if (found)
        await reskills.recordPurchase(
          {
            orderItemId: line.orderItemId,
            orderId: line.orderId,
            userId: line.userId,
            priceId: found.price.id,
            reskillId: found.reskill.id,
            amount: found.price.amount,
          },
          tx,
        );
      for (const part of await partsOf(tx, line)) await part.type.fulfil(tx, part.line);
      return { bookingStatus: null };
    },
    async revoke(tx, line) {
      await reskills.markRefunded(line.orderItemId, tx);
      for (const part of await partsOf(tx, line)) await part.type.revoke(tx, part.line);
    },
    // A refund answers to each included product's own rule (a started course, a downloaded ebook).
    async partsOf(tx, line) {
      return (await partsOf(tx, line)).map((part) => ({ productType: part.type.type, line: part.line }));
    },
  };
}
