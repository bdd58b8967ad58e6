import type { PromotionState, VoucherListQuery } from '@market/contract';
import { and, asc, count, desc, eq, getTableColumns, gt, ilike, lte, not, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { likeContaining } from '../../../platform/db/search.js';
import { offsetOf } from '../../../platform/http/pagination.js';
import { userSql } from '../../identity/index.js';
import { ORDER_STATUSES_HOLDING_A_VOUCHER, type ProductRef } from './promotion.js';
import { voucherProducts, voucherRestrictedUsers, vouchers } from './vouchers.table.js';

export type VoucherRow = typeof vouchers.$inferSelect;
export interface VoucherForCheckout {
  voucher: VoucherRow;
  /** The products it is restricted to; empty: every product of its host. */
  products: ProductRef[];
  /** The buyers it is restricted to; empty: anybody. */
  restrictedUserIds: string[];
}
export type NewVoucherRow = typeof vouchers.$inferInsert;
/** A voucher with what its list row shows besides its own columns. */
export type VoucherView = VoucherRow & { productCount: number; restrictedUserCount: number; inUse: boolean };
export interface RestrictedUserRow {
  id: string;
  fullName: string;
  email: string | null;
  avatar: string | null;
}

// Written out in full: Drizzle leaves columns unqualified in a one-table select, and "id" would be ambiguous.
const productCount = sql<number>`(select count(*)::int from voucher_products p where p.voucher_id = "vouchers"."id")`.mapWith(Number);
const restrictedUserCount = sql<number>`(select count(*)::int from voucher_restricted_users u where u.voucher_id = "vouchers"."id")`.mapWith(Number);
const holding = sql.join(
  ORDER_STATUSES_HOLDING_A_VOUCHER.map((s) => sql`${s}`),
  sql`, `,
);
/** Some order that still counts its use holds the voucher (see ORDER_STATUSES_HOLDING_A_VOUCHER). */
const inUse = sql<boolean>`exists (
  select 1 from voucher_redemptions r join orders o on o.id = r.order_id
  where r.voucher_id = "vouchers"."id" and o.status in (${holding})
)`.mapWith(Boolean);
const voucherView = { ...getTableColumns(vouchers), productCount, restrictedUserCount, inUse };

const SORT_COLUMNS = {
  createdAt: vouchers.createdAt,
  startAt: vouchers.startAt,
  endAt: vouchers.endAt,
  code: vouchers.code,
  usedCount: vouchers.usedCount,
} as const;

/** A host's vouchers; every read and write is scoped to the host, so another host's id is simply not there. */
interface WindowColumns {
  startAt: Column;
  endAt: Column;
  active: Column;
}

/** The list filter for a state, the SQL twin of `stateOf` (promotion.ts): same order of precedence. Discounts use it too. */
export function stateWhere(t: WindowColumns, state: PromotionState, now: Date): SQL {
  switch (state) {
    case 'EXPIRED':
      return lte(t.endAt, now);
    case 'INACTIVE':
      return and(gt(t.endAt, now), not(sql`${t.active}`))!;
    case 'UPCOMING':
      return and(gt(t.endAt, now), sql`${t.active}`, gt(t.startAt, now))!;
    case 'ACTIVE':
      return and(gt(t.endAt, now), sql`${t.active}`, lte(t.startAt, now))!;
  }
}

export function createVouchersRepository(db: DbOrTx) {
  return {
    /**
     * The voucher a buyer typed (any case), with its restrictions, or null. Nothing about its window,
     * switch or limit is judged here: that is the pricing rules' job, so they can say which rule failed.
     * `lock` takes the row FOR UPDATE (inside a transaction) for a checkout about to count a use.
     */
    async findForCheckout(code: string, options: { lock?: boolean } = {}, tx: DbOrTx = db): Promise<VoucherForCheckout | null> {
      const query = tx
        .select()
        .from(vouchers)
        .where(sql`upper(${vouchers.code}) = upper(${code.trim()})`);
      const [voucher] = options.lock ? await query.for('update') : await query;
      if (!voucher) return null;
      const [products, restricted] = await Promise.all([
        tx
          .select({ productItemType: voucherProducts.productType, productItemId: voucherProducts.productId })
          .from(voucherProducts)
          .where(eq(voucherProducts.voucherId, voucher.id)),
        tx.select({ userId: voucherRestrictedUsers.userId }).from(voucherRestrictedUsers).where(eq(voucherRestrictedUsers.voucherId, voucher.id)),
      ]);
      return { voucher, products, restrictedUserIds: restricted.map((u) => u.userId) };
    },

    async findOwned(hostId: string, id: string, tx: DbOrTx = db): Promise<VoucherView | undefined> {
      const [row] = await tx
        .select(voucherView)
        .from(vouchers)
        .where(and(eq(vouchers.id, id), eq(vouchers.hostId, hostId)));
      return row;
    },
    /** The voucher locked until the transaction ends: edits, deletion and checkout's use queue behind each other. */
    async lockOwned(hostId: string, id: string, tx: DbOrTx): Promise<VoucherRow | undefined> {
      const [row] = await tx
        .select()
        .from(vouchers)
        .where(and(eq(vouchers.id, id), eq(vouchers.hostId, hostId)))
        .for('update');
      return row;
    },
    async isInUse(id: string, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx.select({ inUse }).from(vouchers).where(eq(vouchers.id, id));
      return row?.inUse ?? false;
    },
    async insert(values: NewVoucherRow, tx: DbOrTx = db): Promise<VoucherRow> {
      const [row] = await tx.insert(vouchers).values(values).returning();
      return row!;
    },
    async update(id: string, values: Partial<NewVoucherRow>, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(vouchers)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(vouchers.id, id));
    },
    /** Its product and buyer restrictions and its redemptions go with it (the foreign keys cascade). */
    async delete(id: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(vouchers).where(eq(vouchers.id, id));
    },

    async list(hostId: string, query: VoucherListQuery, now: Date): Promise<{ rows: VoucherView[]; total: number }> {
      const conditions: SQL[] = [eq(vouchers.hostId, hostId)];
      if (query.q) {
        const pattern = likeContaining(query.q);
        conditions.push(or(ilike(vouchers.code, pattern), sql`immutable_unaccent(lower(${vouchers.name})) like immutable_unaccent(lower(${pattern}))`)!);
      }
      if (query.validity) conditions.push(stateWhere(vouchers, query.validity, now));
      const where = and(...conditions);
      const direction = query.sort === 'ASC' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select(voucherView)
          .from(vouchers)
          .where(where)
          .orderBy(direction(SORT_COLUMNS[query.sortBy]), direction(vouchers.id))
          .limit(query.limit)
          .offset(offsetOf(query)),
        db.select({ n: count() }).from(vouchers).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async findProductRefs(voucherId: string, tx: DbOrTx = db): Promise<ProductRef[]> {
      return tx
        .select({ productItemType: voucherProducts.productType, productItemId: voucherProducts.productId })
        .from(voucherProducts)
        .where(eq(voucherProducts.voucherId, voucherId));
    },
    async replaceProducts(voucherId: string, refs: readonly ProductRef[], tx: DbOrTx): Promise<void> {
      await tx.delete(voucherProducts).where(eq(voucherProducts.voucherId, voucherId));
      if (refs.length) await tx.insert(voucherProducts).values(refs.map((r) => ({ voucherId, productType: r.productItemType, productId: r.productItemId })));
    },

    async findRestrictedUsers(voucherId: string, tx: DbOrTx = db): Promise<RestrictedUserRow[]> {
      const rows = await tx
        .select({ user: userSql.cardOf(voucherRestrictedUsers.userId) })
        .from(voucherRestrictedUsers)
        .where(eq(voucherRestrictedUsers.voucherId, voucherId))
        .orderBy(asc(userSql.fullNameOf(voucherRestrictedUsers.userId)), asc(voucherRestrictedUsers.userId));
      return rows.map(({ user }) => ({ id: user.id, fullName: user.fullName, email: user.email, avatar: user.avatar }));
    },
    async replaceRestrictedUsers(voucherId: string, userIds: readonly string[], tx: DbOrTx): Promise<void> {
      await tx.delete(voucherRestrictedUsers).where(eq(voucherRestrictedUsers.voucherId, voucherId));
      if (userIds.length) await tx.insert(voucherRestrictedUsers).values(userIds.map((userId) => ({ voucherId, userId })));
    },
  };
}
export type VouchersRepository = ReturnType<typeof createVouchersRepository>;
