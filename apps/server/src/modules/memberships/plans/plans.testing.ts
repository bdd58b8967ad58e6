import type { MembershipBody, MembershipDto, SubscriptionStatus } from '@market/contract';
import { expect } from 'vitest';
import type { Session } from '../../../../test/support/client.js';
import type { TestServer } from '../../../../test/support/server.js';
import { subscriptionPeriods, subscriptions } from '../subscriptions/subscriptions.table.js';

let counter = 0;

/** A plan body with a monthly and a yearly price including `courseId` (and whatever `overrides` say). */
export function planBody(courseId: string, overrides: Partial<MembershipBody> = {}): MembershipBody {
  counter += 1;
  return {
    name: `Hội viên thử ${counter}`,
    description: 'Học mọi khoá trong gói',
    parts: [
      { title: 'Khoá học không giới hạn', description: 'Mọi khoá học trong gói' },
      { title: 'Cộng đồng', description: null },
    ],
    prices: [
      { amount: 199_000, period: { unit: 'MONTH', count: 1 } },
      { amount: 1_990_000, period: { unit: 'YEAR', count: 1 } },
    ],
    products: [{ productItemType: 'ONLINE_COURSE', productItemId: courseId }],
    ...overrides,
  };
}

export async function createPlan(admin: Session, body: MembershipBody): Promise<MembershipDto> {
  const res = await admin.client.post('/api/v1/admin/memberships', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as MembershipDto;
}

/**
 * A subscription written straight into the table (subscribing is built by the subscriptions half):
 * ACTIVE, CANCEL and the like get a current month and, with `paid`, that period paid.
 */
export async function newSubscription(
  server: TestServer,
  values: { userId: string; planId: string; priceId: string; status: (typeof SubscriptionStatus.values)[number]; paid?: boolean; lifetime?: boolean },
) {
  const db = server.database.db;
  const start = new Date(Date.now() - 5 * 86_400_000);
  const end = values.lifetime ? null : new Date(Date.now() + 25 * 86_400_000);
  const hasPeriod = values.status !== 'PENDING' && values.status !== 'FAILED';
  const [row] = await db
    .insert(subscriptions)
    .values({
      userId: values.userId,
      membershipId: values.planId,
      membershipPriceId: values.priceId,
      status: values.status,
      isLifetime: values.lifetime ?? false,
      currentPeriodStart: hasPeriod ? start : null,
      currentPeriodEnd: hasPeriod ? end : null,
    })
    .returning();
  if (values.paid)
    await db
      .insert(subscriptionPeriods)
      .values({ subscriptionId: row!.id, periodStart: start, periodEnd: end, amount: 199_000, paidAt: start, status: 'PAID', kind: 'FIRST' });
  return row!;
}
