import {
  type ComboBody,
  type ComboBuyerDto,
  type ComboDto,
  type ComboListQuery,
  type ComboStateBody,
  type HostChip,
  type Paged,
  type PageQuery,
  type ProductItemRef,
  type UpdateComboBody,
} from '@market/contract';
import { ComboBody as ComboBodySchema, UpdateComboBody as UpdateSchema } from '@market/contract';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import { insertWithSlug } from '../../../platform/db/constraints.js';
import type { Actor } from '../../../platform/http/access.js';
import { AppError } from '../../../platform/http/errors.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import { cleanRichText, servedRichText } from '../../../platform/text/rich-text.js';
import type { ProductFacts } from '../../commerce/index.js';
import type { ContentFlagger } from '../moderation/index.js';
import { comboFactsOf } from './combo-facts.js';
import { actionTo, nextComboStatus, type ComboAction } from './combo-status.js';
import { comboFilters as f, type ComboWithItems, type CombosRepository, type NewComboItem } from './combos.repository.js';

/** What combos need of commerce: the facts of product items (any type), and who bought a combo. */
export interface ComboProducts {
  describe(refs: readonly ProductItemRef[], now: Date): Promise<Map<string, ProductFacts>>;
  buyersOf(comboId: string, page: { page: number; limit: number }): Promise<{ rows: ComboBuyerDto[]; total: number }>;
  /** Which of these combos any order line names, held, paid or long done. */
  orderedAmong(comboIds: readonly string[], tx?: DbOrTx): Promise<string[]>;
  /** Of these products, the courses and ebooks this buyer owns already, as `${type}:${id}` keys. */
  ownedBy(userId: string, refs: readonly ProductItemRef[]): Promise<Set<string>>;
}
export interface ComboHosts {
  chipsOf(ids: readonly string[]): Promise<(id: string) => HostChip>;
}

type Page = { page: number; limit: number; sort: 'ASC' | 'DESC' };
export interface ComboSliceQuery {
  offset: number;
  limit: number;
  hostId?: string | undefined;
  q?: string | undefined;
  price?: 'free' | 'paid' | undefined;
}
const mayEdit = (hostId: string, actor: Actor | null) => !!actor && (actor.role === 'ADMIN' || actor.id === hostId);
const isShownTo = (row: ComboWithItems, viewer: Actor | null) =>
  row.combo.status === 'PUBLISHED' || (row.combo.status !== 'DELETED' && mayEdit(row.combo.hostId, viewer));
const key = (type: string, id: string) => `${type}:${id}`;

/** Combos: a host's bundle of their own products at one price. Buying one goes through the COMBO product type. */
export function createCombosService(deps: {
  db: Db;
  repo: CombosRepository;
  products: ComboProducts;
  hosts: ComboHosts;
  flagger?: ContentFlagger;
  /** The membership plans including each member-only ticket tier (shown on the combo's items; selling checks on its own). */
  memberPlansOf?: (tierIds: readonly string[]) => Promise<Map<string, { id: string; name: string }[]>>;
}) {
  const { repo, products } = deps;

  /**
   * A combo on sale is read for keywords: one holding any waits in the moderation queue (it stays on
   * sale until an admin takes it off). A rejected combo its host asks to sell again waits for review.
   */
  async function flagged(combo: ComboDto): Promise<ComboDto> {
    const review = combo.status === 'PUBLISHED' ? 'WHEN_FLAGGED' : combo.status === 'PENDING_APPROVAL_WITH_ADMIN' ? 'REQUIRED' : null;
    if (!review) return combo;
    const fields = [
      { field: 'title', text: combo.title },
      { field: 'description', text: combo.description, html: true },
    ];
    await deps.flagger?.flag('COMBO', combo.id, combo.host.id, { title: combo.title, slug: combo.slug, status: combo.status, fields, review });
    return combo;
  }

  async function dtosOf(rows: ComboWithItems[], viewer: Actor | null): Promise<ComboDto[]> {
    const now = new Date();
    // Only the items are described: each combo's own facts follow from theirs (comboFactsOf), not from a second read of the combos.
    const itemRefs = rows.flatMap(({ items }) => items.map((i) => ({ productItemType: i.productType, productItemId: i.productId })));
    const editable = rows.filter((r) => mayEdit(r.combo.hostId, viewer)).map((r) => r.combo.id);
    const tierIds = [...new Set(itemRefs.filter((i) => i.productItemType === 'TICKET_TIER').map((i) => i.productItemId))];
    const [facts, hostOf, ordered, owned, memberPlans] = await Promise.all([
      products.describe(itemRefs, now),
      deps.hosts.chipsOf(rows.map((r) => r.combo.hostId)),
      editable.length ? products.orderedAmong(editable) : ([] as string[]),
      viewer ? products.ownedBy(viewer.id, itemRefs) : new Set<string>(),
      deps.memberPlansOf && tierIds.length ? deps.memberPlansOf(tierIds) : new Map<string, { id: string; name: string }[]>(),
    ]);
    return rows.map((row): ComboDto => {
      const { combo, items } = row;
      const own = comboFactsOf(row, (type, id) => facts.get(key(type, id)));
      const itemDtos = items.map((item) => {
        const fact = facts.get(key(item.productType, item.productId));
        return {
          productItemType: item.productType,
          productItemId: item.productId,
          quantity: item.quantity,
          title: fact?.title ?? 'Sản phẩm không còn',
          subtitle: fact?.subtitle ?? null,
          image: fact?.image ?? null,
          link: fact?.link ?? null,
          unitPrice: fact?.unitPrice ?? 0,
          onSale: !!fact && fact.problem === null,
          owned: owned.has(key(item.productType, item.productId)),
          ...(item.productType === 'TICKET_TIER' && memberPlans.get(item.productId)?.length ? { memberPlans: memberPlans.get(item.productId)! } : {}),
        };
      });
      return {
        id: combo.id,
        slug: combo.slug,
        title: combo.title,
        description: servedRichText(combo.description),
        coverImage: combo.coverImage,
        price: combo.price,
        itemsValue: itemDtos.reduce((sum, i) => sum + i.unitPrice * i.quantity, 0),
        status: combo.status,
        host: hostOf(combo.hostId),
        items: itemDtos,
        available: own?.available ?? null,
        onSale: own?.problem === null,
        canEdit: mayEdit(combo.hostId, viewer),
        canEditItems: editable.includes(combo.id) && !ordered.includes(combo.id),
        createdAt: combo.createdAt.toISOString(),
        updatedAt: combo.updatedAt.toISOString(),
      };
    });
  }
  const dtoOf = async (row: ComboWithItems, viewer: Actor | null) => (await dtosOf([row], viewer))[0]!;
  const paged = async (found: { rows: ComboWithItems[]; total: number }, query: Page, viewer: Actor | null): Promise<Paged<ComboDto>> => ({
    data: await dtosOf(found.rows, viewer),
    meta: pageMeta(query, found.total),
  });

  /**
   * The items asked: each exists and is the host's own. One not on sale yet (a draft event's tier) or
   * sold out may be bundled: the combo itself cannot be bought until every item can.
   */
  async function checkedItems(hostId: string, items: ComboBody['items']): Promise<NewComboItem[]> {
    const parsed = ComboBodySchema.shape.items.parse(items);
    const facts = await products.describe(
      parsed.map((i) => ({ productItemType: i.productItemType, productItemId: i.productItemId })),
      new Date(),
    );
    for (const item of parsed) {
      const fact = facts.get(key(item.productItemType, item.productItemId));
      if (!fact || fact.hostId !== hostId) throw new AppError('COMBO_ITEMS_INVALID');
    }
    return parsed.map((i) => ({ productType: i.productItemType, productId: i.productItemId, quantity: i.quantity }));
  }

  async function visible(row: ComboWithItems | undefined, viewer: Actor | null): Promise<ComboWithItems> {
    if (!row || !isShownTo(row, viewer)) throw new AppError('COMBO_NOT_FOUND');
    return row;
  }

  async function editable(actor: Actor, id: string): Promise<ComboWithItems> {
    const row = await repo.findById(id);
    if (!row || row.combo.status === 'DELETED') throw new AppError('COMBO_NOT_FOUND');
    if (!mayEdit(row.combo.hostId, actor)) throw new AppError('INSUFFICIENT_PRIVILEGES');
    return row;
  }

  /** One status move through the table, under the row's lock. */
  async function move(actor: Actor, id: string, action: ComboAction) {
    const row = await editable(actor, id);
    return deps.db.transaction(async (tx) => {
      const current = await repo.findForUpdate(id, tx);
      const to = current && nextComboStatus(current.status, action);
      if (!current || !to) throw new AppError('COMBO_INVALID_STATUS');
      await repo.transition(id, current.status, to, tx);
      if (to === 'PUBLISHED' && !current.publishedAt) await repo.update(id, { publishedAt: new Date() }, tx);
      return row;
    });
  }

  return {
    async create(actor: Actor, body: ComboBody): Promise<ComboDto> {
      const parsed = ComboBodySchema.parse(body);
      const items = await checkedItems(actor.id, parsed.items);
      const values = {
        hostId: actor.id,
        title: parsed.title,
        description: parsed.description ? cleanRichText(parsed.description) || null : null,
        coverImage: parsed.coverImage ?? null,
        price: parsed.price,
        status: parsed.status,
        publishedAt: parsed.status === 'PUBLISHED' ? new Date() : null,
      };
      const row = await deps.db.transaction((tx) => insertWithSlug({ name: parsed.title }, (slug) => repo.insert({ ...values, slug }, items, tx)));
      return flagged(await dtoOf((await repo.findById(row.id))!, actor));
    },

    async update(actor: Actor, id: string, body: UpdateComboBody): Promise<ComboDto> {
      const row = await editable(actor, id);
      const parsed = UpdateSchema.parse(body);
      const items = parsed.items ? await checkedItems(row.combo.hostId, parsed.items) : undefined;
      const { items: _items, ...values } = parsed;
      if (values.description) values.description = cleanRichText(values.description) || null;
      await deps.db.transaction(async (tx) => {
        await repo.findForUpdate(id, tx);
        if (items) {
          // A combo has no stock of its own: holding, paying for and refunding it move the items it holds
          // at that moment (commerce/products/combo.product.ts). Once an order line names it, changing them
          // would commit or take back items that line never held, so they are fixed from then on (refused
          // with COMBO_ITEMS_LOCKED; its title, text, cover, price and status stay editable). A checkout
          // holding it locks its row FOR SHARE, so it cannot slip in between this check and the change.
          if ((await products.orderedAmong([id], tx)).length) throw new AppError('COMBO_ITEMS_LOCKED');
          await repo.replaceItems(id, items, tx);
        }
        await repo.update(id, values, tx);
      });
      return flagged(await dtoOf((await repo.findById(id))!, actor));
    },

    async changeState(actor: Actor, id: string, body: ComboStateBody): Promise<ComboDto> {
      await move(actor, id, actionTo(body.status));
      return flagged(await dtoOf((await repo.findById(id))!, actor));
    },

    /** An admin's decision from the moderation queue; an approval that moves nothing (a flagged combo on sale) leaves it as it is. */
    async decide(admin: Actor, id: string, action: 'APPROVE' | 'REJECT'): Promise<ComboDto> {
      const current = await editable(admin, id);
      if (action === 'REJECT' || nextComboStatus(current.combo.status, action)) await move(admin, id, action);
      return dtoOf((await repo.findById(id))!, admin);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      await move(actor, id, 'DELETE');
      await deps.flagger?.withdrawn('COMBO', id);
    },

    get: async (id: string, viewer: Actor | null) => dtoOf(await visible(await repo.findById(id), viewer), viewer),
    bySlug: async (slug: string, viewer: Actor | null) => dtoOf(await visible(await repo.findBySlug(slug), viewer), viewer),

    list: async (query: ComboListQuery, viewer: Actor | null) =>
      paged(await repo.list([f.published, ...(query.hostId ? [f.host(query.hostId)] : []), f.words(query.q)], query), query, viewer),

    /** A host's combos: everything but deleted ones for the host and admins, the published ones for others. */
    byHost: async (hostId: string, query: PageQuery & { status?: ComboWithItems['combo']['status'] | undefined }, viewer: Actor | null) =>
      paged(
        await repo.list(mayEdit(hostId, viewer) ? [f.host(hostId), query.status ? f.status(query.status) : f.live] : [f.host(hostId), f.published], query),
        query,
        viewer,
      ),

    /**
     * Combos on sale for a list merged with another (events-and-combos): `limit` of them from `offset`,
     * newest first, narrowed by host, words and price (free or paid), with their total.
     */
    async slice(query: ComboSliceQuery, viewer: Actor | null): Promise<{ data: ComboDto[]; total: number }> {
      const price = query.price === 'free' ? f.free : query.price === 'paid' ? f.paid : undefined;
      const where = [f.published, ...(query.hostId ? [f.host(query.hostId)] : []), f.words(query.q), ...(price ? [price] : [])];
      const { rows, total } = await repo.listSlice(where, query);
      return { data: await dtosOf(rows, viewer), total };
    },

    holding: async (productId: string, viewer: Actor | null) => ({
      data: await dtosOf((await repo.list([f.published, f.holding(productId)], { page: 1, limit: 20, sort: 'DESC' })).rows, viewer),
    }),

    /** Combos worth showing next: the newest on sale (not the one being read), at most `limit`. */
    async recommend(query: { limit: number; excludeId?: string | undefined }, viewer: Actor | null) {
      const found = await repo.list([f.published], { page: 1, limit: query.limit + 1, sort: 'DESC' });
      const dtos = await dtosOf(
        found.rows.filter((r) => r.combo.id !== query.excludeId),
        viewer,
      );
      return { data: dtos.filter((d) => d.onSale).slice(0, query.limit) };
    },

    async buyers(actor: Actor, id: string, query: PageQuery): Promise<Paged<ComboBuyerDto>> {
      await editable(actor, id);
      const { rows, total } = await products.buyersOf(id, query);
      return { data: rows, meta: pageMeta(query, total) };
    },

    forgetHost: (hostId: string) => repo.withdrawAllOf(hostId),
  };
}
export type CombosService = ReturnType<typeof createCombosService>;
