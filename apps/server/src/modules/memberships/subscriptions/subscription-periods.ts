import type { SubscriptionPaymentRecordDto, SubscriptionPeriodDto } from '@market/contract';
import { AppError } from '../../../platform/http/errors.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import { toPriceDto } from '../plans/plan.js';
import type { SubscriptionsRepository } from './subscriptions.repository.js';
import type { SubscriptionPeriodRow } from './subscriptions.table.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const orderStatusOf = (status: SubscriptionPeriodRow['status']) =>
  status === 'PAID' ? 'PAID' : status === 'REFUNDED' ? 'REFUNDED' : status === 'OPEN' ? 'PENDING' : 'CANCELLED';

/**
 * A member's periods of a subscription: the payment records (one line per period, its order) and one
 * period's receipt. Both are the member's own: another person's subscription or period answers as
 * one that does not exist (its existence is not theirs to learn).
 */
export function createSubscriptionPeriods(deps: { repo: SubscriptionsRepository }) {
  const { repo } = deps;
  // No row on the page: whose the subscription is, and how many periods it has, are read apart.
  async function pageWithoutRows(userId: string, id: string, query: { page: number; limit: number }) {
    const found = await repo.find(id);
    if (!found || found.userId !== userId) throw new AppError('SUBSCRIPTION_NOT_FOUND');
    return repo.periodsOf(id, query);
  }
  return {
    async paymentRecords(userId: string, id: string, query: { page: number; limit: number }) {
      const { rows, total } = (await repo.periodsPageOf(userId, id, query)) ?? (await pageWithoutRows(userId, id, query));
      const data: SubscriptionPaymentRecordDto[] = rows.map((p) => ({
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
      }));
      return { data, meta: pageMeta(query, total) };
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
