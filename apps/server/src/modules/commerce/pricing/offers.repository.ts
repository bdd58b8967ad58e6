import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { orders } from '../orders/orders.table.js';
import { productKey } from '../products/products.js';
import { discountProducts, discounts, voucherProducts, voucherRedemptions, voucherRestrictedUsers, vouchers } from '../vouchers/vouchers.table.js';
import { discountApplies, type PricedDiscount } from './pricing.js';

export type VoucherRow = typeof vouchers.$inferSelect;
export interface VoucherForCheckout {
  voucher: VoucherRow;
  productKeys: Set<string> | null;
  restrictedUserIds: string[];
}

/** What pricing reads of vouchers and discounts: the code typed, the discounts on the products asked. */
export function createOffersRepository() {
  return {
    async voucherByCode(tx: DbOrTx, code: string, options: { lock?: boolean } = {}): Promise<VoucherForCheckout | null> {
      const query = tx.select().from(vouchers).where(sql`upper(${vouchers.code}) = upper(${code})`);
      const [voucher] = options.lock ? await query.for('update') : await query;
      if (!voucher) return null;
      const [products, restricted] = await Promise.all([
        tx.select().from(voucherProducts).where(eq(voucherProducts.voucherId, voucher.id)),
        tx.select({ userId: voucherRestrictedUsers.userId }).from(voucherRestrictedUsers).where(eq(voucherRestrictedUsers.voucherId, voucher.id)),
      ]);
      return {
        voucher,
        productKeys: products.length ? new Set(products.map((p) => productKey(p.productType, p.productId))) : null,
        restrictedUserIds: restricted.map((r) => r.userId),
      };
    },

    /** Uses of a voucher by a buyer on orders that still stand (a cancelled order gave its use back). */
    async usesBy(tx: DbOrTx, voucherId: string, userId: string): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(voucherRedemptions)
        .innerJoin(orders, eq(orders.id, voucherRedemptions.orderId))
        .where(and(eq(voucherRedemptions.voucherId, voucherId), eq(voucherRedemptions.userId, userId), inArray(orders.status, ['PENDING', 'PAID', 'REFUNDED'])));
      return row?.n ?? 0;
    },

    /** Counts a use unless the limit is reached; false when it is (checked by the row, whatever the concurrency). */
    async redeem(tx: DbOrTx, input: { voucherId: string; orderId: string; userId: string; amount: number }): Promise<boolean> {
      const used = await tx
        .update(vouchers)
        .set({ usedCount: sql`${vouchers.usedCount} + 1` })
        .where(and(eq(vouchers.id, input.voucherId), or(sql`${vouchers.usageLimit} is null`, sql`${vouchers.usedCount} < ${vouchers.usageLimit}`)))
        .returning({ id: vouchers.id });
      if (!used.length) return false;
      await tx.insert(voucherRedemptions).values(input);
      return true;
    },

    /** A cancelled order gives its voucher use back. */
    async giveBack(tx: DbOrTx, orderId: string): Promise<void> {
      const removed = await tx.delete(voucherRedemptions).where(eq(voucherRedemptions.orderId, orderId)).returning({ voucherId: voucherRedemptions.voucherId });
      for (const { voucherId } of removed) {
        await tx.update(vouchers).set({ usedCount: sql`greatest(${vouchers.usedCount} - 1, 0)` }).where(eq(vouchers.id, voucherId));
      }
    },

    /** The discount applying now to each product asked, keyed by `productKey`. */
    async discountsFor(tx: DbOrTx, refs: readonly { productItemType: string; productItemId: string }[], now: Date): Promise<Map<string, PricedDiscount & { id: string; name: string }>> {
      if (!refs.length) return new Map();
      const rows = await tx
        .select({ discount: discounts, productType: discountProducts.productType, productId: discountProducts.productId })
        .from(discountProducts)
        .innerJoin(discounts, eq(discounts.id, discountProducts.discountId))
        .where(inArray(discountProducts.productId, refs.map((r) => r.productItemId)));
      const found = new Map<string, PricedDiscount & { id: string; name: string }>();
      for (const row of rows) {
        if (!discountApplies(row.discount, now)) continue;
        const type = row.discount.type === 'PERCENTAGE' ? 'PERCENTAGE' : 'AMOUNT';
        found.set(productKey(row.productType, row.productId), { id: row.discount.id, name: row.discount.name, type, value: row.discount.value });
      }
      return found;
    },
  };
}
export type OffersRepository = ReturnType<typeof createOffersRepository>;
