import type { SubscriptionDetailDto } from '@market/contract';

export const PRICE_ID = 'c1111111-1111-4111-8111-111111111111';
export const YEARLY_ID = 'c2222222-2222-4222-8222-222222222222';
export const SUB_ID = 'e1111111-1111-4111-8111-111111111111';
export const CARD_ID = 'f1111111-1111-4111-8111-111111111111';

export const monthly = { id: PRICE_ID, amount: 199_000, period: { unit: 'MONTH' as const, count: 1 }, isLifetime: false, status: 'ACTIVE' as const };
export const yearly = { id: YEARLY_ID, amount: 1_990_000, period: { unit: 'YEAR' as const, count: 1 }, isLifetime: false, status: 'ACTIVE' as const };
export const membership = { id: 'a1111111-1111-4111-8111-111111111111', name: 'Học không giới hạn', image: null };

export function makeSubscription(overrides: Partial<SubscriptionDetailDto> = {}): SubscriptionDetailDto {
  return {
    id: SUB_ID,
    status: 'ACTIVE',
    membership,
    price: monthly,
    isLifetime: false,
    currentPeriodStart: '2026-11-01T03:00:00.000Z',
    currentPeriodEnd: '2026-12-01T03:00:00.000Z',
    cancelAtPeriodEnd: false,
    createdAt: '2026-11-01T03:00:00.000Z',
    nextCharge: { at: '2026-12-01T03:00:00.000Z', amount: 199_000, byCard: false },
    nextPrice: null,
    cardId: null,
    payProvider: 'VNPAY',
    openOrder: null,
    grantsAccess: true,
    renewalTries: 0,
    endedAt: null,
    ...overrides,
  };
}

export const card = {
  id: CARD_ID,
  provider: 'SANDBOX',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  isDefault: true,
  isExpired: false,
  createdAt: '2026-11-01T03:00:00.000Z',
};
