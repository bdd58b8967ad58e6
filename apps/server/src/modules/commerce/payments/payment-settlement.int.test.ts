import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/support/database.js';
import { openDatabase, type Database, type DbOrTx } from '../../../platform/db/database.js';
import type { CallbackOutcome } from './payment-provider.js';
import { createPaymentSettlement, type AttemptSettlement } from './payment-settlement.js';
import { createPaymentsRepository } from './payments.repository.js';

describe('a charge a provider made by itself (a renewal)', () => {
  let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
  let database: Database;
  const told: string[] = [];
  // No attempt of ours is involved: an order's attempt reaching this target would be a bug.
  const attempts: AttemptSettlement = {
    paid: () => Promise.reject(new Error('not an attempt')),
    failed: () => Promise.reject(new Error('not an attempt')),
  };
  let failNext = false;
  const renewals = {
    async settle(tx: DbOrTx, outcome: CallbackOutcome & { charge: { target: string; subject: string } }) {
      await tx.execute(sql`insert into test_renewals (subject, amount) values (${outcome.charge.subject}, ${outcome.amount})`);
      if (failNext) throw new Error('the renewal could not be recorded');
      return { after: async () => void told.push(outcome.charge.subject) };
    },
  };
  const renewal = (dedupeKey: string, subject = 'goi-thang-1'): CallbackOutcome => ({
    provider: 'STRIPE',
    reference: 'in_123',
    amount: 199_000,
    currency: 'VND',
    success: true,
    resultCode: 'invoice.paid',
    providerTransactionId: 'pi_123',
    dedupeKey,
    payload: { id: dedupeKey },
    charge: { target: 'MEMBERSHIP_RENEWAL', subject },
  });
  const renewalsOf = async (subject: string) =>
    (await database.db.execute<{ amount: string }>(sql`select amount from test_renewals where subject = ${subject}`)).rows.length;

  let settle: (outcome: CallbackOutcome) => Promise<string>;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = openDatabase(testDb.url, { max: 3 });
    await database.db.execute(sql`create table test_renewals (subject text not null, amount bigint not null)`);
    const settlement = createPaymentSettlement({
      db: database.db,
      repo: createPaymentsRepository(database.db),
      attempts,
      charges: () => ({ MEMBERSHIP_RENEWAL: renewals }),
    });
    settle = (outcome) => settlement.settle(outcome);
  });
  afterAll(async () => {
    await database.close();
    await testDb.drop();
  });

  it('settles through the target its callback names, without a pending payment, and tells people after commit', async () => {
    expect(await settle(renewal('evt_1'))).toBe('SETTLED');
    expect(await renewalsOf('goi-thang-1')).toBe(1);
    expect(told).toEqual(['goi-thang-1']);
  });

  it('settles the same notification delivered twice once', async () => {
    expect(await settle(renewal('evt_2', 'goi-thang-2'))).toBe('SETTLED');
    expect(await settle(renewal('evt_2', 'goi-thang-2'))).toBe('DUPLICATE');
    expect(await renewalsOf('goi-thang-2')).toBe(1);
  });

  it('answers NOT_FOUND for a target nobody settles', async () => {
    expect(await settle({ ...renewal('evt_3'), charge: { target: 'UNKNOWN', subject: 'x' } })).toBe('NOT_FOUND');
  });

  it('undoes everything when its target fails, so the provider’s next delivery settles it afresh', async () => {
    failNext = true;
    await expect(settle(renewal('evt_4', 'goi-thang-4'))).rejects.toThrow('the renewal could not be recorded');
    expect(await renewalsOf('goi-thang-4')).toBe(0);
    failNext = false;
    expect(await settle(renewal('evt_4', 'goi-thang-4'))).toBe('SETTLED');
    expect(await renewalsOf('goi-thang-4')).toBe(1);
  });
});
