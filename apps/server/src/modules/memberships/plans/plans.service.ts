import type {
  AdminMembershipListQuery,
  MembershipDto,
  MembershipListQuery,
  MembershipProductDto,
  MembershipProductType,
  MembershipRegisteredExportQuery,
  MembershipRegisteredQuery,
  MembershipSubscriberDto,
} from '@market/contract';
import { billingPeriodLabel, SUBSCRIPTION_STATUS_LABELS, type PageQuery } from '@market/contract';
import type { z } from 'zod';
import type { MembershipBody as BodySchema } from '@market/contract';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/http/errors.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import type { ExportColumn } from '../../../platform/http/table-export.js';
import type { ProductFacts } from '../../commerce/index.js';
import type { PriceChangeNotice } from './notify-members.job.js';
import { priceChangeNotice, priceChangeOf, toPriceDto } from './plan.js';
import { createPlansPageCache } from './plans-page-cache.js';
import type { PlansRepository } from './plans.repository.js';
import type { MembershipRow } from './plans.table.js';

type Body = z.output<typeof BodySchema>;

/** The included products as their own types describe them (courses, tiers), read through commerce's seam. */
export type DescribeProducts = (tx: DbOrTx, type: MembershipProductType, ids: readonly string[], now: Date) => Promise<Map<string, ProductFacts>>;

const vietnamToday = (now: Date) => new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

const EXPORT_COLUMNS: readonly ExportColumn<MembershipSubscriberDto>[] = [
  { header: 'Họ tên', value: (r) => r.user.fullName, width: 28 },
  { header: 'Email', value: (r) => r.user.email, width: 30 },
  { header: 'Số điện thoại', value: (r) => r.user.phone, width: 16 },
  { header: 'Mức giá (VND)', value: (r) => r.price.amount },
  { header: 'Chu kỳ', value: (r) => billingPeriodLabel(r.price.period) },
  { header: 'Trạng thái', value: (r) => SUBSCRIPTION_STATUS_LABELS[r.status], width: 30 },
  { header: 'Bắt đầu kỳ', value: (r) => (r.currentPeriodStart ? new Date(r.currentPeriodStart) : null), width: 18 },
  { header: 'Kết thúc kỳ', value: (r) => (r.currentPeriodEnd ? new Date(r.currentPeriodEnd) : null), width: 18 },
  { header: 'Huỷ cuối kỳ', value: (r) => (r.cancelAtPeriodEnd ? 'Có' : 'Không') },
  { header: 'Ngày đăng ký', value: (r) => new Date(r.createdAt), width: 18 },
];

/** Membership plans: the public pricing reads and the admins' editor (whole-plan writes in one transaction). */
export function createPlansService(deps: {
  db: Db;
  repo: PlansRepository;
  describeProducts: DescribeProducts;
  /** Queues the notice of a price change to its members, in the transaction of the edit. */
  tellMembers: (tx: DbOrTx, notice: PriceChangeNotice) => Promise<unknown>;
  now: () => Date;
  /** After each plan write commits: what other contexts keep of plans drops it (member-only tiers shown on event pages). */
  plansWritten?: () => void;
}) {
  const { db, repo } = deps;
  // Dropped after each plan write below commits (a write that fails changed nothing).
  const pricingPage = createPlansPageCache<{ data: MembershipDto[]; meta: ReturnType<typeof pageMeta> }>();
  const written = () => {
    pricingPage.forget();
    deps.plansWritten?.();
  };

  /** Each included product as its own type describes it now; a product gone since shows to admins only (to remove it). */
  async function productsOf(
    rows: { membershipId: string; productItemType: MembershipProductType; productItemId: string }[],
    admin: boolean,
    now: Date,
    tx: DbOrTx,
  ) {
    const facts = new Map<string, ProductFacts>();
    for (const type of new Set(rows.map((r) => r.productItemType))) {
      const ids = rows.filter((r) => r.productItemType === type).map((r) => r.productItemId);
      for (const [id, fact] of await deps.describeProducts(tx, type, ids, now)) facts.set(`${type}:${id}`, fact);
    }
    return rows.flatMap(({ membershipId, productItemType, productItemId }): (MembershipProductDto & { membershipId: string })[] => {
      const fact = facts.get(`${productItemType}:${productItemId}`);
      const ref = { membershipId, productItemType, productItemId };
      if (!fact) return admin ? [{ ...ref, title: 'Sản phẩm không còn tồn tại', subtitle: null, image: null, link: null, onSale: false }] : [];
      return [{ ...ref, title: fact.title, subtitle: fact.subtitle, image: fact.image, link: fact.link, onSale: fact.problem === null }];
    });
  }

  /** Plans as the wire shows them: admins see every price and the member counts. */
  async function toDtos(rows: MembershipRow[], admin: boolean, tx: DbOrTx = db): Promise<MembershipDto[]> {
    const ids = rows.map((r) => r.id);
    const now = deps.now();
    const [parts, prices, products, counts] = await Promise.all([
      repo.partsOf(ids, tx),
      repo.pricesOf(ids, { activeOnly: !admin }, tx),
      repo.productsOf(ids, tx),
      admin ? repo.memberCounts(ids, now, tx) : Promise.resolve(null),
    ]);
    const described = await productsOf(products, admin, now, tx);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      image: row.image,
      isDefault: row.isDefault,
      isMain: row.isMain,
      status: row.status,
      parts: parts.filter((p) => p.membershipId === row.id).map((p) => ({ id: p.id, title: p.title, description: p.description })),
      prices: prices.filter((p) => p.membershipId === row.id).map(toPriceDto),
      products: described.filter((p) => p.membershipId === row.id).map(({ membershipId: _plan, ...product }) => product),
      memberCount: counts ? (counts.get(row.id) ?? 0) : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
  }

  /** The plan's included products, deduplicated, each found by its own type (PRODUCT_NOT_FOUND otherwise). */
  async function checkedProducts(tx: DbOrTx, body: Body) {
    const seen = new Set<string>();
    const refs = body.products.filter((p) => !seen.has(`${p.productItemType}:${p.productItemId}`) && seen.add(`${p.productItemType}:${p.productItemId}`));
    if (!refs.length) throw new AppError('MEMBERSHIP_NO_PRODUCTS');
    for (const type of new Set(refs.map((r) => r.productItemType))) {
      const ids = refs.filter((r) => r.productItemType === type).map((r) => r.productItemId);
      const found = await deps.describeProducts(tx, type, ids, deps.now());
      if (ids.some((id) => !found.has(id))) throw new AppError('PRODUCT_NOT_FOUND');
    }
    return refs;
  }

  /** Writes the whole plan (its row, parts, products, prices) inside `tx`; the caller holds the plan's lock. */
  async function write(tx: DbOrTx, plan: MembershipRow, body: Body, isNew: boolean) {
    const products = await checkedProducts(tx, body);
    const parts = isNew ? [] : await repo.partsOf([plan.id], tx);
    if (body.parts.some((p) => p.id && !parts.some((known) => known.id === p.id))) throw new AppError('MEMBERSHIP_PART_NOT_FOUND');
    const prices = isNew ? [] : await repo.pricesOf([plan.id], { activeOnly: false }, tx);
    const byId = new Map(prices.map((p) => [p.id, p]));
    if (body.prices.some((p) => p.id && !byId.has(p.id))) throw new AppError('MEMBERSHIP_PRICE_NOT_FOUND');
    const removed = prices.filter((p) => !body.prices.some((b) => b.id === p.id)).map((p) => p.id);
    if ((await repo.paidPriceIds(removed, tx)).size) throw new AppError('MEMBERSHIP_PRICE_HAS_PAID_CANNOT_DELETE');

    await repo.replaceParts(
      plan.id,
      body.parts.map((p) => ({ id: p.id, title: p.title, description: p.description ?? null })),
      tx,
    );
    await repo.replaceProducts(plan.id, products, tx);
    await repo.removePrices(removed, tx);
    for (const [position, price] of body.prices.entries()) {
      const values = { amount: price.amount, periodUnit: price.period?.unit ?? null, periodCount: price.period?.count ?? null, status: price.status, position };
      const before = price.id ? byId.get(price.id) : undefined;
      if (!before) {
        await repo.insertPrice({ ...values, membershipId: plan.id }, tx);
        continue;
      }
      await repo.updatePrice(before.id, values, tx);
      const kind = priceChangeOf(before, price);
      if (kind) await deps.tellMembers(tx, { priceId: before.id, type: kind, ...priceChangeNotice(body.name, kind, price) });
    }
  }

  async function setFlags(tx: DbOrTx, id: string | null, body: Body) {
    if (body.isDefault) await repo.clearFlag('isDefault', id, tx);
    if (body.isMain) await repo.clearFlag('isMain', id, tx);
  }

  const planFields = (body: Body) => ({
    name: body.name,
    description: body.description ?? null,
    image: body.image ?? null,
    isDefault: body.isDefault,
    isMain: body.isMain,
    status: body.status,
  });

  async function requirePlan(id: string, tx: DbOrTx = db) {
    const plan = await repo.find(id, tx);
    if (!plan) throw new AppError('MEMBERSHIP_NOT_FOUND');
    return plan;
  }

  const page = async (found: { rows: MembershipRow[]; total: number }, query: PageQuery, admin: boolean) => ({
    data: await toDtos(found.rows, admin),
    meta: pageMeta(query, found.total),
  });

  return {
    list: async (query: MembershipListQuery) => {
      const compute = async () => page(await repo.list({ q: query.q, status: 'ACTIVE' }, query), query, false);
      // The pricing page itself (no search words) is kept a moment (plans-page-cache.ts); a search is computed.
      return query.q ? compute() : pricingPage.read(`${query.page}:${query.limit}:${query.sort}`, compute);
    },
    adminList: async (query: AdminMembershipListQuery) => page(await repo.list({ q: query.q, status: query.status }, query), query, true),

    async main(): Promise<MembershipDto> {
      const plan = await repo.findMain();
      if (!plan) throw new AppError('MEMBERSHIP_NOT_FOUND');
      return (await toDtos([plan], false))[0]!;
    },

    /** An active plan; an admin also sees an inactive one (the editor reads it here). */
    async get(id: string, admin: boolean): Promise<MembershipDto> {
      const plan = await requirePlan(id);
      if (plan.status !== 'ACTIVE' && !admin) throw new AppError('MEMBERSHIP_NOT_FOUND');
      return (await toDtos([plan], admin))[0]!;
    },

    async create(adminId: string, body: Body): Promise<MembershipDto> {
      if (body.isDefault && body.status !== 'ACTIVE') throw new AppError('MEMBERSHIP_DEFAULT_CANNOT_INACTIVE');
      const plan = await db.transaction(async (tx) => {
        await repo.lockFlags(tx);
        await setFlags(tx, null, body);
        const row = await repo.insert({ ...planFields(body), createdBy: adminId }, tx);
        await write(tx, row, body, true);
        return row;
      });
      written();
      return (await toDtos([plan], true))[0]!;
    },

    /** Replaces the whole plan; a price whose amount or period changed tells its renewing members (a job). */
    async update(id: string, body: Body): Promise<MembershipDto> {
      if (body.isDefault && body.status !== 'ACTIVE') throw new AppError('MEMBERSHIP_DEFAULT_CANNOT_INACTIVE');
      const plan = await db.transaction(async (tx) => {
        await repo.lockFlags(tx);
        const locked = await repo.lock(id, tx);
        if (!locked) throw new AppError('MEMBERSHIP_NOT_FOUND');
        await setFlags(tx, id, body);
        await write(tx, locked, body, false);
        return repo.update(id, planFields(body), tx);
      });
      written();
      return (await toDtos([plan], true))[0]!;
    },

    /** The default plan stays; a plan any member paid for stays (its history is the members'). */
    async remove(id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const plan = await repo.lock(id, tx);
        if (!plan) throw new AppError('MEMBERSHIP_NOT_FOUND');
        if (plan.isDefault) throw new AppError('MEMBERSHIP_CANNOT_DELETE');
        const prices = await repo.pricesOf([id], { activeOnly: false }, tx);
        if (
          (
            await repo.paidPriceIds(
              prices.map((p) => p.id),
              tx,
            )
          ).size
        )
          throw new AppError('MEMBERSHIP_PRICE_HAS_PAID_CANNOT_DELETE');
        await repo.remove(id, tx);
      });
      written();
    },

    async switchStatus(id: string): Promise<MembershipDto> {
      const plan = await db.transaction(async (tx) => {
        const locked = await repo.lock(id, tx);
        if (!locked) throw new AppError('MEMBERSHIP_NOT_FOUND');
        if (locked.status === 'ACTIVE' && locked.isDefault) throw new AppError('MEMBERSHIP_DEFAULT_CANNOT_INACTIVE');
        if (locked.status === 'INACTIVE' && !(await repo.productsOf([id], tx)).length) throw new AppError('MEMBERSHIP_NO_PRODUCTS');
        return repo.update(id, { status: locked.status === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE' }, tx);
      });
      written();
      return (await toDtos([plan], true))[0]!;
    },

    async registered(id: string, query: MembershipRegisteredQuery) {
      await requirePlan(id);
      const { rows, total } = await repo.registered(id, query, query);
      const data: MembershipSubscriberDto[] = rows.map(({ subscription: s, price, user }) => ({
        subscriptionId: s.id,
        user: { id: user.id, fullName: user.fullName, email: user.email, phone: user.phone },
        price: toPriceDto(price),
        status: s.status,
        currentPeriodStart: s.currentPeriodStart?.toISOString() ?? null,
        currentPeriodEnd: s.currentPeriodEnd?.toISOString() ?? null,
        cancelAtPeriodEnd: s.cancelAtPeriodEnd,
        createdAt: s.createdAt.toISOString(),
      }));
      return { data, meta: pageMeta(query, total) };
    },

    /** The same list as a file, read 100 rows at a time (at most 100,000). */
    async registeredExport(id: string, query: MembershipRegisteredExportQuery) {
      await requirePlan(id);
      const registered = this.registered.bind(this);
      async function* batches(): AsyncGenerator<MembershipSubscriberDto[]> {
        for (let n = 1; n <= 1_000; n++) {
          const { data, meta } = await registered(id, { ...query, page: n, limit: 100 });
          if (data.length) yield data;
          if (n >= meta.totalPages) return;
        }
      }
      return { filename: `hoi-vien-${vietnamToday(deps.now())}`, sheetName: 'Hội viên', columns: EXPORT_COLUMNS, batches: batches() };
    },

    /** Plans as the wire shows them (for the subscriptions port). */
    toDtos,
  };
}
export type PlansService = ReturnType<typeof createPlansService>;
