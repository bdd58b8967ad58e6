import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, mockFetch } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { CARD_ID, card, makeSubscription, membership, monthly, PRICE_ID } from '../../test/subscription-fixtures';

const offer = { membership, price: monthly, period: { start: '2026-11-29T03:00:00.000Z', end: '2026-12-29T03:00:00.000Z' }, mine: null };
const ORDER = { id: 'd1111111-1111-4111-8111-111111111111', code: 'DH-2611-0001', total: 149_000, status: 'PENDING' };

function serve(cards: unknown[] = []) {
  return mockFetch(({ method, path, body }) => {
    if (path === '/api/v1/subscriptions/card') return json(200, { data: cards, entry: 'SANDBOX' });
    if (path === `/api/v1/subscriptions/${PRICE_ID}`) return json(200, offer);
    if (method === 'POST' && path.endsWith('/voucher'))
      return (body as { voucherCode: string }).voucherCode === 'GIAM50K'
        ? json(200, { priceId: PRICE_ID, voucherCode: 'GIAM50K', amount: 199_000, discount: 50_000, total: 149_000 })
        : apiError(400, 'INVALID_VOUCHER', 'Mã giảm giá không hợp lệ.');
    if (method === 'POST' && path.endsWith('/subscribe')) {
      const byCard = Boolean((body as { cardId?: string }).cardId);
      return json(201, {
        subscription: makeSubscription({ status: byCard ? 'ACTIVE' : 'PENDING' }),
        order: ORDER,
        payUrl: byCard ? null : '/sandbox/pay/DH-2611-0001',
      });
    }
    if (path === '/api/v1/subscriptions/me') return json(200, { data: [] });
    return undefined;
  });
}

describe('the subscribe page', () => {
  it('shows the plan, its price and first period, takes a voucher, and sends the buyer to the VNPay page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = serve();
    const user = userEvent.setup();
    renderApp(`/memberships/subscribe/${PRICE_ID}`, { user: makeUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Đăng ký gói hội viên' })).toBeTruthy();
    expect(screen.getAllByText('Học không giới hạn').length).toBeGreaterThan(0);
    expect(screen.getByText('29/11/2026 – 29/12/2026')).toBeTruthy();

    await user.type(screen.getByLabelText('Mã giảm giá'), 'SAI');
    await user.click(screen.getByRole('button', { name: 'Áp dụng' }));
    expect(await screen.findByText('Mã giảm giá không hợp lệ.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Mã giảm giá'));
    await user.type(screen.getByLabelText('Mã giảm giá'), 'GIAM50K');
    await user.click(screen.getByRole('button', { name: 'Áp dụng' }));
    expect(await screen.findByText(/Đã áp dụng mã GIAM50K/)).toBeTruthy();
    expect(screen.getByText(/149\.000/)).toBeTruthy();

    expect((screen.getByRole('radio', { name: /VNPay/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(screen.getByRole('complementary', { name: 'Tổng thanh toán' })).getByRole('button', { name: 'Đăng ký' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/pay/DH-2611-0001'));
    expect(calls.find((c) => c.path.endsWith('/subscribe'))?.body).toEqual({ provider: 'VNPAY', voucherCode: 'GIAM50K' });
  });

  it('charges a stored card and opens my subscription', async () => {
    const calls = serve([card]);
    const user = userEvent.setup();
    const { router } = renderApp(`/memberships/subscribe/${PRICE_ID}`, { user: makeUser() });
    await user.click(await screen.findByRole('radio', { name: /Visa •••• 4242/ }));
    await user.click(within(screen.getByRole('complementary', { name: 'Tổng thanh toán' })).getByRole('button', { name: 'Đăng ký' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/me/subscription'));
    expect(calls.find((c) => c.path.endsWith('/subscribe'))?.body).toEqual({ cardId: CARD_ID });
  });

  it('says a withdrawn price cannot be bought', async () => {
    mockFetch(({ path }) => (path.startsWith('/api/v1/subscriptions/') ? apiError(404, 'MEMBERSHIP_PRICE_NOT_FOUND', 'Không tìm thấy.') : undefined));
    renderApp(`/memberships/subscribe/${PRICE_ID}`, { user: makeUser() });
    expect(await screen.findByText('Mức giá này không còn được mở bán.')).toBeTruthy();
  });

  it('sends a signed-out visitor to sign in and back', async () => {
    mockFetch(() => undefined);
    const { router } = renderApp(`/memberships/subscribe/${PRICE_ID}`, { user: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toContain(encodeURIComponent(`/memberships/subscribe/${PRICE_ID}`));
  });
});
