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
import { createPaymentsRepository, type NewPaymentRow, type PaymentRow } from '../payments/payments.repository.js';
import type { ProductCatalog } from '../products/products.js';
import { toRefundDtos } from './refund-dto.js';
import { refundFailedNotice, refundRejectedNotice, refundSucceededNotice } from './refund-notices.js';
import { lineRefundRefusal } from './line-refundability.js';
import { adminActions, nextRefundState, refundModeFor, type RefundAction } from './refund-status.js';
import {
  createRefundsRepository,
  refundReference,
  refundReferencePrefix,
  type NewRefundRow,
  type RefundRow,
  type RefundsFilter,
} from './refunds.repository.js';
type Log = { warn: (obj: unknown, msg: string) => void; error: (obj: unknown, msg: string) => void };

/** What the provider said about giving the money back, reduced to what we record. */
interface ProviderAnswer {
  ok: boolean;
  refundId: string | null;
  code: string | null;
  reason: string | null;
}

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

  async function tell(notices: Notice[]) {
    for (const notice of notices)
      await deps.notify(notice).catch((error: unknown) => deps.log?.error({ err: error, type: notice.type }, 'notification failed'));
  }

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

  async function context(refund: RefundRow, tx: DbOrTx) {
    const line = await orderRows.findItemWithOrder(refund.orderItemId, tx);
    return { refund, title: line?.item.title ?? 'sản phẩm', orderCode: line?.order.code ?? '' };
  }

  /** One move of the table, as a conditional update on the state the row was read in (locked). */
  async function move(refund: RefundRow, action: RefundAction, extra: Partial<NewRefundRow>, tx: DbOrTx): Promise<RefundRow> {
    const to = nextRefundState({ approval: refund.approval as never, status: refund.status as never }, action, refund.mode as never);
    if (!to) throw new AppError('ILLEGAL_STATUS_TRANSITION');
    const row = await repo.transition(refund, to, extra, tx);
    if (!row) throw new AppError('ILLEGAL_STATUS_TRANSITION');
    return row;
  }

  /** A refund's payment row, numbered after the attempts before it (reference `<refund>-<attempt>`). */
  async function recordRefundPayment(
    refund: RefundRow,
    fields: Pick<NewPaymentRow, 'provider' | 'method'> & Partial<Pick<NewPaymentRow, 'status' | 'paidAt'>>,
    tx: DbOrTx,
  ) {
    const attempt = (await paymentRows.countWithPrefix(refund.orderId, refundReferencePrefix(refund.id), tx)) + 1;
    return paymentRows.insert(
      { orderId: refund.orderId, transactionType: 'REFUND', amount: refund.amount, reference: refundReference(refund.id, attempt), attempt, ...fields },
      tx,
    );
  }

  /** A new attempt to send an AUTO refund's money back, recorded before the provider is asked. */
  function openAttempt(refund: RefundRow, paid: PaymentRow, tx: DbOrTx): Promise<PaymentRow> {
    return recordRefundPayment(refund, { provider: paid.provider, method: paid.method }, tx);
  }

  async function settleAttempt(attempt: PaymentRow, answer: ProviderAnswer, tx: DbOrTx) {
    await paymentRows.transition(
      { id: attempt.id },
      answer.ok ? 'SUCCEED' : 'FAIL',
      {
        resultCode: answer.code,
        providerTransactionId: answer.refundId,
        failureReason: answer.ok ? null : answer.reason,
        paidAt: answer.ok ? new Date() : null,
      },
      tx,
    );
  }

  /** The payment whose money goes back: the one the refund was opened for, else the one that paid the order. */
  function paidOf(refund: RefundRow, tx: DbOrTx): Promise<PaymentRow | null> {
    return refund.paymentId ? paymentRows.findById(refund.paymentId, tx) : paymentRows.findPaid(refund.orderId, tx);
  }

  /**
   * The money went back: the line is taken back once (refundedAt is set only if it was not), and the
   * order becomes REFUNDED through the order table when no paid line of it is left. A payment the
   * order never took is only marked refunded: the order's own sale stands.
   */
  async function takeBack(refund: RefundRow, manual: { provider: string; method: string } | null, tx: DbOrTx) {
    const now = new Date();
    const item = refund.paymentId ? null : await orderRows.markItemRefunded(refund.orderItemId, now, tx);
    if (item) {
      await products
        .require(item.productType)
        .revoke(tx, { orderItemId: item.id, orderId: item.orderId, userId: item.userId, productItemId: item.productId, quantity: item.quantity });
    }
    if (manual) await recordRefundPayment(refund, { ...manual, status: 'SUCCESS', paidAt: now }, tx);
    if (refund.paymentId) {
      await paymentRows.transition({ id: refund.paymentId }, 'REFUND', {}, tx);
      return;
    }
    if ((await orderRows.countUnrefundedPaidLines(refund.orderId, tx)) === 0) {
      const moved = await orderRows.transition(refund.orderId, 'REFUND', {}, tx);
      if (moved) await paymentRows.transition({ orderId: refund.orderId, transactionType: 'PAY' }, 'REFUND', {}, tx);
    }
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

  async function askProvider(refund: RefundRow, paid: PaymentRow, attempt: PaymentRow): Promise<ProviderAnswer> {
    const adapter = deps.providers[paid.provider as ProviderName];
    if (!adapter)
      return {
        ok: false,
        refundId: null,
        code: 'NO_PROVIDER_ADAPTER',
        reason: `Chưa có kết nối hoàn tiền tự động với ${paid.provider}; cần hoàn tiền thủ công.`,
      };
    try {
      const answer = await adapter.refund({
        reference: paid.reference,
        providerTransactionId: paid.providerTransactionId,
        amount: refund.amount,
        paidAmount: paid.amount,
        reason: refund.reason,
        paidAt: paid.paidAt,
        refundReference: attempt.reference,
      });
      return answer.ok ? { ...answer, reason: null } : { ...answer, reason: `Cổng thanh toán từ chối hoàn tiền (mã ${answer.code ?? 'không rõ'}).` };
    } catch (error) {
      deps.log?.warn({ err: error, refundId: refund.id, provider: paid.provider }, 'refund could not be sent to the provider');
      return { ok: false, refundId: null, code: 'PROVIDER_ERROR', reason: 'Không kết nối được cổng thanh toán.' };
    }
  }

  /** Sends an AUTO refund in PROCESSING to its provider and settles it by the answer. */
  async function sendToProvider(refundId: string, attempt: PaymentRow, paid: PaymentRow): Promise<void> {
    const before = await repo.findById(refundId);
    if (!before) return;
    const answer = await askProvider(before, paid, attempt);
    const notices = await db.transaction(async (tx) => {
      const refund = await repo.findById(refundId, { lock: true }, tx);
      // Moved meanwhile (rejected while stuck, settled by a second request): the answer changes nothing.
      if (!refund || refund.approval !== 'APPROVED' || refund.status !== 'PROCESSING') return [];
      await settleAttempt(attempt, answer, tx);
      if (answer.ok) {
        const done = await move(refund, 'PROVIDER_OK', { providerRefundId: answer.refundId, completedAt: new Date() }, tx);
        await takeBack(done, null, tx);
        return [refundSucceededNotice(await context(done, tx))];
      }
      const failed = await move(refund, 'FAIL', {}, tx);
      return [refundFailedNotice(await context(failed, tx), answer.reason)];
    });
    await tell(notices);
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
        const row = await repo.insert({
          orderId: order.id,
          orderItemId: item.id,
          userId,
          amount: item.total,
          reason: body.reason,
          mode,
          status: mode === 'MANUAL' && !bank ? 'AWAITING_INFO' : 'PENDING',
          ...bank,
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
        let refund = await repo.findById(id, { lock: true }, tx);
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
