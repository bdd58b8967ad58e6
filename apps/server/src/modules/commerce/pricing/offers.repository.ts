import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { orders } from '../orders/orders.table.js';
import { ORDER_STATUSES_HOLDING_A_VOUCHER, type ProductRef } from '../vouchers/promotion.js';
import { createDiscountsRepository, createVouchersRepository, type ActiveDiscount, type VoucherForCheckout } from '../vouchers/index.js';
import { voucherRedemptions, vouchers } from '../vouchers/vouchers.table.js';

/**
 * What pricing and checkout read and write of vouchers and discounts. The reads are the vouchers
 * module's own lookups, so "which voucher has this code" and "which discount applies now" live once.
 */
export function createOffersRepository(db: DbOrTx) {
  const vouchersRepo = createVouchersRepository(db);
  const discountsRepo = createDiscountsRepository(db);
  return {
    voucherByCode: (code: string, options: { lock?: boolean } = {}, tx: DbOrTx = db): Promise<VoucherForCheckout | null> =>
      vouchersRepo.findForCheckout(code, options, tx),
    discountsFor: (refs: readonly ProductRef[], now: Date, tx: DbOrTx = db): Promise<Map<string, ActiveDiscount>> => discountsRepo.findActiveFor(refs, now, tx),

    /** Uses of a voucher by a buyer on orders that still hold it (a cancelled order gave its use back). */
    async usesBy(voucherId: string, userId: string, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(voucherRedemptions)
        .innerJoin(orders, eq(orders.id, voucherRedemptions.orderId))
        .where(
          and(
            eq(voucherRedemptions.voucherId, voucherId),
            eq(voucherRedemptions.userId, userId),
            inArray(orders.status, [...ORDER_STATUSES_HOLDING_A_VOUCHER]),
          ),
        );
      return row?.n ?? 0;
    },

    /** Counts a use unless the limit is reached; false when it is (checked by the row, whatever the concurrency). */
    async redeem(input: { voucherId: string; orderId: string; userId: string; amount: number }, tx: DbOrTx = db): Promise<boolean> {
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
    async giveBack(orderId: string, tx: DbOrTx = db): Promise<void> {
      const removed = await tx.delete(voucherRedemptions).where(eq(voucherRedemptions.orderId, orderId)).returning({ voucherId: voucherRedemptions.voucherId });
      for (const { voucherId } of removed) {
        await tx
          .update(vouchers)
          .set({ usedCount: sql`greatest(${vouchers.usedCount} - 1, 0)` })
          .where(eq(vouchers.id, voucherId));
      }
    },
  };
}
export type OffersRepository = ReturnType<typeof createOffersRepository>;
