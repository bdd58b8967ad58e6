import type { SubscriptionPaymentRecordDto, SubscriptionPeriodDto } from '@market/contract';
import { AppError } from '../../../platform/http/errors.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import { toPriceDto } from '../plans/plan.js';
import type { Ledger, MySubscriptionsCache } from './my-subscriptions-cache.js';
import type { SubscriptionsRepository } from './subscriptions.repository.js';
import type { SubscriptionPeriodRow } from './subscriptions.table.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const orderStatusOf = (status: SubscriptionPeriodRow['status']) =>
  status === 'PAID' ? 'PAID' : status === 'REFUNDED' ? 'REFUNDED' : status === 'OPEN' ? 'PENDING' : 'CANCELLED';

/**
 * The latest periods kept of a subscription: the web's first three pages of 10 (two and a half years of
 * months). Pages past them are read from the database; a daily plan's long history is not held in memory.
 */
const LEDGER_MAX_PERIODS = 30;

const recordOf = (p: SubscriptionPeriodRow): SubscriptionPaymentRecordDto => ({
  periodId: p.id,
  kind: p.kind,
  periodStart: p.periodStart.toISOString(),
  periodEnd: iso(p.periodEnd),
  amount: p.amount,
  orderId: p.orderId,
  orderCode: p.orderCode,
  orderStatus: orderStatusOf(p.status),
  paidAt: iso(p.paidAt),
  createdAt: p.createdAt.toISOString(),
});

/** Every period's paid ones added up, as the repository's `paidTotals` adds them. */
function totalsOf(periods: readonly SubscriptionPeriodRow[]): Ledger['totals'] {
  const paid = periods.filter((p) => p.status === 'PAID');
  const times = paid.flatMap((p) => (p.paidAt ? [p.paidAt.getTime()] : []));
  return {
    total: paid.reduce((sum, p) => sum + p.amount, 0),
    periods: paid.length,
    first: times.length ? new Date(Math.min(...times)) : null,
    last: times.length ? new Date(Math.max(...times)) : null,
  };
}

/**
 * A member's periods of a subscription: the payment records (one line per period, its order), what
 * its paid periods add up to, and one period's receipt. All are the member's own: another person's
 * subscription or period answers as one that does not exist (its existence is not theirs to learn).
 * The records and totals are one ledger, read in one statement and kept until a period is written
 * (my-subscriptions-cache.ts): the member's page asks for both, and again at each visit.
 */
export function createSubscriptionPeriods(deps: { repo: SubscriptionsRepository; cache?: MySubscriptionsCache | undefined }) {
  const { repo, cache } = deps;
  // No row on the page: whose the subscription is, and how many periods it has, are read apart.
  async function pageWithoutRows(userId: string, id: string, query: { page: number; limit: number }) {
    const found = await repo.find(id);
    if (!found || found.userId !== userId) throw new AppError('SUBSCRIPTION_NOT_FOUND');
    return repo.periodsOf(id, query);
  }

  /**
   * The member's ledger of a subscription, kept or read (one statement; a second adds up a subscription
   * with more periods than are kept); null when it is not theirs or has no period.
   */
  async function ledger(userId: string, id: string): Promise<Ledger | null> {
    const kept = cache?.ledger(userId, id);
    if (kept) return kept;
    const since = cache?.ledgerGeneration() ?? 0;
    const latest = await repo.periodsPageOf(userId, id, { page: 1, limit: LEDGER_MAX_PERIODS });
    if (!latest) return null;
    const whole = latest.total === latest.rows.length;
    const read = { records: latest.rows.map(recordOf), count: latest.total, totals: whole ? totalsOf(latest.rows) : await repo.paidTotals(id) };
    cache?.setLedger(userId, id, read, since);
    return read;
  }

  return {
    async paymentRecords(userId: string, id: string, query: { page: number; limit: number }) {
      const from = (query.page - 1) * query.limit;
      const kept = await ledger(userId, id);
      if (kept && (kept.records.length === kept.count || from + query.limit <= kept.records.length))
        return { data: kept.records.slice(from, from + query.limit), meta: pageMeta(query, kept.count) };
      const { rows, total } = (await repo.periodsPageOf(userId, id, query)) ?? (await pageWithoutRows(userId, id, query));
      return { data: rows.map(recordOf), meta: pageMeta(query, total) };
    },

    /** What a subscription's paid periods add up to (the caller has checked that it is the member's). */
    async paidTotalsOf(userId: string, id: string): Promise<Ledger['totals']> {
      return (await ledger(userId, id))?.totals ?? repo.paidTotals(id);
    },

    /**
     * One period's receipt. The call is public in routes.tsv (kept for existing clients), so the
     * member is checked here: signed out answers UNAUTHORIZED, another member's period
     * SUBSCRIPTION_PERIOD_NOT_FOUND.
     */
    async period(userId: string | null, id: string): Promise<SubscriptionPeriodDto> {
      if (!userId) throw new AppError('UNAUTHORIZED');
      const found = await repo.periodWithPlan(id);
      if (!found || found.userId !== userId) throw new AppError('SUBSCRIPTION_PERIOD_NOT_FOUND');
      const { period, price, plan } = found;
      return {
        id: period.id,
        subscriptionId: period.subscriptionId,
        kind: period.kind,
        membership: { id: plan.id, name: plan.name, image: plan.image },
        price: toPriceDto(price),
        periodStart: period.periodStart.toISOString(),
        periodEnd: iso(period.periodEnd),
        amount: period.amount,
        paid: period.status === 'PAID',
        status: period.status,
        orderId: period.orderId,
        orderCode: period.orderCode,
        paidAt: iso(period.paidAt),
        createdAt: period.createdAt.toISOString(),
      };
    },
  };
}
