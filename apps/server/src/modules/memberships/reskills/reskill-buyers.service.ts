import {
  MAX_EXPORT_ROWS,
  type OwnedReskillDto,
  type PageQuery,
  type Paged,
  type ReskillOrderItemDto,
  type ReskillOrderItemsExportQuery,
  type ReskillOrderItemsQuery,
} from '@market/contract';
import type { Db } from '../../../platform/db/database.js';
import type { Actor } from '../../../platform/http/access.js';
import { AppError } from '../../../platform/http/errors.js';
import { offsetOf, pageMeta } from '../../../platform/http/pagination.js';
import type { ExportColumn } from '../../../platform/http/table-export.js';
import { mayEdit, type ReskillViews } from './reskill-views.js';
import type { ReskillOrderItemRow, ReskillsRepository } from './reskills.repository.js';

const EXPORT_BATCH = 1_000;

const toDto = (row: ReskillOrderItemRow): ReskillOrderItemDto => ({
  orderItemId: row.orderItemId,
  orderId: row.orderId,
  buyer: {
    id: row.userId,
    fullName: row.buyer?.fullName ?? 'Người dùng đã xoá',
    email: row.buyer?.email ?? null,
    phone: row.buyer?.phone ?? null,
  },
  price: { id: row.priceId, title: row.priceTitle },
  amount: row.amount,
  paidAt: new Date(row.purchasedAt).toISOString(),
  refunded: row.refundedAt !== null,
});

const COLUMNS: readonly ExportColumn<ReskillOrderItemDto>[] = [
  { header: 'Mã đơn hàng', value: (r) => r.orderId, width: 38 },
  { header: 'Người mua', value: (r) => r.buyer.fullName, width: 28 },
  { header: 'Email', value: (r) => r.buyer.email, width: 30 },
  { header: 'Số điện thoại', value: (r) => r.buyer.phone, width: 16 },
  { header: 'Mức giá', value: (r) => r.price.title, width: 28 },
  { header: 'Số tiền (VND)', value: (r) => r.amount, width: 16 },
  { header: 'Thanh toán lúc', value: (r) => new Date(r.paidAt), width: 18 },
  { header: 'Đã hoàn tiền', value: (r) => (r.refunded ? 'Có' : 'Không'), width: 14 },
];

/** Who bought a programme (its host's list and export), and what a buyer holds (`/auth/reskills`). */
export function createReskillBuyers(deps: { db: Db; repo: ReskillsRepository; views: ReskillViews }) {
  const { db, repo, views } = deps;

  async function ownedReskill(reskillId: string, actor: Actor) {
    const row = await repo.findById(reskillId);
    if (!row || !mayEdit(row, actor)) throw new AppError(row ? 'INSUFFICIENT_PRIVILEGES' : 'RESKILL_NOT_FOUND');
    return row;
  }

  async function ownedBy(userId: string, ids: readonly string[]): Promise<OwnedReskillDto[]> {
    const viewer: Actor = { id: userId, role: 'USER' };
    const [rows, purchases] = await Promise.all([repo.findManyWithHost(ids), repo.purchasesOf(userId, ids)]);
    const dtos = await views.toDtos(db, rows, viewer);
    const byId = new Map(dtos.map((d) => [d.id, d]));
    return ids.flatMap((id) => {
      const dto = byId.get(id);
      if (!dto) return [];
      // The prices the buyer holds, each with the purchase that gave it (the latest if bought again after a refund).
      const prices = dto.prices.flatMap((price) => {
        const bought = purchases.find((p) => p.priceId === price.id);
        return bought ? [{ ...price, orderId: bought.orderId, purchasedAt: bought.purchasedAt.toISOString() }] : [];
      });
      return [{ ...dto, canEdit: false, prices }];
    });
  }

  return {
    async orderItems(actor: Actor, reskillId: string, query: ReskillOrderItemsQuery): Promise<Paged<ReskillOrderItemDto>> {
      await ownedReskill(reskillId, actor);
      const { rows, total } = await repo.orderItems(reskillId, query, { limit: query.limit, offset: offsetOf(query), sort: query.sort });
      return { data: rows.map(toDto), meta: pageMeta(query, total) };
    },

    /** The same lines as a CSV or XLSX table (at most MAX_EXPORT_ROWS), read in batches as the file is written. */
    async exportOrderItems(actor: Actor, reskillId: string, query: ReskillOrderItemsExportQuery) {
      await ownedReskill(reskillId, actor);
      async function* batches() {
        for (let offset = 0; offset < MAX_EXPORT_ROWS; offset += EXPORT_BATCH) {
          const { rows } = await repo.orderItems(reskillId, query, { limit: Math.min(EXPORT_BATCH, MAX_EXPORT_ROWS - offset), offset, sort: query.sort });
          if (rows.length) yield rows.map(toDto);
          if (rows.length < EXPORT_BATCH) return;
        }
      }
      return { filename: `reskill-order-items-${reskillId.slice(0, 8)}`, sheetName: 'Người mua', columns: COLUMNS, batches: batches() };
    },

    /** The programmes the user holds a price of (paid, not refunded), the latest bought first. */
    async listOwned(userId: string, query: PageQuery): Promise<Paged<OwnedReskillDto>> {
      const { ids, total } = await repo.heldBy(userId, query);
      return { data: await ownedBy(userId, ids), meta: pageMeta(query, total) };
    },

    /** One programme the user holds a price of; RESKILL_NOT_FOUND otherwise. */
    async getOwned(userId: string, reskillId: string): Promise<OwnedReskillDto> {
      const [found] = await ownedBy(userId, [reskillId]);
      if (!found?.prices.length) throw new AppError('RESKILL_NOT_FOUND');
      return found;
    },
  };
}
export type ReskillBuyers = ReturnType<typeof createReskillBuyers>;
