import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { orderItems } from '../orders/orders.table.js';

/** What a buyer already owns: paid lines not refunded (lasting-access products are bought once). */
export function createOwnershipRepository(db: DbOrTx) {
  return {
    /** Of these products, the ones the buyer owns, as `${type}:${id}` keys. */
    async findOwned(userId: string, refs: readonly { productItemType: string; productItemId: string }[], tx: DbOrTx = db): Promise<Set<string>> {
      if (!refs.length) return new Set();
      const rows = await tx
        .selectDistinct({ productType: orderItems.productType, productId: orderItems.productId })
        .from(orderItems)
        .where(
          and(
            eq(orderItems.userId, userId),
            inArray(orderItems.productId, [...new Set(refs.map((r) => r.productItemId))]),
            eq(orderItems.status, 'SUCCESS'),
            isNull(orderItems.refundedAt),
          ),
        );
      return new Set(rows.map((r) => `${r.productType}:${r.productId}`));
    },
  };
}
export type OwnershipRepository = ReturnType<typeof createOwnershipRepository>;
