import { describe, expect, it } from 'vitest';
import { createMySubscriptionsCache } from './my-subscriptions-cache.js';

const answer = (id: string) => ({ data: [{ id } as never] });
const M = 'member-a';

describe('the kept "my subscription" answers', () => {
  it('keeps nothing while changes are not heard, and drops everything when hearing stops', () => {
    const cache = createMySubscriptionsCache();
    cache.set(M, answer('s1'), { until: Infinity, subscriptionIds: ['s1'] }, cache.generation());
    expect(cache.get(M, 0)).toBeUndefined();
    cache.setListening(true);
    cache.set(M, answer('s1'), { until: Infinity, subscriptionIds: ['s1'] }, cache.generation());
    expect(cache.get(M, 0)).toEqual(answer('s1'));
    cache.setListening(false);
    expect(cache.size).toBe(0);
  });

  it('does not keep a read that started before a change was heard', () => {
    const cache = createMySubscriptionsCache();
    cache.setListening(true);
    const since = cache.generation();
    cache.forget('someone-else');
    cache.set(M, answer('s1'), { until: Infinity, subscriptionIds: ['s1'] }, since);
    expect(cache.get(M, 0)).toBeUndefined();
  });

  it('drops a member’s answer for their id, one of their subscriptions, or everyone', () => {
    const cache = createMySubscriptionsCache();
    cache.setListening(true);
    const keep = (id: string, sub: string) => cache.set(id, answer(sub), { until: Infinity, subscriptionIds: [sub] }, cache.generation());
    keep(M, 's1');
    keep('member-b', 's2');
    cache.forgetSubscription('s1');
    expect([cache.get(M, 0), cache.get('member-b', 0)]).toEqual([undefined, answer('s2')]);
    keep(M, 's1');
    cache.forget(M);
    expect(cache.get(M, 0)).toBeUndefined();
    keep(M, 's1');
    cache.forget('*');
    expect(cache.size).toBe(0);
  });

  it('answers only until the answer changes by time alone (a paid period’s end), and no longer than its maximum age', () => {
    let wall = 0;
    const cache = createMySubscriptionsCache({ maxAgeMs: 1_000, now: () => wall });
    cache.setListening(true);
    cache.set(M, answer('s1'), { until: 500, subscriptionIds: ['s1'] }, cache.generation());
    expect(cache.get(M, 499)).toEqual(answer('s1'));
    expect(cache.get(M, 500)).toBeUndefined();
    cache.set(M, answer('s1'), { until: Infinity, subscriptionIds: ['s1'] }, cache.generation());
    wall = 1_001;
    expect(cache.get(M, 0)).toBeUndefined();
  });

  it('keeps the ledgers of a member’s subscriptions side by side, dropped for their member, their subscription, or everyone', () => {
    const cache = createMySubscriptionsCache();
    cache.setListening(true);
    const ledger = (total: number) => ({ records: [], count: 0, totals: { total, periods: 1, first: null, last: null } });
    const keep = (member: string, sub: string, total: number) => cache.setLedger(member, sub, ledger(total), cache.ledgerGeneration());
    keep(M, 's1', 100);
    keep(M, 's2', 200);
    keep('member-b', 's3', 300);
    expect([cache.ledger(M, 's1'), cache.ledger(M, 's2'), cache.ledger('member-b', 's1')]).toEqual([ledger(100), ledger(200), undefined]);
    cache.forgetSubscription('s2');
    expect([cache.ledger(M, 's1'), cache.ledger('member-b', 's3')]).toEqual([undefined, ledger(300)]);
    keep(M, 's1', 100);
    cache.forget(M);
    expect(cache.ledger(M, 's1')).toBeUndefined();
    const since = cache.ledgerGeneration();
    cache.forget('member-b');
    cache.setLedger(M, 's1', ledger(100), since);
    expect(cache.ledger(M, 's1')).toBeUndefined();
    keep(M, 's1', 100);
    cache.forget('*');
    expect(cache.ledger(M, 's1')).toBeUndefined();
  });
});
