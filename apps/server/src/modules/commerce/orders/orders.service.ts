import {
  type CheckoutBody,
  type OrderDto,
  type OrderItemDto,
  type OrderSummaryDto,
  type OrdersQuery,
  type Paged,
  type ProductItemLine,
  type QuotationBody,
  type QuotationDto,
  type RetryPaymentBody,
} from '@market/contract';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import { isDeadlock, isUniqueViolation } from '../../../platform/db/constraints.js';
import { forgetStockMoves, type StockMoves } from '../../../platform/db/stock-told.js';
import { AppError } from '../../../platform/http/errors.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import { createUserDirectory } from '../../identity/index.js';
import type { CartsService } from '../carts/carts.service.js';
import type { OffersRepository } from '../pricing/offers.repository.js';
import { hostsKnownIn, type QuotationService } from '../pricing/quotation.service.js';
import type { ProviderName } from '../payments/payment-provider.js';
import type { PaymentsService } from '../payments/payments.service.js';
import { hostChips } from '../products/host-chips.js';
import type { ProductCatalog } from '../products/products.js';
import { createCheckoutDoor } from './checkout-door.js';
import { createHeldOrders } from './held-order.js';
import { holdLines } from './hold-lines.js';
import { invoiceColumns } from './order-invoice.js';
import { expiredNotice, paidNotices, paymentFailedNotice, type Notice } from './order-notices.js';
import { orderDtoOf, toOrderDtos, toOrderItemDto, toPaymentDto, toSummaries } from './order-dto.js';
import { createOrdersRepository, type BuyerOrdersFilter, type NewOrderRow, type OrderRow } from './orders.repository.js';
import { judgedLine, withRefundability } from '../refunds/line-refundability.js';
import type { OwedRefunds } from '../refunds/owed-refunds.js';
import type { PaymentReminder } from './payment-reminder.js';
import type { Settlement } from './settlement.js';
import type { AttemptSettlement } from '../payments/payment-settlement.js';

export { orderCode } from './order-code.js';

const FAILURE_TEXT = 'giao dịch không thành công. Bạn có thể thử thanh toán lại trước khi hết thời gian giữ chỗ.';

/**
 * Checkout and the life of an order. One transaction creates the order, its lines and the holds
 * (conditional updates: a hold never lets sold + held pass capacity), counts the voucher use and
 * records the payment attempt; a free order is paid in the same transaction.
 */
export function createOrdersService(deps: {
  db: Db;
  products: ProductCatalog;
  offers: OffersRepository;
  quotation: QuotationService;
  carts: CartsService;
  payments: PaymentsService;
  settlement: Settlement;
  /** Opens the refund of money the order cannot take. */
  owedRefunds: OwedRefunds;
  notify: (notice: Notice) => Promise<unknown>;
  /** Reminds a checkout's unpaid order before its hold ends (planned in checkout's transaction). */
  paymentReminder?: Pick<PaymentReminder, 'planAlongside'>;
  /**
   * Told the tiers and frames whose stock a checkout moved, once it committed: their triggers told the other processes
   * nothing (migration 0060; see facts-notices.repository.ts). Absent: the triggers tell them.
   */
  stockMoved?: (table: string, ids: readonly string[]) => void;
  holdMinutes: number;
  /**
   * Checkouts running a transaction at once in this process (default 8, below the pool's 10 so
   * sign-in lookups and reads still find a connection); the others wait in the checkout door.
   */
  concurrentCheckouts?: number;
  log?: { warn: (obj: unknown, msg: string) => void; error: (obj: unknown, msg: string) => void };
}) {
  const { db, settlement, payments } = deps;
  const repo = createOrdersRepository(db);
  const people = createUserDirectory(db);
  const door = createCheckoutDoor({ concurrent: deps.concurrentCheckouts ?? 8 });
  const createHeldOrder = createHeldOrders({ ...deps, repo, door });

  function tellMoves(moves: StockMoves | null) {
    for (const [table, ids] of moves ?? []) deps.stockMoved!(table, [...ids]);
  }

  async function tell(notices: Notice[]) {
    for (const notice of notices)
      await deps.notify(notice).catch((error: unknown) => deps.log?.error({ err: error, type: notice.type }, 'notification failed'));
  }

  async function buyerName(tx: DbOrTx, userId: string): Promise<string> {
    return (await people.findSummary(userId, tx))?.fullName ?? 'Một người dùng';
  }

  async function linesOf(tx: DbOrTx, userId: string, body: Pick<CheckoutBody, 'items' | 'cartItemIds'>): Promise<ProductItemLine[]> {
    const fromCart = body.cartItemIds?.length ? await deps.carts.linesOf(userId, body.cartItemIds, tx) : [];
    const lines = [...(body.items ?? []), ...fromCart.map(({ cartItemId: _, ...line }) => line)];
    if (!lines.length) throw new AppError('NO_ITEM_PURCHASED');
    return lines;
  }

  async function ownOrder(userId: string, id: string): Promise<OrderRow> {
    const order = await repo.findById(id);
    if (!order || order.userId !== userId) throw new AppError('ORDER_NOT_FOUND');
    return order;
  }

  /**
   * Order rows → DTOs, with lines, hosts and latest attempts read in one query each (no N+1).
   * `judgeRefunds`: an order page, whose lines carry the whole refund rule (lists show no lines).
   */
  async function dtos(rows: OrderRow[], tx: DbOrTx = db, judgeRefunds = false): Promise<OrderDto[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const [lines, latest, owedBack] = await Promise.all([
      repo.listItemsOf(ids, {}, tx),
      payments.repo.listLatestAttempts(ids, tx),
      payments.repo.listOwedBack(ids, tx),
    ]);
    const hosts = await hostChips(
      lines.map((l) => l.hostId),
      tx,
    );
    const built = toOrderDtos(rows, lines, latest, hosts, owedBack);
    return judgeRefunds ? withRefundability(deps.products, built, rows, lines, tx) : built;
  }

  /** One order of the buyer's, every line with its refund rule. */
  async function dto(tx: DbOrTx, order: OrderRow): Promise<OrderDto> {
    return (await dtos([order], tx, true))[0]!;
  }

  async function page(filter: BuyerOrdersFilter, query: OrdersQuery) {
    const { rows, total } = await repo.listOfBuyer(filter, query);
    return { data: toSummaries(await dtos(rows)), meta: pageMeta(query, total) };
  }

  // How a settled payment moves its order, in the settling transaction (payment-settlement.ts).
  const attemptSettlement: AttemptSettlement = {
    async paid(tx, payment, paidAt) {
      // Its holds become sales (or a late payment sells again): told once committed, as a checkout's are.
      const { order, moves } = deps.stockMoved
        ? await repo.lockTellingStock(payment.orderId, tx)
        : { order: await repo.findById(payment.orderId, { lock: true }, tx), moves: null };
      if (!order) return async () => {};
      const told = (notices: Notice[]) => async () => {
        tellMoves(moves);
        await tell(notices);
      };
      const settled =
        order.status === 'PENDING' || order.status === 'PENDING_UPGRADE'
          ? await settlement.pay(order.id, paidAt, tx, { refusable: order.status === 'PENDING_UPGRADE' })
          : order.status === 'CANCELLED' || order.status === 'FAILED'
            ? await settlement.payLate(order.id, paidAt, tx)
            : null;
      if (!settled) {
        // Paid twice, or paid after the places were sold to someone else: the money must go back.
        deps.log?.warn({ orderId: order.id, paymentId: payment.id, status: order.status }, 'payment received for an order that cannot take it; refund opened');
        const notice = await deps.owedRefunds.open(order, payment, order.status === 'PAID' || order.status === 'REFUNDED' ? 'ALREADY_PAID' : 'SOLD_OUT', tx);
        return told(notice ? [notice] : []);
      }
      const name = await buyerName(tx, order.userId);
      return told(paidNotices(settled.order, settled.items, name, deps.products.saleOf, settled.quietItemIds));
    },
    async failed(tx, payment) {
      const order = await repo.findById(payment.orderId, {}, tx);
      if (!order || order.status !== 'PENDING') return async () => {};
      return () => tell([paymentFailedNotice(order, FAILURE_TEXT)]);
    },
  };

  async function checkoutOnce(userId: string, body: CheckoutBody, context: { ipAddress: string }): Promise<OrderDto> {
    const now = new Date();
    // The order, its lines and holds (paid at once when free), in the checkout's transaction.
    const heldOrder = async (tx: DbOrTx, placed: (left: ReadonlyMap<string, number>) => void) => {
      const lines = await linesOf(tx, userId, body);
      const { order, quote, items, payment } = await createHeldOrder(tx, userId, lines, {
        voucherCode: body.voucherCode,
        now,
        holdExpiresAt: new Date(now.getTime() + deps.holdMinutes * 60_000),
        values: {
          referrerCode: body.referrerCode ?? null,
          note: body.note ?? null,
          provider: body.provider,
          method: body.method ?? null,
          ...invoiceColumns(body.invoice),
        },
        bookingNote: body.note ?? null,
        emptyCart: true,
        payWith: { provider: body.provider, method: body.method ?? null, context },
        payReminder: deps.paymentReminder?.planAlongside,
      });

      await holdLines(deps.products, door, tx, quote.lines).then(placed);
      if (payment) return { order, payment: payment.row, started: payment.started, after: null, items, hosts: hostsKnownIn(quote) };
      // Nothing to pay: the order is paid at once.
      await payments.recordSettled(tx, order, 'FREE', null);
      const settled = await settlement.pay(order.id, now, tx);
      const name = await buyerName(tx, userId);
      return { order: settled!.order, payment: null, after: () => tell(paidNotices(settled!.order, settled!.items, name, deps.products.saleOf)) };
    };
    // The tiers and frames whose stock the order moves (its lines', its combos' items', a free order's sales) are told
    // once it committed rather than by a NOTIFY serialising the commits. The transaction writes nothing else of them
    // (migration 0060's promise, kept by a trigger): their triggers return at once.
    let moved = null as StockMoves | null;
    // A buyer of a product seen sold out is refused at once, also while waiting for a place.
    const created = await door.run(body.items ?? [], (placed) =>
      db.transaction(async (tx) => {
        // Asked again once inside: a flash sale may have sold out while this buyer waited.
        const refusal = door.refusal(body.items ?? []);
        if (refusal) throw refusal;
        moved = await repo.lockCheckoutOf(userId, tx, { stockToldAfterCommit: Boolean(deps.stockMoved) });
        try {
          return await heldOrder(tx, placed);
        } finally {
          forgetStockMoves(tx);
        }
      }),
    );
    tellMoves(moved);
    if (created.after) await created.after();
    if (!created.payment) return dto(db, await repo.getById(created.order.id));
    // The order as just written, with the opened payment: no need to read it back.
    const hostIds = created.items.map((item) => item.hostId);
    const [opened, hostOf] = await Promise.all([
      created.started ? created.payment : payments.open(created.order, created.payment, context),
      hostChips(hostIds, db, created.hosts),
    ]);
    const items = created.items.map((item) => toOrderItemDto(item, hostOf(item.hostId), created.order));
    return orderDtoOf(created.order, items, toPaymentDto(opened));
  }

  return {
    /** How a settled payment attempt moves its order (given to the payment settlement). */
    attemptSettlement,
    repo,
    /** Checkout's first half in the caller's transaction (a subscription's period orders). */
    holdOrder: createHeldOrder,
    dtos,

    async quote(userId: string, body: QuotationBody): Promise<QuotationDto> {
      const lines = await linesOf(db, userId, body);
      return deps.quotation.toDto(await deps.quotation.quote({ userId, lines, voucherCode: body.voucherCode, now: new Date() }, db));
    },

    async checkout(userId: string, body: CheckoutBody, context: { ipAddress: string }): Promise<OrderDto> {
      // A colliding order code (50 bits) is retried rather than answered as an error; so is a deadlock
      // (a combo holds its items inside its own line, so two carts may take the same rows in two orders).
      for (let attempt = 1; ; attempt++) {
        try {
          return await checkoutOnce(userId, body, context);
        } catch (error) {
          if (attempt < 3 && (isUniqueViolation(error) || isDeadlock(error))) continue;
          throw error;
        }
      }
    },

    /** A new attempt for a pending order whose holds still last (the previous attempt failed or was abandoned). */
    async retry(userId: string, body: RetryPaymentBody, context: { ipAddress: string }): Promise<OrderDto> {
      const existing = await ownOrder(userId, body.orderId);
      const now = new Date();
      const opened = await db.transaction(async (tx) => {
        const order = await repo.findById(existing.id, { lock: true }, tx);
        if (!order || order.status !== 'PENDING' || !order.holdExpiresAt || order.holdExpiresAt <= now) throw new AppError('ORDER_NOT_PAYABLE');
        // The abandoned attempt must not settle later alongside the new one.
        await payments.repo.transition({ orderId: order.id }, 'CANCEL', {}, tx);
        const provider = (body.provider ?? order.provider ?? 'VNPAY') as ProviderName;
        const method = body.method ?? (body.provider ? null : order.method);
        const payment = await payments.recordAttempt(tx, order, provider, method);
        const updated = order.provider !== provider || order.method !== method ? await repo.update(order.id, { provider, method }, tx) : order;
        return { order: updated, payment };
      });
      await payments.open(opened.order, opened.payment, context);
      return dto(db, await repo.getById(existing.id));
    },

    async info(userId: string, id: string): Promise<OrderDto> {
      return dto(db, await ownOrder(userId, id));
    },

    async mine(userId: string, query: OrdersQuery): Promise<Paged<OrderSummaryDto>> {
      return page({ userId }, query);
    },

    async itemsOfOrder(userId: string, id: string): Promise<{ data: OrderItemDto[] }> {
      return { data: (await dto(db, await ownOrder(userId, id))).items };
    },

    async item(userId: string, itemId: string): Promise<OrderItemDto> {
      const line = await repo.findItemWithOrder(itemId);
      if (!line || line.item.userId !== userId) throw new AppError('ORDER_ITEM_NOT_FOUND');
      const item = toOrderItemDto(line.item, (await hostChips([line.item.hostId], db))(line.item.hostId), line.order);
      return judgedLine(deps.products, item, line.item, line.order, new Date(), db);
    },

    /** My orders containing one product (e.g. "you already have 2 tickets of this tier"). */
    async forProduct(userId: string, type: string, productId: string, query: OrdersQuery) {
      return page({ userId, product: { type, id: productId } }, query);
    },

    /** Releases every pending order whose hold ran out; returns how many. Run by a job every minute. */
    async expireDue(now = new Date()): Promise<number> {
      let released = 0;
      for (const id of await repo.listDueForExpiry(now)) {
        let moves: StockMoves | null = null;
        const settled = await db.transaction(async (tx) => {
          // Its holds go back: told once committed, as a checkout's are.
          const locked = deps.stockMoved ? await repo.lockTellingStock(id, tx) : { order: await repo.findById(id, { lock: true }, tx), moves: null };
          const order = locked.order;
          moves = locked.moves;
          if (!order || order.status !== 'PENDING' || !order.holdExpiresAt || order.holdExpiresAt > now) return null;
          return settlement.release(id, 'EXPIRE', now, tx);
        });
        tellMoves(moves);
        if (settled) {
          released += 1;
          await tell([expiredNotice(settled.order)]);
        }
      }
      return released;
    },

    // --- Orders an admin records for a buyer (commerce/admin-orders) -------------------------------

    /**
     * Checkout's first half for an order an admin records: the buyer's checkout lock, pricing, the
     * order, its lines and holds, inside the caller's transaction (which then settles it or leaves it
     * pending). No voucher, and the buyer's cart is left alone.
     */
    async holdForBuyer(
      userId: string,
      lines: ProductItemLine[],
      options: { now: Date; holdExpiresAt: Date; values: Partial<NewOrderRow> },
      tx: DbOrTx,
    ): Promise<OrderRow> {
      await repo.lockCheckoutOf(userId, tx);
      const { order, quote } = await createHeldOrder(tx, userId, lines, {
        now: options.now,
        holdExpiresAt: options.holdExpiresAt,
        values: options.values,
        bookingNote: options.values.note ?? null,
      });
      await holdLines(deps.products, door, tx, quote.lines);
      return order;
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
