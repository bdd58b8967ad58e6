import type { Db, DbOrTx } from '../../../platform/db/database.js';
import type { CallbackOutcome, PaymentSettlement, SettleResult } from './payment-provider.js';
import { nextPaymentStatus, type PaymentAction, type PaymentStatus } from './payment-status.js';
import type { PaymentRow, PaymentsRepository } from './payments.repository.js';

/** What runs after the settling transaction committed (telling people); its failure changes nothing settled. */
export type AfterSettling = () => Promise<void>;

/** Who an attempt we started belongs to (its order today), told in the settling transaction. */
export interface AttemptSettlement {
  paid(tx: DbOrTx, payment: PaymentRow, paidAt: Date): Promise<AfterSettling>;
  failed(tx: DbOrTx, payment: PaymentRow, reason: string): Promise<AfterSettling>;
}

/**
 * A charge a provider made by itself (a renewal it collected on its own schedule): no attempt of ours
 * is pending for it, so the target named by the callback (`outcome.charge.target`) records what it
 * means, in the settling transaction, and answers the payment row it wrote, if any.
 */
export interface ChargeSettlement {
  settle(tx: DbOrTx, outcome: CallbackOutcome & { charge: NonNullable<CallbackOutcome['charge']> }): Promise<{ after?: AfterSettling }>;
}

/**
 * The single place where money arriving changes anything: one transaction per verified callback,
 * idempotent by the callback table's unique key (the same notification twice settles once), amount
 * and currency checked before anything moves. Attempts we started settle through `attempts`; charges
 * providers make themselves through the target they name. Targets are given, not installed later.
 */
export function createPaymentSettlement(deps: {
  db: Db;
  repo: Pick<PaymentsRepository, 'findByReference' | 'recordCallback' | 'transition'>;
  attempts: AttemptSettlement;
  charges?: () => Readonly<Record<string, ChargeSettlement>>;
  log?: { error: (obj: unknown, msg: string) => void };
}): PaymentSettlement {
  const { db, repo } = deps;

  async function setStatus(tx: DbOrTx, payment: PaymentRow, action: PaymentAction, extra: Partial<PaymentRow> = {}) {
    const [row] = await repo.transition({ id: payment.id }, action, extra, tx);
    return row ?? null;
  }

  async function settleAttempt(tx: DbOrTx, outcome: CallbackOutcome): Promise<{ result: SettleResult; after?: AfterSettling }> {
    const payment = await repo.findByReference(outcome.provider, outcome.reference, { lock: true }, tx);
    if (!payment) return { result: 'NOT_FOUND' };
    if (outcome.currency.toUpperCase() !== payment.currency || outcome.amount !== payment.amount) return { result: 'AMOUNT_MISMATCH' };
    const recorded = await repo.recordCallback(
      {
        provider: outcome.provider,
        dedupeKey: outcome.dedupeKey,
        paymentId: payment.id,
        outcome: outcome.success ? 'SUCCESS' : 'FAILED',
        payload: outcome.payload as object,
      },
      tx,
    );
    if (!recorded) return { result: 'DUPLICATE' };
    if (!nextPaymentStatus(payment.status as PaymentStatus, outcome.success ? 'SUCCEED' : 'FAIL')) return { result: 'ALREADY_SETTLED' };
    const common = { resultCode: outcome.resultCode, providerTransactionId: outcome.providerTransactionId };
    if (outcome.success) {
      const paidAt = new Date();
      const paid = await setStatus(tx, payment, 'SUCCEED', { ...common, paidAt });
      return { result: 'SETTLED', after: await deps.attempts.paid(tx, paid!, paidAt) };
    }
    const failed = await setStatus(tx, payment, 'FAIL', { ...common, failureReason: outcome.resultCode });
    return { result: 'SETTLED', after: await deps.attempts.failed(tx, failed!, outcome.resultCode) };
  }

  async function settleCharge(tx: DbOrTx, outcome: CallbackOutcome & { charge: NonNullable<CallbackOutcome['charge']> }) {
    const target = deps.charges?.()[outcome.charge.target];
    if (!target) return { result: 'NOT_FOUND' as const };
    const recorded = await repo.recordCallback(
      {
        provider: outcome.provider,
        dedupeKey: outcome.dedupeKey,
        paymentId: null,
        outcome: outcome.success ? 'SUCCESS' : 'FAILED',
        payload: outcome.payload as object,
      },
      tx,
    );
    if (!recorded) return { result: 'DUPLICATE' as const };
    // A target that throws undoes the callback's record too: the provider's next delivery is settled afresh.
    const { after } = await target.settle(tx, outcome);
    return { result: 'SETTLED' as const, after };
  }

  const settleWithin = (tx: DbOrTx, outcome: CallbackOutcome) => {
    const charge = outcome.charge;
    return charge ? settleCharge(tx, { ...outcome, charge }) : settleAttempt(tx, outcome);
  };
  const safely = (after: AfterSettling | undefined) => async () => {
    if (after) await after().catch((error: unknown) => deps.log?.error({ err: error }, 'payment settled, but telling people failed'));
  };

  return {
    async settle(outcome: CallbackOutcome): Promise<SettleResult> {
      const { result, after } = await db.transaction((tx) => settleWithin(tx, outcome));
      await safely(after)();
      return result;
    },
    async settleIn(tx: DbOrTx, outcome: CallbackOutcome) {
      const { result, after } = await settleWithin(tx, outcome);
      return { result, after: safely(after) };
    },
  };
}
