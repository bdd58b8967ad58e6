import { errorMessage, type AddToCartBody, type CartDto, type CartItemDto, type CartListDto, type ProductItemLine } from '@market/contract';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/http/errors.js';
import { lineProblem, summaryOf } from '../pricing/quotation.service.js';
import { hostChips } from '../products/host-chips.js';
import { productKey, type ProductCatalog } from '../products/products.js';
import { createCartsRepository, type CartRow } from './carts.repository.js';
import type { OwnedLines } from '../products/owned-lines.js';

/**
 * A buyer's cart. Adding a product already there adds to its quantity. Prices and availability are
 * read live, so the cart always shows what checkout would charge; a line that can no longer be
 * bought stays, with its reason, until the buyer removes it.
 */
export function createCartsService(deps: { db: Db; products: ProductCatalog; ownedLines: OwnedLines }) {
  const { db, products, ownedLines } = deps;
  const repo = createCartsRepository(db);

  async function toDtos(rows: CartRow[], tx: DbOrTx = db): Promise<CartItemDto[]> {
    const now = new Date();
    const facts = await products.describe(
      tx,
      rows.map((r) => ({ productItemType: r.productType as ProductItemLine['productItemType'], productItemId: r.productId })),
      now,
    );
    const hostOf = await hostChips(
      [...facts.values()].map((f) => f.hostId),
      tx,
    );
    return rows.flatMap((row) => {
      const fact = facts.get(productKey(row.productType, row.productId));
      // A product that no longer exists leaves the cart silently: there is nothing left to show of it.
      if (!fact) return [];
      const problem = lineProblem(fact, row.quantity);
      return [
        {
          id: row.id,
          quantity: row.quantity,
          product: summaryOf(fact, hostOf(fact.hostId)),
          subtotal: fact.unitPrice * row.quantity,
          problem: problem ? { code: problem, message: errorMessage(problem) ?? problem } : null,
          addedAt: row.createdAt.toISOString(),
        },
      ];
    });
  }

  async function owned(userId: string, id: string): Promise<CartRow> {
    const row = await repo.findOwned(userId, id);
    if (!row) throw new AppError('CART_ITEM_NOT_FOUND');
    return row;
  }

  /** The new quantity must be buyable now, and lasting access not already owned; the reason is answered per item. */
  async function requireBuyable(userId: string, line: ProductItemLine) {
    const now = new Date();
    const key = productKey(line.productItemType, line.productItemId);
    const facts = await products.describe(db, [line], now);
    const owned = await ownedLines(db, userId, [line], now, facts);
    const refusal = owned.get(key);
    const problem = refusal?.code ?? lineProblem(facts.get(key) ?? null, line.quantity);
    const message = refusal?.message ?? (problem ? (errorMessage(problem) ?? problem) : '');
    if (problem) throw new AppError(problem, message, [{ field: line.productItemId, code: problem, message }]);
  }

  return {
    async list(userId: string): Promise<CartListDto> {
      const data = await toDtos(await repo.listOf(userId));
      return { data, count: data.length, subtotal: data.reduce((sum, item) => sum + item.subtotal, 0) };
    },

    /** Grouped by host, hosts in the order their first product was added. */
    async grouped(userId: string): Promise<CartDto> {
      const items = await toDtos(await repo.listOf(userId));
      const groups = new Map<string, CartDto['groups'][number]>();
      for (const item of items) {
        const group = groups.get(item.product.host.id) ?? { host: item.product.host, items: [], subtotal: 0 };
        group.items.push(item);
        group.subtotal += item.subtotal;
        groups.set(item.product.host.id, group);
      }
      return { groups: [...groups.values()], count: items.length, subtotal: items.reduce((sum, item) => sum + item.subtotal, 0) };
    },

    async count(userId: string): Promise<{ count: number }> {
      return { count: await repo.countOf(userId) };
    },

    async add(userId: string, body: AddToCartBody): Promise<CartItemDto> {
      const existing = await repo.findByProduct(userId, body.productItemType, body.productItemId);
      await requireBuyable(userId, { ...body, quantity: (existing?.quantity ?? 0) + body.quantity });
      const row = await repo.add(userId, { productType: body.productItemType, productId: body.productItemId, quantity: body.quantity });
      return (await toDtos([row]))[0]!;
    },

    async setQuantity(userId: string, id: string, quantity: number): Promise<CartItemDto> {
      const row = await owned(userId, id);
      await requireBuyable(userId, { productItemType: row.productType as ProductItemLine['productItemType'], productItemId: row.productId, quantity });
      return (await toDtos([await repo.setQuantity(id, quantity)]))[0]!;
    },

    async remove(userId: string, id: string): Promise<{ success: true }> {
      await owned(userId, id);
      await repo.remove(userId, id);
      return { success: true };
    },

    /** The lines of these cart items (checkout and quotation by cart); an id not in the caller's cart is refused. */
    async linesOf(userId: string, ids: readonly string[], tx: DbOrTx = db): Promise<(ProductItemLine & { cartItemId: string })[]> {
      const unique = [...new Set(ids)];
      if (!unique.length) return [];
      const rows = await repo.findManyOwned(userId, unique, tx);
      if (rows.length !== unique.length) throw new AppError('CART_ITEM_NOT_FOUND');
      return rows.map((r) => ({
        productItemType: r.productType as ProductItemLine['productItemType'],
        productItemId: r.productId,
        quantity: r.quantity,
        cartItemId: r.id,
      }));
    },

    /** Bought products leave the cart, in the statement that `alongside` is given to (checkout's order insert). */
    removeBoughtWith(userId: string, lines: readonly { ref: { productItemId: string } }[]) {
      return lines.length
        ? repo.removeProductsWith(
            userId,
            lines.map((l) => l.ref.productItemId),
          )
        : undefined;
    },

    async forgetUser(userId: string, tx: DbOrTx = db): Promise<void> {
      await repo.removeAllOf(userId, tx);
    },
  };
}
export type CartsService = ReturnType<typeof createCartsService>;
