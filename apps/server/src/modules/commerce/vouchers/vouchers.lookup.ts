import { and, eq, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { refKey, type ProductRef } from './promotion.js';
import { discountProducts, discounts, voucherProducts, voucherRestrictedUsers, vouchers } from './vouchers.table.js';

/**
 * The reads pricing and checkout make of vouchers and discounts. They take the database or the
 * checkout's transaction, so what is priced is what is locked and charged.
 */

export type VoucherRecord = typeof vouchers.$inferSelect;
export interface VoucherForCheckout {
  voucher: VoucherRecord;
  /** The products it is restricted to; empty: every product of its host. */
  products: ProductRef[];
  /** The buyers it is restricted to; empty: anybody. */
  restrictedUserIds: string[];
}

/**
 * The voucher a buyer typed (any case), with its restrictions, or null. Nothing about its window,
 * switch or limit is judged here: that is the pricing rules' job, so they can say which rule failed.
 * `lock` takes the row FOR UPDATE (inside a transaction) for a checkout about to count a use.
 */
export async function findVoucherForCheckout(db: DbOrTx, code: string, options: { lock?: boolean } = {}): Promise<VoucherForCheckout | null> {
  const query = db
    .select()
    .from(vouchers)
    .where(sql`upper(${vouchers.code}) = upper(${code.trim()})`);
  const [voucher] = options.lock ? await query.for('update') : await query;
  if (!voucher) return null;
  const [products, users] = await Promise.all([
    db
      .select({ productItemType: voucherProducts.productType, productItemId: voucherProducts.productId })
      .from(voucherProducts)
      .where(eq(voucherProducts.voucherId, voucher.id)),
    db.select({ userId: voucherRestrictedUsers.userId }).from(voucherRestrictedUsers).where(eq(voucherRestrictedUsers.voucherId, voucher.id)),
  ]);
  return { voucher, products, restrictedUserIds: users.map((u) => u.userId) };
}

export interface ActiveDiscount {
  id: string;
  name: string;
  /** PERCENTAGE (value 1–100) or AMOUNT (value in VND, per unit). */
  type: 'PERCENTAGE' | 'AMOUNT';
  value: number;
}

/**
 * The discount in effect at `now` on each of these products, keyed `${productItemType}:${productItemId}`
 * (see `refKey`). A product is in at most one discount, so there is never a choice to make.
 */
export async function activeDiscountsFor(db: DbOrTx, refs: readonly ProductRef[], now: Date): Promise<Map<string, ActiveDiscount>> {
  const byType = new Map<string, string[]>();
  for (const ref of refs) byType.set(ref.productItemType, [...(byType.get(ref.productItemType) ?? []), ref.productItemId]);
  if (!byType.size) return new Map();
  const named: SQL[] = [...byType].map(([type, ids]) => and(eq(discountProducts.productType, type), inArray(discountProducts.productId, [...new Set(ids)]))!);
  const rows = await db
    .select({
      productItemType: discountProducts.productType,
      productItemId: discountProducts.productId,
      id: discounts.id,
      name: discounts.name,
      type: discounts.type,
      value: discounts.value,
    })
    .from(discountProducts)
    .innerJoin(discounts, eq(discounts.id, discountProducts.discountId))
    .where(and(or(...named), eq(discounts.active, true), lte(discounts.startAt, now), gt(discounts.endAt, now)));
  return new Map(
    rows.map((r) => [refKey(r), { id: r.id, name: r.name, type: r.type === 'PERCENTAGE' ? 'PERCENTAGE' : 'AMOUNT', value: r.value }] as const),
  );
}
