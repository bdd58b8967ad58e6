import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOrder, makeOrderItem, makePayment, textOf } from '../../test/commerce-fixtures';
import { json, mockFetch } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { makeSubscription, membership, monthly, SUB_ID } from '../../test/subscription-fixtures';

const PERIOD_ID = 'b1111111-1111-4111-8111-111111111111';
const ORDER_ID = 'd1111111-1111-4111-8111-111111111111';
const record = {
  periodId: PERIOD_ID,
  kind: 'FIRST',
  periodStart: '2026-11-01T03:00:00.000Z',
  periodEnd: '2026-12-01T03:00:00.000Z',
  amount: 179_100,
  orderId: ORDER_ID,
  orderCode: 'DH-2611-0001',
  orderStatus: 'PAID',
  paidAt: '2026-11-01T03:05:00.000Z',
  createdAt: '2026-11-01T03:00:00.000Z',
};
const period = {
  id: PERIOD_ID,
  subscriptionId: SUB_ID,
  kind: 'FIRST',
  membership,
  price: monthly,
  periodStart: record.periodStart,
  periodEnd: record.periodEnd,
  amount: 179_100,
  paid: true,
  status: 'PAID',
  orderId: ORDER_ID,
  orderCode: 'DH-2611-0001',
  paidAt: record.paidAt,
  createdAt: record.createdAt,
};
const order = makeOrder({
  id: ORDER_ID,
  status: 'PAID',
  subtotal: 199_000,
  voucherTotal: 19_900,
  total: 179_100,
  voucherCode: 'HOIVIEN10',
  paidAt: record.paidAt,
  items: [makeOrderItem({ orderId: ORDER_ID, productItemType: 'MEMBERSHIP_PRICE', title: membership.name, unitPrice: 199_000, quantity: 1, total: 179_100 })],
  payment: makePayment({ provider: 'VNPAY', method: 'VNPAY', amount: 179_100, status: 'SUCCESS', paidAt: record.paidAt }),
});

describe('a subscription period’s receipt', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is linked from my payment history and shows the plan, price, period, voucher, order and payment, printable', async () => {
    const calls = mockFetch(({ path }) => {
      if (path === '/api/v1/subscriptions/me') return json(200, { data: [makeSubscription()] });
      if (path === '/api/v1/subscriptions/card') return json(200, { data: [], entry: 'SANDBOX' });
      if (path.startsWith(`/api/v1/subscriptions/${SUB_ID}/payment-summary`))
        return json(200, {
          subscriptionId: SUB_ID,
          status: 'ACTIVE',
          totalPaid: 179_100,
          periodsPaid: 1,
          firstPaidAt: null,
          lastPaidAt: null,
          nextCharge: null,
          due: 0,
        });
      if (path.startsWith(`/api/v1/subscriptions/${SUB_ID}/payment-records`))
        return json(200, { data: [record], meta: { page: 1, limit: 10, total: 1, totalPages: 1 } });
      if (path === `/api/v1/subscriptions/period/${PERIOD_ID}`) return json(200, period);
      if (path === `/api/v2/orders/${ORDER_ID}/info`) return json(200, order);
      return undefined;
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const user = userEvent.setup();
    const { router } = renderApp('/me/subscription', { user: makeUser({ fullName: 'Đoàn Thu Hà' }) });

    await user.click(await screen.findByRole('link', { name: 'Xem biên nhận kỳ 01/11/2026 – 01/12/2026' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/me/subscription/periods/${PERIOD_ID}`));
    const receipt = await screen.findByRole('article', { name: 'Biên nhận gói hội viên' });
    expect(within(receipt).getByText('Cấp cho Đoàn Thu Hà')).toBeTruthy();
    expect(within(receipt).getByText('Học không giới hạn', { selector: 'dd' })).toBeTruthy();
    expect(within(receipt).getByText('01/11/2026 – 01/12/2026')).toBeTruthy();
    expect(within(receipt).getByText('Kỳ đầu tiên')).toBeTruthy();
    expect(within(receipt).getByRole('link', { name: 'DH-2611-0001' }).getAttribute('href')).toBe(`/me/orders/${ORDER_ID}`);
    // The order's figures: the price, the voucher's part and what was paid, then how it was paid.
    expect(textOf(await within(receipt).findByTestId('subtotal'))).toBe('199.000 ₫');
    expect(textOf(within(receipt).getByTestId('voucher-total'))).toBe('−19.900 ₫');
    expect(textOf(within(receipt).getByTestId('total'))).toBe('179.100 ₫');
    expect(within(receipt).getByText('HOIVIEN10')).toBeTruthy();
    expect(within(receipt).getByText('VNPay')).toBeTruthy();
    expect(within(receipt).getByText('Thành công')).toBeTruthy();
    expect(calls.some((c) => c.path === `/api/v1/subscriptions/period/${PERIOD_ID}`)).toBe(true);

    await user.click(within(receipt).getByRole('button', { name: 'In biên nhận' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says so when the period is not mine (or does not exist)', async () => {
    mockFetch(({ path }) =>
      path === `/api/v1/subscriptions/period/${PERIOD_ID}`
        ? json(404, { code: 'SUBSCRIPTION_PERIOD_NOT_FOUND', message: 'Không tìm thấy chu kỳ của gói đăng ký.' })
        : undefined,
    );
    renderApp(`/me/subscription/periods/${PERIOD_ID}`, { user: makeUser() });
    expect(await screen.findByText('Không tìm thấy biên nhận')).toBeTruthy();
    for (const back of screen.getAllByRole('link', { name: 'Gói hội viên của tôi' })) expect(back.getAttribute('href')).toBe('/me/subscription');
  });
});
