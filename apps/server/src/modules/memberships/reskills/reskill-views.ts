import type { ReskillDto, ReskillPriceDto, ReskillProductDto } from '@market/contract';
import type { DbOrTx } from '../../../platform/db/database.js';
import type { Actor } from '../../../platform/http/access.js';
import { servedRichText } from '../../../platform/text/rich-text.js';
import type { ProductFacts, ProductType } from '../../commerce/index.js';
import type { StoredPrice } from './reskill-edits.js';
import type { ReskillsRepository, ReskillWithHost } from './reskills.repository.js';
import type { ReskillPriceRow, ReskillRow } from './reskills.table.js';

const key = (type: string, id: string) => `${type}:${id}`;
export const mayEdit = (row: Pick<ReskillRow, 'hostId'>, actor: Actor | null) => !!actor && (actor.role === 'ADMIN' || actor.id === row.hostId);
/** Drafts and programmes taken off sale exist only for their host and admins (buyers find theirs under /auth/reskills). */
export const isShownTo = (row: Pick<ReskillRow, 'hostId' | 'status'>, viewer: Actor | null) => row.status === 'PUBLISHED' || mayEdit(row, viewer);

/**
 * Reads programmes with their prices and the products each includes, described by the products' own
 * types (title, image, link, price), for one viewer (what they hold, whether they may edit).
 */
export function createReskillViews(deps: { repo: ReskillsRepository; types: () => readonly ProductType[] }) {
  const { repo } = deps;

  /** The facts of these products, by `${type}:${id}`, from their own types. */
  async function describe(tx: DbOrTx, refs: readonly { productType: string; productId: string }[], now: Date): Promise<Map<string, ProductFacts>> {
    const byType = new Map<string, string[]>();
    for (const r of refs) byType.set(r.productType, [...(byType.get(r.productType) ?? []), r.productId]);
    const facts = new Map<string, ProductFacts>();
    const types = new Map(deps.types().map((t) => [t.type as string, t]));
    for (const [type, ids] of byType)
      for (const [id, fact] of (await types.get(type)?.describe(tx, [...new Set(ids)], now)) ?? []) facts.set(key(type, id), fact);
    return facts;
  }

  const productDto = (fact: ProductFacts): ReskillProductDto => ({
    productItemType: fact.productItemType as ReskillProductDto['productItemType'],
    productItemId: fact.productItemId,
    title: fact.title,
    image: fact.image,
    link: fact.link,
    price: fact.unitPrice,
  });

  /** The prices of these programmes with their products (described once for all), what the viewer holds and which were paid. */
  async function pricesOf(tx: DbOrTx, reskillIds: readonly string[], viewer: Actor | null, now = new Date()) {
    const prices = await repo.pricesOf(reskillIds, tx);
    return withProducts(tx, prices, viewer, now);
  }

  async function withProducts(tx: DbOrTx, prices: readonly ReskillPriceRow[], viewer: Actor | null, now: Date) {
    const ids = prices.map((p) => p.id);
    const [products, paid, held] = await Promise.all([
      repo.productsOf(ids, tx),
      repo.paidPriceIds(ids, tx),
      viewer ? repo.heldPriceIds(viewer.id, ids, tx) : Promise.resolve(new Set<string>()),
    ]);
    const facts = await describe(tx, products, now);
    const dtos = new Map<string, ReskillPriceDto>();
    const stored = new Map<string, StoredPrice>();
    for (const price of prices) {
      const own = products.filter((p) => p.priceId === price.id);
      const refs = own.map((p) => ({ productItemType: p.productType, productItemId: p.productId }));
      stored.set(price.id, { id: price.id, title: price.title, amount: price.amount, status: price.status, products: refs, hasBeenPaid: paid.has(price.id) });
      dtos.set(price.id, {
        id: price.id,
        reskillId: price.reskillId,
        title: price.title,
        amount: price.amount,
        status: price.status,
        hasBeenPaid: paid.has(price.id),
        owned: held.has(price.id),
        // A product removed since (its host deleted it) is no longer shown.
        products: own.flatMap((p) => {
          const fact = facts.get(key(p.productType, p.productId));
          return fact ? [productDto(fact)] : [];
        }),
      });
    }
    return { prices, dtos, stored };
  }

  /** Programmes as a viewer sees them; prices not on sale (INACTIVE) only for their host and admins. */
  async function toDtos(tx: DbOrTx, rows: readonly ReskillWithHost[], viewer: Actor | null): Promise<ReskillDto[]> {
    const { prices, dtos } = await pricesOf(
      tx,
      rows.map((r) => r.id),
      viewer,
    );
    return rows.map((row) => {
      const canEdit = mayEdit(row, viewer);
      const own = prices.filter((p) => p.reskillId === row.id).map((p) => dtos.get(p.id)!);
      const shown = canEdit ? own : own.filter((p) => p.status === 'ACTIVE' || p.owned);
      const onSale = own.filter((p) => p.status === 'ACTIVE').map((p) => p.amount);
      return {
        id: row.id,
        type: row.type,
        title: row.title,
        description: servedRichText(row.description),
        image: row.image,
        isMain: row.isMain,
        status: row.status,
        host: row.host ?? { id: row.hostId, fullName: 'Người dùng đã xoá', username: null, avatar: null },
        fromAmount: onSale.length ? Math.min(...onSale) : null,
        prices: shown,
        canEdit,
        hasBeenPaid: own.some((p) => p.hasBeenPaid),
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  }

  return { describe, pricesOf, withProducts, toDtos, productDto };
}
export type ReskillViews = ReturnType<typeof createReskillViews>;
