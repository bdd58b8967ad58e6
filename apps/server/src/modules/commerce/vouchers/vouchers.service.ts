import {
  Applicability,
  Usage,
  VoucherType,
  type HostProductDto,
  type Paged,
  type PatchVoucherBody,
  type PromotionOrderItemDto,
  type PromotionOrderItemsQuery,
  type RestrictedUserDto,
  type VoucherBody,
  type VoucherDetailDto,
  type VoucherDto,
  type VoucherListQuery,
} from '@market/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../../platform/db/constraints.js';
import type { Actor } from '../../../platform/http/access.js';
import { AppError } from '../../../platform/http/errors.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import { createUserDirectory } from '../../identity/index.js';
import type { HostProducts } from './host-products.js';
import { promotionProblem, stateOf, usageLimitFits, type ProductRef } from './promotion.js';
import { requireOwnProducts } from './promotion-products.js';
import { toHostProductDto, toPromotionOrderItemDto, toRestrictedUserDto } from './promotion-dto.js';
import type { PromotionOrdersRepository } from './promotion-orders.repository.js';
import type { VoucherExpiry } from './voucher-expiry.js';
import type { NewVoucherRow, VoucherRow, VouchersRepository, VoucherView } from './vouchers.repository.js';

type VoucherInput = z.output<typeof VoucherBody>;
type VoucherPatch = z.output<typeof PatchVoucherBody>;

function toVoucherDto(row: VoucherView, now: Date): VoucherDto {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    type: VoucherType.schema.parse(row.type),
    value: row.value,
    maxDiscount: row.maxDiscount,
    minOrderAmount: row.minOrderAmount,
    usage: Usage.schema.parse(row.usage),
    applicability: Applicability.schema.parse(row.applicability),
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    active: row.active,
    validity: stateOf(row, now),
    productCount: row.productCount,
    restrictedUserCount: row.restrictedUserCount,
    canDelete: !row.inUse,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns a body sets; a cap means nothing on a fixed amount, so it is not kept there. */
function columnsOf(body: VoucherPatch): Partial<NewVoucherRow> {
  const columns: Partial<NewVoucherRow> = {};
  if (body.code !== undefined) columns.code = body.code;
  if (body.name !== undefined) columns.name = body.name;
  if (body.description !== undefined) columns.description = body.description;
  if (body.type !== undefined) columns.type = body.type;
  if (body.value !== undefined) columns.value = body.value;
  if (body.maxDiscount !== undefined) columns.maxDiscount = body.maxDiscount;
  if (body.minOrderAmount !== undefined) columns.minOrderAmount = body.minOrderAmount;
  if (body.usage !== undefined) columns.usage = body.usage;
  if (body.applicability !== undefined) columns.applicability = body.applicability;
  if (body.usageLimit !== undefined) columns.usageLimit = body.usageLimit;
  if (body.startAt !== undefined) columns.startAt = new Date(body.startAt);
  if (body.endAt !== undefined) columns.endAt = new Date(body.endAt);
  if (body.active !== undefined) columns.active = body.active;
  return columns;
}

/** A full body (create, replace) sets every column, absent optional ones back to empty. */
function allColumnsOf(body: VoucherInput): Omit<NewVoucherRow, 'hostId'> {
  return { description: null, maxDiscount: null, usageLimit: null, ...columnsOf(body) } as Omit<NewVoucherRow, 'hostId'>;
}

/**
 * A host's vouchers: codes unique across the marketplace (PostgreSQL's unique index decides, so two
 * hosts racing for one code cannot both win), restricted to the host's own products and to buyers
 * who exist. Each save is one transaction; a voucher an order still holds can be switched off, not deleted.
 */
export function createVouchersService(deps: {
  db: Db;
  repo: VouchersRepository;
  products: HostProducts;
  orders: PromotionOrdersRepository;
  /** The host's warning before a voucher expires, planned in the transaction that saves it. */
  expiry?: Pick<VoucherExpiry, 'plan' | 'drop'>;
}) {
  const { db, repo } = deps;
  const people = createUserDirectory(db);

  async function owned(actor: Actor, id: string, tx?: DbOrTx): Promise<VoucherView> {
    const row = await repo.findOwned(actor.id, id, tx);
    if (!row) throw new AppError('VOUCHER_NOT_FOUND');
    return row;
  }
  async function productsOf(voucherId: string, tx?: DbOrTx): Promise<HostProductDto[]> {
    return (await deps.products.summaries(await repo.findProductRefs(voucherId, tx), tx)).map(toHostProductDto);
  }
  async function detail(actor: Actor, id: string, tx?: DbOrTx): Promise<VoucherDetailDto> {
    const row = await owned(actor, id, tx);
    const [products, users] = await Promise.all([productsOf(id, tx), repo.findRestrictedUsers(id, tx)]);
    return { ...toVoucherDto(row, new Date()), products, restrictedUsers: users.map(toRestrictedUserDto) };
  }

  /** The lists a body names: the host's own products, each once; buyers who exist. */
  async function checkLists(hostId: string, products: readonly ProductRef[] | undefined, userIds: readonly string[] | undefined, tx: DbOrTx) {
    await requireOwnProducts(deps.products, hostId, products, 'VOUCHER_PRODUCT_DUPLICATED', tx);
    if (userIds?.length) {
      const existing = await people.findLiveIds(userIds, tx);
      if (userIds.some((id) => !existing.has(id))) throw new AppError('USER_NOT_FOUND');
    }
  }
  async function saveLists(voucherId: string, products: readonly ProductRef[] | undefined, userIds: readonly string[] | undefined, tx: DbOrTx) {
    if (products) await repo.replaceProducts(voucherId, products, tx);
    if (userIds) await repo.replaceRestrictedUsers(voucherId, userIds, tx);
  }
  /** Two hosts may race for a code; the unique index answers for them. */
  async function saving<T>(save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('VOUCHER_CODE_EXISTS');
      // A restricted buyer's account was deleted while the voucher was being saved.
      if (isForeignKeyViolation(error)) throw new AppError('USER_NOT_FOUND');
      throw error;
    }
  }
  /** A change to an existing voucher: locked, merged, checked as a whole, saved with its lists. */
  async function change(actor: Actor, id: string, columns: Partial<NewVoucherRow>, products: ProductRef[] | undefined, userIds: string[] | undefined) {
    await saving(() =>
      db.transaction(async (tx) => {
        const current = await repo.lockOwned(actor.id, id, tx);
        if (!current) throw new AppError('VOUCHER_NOT_FOUND');
        const merged: VoucherRow = { ...current, ...columns } as VoucherRow;
        if (merged.type !== 'PERCENTAGE') columns.maxDiscount = null;
        const problem = promotionProblem(merged);
        if (problem) throw new AppError(problem);
        if (!usageLimitFits(merged.usageLimit, current.usedCount)) throw new AppError('INVALID_USAGE_LIMIT');
        await checkLists(actor.id, products, userIds, tx);
        await repo.update(id, columns, tx);
        await saveLists(id, products, userIds, tx);
        await deps.expiry?.plan(tx, merged);
      }),
    );
    return detail(actor, id);
  }
  const unique = (ids: readonly string[] | undefined) => (ids ? [...new Set(ids)] : undefined);

  return {
    async list(actor: Actor, query: VoucherListQuery): Promise<Paged<VoucherDto>> {
      const now = new Date();
      const { rows, total } = await repo.list(actor.id, query, now);
      return { data: rows.map((r) => toVoucherDto(r, now)), meta: pageMeta(query, total) };
    },
    get: (actor: Actor, id: string) => detail(actor, id),

    async create(actor: Actor, body: VoucherInput): Promise<VoucherDetailDto> {
      const userIds = unique(body.restrictedUserIds)!;
      const columns = allColumnsOf(body);
      if (columns.type !== 'PERCENTAGE') columns.maxDiscount = null;
      const id = await saving(() =>
        db.transaction(async (tx) => {
          await checkLists(actor.id, body.products, userIds, tx);
          const row = await repo.insert({ ...columns, hostId: actor.id }, tx);
          await saveLists(row.id, body.products, userIds, tx);
          await deps.expiry?.plan(tx, row);
          return row.id;
        }),
      );
      return detail(actor, id);
    },
    /** PUT: every field and both lists are replaced. */
    replace: (actor: Actor, id: string, body: VoucherInput) => change(actor, id, allColumnsOf(body), body.products, unique(body.restrictedUserIds)),
    /** PATCH: only the fields named; a list named is replaced whole. */
    patch: (actor: Actor, id: string, body: VoucherPatch) => change(actor, id, columnsOf(body), body.products, unique(body.restrictedUserIds)),

    /** Refused while an order that is paid (or being paid) holds a use of it: the books must still name it. */
    async delete(actor: Actor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await repo.lockOwned(actor.id, id, tx))) throw new AppError('VOUCHER_NOT_FOUND');
        if (await repo.isInUse(id, tx)) throw new AppError('VOUCHER_IN_USE');
        await repo.delete(id, tx);
        await deps.expiry?.drop(tx, id);
      });
    },

    async products(actor: Actor, id: string): Promise<{ data: HostProductDto[] }> {
      await owned(actor, id);
      return { data: await productsOf(id) };
    },
    async restrictedUsers(actor: Actor, id: string): Promise<{ data: RestrictedUserDto[] }> {
      await owned(actor, id);
      return { data: (await repo.findRestrictedUsers(id)).map(toRestrictedUserDto) };
    },
    async orderItems(actor: Actor, id: string, query: PromotionOrderItemsQuery): Promise<Paged<PromotionOrderItemDto>> {
      await owned(actor, id);
      const { rows, total } = await deps.orders.listOfVoucher(actor.id, id, query);
      return { data: rows.map(toPromotionOrderItemDto), meta: pageMeta(query, total) };
    },
  };
}
export type VouchersService = ReturnType<typeof createVouchersService>;
