import { describe, expect, it } from 'vitest';
import { isCardExpired } from './card-processor.js';
import { createSandboxCardProcessor } from './sandbox-card.processor.js';
import { inspectSandboxToken, readSandboxToken } from './sandbox-card.js';
import type { SubscriptionCardsRepository } from './subscription-cards.repository.js';

const NOW = new Date('2026-11-29T05:00:00Z');

/** The charges table, as one process sees it: the first answer per key is kept. */
function memoryCharges() {
  const rows = new Map<string, Awaited<ReturnType<SubscriptionCardsRepository['recordSandboxCharge']>>>();
  const repo: Pick<SubscriptionCardsRepository, 'recordSandboxCharge' | 'recordSandboxCharges'> = {
    async recordSandboxCharges(values) {
      const answered = [];
      for (const one of values) answered.push(await repo.recordSandboxCharge(one));
      return answered;
    },
    async recordSandboxCharge(values) {
      if (!rows.has(values.idempotencyKey)) {
        rows.set(values.idempotencyKey, {
          providerTransactionId: null,
          code: null,
          message: null,
          createdAt: NOW,
          ...values,
        } as never);
      }
      return rows.get(values.idempotencyKey)!;
    },
  };
  return { repo, rows };
}

const charge = (token: string, key: string, amount = 199_000) => ({ token, amount, reference: 'DH-2911-0001', idempotencyKey: key, description: 'Gói tháng' });

describe('sandbox card tokens', () => {
  it('reads last4, expiry and an optional brand from a token', () => {
    expect(readSandboxToken('tok_sandbox_4242_1230')).toEqual({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 });
    expect(readSandboxToken('tok_sandbox_4444_0528_mastercard')).toEqual({ brand: 'mastercard', last4: '4444', expMonth: 5, expYear: 2028 });
  });

  it('knows no malformed token or impossible month', () => {
    for (const token of ['tok_sandbox_424_1230', 'tok_sandbox_4242_1330', 'tok_sandbox_4242_0030', 'pm_123', 'tok_sandbox_4242_1230_', '']) {
      expect(readSandboxToken(token)).toBeNull();
    }
  });

  it('refuses a card at inspection once its expiry month is over, on Vietnam time', () => {
    expect(inspectSandboxToken('tok_sandbox_4242_1026', NOW)).toBeNull();
    expect(inspectSandboxToken('tok_sandbox_4242_1126', NOW)).toMatchObject({ last4: '4242', expMonth: 11, expYear: 2026 });
    // 30 November 17:00 UTC is already 1 December in Vietnam.
    expect(isCardExpired({ expMonth: 11, expYear: 2026 }, new Date('2026-11-30T17:00:00Z'))).toBe(true);
    expect(isCardExpired({ expMonth: 11, expYear: 2026 }, new Date('2026-11-30T16:59:59Z'))).toBe(false);
  });
});

describe('the sandbox card processor', () => {
  const processor = (now = () => NOW) => {
    const store = memoryCharges();
    return { ...store, cards: createSandboxCardProcessor({ repo: store.repo, now }) };
  };

  it('charges a good card and names the transaction', async () => {
    const { cards } = processor();
    const outcome = await cards.charge(charge('tok_sandbox_4242_1230', 'sub-1:2026-11'));
    expect(outcome).toEqual({ ok: true, providerTransactionId: expect.stringMatching(/^pi_sandbox_[0-9a-f]{24}$/) });
  });

  it('declines the card ending 0002 and refuses the one ending 9995 for insufficient funds', async () => {
    const { cards } = processor();
    expect(await cards.charge(charge('tok_sandbox_0002_1230', 'a'))).toEqual({ ok: false, code: 'card_declined', message: 'Thẻ bị từ chối.' });
    expect(await cards.charge(charge('tok_sandbox_9995_1230', 'b'))).toEqual({ ok: false, code: 'insufficient_funds', message: 'Thẻ không đủ số dư.' });
  });

  it('refuses a stored card that expired since, and an amount that is not whole positive đồng', async () => {
    const { cards } = processor(() => new Date('2031-01-02T00:00:00Z'));
    expect(await cards.charge(charge('tok_sandbox_4242_1230', 'c'))).toMatchObject({ ok: false, code: 'expired_card' });
    const today = processor().cards;
    expect(await today.charge(charge('tok_sandbox_4242_1230', 'd', 0))).toMatchObject({ ok: false, code: 'amount_invalid' });
    expect(await today.charge(charge('tok_sandbox_4242_1230', 'e', 1.5))).toMatchObject({ ok: false, code: 'amount_invalid' });
  });

  it('answers the first result again for a key already used, without a second charge', async () => {
    const { cards, rows } = processor();
    const first = await cards.charge(charge('tok_sandbox_4242_1230', 'sub-1:2026-12'));
    const again = await cards.charge(charge('tok_sandbox_4242_1230', 'sub-1:2026-12'));
    expect(again).toEqual(first);
    expect(rows.size).toBe(1);
    // Even a refusal stays the answer for its key.
    const refused = await cards.charge(charge('tok_sandbox_0002_1230', 'sub-2:2026-12'));
    expect(await cards.charge(charge('tok_sandbox_0002_1230', 'sub-2:2026-12'))).toEqual(refused);
  });

  it('charges many at once in the order given, a key used before keeping its first answer', async () => {
    const { cards, rows } = processor();
    const first = await cards.charge(charge('tok_sandbox_4242_1230', 'sub-1:2027-01'));
    const many = await cards.chargeMany!([
      charge('tok_sandbox_0002_1230', 'sub-3:2027-01'),
      charge('tok_sandbox_4242_1230', 'sub-1:2027-01'),
      charge('tok_sandbox_4242_1230', 'sub-4:2027-01'),
    ]);
    expect(many[0]).toMatchObject({ ok: false, code: 'card_declined' });
    expect(many[1]).toEqual(first);
    expect(many[2]).toMatchObject({ ok: true });
    expect(rows.size).toBe(3);
  });
});
