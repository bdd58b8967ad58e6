import type {
  ReskillBody as ReskillBodySchema,
  Paged,
  ReskillDto,
  ReskillListQuery,
  ReskillMainQuery,
  ReskillPriceDto,
  ReskillProductDto,
  UpdateReskillBody,
} from '@market/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import type { Actor } from '../../../platform/http/access.js';
import { AppError } from '../../../platform/http/errors.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import { cleanRichText } from '../../../platform/text/rich-text.js';
import { deleteRefusal, planPrices, typeChangeRefusal, type AskedPrice, type ProductRef } from './reskill-edits.js';
import { isShownTo, mayEdit, type ReskillViews } from './reskill-views.js';
import type { ReskillsRepository } from './reskills.repository.js';
import type { ReskillRow } from './reskills.table.js';

type ParsedPrice = z.output<typeof ReskillBodySchema>['prices'][number];

/**
 * Reskill programmes: a host's RESKILL or LAUNCHPAD with its prices, each including some of the host's
 * own courses and ebooks. Prices are written with the programme (POST/PATCH `prices`): the guards of
 * reskill-edits.ts decide what a paid or product-holding programme refuses.
 */
export function createReskillsService(deps: { db: Db; repo: ReskillsRepository; views: ReskillViews }) {
  const { db, repo, views } = deps;

  async function getShown(id: string, viewer: Actor | null, tx: DbOrTx = db) {
    const row = await repo.findById(id, tx);
    if (!row || !isShownTo(row, viewer)) throw new AppError('RESKILL_NOT_FOUND');
    return row;
  }
  async function dtoOf(id: string, viewer: Actor | null, tx: DbOrTx = db): Promise<ReskillDto> {
    const [dto] = await views.toDtos(tx, [await getShown(id, viewer, tx)], viewer);
    return dto!;
  }

  /** Every product asked for exists and is the host's own course or ebook (RESKILL_PRODUCTS_INVALID). */
  async function checkProducts(tx: DbOrTx, hostId: string, prices: readonly AskedPrice[]) {
    const refs = prices.flatMap((p) => p.products.map((r) => ({ productType: r.productItemType, productId: r.productItemId })));
    if (!refs.length) return;
    const facts = await views.describe(tx, refs, new Date());
    for (const ref of refs) {
      const fact = facts.get(`${ref.productType}:${ref.productId}`);
      if (!fact || fact.hostId !== hostId) throw new AppError('RESKILL_PRODUCTS_INVALID');
    }
  }

  async function writePrices(tx: DbOrTx, reskill: ReskillRow, asked: readonly ParsedPrice[]) {
    const { stored } = await views.pricesOf(tx, [reskill.id], null);
    const plan = planPrices([...stored.values()], asked);
    if (typeof plan === 'string') throw new AppError(plan);
    await checkProducts(tx, reskill.hostId, asked);
    await repo.deletePrices(plan.remove, tx);
    for (const { id, price, position, productsChanged } of plan.keep) {
      await repo.updatePrice(id, { title: price.title, amount: price.amount, status: price.status, position }, tx);
      if (productsChanged) await repo.setProducts(id, price.products as ProductRef[], tx);
    }
    for (const { price, position } of plan.add) {
      const row = await repo.insertPrice({ reskillId: reskill.id, title: price.title, amount: price.amount, status: price.status, position }, tx);
      await repo.setProducts(row.id, price.products as ProductRef[], tx);
    }
  }

  return {
    async create(actor: Actor, body: z.output<typeof ReskillBodySchema>): Promise<ReskillDto> {
      const id = await db.transaction(async (tx) => {
        if (body.isMain) await repo.clearMain(actor.id, body.type, null, tx);
        const row = await repo.insert(
          {
            hostId: actor.id,
            type: body.type,
            title: body.title,
            description: body.description ? cleanRichText(body.description) || null : null,
            image: body.image ?? null,
            isMain: body.isMain,
            status: body.status,
          },
          tx,
        );
        await writePrices(tx, row, body.prices);
        return row.id;
      });
      return dtoOf(id, actor);
    },

    /** See UpdateReskillBody (contract) for what a paid or product-holding programme refuses. */
    async update(actor: Actor, id: string, body: UpdateReskillBody & { prices?: ParsedPrice[] | undefined }): Promise<ReskillDto> {
      await db.transaction(async (tx) => {
        const row = await repo.lockById(id, tx);
        if (!row || !mayEdit(row, actor)) throw new AppError(row ? 'INSUFFICIENT_PRIVILEGES' : 'RESKILL_NOT_FOUND');
        if (body.type && body.type !== row.type) {
          const { stored } = await views.pricesOf(tx, [id], null);
          const refusal = typeChangeRefusal([...stored.values()]);
          if (refusal) throw new AppError(refusal);
        }
        const type = body.type ?? row.type;
        if (body.isMain) await repo.clearMain(row.hostId, type, id, tx);
        const updated = await repo.update(
          id,
          {
            type,
            ...(body.title !== undefined ? { title: body.title } : {}),
            ...(body.description !== undefined ? { description: body.description ? cleanRichText(body.description) || null : null } : {}),
            ...(body.image !== undefined ? { image: body.image } : {}),
            ...(body.isMain !== undefined ? { isMain: body.isMain } : {}),
            ...(body.status !== undefined ? { status: body.status } : {}),
          },
          tx,
        );
        if (body.prices) await writePrices(tx, updated, body.prices);
      });
      return dtoOf(id, actor);
    },

    /** Deleted with its prices while never paid; a paid programme is refused (RESKILL_HAS_BEEN_PAID): its host takes it off sale instead. */
    async remove(actor: Actor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await repo.lockById(id, tx);
        if (!row || !mayEdit(row, actor)) throw new AppError(row ? 'INSUFFICIENT_PRIVILEGES' : 'RESKILL_NOT_FOUND');
        const { stored } = await views.pricesOf(tx, [id], null);
        const refusal = deleteRefusal([...stored.values()]);
        if (refusal) throw new AppError(refusal);
        await repo.delete(id, tx);
      });
    },

    /** Published programmes (of a type, a host, matching words); `mine`: the caller's own, drafts included. */
    async list(query: ReskillListQuery, viewer: Actor | null): Promise<Paged<ReskillDto>> {
      const mine = Boolean(query.mine);
      if (mine && !viewer) throw new AppError('UNAUTHORIZED');
      const filter = mine
        ? { type: query.type, hostId: viewer!.id, q: query.q, statuses: ['DRAFT', 'PUBLISHED', 'UNPUBLISHED'] as const }
        : { type: query.type, hostId: query.hostId, q: query.q, statuses: ['PUBLISHED'] as const };
      const { rows, total } = await repo.list(filter, query);
      return { data: await views.toDtos(db, rows, viewer), meta: pageMeta(query, total) };
    },

    async main(query: ReskillMainQuery, viewer: Actor | null): Promise<ReskillDto> {
      const row = await repo.findMain(query.type, query.hostId);
      if (!row) throw new AppError('RESKILL_NOT_FOUND');
      const [dto] = await views.toDtos(db, [row], viewer);
      return dto!;
    },

    get: (id: string, viewer: Actor | null) => dtoOf(id, viewer),

    async prices(id: string, viewer: Actor | null): Promise<ReskillPriceDto[]> {
      return (await dtoOf(id, viewer)).prices;
    },

    /** Every product the programme's prices include, each once, in the order of its prices. */
    async products(id: string, viewer: Actor | null): Promise<ReskillProductDto[]> {
      const seen = new Map<string, ReskillProductDto>();
      for (const price of (await dtoOf(id, viewer)).prices) for (const p of price.products) if (!seen.has(p.productItemId)) seen.set(p.productItemId, p);
      return [...seen.values()];
    },

    async price(priceId: string, viewer: Actor | null): Promise<ReskillPriceDto> {
      const [found] = await repo.findPrices([priceId]);
      if (!found || !isShownTo(found.reskill, viewer)) throw new AppError('RESKILL_PRICE_NOT_FOUND');
      const { dtos } = await views.withProducts(db, [found.price], viewer, new Date());
      const dto = dtos.get(priceId)!;
      if (dto.status !== 'ACTIVE' && !dto.owned && !mayEdit(found.reskill, viewer)) throw new AppError('RESKILL_PRICE_NOT_FOUND');
      return dto;
    },

    async priceProducts(priceId: string, viewer: Actor | null): Promise<ReskillProductDto[]> {
      return (await this.price(priceId, viewer)).products;
    },
  };
}
export type ReskillsService = ReturnType<typeof createReskillsService>;
