import { declaredSale } from '@market/contract';
import type { ProductFacts, ProductType } from '../../commerce/index.js';
import type { EbooksRepository } from './ebooks.repository.js';
import type { EbookRow } from './ebooks.table.js';

/**
 * An ebook: lasting access, no stock (every buyer gets the same file), one per buyer (commerce
 * refuses a second purchase of what is owned). A paid line grants the download; a refund revokes it;
 * a downloaded book counts as used for the refund rule.
 */
export function createEbookProduct(deps: { ebooks: EbooksRepository }): ProductType {
  const { ebooks } = deps;

  const factsOf = (book: EbookRow): ProductFacts => ({
    productItemType: 'E_BOOK',
    productItemId: book.id,
    hostId: book.hostId,
    parent: { kind: 'EBOOK', id: book.id, slug: book.slug },
    title: book.title,
    subtitle: 'Sách điện tử',
    image: book.coverImage,
    link: `/ebooks/${book.slug}`,
    unitPrice: book.price,
    available: null,
    maxPerOrder: 1,
    startsAt: null,
    endsAt: null,
    problem: book.status === 'PUBLISHED' ? null : 'INVALID_PRODUCT_ITEM',
  });

  return {
    type: 'E_BOOK',
    sale: declaredSale('E_BOOK'),
    grantsLastingAccess: true,

    async describe(tx, ids) {
      return new Map((await ebooks.findByIds(ids, tx)).map((book) => [book.id, factsOf(book)]));
    },
    async listForHost(tx, hostId, filter) {
      const { rows, total } = await ebooks.listForSale({ hostId, q: filter.q, limit: filter.limit }, tx);
      return { facts: rows.map(factsOf), total };
    },
    async listOnSale(tx, filter) {
      const { rows, total } = await ebooks.listForSale({ q: filter.q, limit: filter.limit }, tx);
      return { facts: rows.map(factsOf), total };
    },

    shelf: ebooks.shelf,
    offer: ebooks.offer,
    factsVersion: ebooks.factsVersion,
    factsSources: (fact) => [`ebooks:${fact.productItemId}`],

    // No stock: holds and sales always succeed and move nothing.
    hold: async () => ({}),
    release: async () => undefined,
    commit: async () => undefined,
    sellDirect: async () => true,
    restock: async () => undefined,

    async fulfil(tx, line) {
      await ebooks.grant(line, tx);
      return { bookingStatus: null };
    },
    async revoke(tx, line) {
      await ebooks.revoke(line.orderItemId, tx);
    },
    isConsumed: (tx, line) => ebooks.wasDownloaded(line.orderItemId, tx),
  };
}
