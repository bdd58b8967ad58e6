import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { comboSql } from '../../catalogue/index.js';
import { orderItems } from '../orders/orders.table.js';

type Ref = { productItemType: string; productItemId: string };

/**
 * Whether a paid, not refunded line of `userId` gave the product `productId`: bought alone, or in a
 * combo holding it (combo items are fixed once ordered, so the combo's items are what that line gave).
 */
const gives = (userId: string, productId: SQL) => sql`exists (
  select 1 from ${orderItems}
   where ${orderItems.userId} = ${userId} and ${orderItems.status} = 'SUCCESS' and ${orderItems.refundedAt} is null
     and (${orderItems.productId} = ${productId}
          or (${orderItems.productType} = 'COMBO' and ${comboSql.holds(orderItems.productId, productId)})))`;

/** What a buyer already owns (lasting-access products are bought once). */
export function createOwnershipRepository(db: DbOrTx) {
  return {
    /** Of these products, the ones the buyer owns, alone or through a combo, as `${type}:${id}` keys. */
    async findOwned(userId: string, refs: readonly Ref[], tx: DbOrTx = db): Promise<Set<string>> {
      if (!refs.length) return new Set();
      const asked = sql.join(
        refs.map((r) => sql`(${r.productItemType}::text, ${r.productItemId}::uuid)`),
        sql`, `,
      );
      const { rows } = await tx.execute<{ type: string; id: string }>(sql`
        select distinct p.type, p.id from (values ${asked}) as p(type, id) where ${gives(userId, sql`p.id`)}`);
      return new Set(rows.map((r) => `${r.type}:${r.id}`));
    },

    /** Of the items of these combos (of the `types` given), the ones the buyer owns already, per combo in the host's order. */
    async findOwnedInCombos(userId: string, comboIds: readonly string[], types: readonly string[], tx: DbOrTx = db): Promise<Map<string, Ref[]>> {
      const owned = new Map<string, Ref[]>();
      if (!comboIds.length || !types.length) return owned;
      const { rows } = await tx.execute<{ combo_id: string; product_type: string; product_id: string }>(sql`
        select i.combo_id, i.product_type, i.product_id from ${comboSql.itemsOf(comboIds, types)} as i
         where ${gives(userId, sql`i.product_id`)} order by i.combo_id, i.position`);
      for (const r of rows) owned.set(r.combo_id, [...(owned.get(r.combo_id) ?? []), { productItemType: r.product_type, productItemId: r.product_id }]);
      return owned;
    },
  };
}
export type OwnershipRepository = ReturnType<typeof createOwnershipRepository>;
