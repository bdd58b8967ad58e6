import {
  MAX_EXPORT_ROWS,
  type AdminOrderItemDto,
  type AdminOrderItemsExportQuery,
  type AdminOrderItemsQuery,
  type EventItemsCountDto,
  type EventItemsCountQuery,
  type EventItemsQuery,
  type HostOrderItemDto,
  type HostOrderItemsExportQuery,
  type HostOrderItemsQuery,
  type Paged,
  type SessionItemsQuery,
} from '@market/contract';
import type { Db } from '../../../platform/db/database.js';
import type { Actor } from '../../../platform/http/access.js';
import { AppError } from '../../../platform/http/errors.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import type { ExportColumn } from '../../../platform/http/table-export.js';
import { toOrderItemDto } from '../orders/orders.repository.js';
import { hostChips } from '../products/host-chips.js';
import type { EventAccess } from '../tickets/event-access.js';
import type { TicketsService } from '../tickets/tickets.service.js';
import { adminLines, createOrderItemsRepository, eventLines, type OrderLineRow } from './order-items.repository.js';
import { vietnamToday } from '../reports/vietnam-days.js';
import { invoiceDtoOf } from '../orders/order-invoice.js';

const TYPE_LABELS: Record<string, string> = { TICKET_TIER: 'Vé sự kiện', CALENDAR_FRAME: 'Lịch hẹn', ONLINE_COURSE: 'Khoá học', E_BOOK: 'Sách điện tử' };
const ITEM_STATUS_LABELS: Record<string, string> = { HOLDING: 'Đang giữ chỗ', SUCCESS: 'Đã thanh toán', CANCELED: 'Đã huỷ' };
const ORDER_STATUS_LABELS: Record<string, string> = {
  PENDING: 'Chờ thanh toán',
  PENDING_UPGRADE: 'Chờ nâng cấp',
  PAID: 'Đã thanh toán',
  FAILED: 'Thất bại',
  CANCELLED: 'Đã huỷ',
  REFUNDED: 'Đã hoàn tiền',
};
const BOOKING_LABELS: Record<string, string> = {
  HOLDING: 'Chờ thanh toán',
  PENDING: 'Chờ duyệt',
  APPROVED: 'Đã xác nhận',
  REJECTED: 'Bị từ chối',
  CANCELED: 'Đã huỷ',
};

type ExportRow = OrderLineRow & { hostName: string };

/** The columns of the admin's order-line export (Vietnamese headers, amounts in VND). */
export const ORDER_ITEM_EXPORT_COLUMNS: readonly ExportColumn<ExportRow>[] = [
  { header: 'Mã đơn hàng', value: (r) => r.orderCode, width: 16 },
  { header: 'Trạng thái đơn', value: (r) => ORDER_STATUS_LABELS[r.orderStatus] ?? r.orderStatus, width: 16 },
  { header: 'Ngày tạo', value: (r) => r.item.createdAt, width: 18 },
  { header: 'Loại sản phẩm', value: (r) => TYPE_LABELS[r.item.productType] ?? r.item.productType, width: 14 },
  { header: 'Sản phẩm', value: (r) => r.item.title, width: 40 },
  { header: 'Chi tiết', value: (r) => r.item.subtitle, width: 30 },
  { header: 'Nhà tổ chức', value: (r) => r.hostName, width: 24 },
  { header: 'Người mua', value: (r) => r.buyer.fullName, width: 24 },
  { header: 'Email', value: (r) => r.buyer.email, width: 28 },
  { header: 'Số điện thoại', value: (r) => r.buyer.phone, width: 14 },
  { header: 'Số lượng', value: (r) => r.item.quantity },
  { header: 'Đơn giá (VND)', value: (r) => r.item.unitPrice, width: 14 },
  { header: 'Giảm giá (VND)', value: (r) => r.item.discountAmount, width: 14 },
  { header: 'Mã giảm giá (VND)', value: (r) => r.item.voucherAmount, width: 16 },
  { header: 'Thành tiền (VND)', value: (r) => r.item.total, width: 16 },
  { header: 'Trạng thái', value: (r) => ITEM_STATUS_LABELS[r.item.status] ?? r.item.status, width: 14 },
  { header: 'Trạng thái lịch hẹn', value: (r) => (r.item.bookingStatus ? (BOOKING_LABELS[r.item.bookingStatus] ?? r.item.bookingStatus) : null), width: 18 },
  { header: 'Hoàn tiền lúc', value: (r) => r.item.refundedAt, width: 18 },
];

/**
 * Order lines as hosts (their events' ticket lines) and admins (every line, with an export) look
 * through them. Calendar lines for hosts are the bookings service's.
 */
export function createOrderItemsService(deps: {
  db: Db;
  tickets: Pick<TicketsService, 'countsOf'>;
  access: Pick<EventAccess, 'requireManager' | 'managedBy'>;
}) {
  const { db, access } = deps;
  const repo = createOrderItemsRepository(db);

  async function allItems(query: AdminOrderItemsQuery): Promise<Paged<AdminOrderItemDto>> {
    const { rows, total } = await repo.list(adminQuery(query), query);
    return {
      data: (await withHosts(rows)).map(({ row, host }) => ({
        ...toOrderItemDto(row.item, host),
        orderCode: row.orderCode,
        orderStatus: row.orderStatus as AdminOrderItemDto['orderStatus'],
        invoice: invoiceDtoOf(row.invoice),
        buyer: { ...row.buyer },
      })),
      meta: pageMeta(query, total),
    };
  }

  function allExport(query: AdminOrderItemsExportQuery) {
    const where = adminQuery(query);
    async function* batches(): AsyncGenerator<ExportRow[]> {
      for await (const rows of repo.each(where, query.sort, MAX_EXPORT_ROWS)) {
        yield (await withHosts(rows)).map(({ row, host }) => ({ ...row, hostName: host.fullName }));
      }
    }
    return { filename: `dong-don-hang-${vietnamToday()}`, sheetName: 'Dòng đơn hàng', columns: ORDER_ITEM_EXPORT_COLUMNS, batches: batches() };
  }

  async function withHosts(rows: OrderLineRow[]) {
    const hostOf = await hostChips(
      rows.map((r) => r.item.hostId),
      db,
    );
    return rows.map((row) => ({ row, host: hostOf(row.item.hostId) }));
  }

  async function hostItems(actor: Actor, eventId: string | undefined, query: EventItemsQuery): Promise<Paged<HostOrderItemDto>> {
    if (eventId) await access.requireManager(actor, eventId);
    const { rows, total } = await repo.list(eventLines(eventId ? { eventId } : await access.managedBy(actor.id), query), query);
    const counts = await deps.tickets.countsOf(rows.map((r) => r.item.id));
    return {
      data: (await withHosts(rows)).map(({ row, host }) => ({
        ...toOrderItemDto(row.item, host),
        orderCode: row.orderCode,
        orderStatus: row.orderStatus as HostOrderItemDto['orderStatus'],
        buyer: { ...row.buyer },
        ...(counts.get(row.item.id) ?? { ticketCount: 0, checkedInCount: 0 }),
      })),
      meta: pageMeta(query, total),
    };
  }

  function adminQuery(query: Omit<AdminOrderItemsQuery, 'page' | 'limit' | 'sort'>) {
    if (query.from && query.to && new Date(query.from) >= new Date(query.to)) throw new AppError('INVALID_DATE_RANGE');
    return adminLines(query);
  }

  return {
    /** `order-items/event`: ticket lines of my events (or of one, `eventId`), newest first. */
    eventItems: (actor: Actor, query: EventItemsQuery) => hostItems(actor, query.eventId, query),

    /** `order-items/event-session`: tickets are sold per event, so a session answers its event's lines. */
    async sessionItems(actor: Actor, query: SessionItemsQuery): Promise<Paged<HostOrderItemDto>> {
      const eventId = await repo.findEventOfSession(query.sessionId);
      if (!eventId) throw new AppError('EVENT_SESSION_NOT_FOUND');
      return hostItems(actor, eventId, query);
    },

    /** `order-items/event/count`: my events' lines by status, their tickets by status, the paid revenue and (one event) admissions per session. */
    async eventCounts(actor: Actor, query: EventItemsCountQuery): Promise<EventItemsCountDto> {
      if (!query.eventId) return { ...(await repo.counts(eventLines(await access.managedBy(actor.id), {}))), sessions: [] };
      await access.requireManager(actor, query.eventId);
      const [counts, sessions] = await Promise.all([repo.counts(eventLines({ eventId: query.eventId }, {})), repo.sessionCheckins(query.eventId)]);
      return { ...counts, sessions };
    },

    adminItems: allItems,
    /** The same lines for a download: at most MAX_EXPORT_ROWS, read a batch at a time. */
    adminExport: allExport,
    /** Every line of what the host sells, any product type: the admin's list narrowed to the caller. */
    sellerItems: (actor: Actor, query: HostOrderItemsQuery) => allItems({ ...query, hostId: actor.id }),
    sellerExport: (actor: Actor, query: HostOrderItemsExportQuery) => ({
      ...allExport({ ...query, hostId: actor.id }),
      filename: `don-hang-${vietnamToday()}`,
    }),
  };
}
export type OrderItemsService = ReturnType<typeof createOrderItemsService>;
