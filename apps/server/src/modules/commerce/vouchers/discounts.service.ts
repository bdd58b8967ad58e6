import {
  StoredDiscountType,
  type DiscountBody,
  type DiscountDetailDto,
  type DiscountDto,
  type DiscountListQuery,
  type HostProductDto,
  type HostProductsQuery,
  type Paged,
  type PatchDiscountBody,
  type PromotionOrderItemDto,
  type PromotionOrderItemsQuery,
} from '@market/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import { isUniqueViolation } from '../../../platform/db/constraints.js';
import type { Actor } from '../../../platform/http/access.js';
import { AppError } from '../../../platform/http/errors.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import type { DiscountsRepository, DiscountView, NewDiscountRow, DiscountRow } from './discounts.repository.js';
import type { HostProducts } from './host-products.js';
import { promotionProblem, stateOf, type ProductRef } from './promotion.js';
import { requireOwnProducts } from './promotion-products.js';
import { toHostProductDto, toPromotionOrderItemDto } from './promotion-dto.js';
import type { PromotionOrdersRepository } from './promotion-orders.repository.js';

type DiscountInput = z.output<typeof DiscountBody>;
type DiscountPatch = z.output<typeof PatchDiscountBody>;

function toDiscountDto(row: DiscountView, now: Date): DiscountDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    // Rows written before FIXED_AMOUNT was folded into AMOUNT read as AMOUNT too.
    type: StoredDiscountType.parse(row.type === 'FIXED_AMOUNT' ? 'AMOUNT' : row.type),
    value: row.value,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    active: row.active,
    validity: stateOf(row, now),
    productCount: row.productCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function columnsOf(body: DiscountPatch): Partial<NewDiscountRow> {
  const columns: Partial<NewDiscountRow> = {};
  if (body.name !== undefined) columns.name = body.name;
  if (body.description !== undefined) columns.description = body.description;
  if (body.type !== undefined) columns.type = body.type;
  if (body.value !== undefined) columns.value = body.value;
  if (body.startAt !== undefined) columns.startAt = new Date(body.startAt);
  if (body.endAt !== undefined) columns.endAt = new Date(body.endAt);
  if (body.active !== undefined) columns.active = body.active;
  return columns;
}

/**
 * A host's discounts: automatic price cuts on some of their products within a window. A product is
 * in at most one discount; PostgreSQL's unique index decides, so two saves racing for one product
 * cannot both win. Order lines keep the discount they were sold with, so deleting one is always allowed.
 */
export function createDiscountsService(deps: { db: Db; repo: DiscountsRepository; products: HostProducts; orders: PromotionOrdersRepository }) {
  const { db, repo } = deps;

  async function owned(actor: Actor, id: string, tx?: DbOrTx): Promise<DiscountView> {
    const row = await repo.findOwned(actor.id, id, tx);
    if (!row) throw new AppError('DISCOUNT_NOT_FOUND');
    return row;
  }
  async function productsOf(discountId: string): Promise<HostProductDto[]> {
    return (await deps.products.summaries(await repo.findProductRefs(discountId))).map(toHostProductDto);
  }
  async function detail(actor: Actor, id: string): Promise<DiscountDetailDto> {
    const row = await owned(actor, id);
    return { ...toDiscountDto(row, new Date()), products: await productsOf(id) };
  }
  const checkProducts = (hostId: string, products: readonly ProductRef[] | undefined, tx: DbOrTx) =>
    requireOwnProducts(deps.products, hostId, products, 'DISCOUNT_PRODUCT_DUPLICATED', tx);
  async function saving<T>(save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('DISCOUNT_PRODUCT_DUPLICATED');
      throw error;
    }
  }
  async function change(actor: Actor, id: string, columns: Partial<NewDiscountRow>, products: ProductRef[] | undefined): Promise<DiscountDetailDto> {
    await saving(() =>
      db.transaction(async (tx) => {
        const current = await repo.lockOwned(actor.id, id, tx);
        if (!current) throw new AppError('DISCOUNT_NOT_FOUND');
        const problem = promotionProblem({ ...current, ...columns } as DiscountRow);
        if (problem) throw new AppError(problem);
        await checkProducts(actor.id, products, tx);
        await repo.update(id, columns, tx);
        if (products) await repo.replaceProducts(id, products, tx);
      }),
    );
    return detail(actor, id);
  }

  return {
    async list(actor: Actor, query: DiscountListQuery): Promise<Paged<DiscountDto>> {
      const now = new Date();
      const { rows, total } = await repo.list(actor.id, query, now);
      return { data: rows.map((r) => toDiscountDto(r, now)), meta: pageMeta(query, total) };
    },
    get: (actor: Actor, id: string) => detail(actor, id),
    async create(actor: Actor, body: DiscountInput): Promise<DiscountDetailDto> {
      const id = await saving(() =>
        db.transaction(async (tx) => {
          await checkProducts(actor.id, body.products, tx);
          const row = await repo.insert({ description: null, ...columnsOf(body), hostId: actor.id } as NewDiscountRow, tx);
          await repo.replaceProducts(row.id, body.products, tx);
          return row.id;
        }),
      );
      return detail(actor, id);
    },
    replace: (actor: Actor, id: string, body: DiscountInput) => change(actor, id, { description: null, ...columnsOf(body) }, body.products),
    patch: (actor: Actor, id: string, body: DiscountPatch) => change(actor, id, columnsOf(body), body.products),
    async delete(actor: Actor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await repo.lockOwned(actor.id, id, tx))) throw new AppError('DISCOUNT_NOT_FOUND');
        await repo.delete(id, tx);
      });
    },
    async products(actor: Actor, id: string): Promise<{ data: HostProductDto[] }> {
      await owned(actor, id);
      return { data: await productsOf(id) };
    },
    /** What the host can put on a discount (or a voucher), with the discount already covering each. */
    async promotableProducts(actor: Actor, query: HostProductsQuery): Promise<Paged<HostProductDto>> {
      const { rows, total } = await deps.products.listForHost(actor.id, query, new Date());
      return { data: rows.map(toHostProductDto), meta: pageMeta(query, total) };
    },
    async orderItems(actor: Actor, id: string, query: PromotionOrderItemsQuery): Promise<Paged<PromotionOrderItemDto>> {
      await owned(actor, id);
      const { rows, total } = await deps.orders.listOfDiscount(actor.id, id, query);
      return { data: rows.map(toPromotionOrderItemDto), meta: pageMeta(query, total) };
    },
  };
}
export type DiscountsService = ReturnType<typeof createDiscountsService>;
