import {
  ADMIN_ORDER_HOLD_HOURS,
  type AdminCreateOrderBody,
  type AdminOrderDto,
  type AdminOrderSummaryDto,
  type AdminOrdersQuery,
  type AdminProductItemsQuery,
  type AdminUpdateOrderBody,
  type IssueInvoiceBody,
  type Paged,
  type ProductItemSummary,
} from '@market/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import { isUniqueViolation } from '../../../platform/db/constraints.js';
import { AppError } from '../../../platform/http/errors.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import { createUserDirectory } from '../../identity/index.js';
import { toSummaries } from '../orders/order-dto.js';
import { invoiceRefusal } from '../orders/order-invoice.js';
import { invoiceIssuedNotice, paidNotices, type Notice } from '../orders/order-notices.js';
import { nextOrderStatus, type OrderStatus } from '../orders/order-status.js';
import type { OrderRow } from '../orders/orders.repository.js';
import type { OrdersService } from '../orders/orders.service.js';
import type { SettledOrder, Settlement } from '../orders/settlement.js';
import type { PaymentsService } from '../payments/payments.service.js';
import { hostChips } from '../products/host-chips.js';
import type { ProductCatalog } from '../products/products.js';
import { summaryOf } from '../pricing/quotation.service.js';
import { isRemovable, toAdminOrderDto, toAdminOrderSummary } from './admin-order-dto.js';
import { createAdminOrdersRepository } from './admin-orders.repository.js';

type CreateInput = z.infer<typeof AdminCreateOrderBody>;
type Log = { warn: (obj: unknown, msg: string) => void; error: (obj: unknown, msg: string) => void };

// Why "mark paid" is refused for an order owing money back, and what the admin does instead.
const OWES_BACK =
  'Đơn hàng này có khoản thanh toán phải hoàn lại cho người mua (xem mục Hoàn tiền) nên không thể xác nhận đã nhận tiền. Nếu người mua đã trả tiền cho đơn này, hãy tạo một đơn hàng mới.';

function cancelledNotice(order: OrderRow): Notice {
  return {
    userId: order.userId,
    type: 'PAYMENT_FAILED',
    title: 'Đơn hàng đã huỷ',
    body: `Đơn hàng ${order.code} đã được huỷ. Nếu bạn đã chuyển khoản, vui lòng liên hệ chúng tôi để được hỗ trợ.`,
    link: `/me/orders/${order.id}`,
    data: { orderId: order.id, orderCode: order.code },
  };
}

/**
 * The admin's orders console. An order recorded for a buyer goes through checkout's own pricing and
 * holds (orders.holdForBuyer); paid at once, it is settled as checkout settles a payment, with an
 * ADMIN payment row. Status changes go through the settlement, i.e. the order transition table.
 */
export function createAdminOrdersService(deps: {
  db: Db;
  orders: OrdersService;
  settlement: Settlement;
  payments: PaymentsService;
  products: ProductCatalog;
  notify: (notice: Notice) => Promise<unknown>;
  log?: Log;
}) {
  const { db, settlement } = deps;
  const repo = createAdminOrdersRepository(db);
  const people = createUserDirectory(db);
  const orderRows = deps.orders.repo;
  const paymentRows = deps.payments.repo;

  async function tell(notices: Notice[]) {
    for (const notice of notices)
      await deps.notify(notice).catch((error: unknown) => deps.log?.error({ err: error, type: notice.type }, 'notification failed'));
  }

  async function buyerName(userId: string, tx: DbOrTx): Promise<string> {
    return (await people.findSummary(userId, tx))?.fullName ?? 'Một người dùng';
  }

  async function locked(id: string, tx: DbOrTx): Promise<OrderRow> {
    return orderRows.getById(id, { lock: true }, tx);
  }

  /**
   * The money was received outside any provider: a pending order is paid, a cancelled or failed one is
   * sold again if there is still room, unless it owes money back (the table's MARK_PAID). Provider
   * attempts still open are expired first so a late callback cannot settle the order a second time.
   * The caller holds the order's row lock, which owed refunds are opened under too.
   */
  async function payAsAdmin(order: OrderRow, method: string, now: Date, tx: DbOrTx): Promise<SettledOrder> {
    const owesBack = (await paymentRows.listOwedBack([order.id], tx)).length > 0;
    if (!nextOrderStatus(order.status as OrderStatus, 'MARK_PAID', { owesBack }))
      throw new AppError('ILLEGAL_STATUS_TRANSITION', owesBack ? OWES_BACK : undefined);
    await paymentRows.transition({ orderId: order.id, transactionType: 'PAY' }, 'EXPIRE', {}, tx);
    const late = order.status === 'CANCELLED' || order.status === 'FAILED';
    const settled = late ? await settlement.payLate(order.id, now, tx) : await settlement.pay(order.id, now, tx);
    // payLate answers null only when the places were sold meanwhile; pay, when the order is not pending.
    if (!settled) throw new AppError(late ? 'TICKET_SOLDE_OUT' : 'ILLEGAL_STATUS_TRANSITION');
    const paid = await orderRows.update(order.id, { provider: 'ADMIN', method }, tx);
    await deps.payments.recordSettled(tx, paid, 'ADMIN', method);
    return { order: paid, items: settled.items };
  }

  async function resolveBuyer(body: Pick<CreateInput, 'userId' | 'email'>, tx: DbOrTx): Promise<string> {
    const buyer = body.userId ? await people.findSummary(body.userId, tx) : await people.findByEmail(body.email!, tx);
    if (!buyer) throw new AppError('USER_NOT_FOUND');
    return buyer.id;
  }

  async function createOnce(adminId: string, body: CreateInput): Promise<OrderRow> {
    const now = new Date();
    const created = await db.transaction(async (tx) => {
      const userId = await resolveBuyer(body, tx);
      const order = await deps.orders.holdForBuyer(
        userId,
        body.items,
        {
          now,
          holdExpiresAt: new Date(now.getTime() + ADMIN_ORDER_HOLD_HOURS * 3_600_000),
          values: { createdBy: adminId, note: body.note ?? null, method: body.method },
        },
        tx,
      );
      if (order.total === 0) {
        await deps.payments.recordSettled(tx, order, 'FREE', null);
        const settled = (await settlement.pay(order.id, now, tx))!;
        return {
          order: settled.order,
          notices: paidNotices(settled.order, settled.items, await buyerName(userId, tx), deps.products.saleOf, settled.quietItemIds),
        };
      }
      if (!body.paid) return { order, notices: [] };
      const settled = await payAsAdmin(order, body.method, now, tx);
      return {
        order: settled.order,
        notices: paidNotices(settled.order, settled.items, await buyerName(userId, tx), deps.products.saleOf, settled.quietItemIds),
      };
    });
    await tell(created.notices);
    return created.order;
  }

  return {
    repo,

    async list(query: AdminOrdersQuery): Promise<Paged<AdminOrderSummaryDto>> {
      const { rows, total } = await repo.listOrders(query);
      const orders = rows.map((r) => r.order);
      // Each row's actions come from these same reads (status, owedBack, moneyMoved): no statement per row.
      const [summaries, buyers] = await Promise.all([deps.orders.dtos(orders).then(toSummaries), people.findSummaries(orders.map((o) => o.userId))]);
      return { data: summaries.map((s, i) => toAdminOrderSummary(s, rows[i]!, buyers)), meta: pageMeta(query, total) };
    },

    async detail(id: string): Promise<AdminOrderDto> {
      const order = await orderRows.getById(id);
      const [[dto], buyers, payments] = await Promise.all([
        deps.orders.dtos([order]),
        people.findSummaries([order.userId, ...(order.createdBy ? [order.createdBy] : [])]),
        paymentRows.listOfOrder(order.id),
      ]);
      return toAdminOrderDto(dto!, order, buyers, payments);
    },

    /** Records an order for a buyer (by id or e-mail); the order row, for the caller to show or report. */
    async create(adminId: string, body: CreateInput): Promise<OrderRow> {
      // A colliding order code (50 bits) is retried rather than answered as an error.
      for (let attempt = 1; ; attempt++) {
        try {
          return await createOnce(adminId, body);
        } catch (error) {
          if (attempt < 3 && isUniqueViolation(error)) continue;
          throw error;
        }
      }
    },

    async update(id: string, body: AdminUpdateOrderBody): Promise<AdminOrderDto> {
      const now = new Date();
      const notices = await db.transaction(async (tx) => {
        let order = await locked(id, tx);
        const told: Notice[] = [];
        if (body.note !== undefined) {
          order = await orderRows.update(id, { note: body.note || null }, tx);
        }
        if (body.status && body.status !== order.status) {
          if (body.status === 'PAID') {
            const settled = await payAsAdmin(order, body.method ?? order.method ?? 'BANK_TRANSFER', now, tx);
            told.push(...paidNotices(settled.order, settled.items, await buyerName(order.userId, tx), deps.products.saleOf, settled.quietItemIds));
          } else if (body.status === 'CANCELLED') {
            const released = await settlement.release(id, 'CANCEL', now, tx);
            if (!released) throw new AppError('ILLEGAL_STATUS_TRANSITION');
            told.push(cancelledNotice(released.order));
          } else if (body.status === 'REFUNDED') {
            throw new AppError('ILLEGAL_STATUS_TRANSITION', 'Đơn hàng chỉ chuyển sang Đã hoàn tiền khi mọi sản phẩm đã được hoàn tiền (mục Hoàn tiền).');
          } else throw new AppError('ILLEGAL_STATUS_TRANSITION');
        }
        return told;
      });
      await tell(notices);
      return this.detail(id);
    },

    /**
     * Records the VAT invoice issued for the buyer's request (its number; a second call corrects it,
     * as a replacement invoice would), by the rule the console's `issueInvoice` action shows (invoiceRefusal).
     */
    async issueInvoice(id: string, body: IssueInvoiceBody): Promise<AdminOrderDto> {
      const notice = await db.transaction(async (tx) => {
        const order = await locked(id, tx);
        const refusal = invoiceRefusal(order);
        if (refusal) throw new AppError(refusal);
        await orderRows.update(id, { invoiceNumber: body.invoiceNumber, invoiceIssuedAt: order.invoiceIssuedAt ?? new Date() }, tx);
        // The buyer hears of a new number only: the same number sent again tells nothing new.
        return order.invoiceNumber === body.invoiceNumber ? null : invoiceIssuedNotice(order, body.invoiceNumber, order.invoiceNumber !== null);
      });
      if (notice) await tell([notice]);
      return this.detail(id);
    },

    /** Only an order that never moved money can go; a pending one gives its holds back first. */
    async remove(id: string): Promise<void> {
      const now = new Date();
      await db.transaction(async (tx) => {
        const order = await locked(id, tx);
        if (!isRemovable(order.status as OrderStatus, await paymentRows.hasMoneyMoved(id, tx))) throw new AppError('ORDER_NOT_DELETABLE');
        if (order.status !== 'CANCELLED') await settlement.release(id, 'CANCEL', now, tx);
        await orderRows.delete(id, tx);
      });
    },

    async productItems(query: AdminProductItemsQuery): Promise<Paged<ProductItemSummary>> {
      const now = new Date();
      const { facts, total } = await deps.products.listOnSale(db, { q: query.search, type: query.type, now, page: query.page, limit: query.limit });
      const hostOf = await hostChips(
        facts.map((f) => f.hostId),
        db,
      );
      return { data: facts.map((fact) => summaryOf(fact, hostOf(fact.hostId))), meta: pageMeta(query, total) };
    },
  };
}
export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
