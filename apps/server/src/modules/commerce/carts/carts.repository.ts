import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import type { Alongside } from '../../../platform/db/prepared-once.js';
import { cartItems } from './carts.table.js';

// Written with placeholders, so that the statement it joins is the same text for every buyer.
const boughtFromCart = (tx: DbOrTx) =>
  tx.$with('bought_from_cart').as(
    tx
      .delete(cartItems)
      .where(and(eq(cartItems.userId, sql.placeholder('cartUserId')), sql`${cartItems.productId} = any(${sql.placeholder('cartProductIds')}::uuid[])`))
      .returning({ id: cartItems.id }),
  );

export type CartRow = typeof cartItems.$inferSelect;

/** A buyer's cart rows: one per product item, quantities only (prices are read live by the service). */
export function createCartsRepository(db: DbOrTx) {
  return {
    /** The buyer's cart in the order things were added (a cart is short: at most 200 rows are read). */
    async listOf(userId: string, tx: DbOrTx = db): Promise<CartRow[]> {
      return tx.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.createdAt), asc(cartItems.id)).limit(200);
    },

    async findOwned(userId: string, id: string, tx: DbOrTx = db): Promise<CartRow | null> {
      const [row] = await tx
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)));
      return row ?? null;
    },

    async findByProduct(userId: string, productType: string, productId: string, tx: DbOrTx = db): Promise<CartRow | null> {
      const [row] = await tx
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.productType, productType), eq(cartItems.productId, productId)));
      return row ?? null;
    },

    /** The rows of these ids that are in the buyer's cart. */
    async findManyOwned(userId: string, ids: readonly string[], tx: DbOrTx = db): Promise<CartRow[]> {
      if (!ids.length) return [];
      return tx
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, [...ids])));
    },

    async countOf(userId: string, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
      return row?.n ?? 0;
    },

    /** Adds to the quantity of the product when it is already there (one statement, whatever the concurrency). */
    async add(userId: string, line: { productType: string; productId: string; quantity: number }, tx: DbOrTx = db): Promise<CartRow> {
      const [row] = await tx
        .insert(cartItems)
        .values({ userId, ...line })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.productType, cartItems.productId],
          set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: sql`now()` },
        })
        .returning();
      return row!;
    },

    async setQuantity(id: string, quantity: number, tx: DbOrTx = db): Promise<CartRow> {
      const [row] = await tx
        .update(cartItems)
        .set({ quantity, updatedAt: sql`now()` })
        .where(eq(cartItems.id, id))
        .returning();
      return row!;
    },

    async remove(userId: string, id: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(cartItems).where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)));
    },

    /** Product ids are UUIDs of their own tables, so the id alone names the line. */
    async removeProducts(userId: string, productIds: readonly string[], tx: DbOrTx = db): Promise<void> {
      if (productIds.length) await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, [...productIds])));
    },

    /**
     * removeProducts as a statement to run inside another one (a data-modifying CTE, always run to
     * the end): checkout takes the bought products out of the cart in the same round trip as its order.
     */
    removeProductsWith(userId: string, productIds: readonly string[]): Alongside {
      return { name: 'bought_from_cart', build: boughtFromCart, values: { cartUserId: userId, cartProductIds: [...new Set(productIds)] } };
    },

    async removeAllOf(userId: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(cartItems).where(eq(cartItems.userId, userId));
    },
  };
}
export type CartsRepository = ReturnType<typeof createCartsRepository>;
