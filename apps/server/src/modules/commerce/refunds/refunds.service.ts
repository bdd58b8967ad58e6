import type {
  AdminRefundsQuery,
  CreateRefundBody,
  MyRefundsQuery,
  Paged,
  RefundAccountBody,
  RefundApprovalCounts,
  RefundDto,
  RefundStatusCounts,
  UpdateRefundBody,
} from '@market/contract';
import { RefundApproval, RefundStatus } from '@market/contract';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import { isUniqueViolation } from '../../../platform/db/constraints.js';
import { AppError } from '../../../platform/http/errors.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import { createUserDirectory } from '../../identity/index.js';
import type { Notice } from '../orders/order-notices.js';
import { createOrdersRepository, type OrderItemRow, type OrderRow } from '../orders/orders.repository.js';
import type { PaymentProviderAdapter, ProviderName } from '../payments/payment-provider.js';
import { createPaymentsRepository, type PaymentRow } from '../payments/payments.repository.js';
import type { ProductCatalog } from '../products/products.js';
import { toRefundDtos } from './refund-dto.js';
import { createRefundMoney } from './refund-money.js';
import { refundFailedNotice, refundRejectedNotice, refundSucceededNotice } from './refund-notices.js';
import { lineRefundRefusal } from './line-refundability.js';
import { adminActions, refundModeFor } from './refund-status.js';
import { createRefundsRepository, refundReferencePrefix, type RefundRow, type RefundsFilter } from './refunds.repository.js';
type Log = { warn: (obj: unknown, msg: string) => void; error: (obj: unknown, msg: string) => void };

/**
 * Refunds of paid order lines. A buyer asks; an admin approves or rejects through the refund
 * transition table. AUTO refunds are sent to the provider that took the money (outside any
 * transaction: it is a network call) and settled by its answer; MANUAL ones are confirmed by the admin
 * after the bank transfer. Success takes the line back in one transaction: stock on sale again,
 * tickets void, a REFUND payment row, and the order REFUNDED once none of its paid lines is left.
 */
export function createRefundsService(deps: {
  db: Db;
  products: ProductCatalog;
  providers: Partial<Record<ProviderName, PaymentProviderAdapter>>;
  notify: (notice: Notice) => Promise<unknown>;
  log?: Log;
}) {
  const { db, products } = deps;
  const repo = createRefundsRepository(db);
  const orderRows = createOrdersRepository(db);
  const paymentRows = createPaymentsRepository(db);
  const people = createUserDirectory(db);
  const money = createRefundMoney(deps);
  const { tell, context, lockRefund, move, paidOf, takeBack, openAttempt, sendToProvider } = money;

  /** Refund rows → DTOs with the order, line, buyer and last failed attempt, one query each. */
  async function dtos(rows: RefundRow[], tx: DbOrTx = db): Promise<RefundDto[]> {
    if (!rows.length) return [];
    const orderIds = [...new Set(rows.map((r) => r.orderId))];
    const [orders, items, buyers, attempts] = await Promise.all([
      orderRows.findCodes(orderIds, tx),
      orderRows.findItemsByIds(
        rows.map((r) => r.orderItemId),
        tx,
      ),
      people.findSummaries(
        rows.map((r) => r.userId),
        tx,
      ),
      paymentRows.listRefundAttempts(orderIds, tx),
    ]);
    return toRefundDtos(rows, { orders, items, buyers, attempts });
  }

  async function dto(row: RefundRow, tx: DbOrTx): Promise<RefundDto> {
    return (await dtos([row], tx))[0]!;
  }

  async function page(filter: RefundsFilter, query: MyRefundsQuery | AdminRefundsQuery): Promise<Paged<RefundDto>> {
    const { rows, total } = await repo.list(filter, query);
    return { data: await dtos(rows), meta: pageMeta(query, total) };
  }

  /**
   * Refuses a line whose money can no longer be asked back, judged at `asked`: the line's state
   * (paid, not refunded, not free) and the product type's timing rule (products/refundability.ts).
   * Whether a lasting-access item was used is always read as it is now.
   */
  async function checkRefundable(item: OrderItemRow, order: OrderRow, asked: Date, tx: DbOrTx): Promise<void> {
    const refusal = await lineRefundRefusal(products, item, order, asked, tx);
    if (refusal) throw new AppError(refusal.code, refusal.message);
  }

  /**
   * Approving a buyer's request applies the rule again: the line may have been used (or refunded)
   * since it was asked for. The clock stops when the buyer asked: a request made within the window
   * is not lost because the queue was slow. A refund the platform opened for money the order never
   * took is owed whatever the rule says.
   */
  async function checkStillRefundable(refund: RefundRow, tx: DbOrTx): Promise<void> {
    if (refund.paymentId) return;
    const line = await orderRows.findItemWithOrder(refund.orderItemId, tx);
    if (!line) throw new AppError('ORDER_ITEM_NOT_FOUND');
    await checkRefundable(line.item, line.order, refund.createdAt, tx);
  }

  return {
    repo,

    async request(userId: string, body: CreateRefundBody): Promise<RefundDto> {
      const line = await orderRows.findItemWithOrder(body.orderItemId);
      if (!line || line.item.userId !== userId) throw new AppError('ORDER_ITEM_NOT_FOUND');
      const { item, order } = line;
      await checkRefundable(item, order, new Date(), db);
      const paid = await paymentRows.findPaid(order.id);
      if (paid?.provider === 'FREE') throw new AppError('REFUND_FREE_ITEM');
      const mode = refundModeFor(paid?.provider ?? order.provider);
      const bank =
        mode === 'MANUAL' && body.bankName && body.bankAccountNumber && body.bankAccountName
          ? { bankName: body.bankName, bankAccountNumber: body.bankAccountNumber, bankAccountName: body.bankAccountName }
          : null;
      try {
        const row = await db.transaction(async (tx) => {
          // Under the line's lock, as an event's cancellation opens a combo's share: part of it given back, the whole can no longer be asked for.
          await orderRows.lockItem(item.id, tx);
          if (await repo.hasOpenShare(item.id, tx)) throw new AppError('REFUND_ALREADY_REQUESTED');
          return repo.insert(
            {
              orderId: order.id,
              orderItemId: item.id,
              userId,
              amount: item.total,
              reason: body.reason,
              mode,
              status: mode === 'MANUAL' && !bank ? 'AWAITING_INFO' : 'PENDING',
              ...bank,
            },
            tx,
          );
        });
        return dto(row, db);
      } catch (error) {
        // The partial unique index: one open (pending or approved) request per line.
        if (isUniqueViolation(error)) throw new AppError('REFUND_ALREADY_REQUESTED');
        throw error;
      }
    },

    async mine(userId: string, query: MyRefundsQuery): Promise<Paged<RefundDto>> {
      return page({ ...query, userId }, query);
    },

    /** The buyer gives (or corrects) the account a MANUAL refund is transferred to. */
    async setAccount(userId: string, id: string, body: RefundAccountBody): Promise<RefundDto> {
      return db.transaction(async (tx) => {
        const refund = await repo.findById(id, { lock: true }, tx);
        if (!refund || refund.userId !== userId) throw new AppError('REFUND_NOT_FOUND');
        if (refund.mode === 'AUTO') throw new AppError('REFUND_ACCOUNT_NOT_NEEDED');
        const row = await move(
          refund,
          'PROVIDE_INFO',
          {
            bankName: body.bankName,
            bankAccountNumber: body.bankAccountNumber,
            bankAccountName: body.bankAccountName,
          },
          tx,
        );
        return dto(row, tx);
      });
    },

    /** The buyer takes back a request nobody has decided on (see the WITHDRAW move); another's answers not found. */
    async withdraw(userId: string, id: string): Promise<RefundDto> {
      return db.transaction(async (tx) => {
        const refund = await repo.findById(id, { lock: true }, tx);
        if (!refund || refund.userId !== userId) throw new AppError('REFUND_NOT_FOUND');
        // A refund the platform opened for money it could not take is not the buyer's to drop.
        if (refund.paymentId) throw new AppError('ILLEGAL_STATUS_TRANSITION');
        return dto(await move(refund, 'WITHDRAW', {}, tx), tx);
      });
    },

    async all(query: AdminRefundsQuery): Promise<Paged<RefundDto>> {
      return page(query, query);
    },

    async statusCounts(): Promise<RefundStatusCounts> {
      const found = await repo.countBy('status');
      const counts = Object.fromEntries(RefundStatus.values.map((s) => [s, found.get(s) ?? 0])) as RefundStatusCounts['counts'];
      return { counts, total: Object.values(counts).reduce((a, b) => a + b, 0) };
    },

    async approvalCounts(): Promise<RefundApprovalCounts> {
      const found = await repo.countBy('approval');
      const counts = Object.fromEntries(RefundApproval.values.map((s) => [s, found.get(s) ?? 0])) as RefundApprovalCounts['counts'];
      return { counts, total: Object.values(counts).reduce((a, b) => a + b, 0) };
    },

    /**
     * The admin's decision and the money's progress, through the transition table. Asking for the
     * state a refund is already in changes nothing (approving twice sends the money once).
     */
    async review(adminId: string, id: string, body: UpdateRefundBody): Promise<RefundDto> {
      const outcome = await db.transaction(async (tx) => {
        let refund = await lockRefund(id, tx);
        if (!refund) throw new AppError('REFUND_NOT_FOUND');
        const actions = adminActions({ approval: refund.approval as never, status: refund.status as never }, body, refund.mode as never);
        if (!actions) throw new AppError('ILLEGAL_STATUS_TRANSITION');
        const notices: Notice[] = [];
        let send: { attempt: PaymentRow; paid: PaymentRow } | null = null;
        const note = body.note === undefined ? {} : { adminNote: body.note || null };
        for (const action of actions) {
          if (action === 'APPROVE') await checkStillRefundable(refund, tx);
          const decided = action === 'APPROVE' || action === 'REJECT' ? { reviewedBy: adminId, reviewedAt: new Date() } : {};
          refund = await move(refund, action, { ...decided, ...note, ...(action === 'CONFIRM_TRANSFER' ? { completedAt: new Date() } : {}) }, tx);
          if (action === 'REJECT') notices.push(refundRejectedNotice(await context(refund, tx), refund.adminNote));
          if (action === 'FAIL') {
            // An AUTO attempt the provider never answered is closed with the refund.
            await paymentRows.transition(
              { orderId: refund.orderId, transactionType: 'REFUND', referencePrefix: refundReferencePrefix(refund.id) },
              'FAIL',
              { failureReason: refund.adminNote ?? 'Quản trị viên đánh dấu hoàn tiền thất bại.' },
              tx,
            );
            notices.push(refundFailedNotice(await context(refund, tx), refund.adminNote));
          }
          if (action === 'CONFIRM_TRANSFER') {
            const paid = await paidOf(refund, tx);
            await takeBack(refund, { provider: paid?.provider ?? 'ADMIN', method: 'BANK_TRANSFER' }, tx);
            notices.push(refundSucceededNotice(await context(refund, tx)));
          }
          if ((action === 'APPROVE' || action === 'RETRY') && refund.mode === 'AUTO') {
            const paid = await paidOf(refund, tx);
            if (!paid) {
              refund = await move(refund, 'FAIL', {}, tx);
              notices.push(refundFailedNotice(await context(refund, tx), null));
            } else send = { attempt: await openAttempt(refund, paid, tx), paid };
          }
        }
        if (!actions.length && body.note !== undefined) {
          refund = await repo.setNote(id, body.note || null, tx);
        }
        return { refund: refund!, notices, send };
      });
      await tell(outcome.notices);
      if (outcome.send) await sendToProvider(outcome.refund.id, outcome.send.attempt, outcome.send.paid);
      return dto((await repo.findById(id))!, db);
    },
  };
}
export type RefundsService = ReturnType<typeof createRefundsService>;
