import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { makeSubscription, membership, monthly, SUB_ID, yearly, YEARLY_ID } from '../../test/subscription-fixtures';

const ORDER_ID = 'd1111111-1111-4111-8111-111111111111';
const summary = { subscriptionId: SUB_ID, status: 'ACTIVE', totalPaid: 199_000, periodsPaid: 1, firstPaidAt: null, lastPaidAt: null, nextCharge: null, due: 0 };
const record = {
  periodId: 'b1111111-1111-4111-8111-111111111111',
  kind: 'FIRST',
  periodStart: '2026-11-01T03:00:00.000Z',
  periodEnd: '2026-12-01T03:00:00.000Z',
  amount: 199_000,
  orderId: ORDER_ID,
  orderCode: 'DH-2611-0001',
  orderStatus: 'PAID',
  paidAt: '2026-11-01T03:05:00.000Z',
  createdAt: '2026-11-01T03:00:00.000Z',
};

function serve(subscription = makeSubscription()) {
  let current = subscription;
  const calls = mockFetch(({ method, path, body }) => {
    if (path === '/api/v1/subscriptions/me') return json(200, { data: [current] });
    if (path === '/api/v1/subscriptions/card') return json(200, { data: [], entry: 'SANDBOX' });
    if (path.startsWith(`/api/v1/subscriptions/${SUB_ID}/payment-summary`)) return json(200, summary);
    if (path.startsWith(`/api/v1/subscriptions/${SUB_ID}/payment-records`))
      return json(200, { data: [record], meta: { page: 1, limit: 10, total: 1, totalPages: 1 } });
    if (path === `/api/v1/auth/subscriptions/${SUB_ID}/plans`)
      return json(200, [
        { membership, price: monthly, isCurrent: true, change: null },
        { membership, price: yearly, isCurrent: false, change: { kind: 'UPGRADE', chargeNow: 1_652_300, startsAt: '2026-11-29T03:00:00.000Z' } },
      ]);
    if (method === 'POST' && path.endsWith('/cancel')) {
      const undo = (body as { undo: boolean }).undo;
      current = makeSubscription({ status: undo ? 'ACTIVE' : 'CANCEL', cancelAtPeriodEnd: !undo, nextCharge: undo ? current.nextCharge : null });
      return json(200, current);
    }
    if (method === 'POST' && path.includes('/change-plan/'))
      return json(201, { subscription: current, order: { id: ORDER_ID, code: 'DH-2611-0002', total: 1_652_300, status: 'PENDING_UPGRADE' }, payUrl: null });
    return undefined;
  });
  return calls;
}

describe('my subscription', () => {
  it('shows the plan, status, period, next charge and payment history, and cancels with a warning that access lasts to the period end, then undoes it', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderApp('/me/subscription', { user: makeUser() });
    const panel = await screen.findByRole('article', { name: 'Học không giới hạn' });
    expect(within(panel).getByText('Đang hoạt động')).toBeTruthy();
    expect(within(panel).getByText('01/11/2026 – 01/12/2026')).toBeTruthy();
    expect(within(panel).getByText(/01\/12\/2026 · 199\.000.*gửi đường dẫn thanh toán/)).toBeTruthy();
    expect(await within(panel).findByRole('link', { name: 'DH-2611-0001' })).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: 'Huỷ gói' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/vẫn dùng được đến hết ngày 01\/12\/2026/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Huỷ gia hạn' }));
    expect(await within(panel).findByText(/Bạn vẫn dùng được gói đến hết ngày 01\/12\/2026/)).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Tiếp tục gia hạn' }));
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Huỷ gói' })).toBeTruthy());
    expect(calls.filter((c) => c.path.endsWith('/cancel')).map((c) => c.body)).toEqual([{ undo: false }, { undo: true }]);
  });

  it('shows the prorated amount of an upgrade before confirming, then opens the order to pay', async () => {
    const calls = serve();
    const user = userEvent.setup();
    const { router } = renderApp('/me/subscription', { user: makeUser() });
    const panel = await screen.findByRole('article', { name: 'Học không giới hạn' });
    await user.click(within(panel).getByRole('button', { name: 'Đổi gói' }));
    const dialog = await screen.findByRole('dialog');
    const choice = await within(dialog).findByRole('radio', { name: /1\.990\.000.*trả thêm 1\.652\.300/ });
    expect(calls.some((c) => c.path.includes('/change-plan/'))).toBe(false);
    await user.click(choice);
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận đổi gói' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/me/orders/${ORDER_ID}`));
    expect(calls.some((c) => c.path === `/api/v1/subscriptions/${SUB_ID}/change-plan/${YEARLY_ID}`)).toBe(true);
  });

  it('offers to pay an open order from its page', async () => {
    serve(
      makeSubscription({
        status: 'PENDING',
        currentPeriodStart: null,
        currentPeriodEnd: null,
        nextCharge: null,
        grantsAccess: false,
        openOrder: { id: ORDER_ID, code: 'DH-2611-0003', total: 199_000, kind: 'FIRST', payBefore: null },
      }),
    );
    renderApp('/me/subscription', { user: makeUser() });
    const pay = await screen.findByRole('link', { name: 'Thanh toán' });
    expect(pay.getAttribute('href')).toBe(`/me/orders/${ORDER_ID}`);
    expect(screen.getByRole('button', { name: 'Bỏ đăng ký' })).toBeTruthy();
  });

  it('leads to the plans when I have none', async () => {
    mockFetch(({ path }) => (path === '/api/v1/subscriptions/me' ? json(200, { data: [] }) : undefined));
    renderApp('/me/subscription', { user: makeUser() });
    expect((await screen.findByRole('link', { name: 'Xem các gói hội viên' })).getAttribute('href')).toBe('/memberships');
  });

  it('puts a member badge beside my name in the header', async () => {
    serve();
    renderApp('/memberships', { user: makeUser() });
    expect((await screen.findByTestId('member-badge')).textContent).toBe('Hội viên');
  });
});
