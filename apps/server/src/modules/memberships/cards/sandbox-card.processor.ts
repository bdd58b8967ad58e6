import { randomBytes } from 'node:crypto';
import type { CardProcessor } from './card-processor.js';
import { inspectSandboxToken, sandboxChargeOutcome } from './sandbox-card.js';
import type { SubscriptionCardsRepository } from './subscription-cards.repository.js';

/**
 * The local card provider (payments mode `sandbox`): no network. Charges are idempotent by key in a
 * table, not in memory, so two server processes renewing the same period get one charge between them.
 */
export function createSandboxCardProcessor(deps: { repo: Pick<SubscriptionCardsRepository, 'recordSandboxCharge'>; now: () => Date }): CardProcessor {
  return {
    provider: 'SANDBOX',
    async inspect(token) {
      return inspectSandboxToken(token, deps.now());
    },
    async charge(input) {
      const outcome = sandboxChargeOutcome(input.token, input.amount, deps.now());
      const row = await deps.repo.recordSandboxCharge({
        idempotencyKey: input.idempotencyKey,
        token: input.token,
        amount: input.amount,
        reference: input.reference,
        ok: outcome.ok,
        providerTransactionId: outcome.ok ? `pi_sandbox_${randomBytes(12).toString('hex')}` : null,
        code: outcome.ok ? null : outcome.code,
        message: outcome.ok ? null : outcome.message,
      });
      return row.ok ? { ok: true, providerTransactionId: row.providerTransactionId! } : { ok: false, code: row.code!, message: row.message! };
    },
  };
}
