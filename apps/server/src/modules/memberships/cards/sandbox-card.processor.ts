import { randomBytes } from 'node:crypto';
import type { CardCharge, CardProcessor, ChargeOutcome } from './card-processor.js';
import { inspectSandboxToken, sandboxChargeOutcome } from './sandbox-card.js';
import type { SubscriptionCardsRepository } from './subscription-cards.repository.js';

/**
 * The local card provider (payments mode `sandbox`): no network. Charges are idempotent by key in a
 * table, not in memory, so two server processes renewing the same period get one charge between them.
 */
export function createSandboxCardProcessor(deps: {
  repo: Pick<SubscriptionCardsRepository, 'recordSandboxCharge' | 'recordSandboxCharges'>;
  now: () => Date;
}): CardProcessor {
  const recordOf = (input: CardCharge & { token: string }) => {
    const outcome = sandboxChargeOutcome(input.token, input.amount, deps.now());
    return {
      idempotencyKey: input.idempotencyKey,
      token: input.token,
      amount: input.amount,
      reference: input.reference,
      ok: outcome.ok,
      providerTransactionId: outcome.ok ? `pi_sandbox_${randomBytes(12).toString('hex')}` : null,
      code: outcome.ok ? null : outcome.code,
      message: outcome.ok ? null : outcome.message,
    };
  };
  const answer = (row: { ok: boolean; providerTransactionId: string | null; code: string | null; message: string | null }): ChargeOutcome =>
    row.ok ? { ok: true, providerTransactionId: row.providerTransactionId! } : { ok: false, code: row.code!, message: row.message! };
  return {
    provider: 'SANDBOX',
    async inspect(token) {
      return inspectSandboxToken(token, deps.now());
    },
    async charge(input) {
      return answer(await deps.repo.recordSandboxCharge(recordOf(input)));
    },
    // The same charges in one statement: what a batch of renewals asks.
    async chargeMany(inputs) {
      return (await deps.repo.recordSandboxCharges(inputs.map(recordOf))).map(answer);
    },
  };
}
